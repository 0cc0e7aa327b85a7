// The events subgraph's share of a member's data (docs/member-data-subgraphs.md), through a
// whole stack: events, attendances, a waitlist, challenges with progress, communities, quick
// actions and a shop order made through the API, then the subgraph's own export and erase hooks
// called as the export job and the erasure reader call them. The export holds all of it; erasure
// leaves no row holding the member (twice is fine): their place goes to the waitlist head, their
// coming event is called off (its attendee told, without who), a community they made passes to
// its remaining member, an unpaid order gives its stock back and stays anonymised, and the other
// members' things are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, members, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { events } from './index.js';

const ADMIN_EMAIL = 'events-erasure-admin@example.com';
const EVENT = 'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }';
const ATTEND = 'mutation($id: ID!, $status: AttendanceStatus!) { attendEvent(id: $id, status: $status) { myAttendance { status } } }';
const ATTENDEES = 'query($id: ID!) { event(id: $id) { attendees { user { id } status } } }';
const CHALLENGE = 'mutation($input: CreateChallengeInput!) { createChallenge(input: $input) { id } }';
const JOIN_CHALLENGE = 'mutation($id: ID!) { joinChallenge(id: $id) { participantCount } }';
const LOG = 'mutation($input: LogChallengeProgressInput!) { logChallengeProgress(input: $input) { total } }';
const COMMUNITY = 'mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }';
const JOIN_COMMUNITY = 'mutation($id: ID!) { joinCommunity(id: $id) { memberCount } }';
const SAVE = 'mutation($input: SaveQuickActionsInput!) { saveQuickActions(input: $input) { layout } }';
const PRODUCT = 'mutation($input: ProductInput!) { createProduct(input: $input) { id stock } }';
const CHECKOUT = 'mutation($input: CheckoutInput!) { checkout(input: $input) { id status } }';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
let admin: Member;
const tag = Math.random().toString(36).slice(2, 10);
const SECRET = `cs_test_secret_${tag}`;
const MARKERS = { event: `Ann's sunrise run ${tag}`, challenge: `Ann's plank month ${tag}`, community: `Ann's runners ${tag}` };

const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(Math.floor((stack.clock.now().getTime() + days * DAY) / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();
const event = (m: Member, extra: Record<string, unknown>) =>
  q(EVENT, { input: { description: 'Easy pace', location: 'Golden Gate Park', startDate: at(3), endDate: at(3, 2), ...extra } }, m.token).then(
    (r) => ok(r).createEvent.id as string,
  );
const challenge = (m: Member, title: string) =>
  q(CHALLENGE, { input: { title, description: 'Every day', category: 'Physical Activity', subcategory: 'Walking' } }, m.token).then(
    (r) => ok(r).createChallenge.id as string,
  );

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL, REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob, cat] = await members(stack, 3);
  admin = await registerMember(stack, { email: ADMIN_EMAIL });
}, 120_000);
afterAll(() => stack?.stop());

describe('events member data', () => {
  const ids = {} as Record<'annEvent' | 'bobEvent' | 'annChallenge' | 'bobChallenge' | 'annCommunity' | 'product' | 'order', string>;

  beforeAll(async () => {
    ids.annEvent = await event(ann, { name: MARKERS.event });
    ok(await q(ATTEND, { id: ids.annEvent, status: 'GOING' }, bob.token));
    // One place: Ann takes it, Cat waits for it.
    ids.bobEvent = await event(bob, { name: 'Bob’s track session', capacity: 1, hasWaitlist: true });
    ok(await q(ATTEND, { id: ids.bobEvent, status: 'GOING' }, ann.token));
    expect(ok(await q(ATTEND, { id: ids.bobEvent, status: 'GOING' }, cat.token)).attendEvent.myAttendance.status).toBe('WAITLISTED');
    ids.annChallenge = await challenge(ann, MARKERS.challenge);
    ids.bobChallenge = await challenge(bob, 'Bob’s walking month');
    expect(ok(await q(JOIN_CHALLENGE, { id: ids.bobChallenge }, ann.token)).joinChallenge.participantCount).toBe(2);
    ok(await q(LOG, { input: { challengeId: ids.bobChallenge, amount: 5000 } }, ann.token));
    ids.annCommunity = ok(await q(COMMUNITY, { input: { name: MARKERS.community } }, ann.token)).createCommunity.id;
    expect(ok(await q(JOIN_COMMUNITY, { id: ids.annCommunity }, bob.token)).joinCommunity.memberCount).toBe(2);
    ok(await q(SAVE, { input: { layout: 'GRID_3', order: ['shop', 'live'] } }, ann.token));
    const product = ok(
      await q(PRODUCT, { input: { name: 'Foam roller', description: 'Firm', priceMinor: 2500, currency: 'usd', stock: 5, shippingOptions: [] } }, admin.token),
    ).createProduct;
    ids.product = product.id;
    ids.order = ok(await q(CHECKOUT, { input: { lines: [{ productId: product.id, quantity: 2 }] } }, ann.token)).checkout.id;
    // A ticket payment as Stripe checkout leaves it (this stack has no provider: the row is written as tickets.ts writes it).
    await sql(
      stack,
      `INSERT INTO events.payments (id, purpose, reference, payer_id, provider, provider_ref, client_secret, amount_minor, currency, status, created_at, updated_at, checkout_url)
       VALUES ($1, 'ticket', $2, $3, 'stripe', 'cs_test_1', $4, 1500, 'usd', 'PENDING', now(), now(), 'https://checkout.stripe.test/c/pay/cs_test_1')`,
      [`pay-${tag}`, `${ids.bobEvent}:${ann.user.id}`, ann.user.id, SECRET],
    );
  }, 60_000);

  it('exports the events, attendances, challenges with progress, communities, quick actions and orders', async () => {
    const { json } = await exportMember(events, servicesOf(stack, 'events'), ann.user.id);
    const e = json.events as { organised: { id: string; name: string; attendees: { userId: string }[] }[]; attended: { eventId: string; status: string }[] };
    expect(e.organised).toEqual([expect.objectContaining({ id: ids.annEvent, name: MARKERS.event, attendees: [expect.objectContaining({ userId: bob.user.id })] })]);
    expect(e.attended).toEqual([expect.objectContaining({ eventId: ids.bobEvent })]);
    const c = json.challenges as { created: { id: string }[]; participations: { challengeId: string }[]; progress: { amount: number }[] };
    expect(c.created.map((x) => x.id)).toEqual([ids.annChallenge]);
    expect(c.participations.map((x) => x.challengeId).sort()).toEqual([ids.annChallenge, ids.bobChallenge].sort());
    expect(c.progress).toEqual([expect.objectContaining({ challengeId: ids.bobChallenge, source: 'MANUAL', amount: expect.any(Number) })]);
    expect(json.communities).toMatchObject({
      created: [{ id: ids.annCommunity, name: MARKERS.community }],
      memberships: [{ communityId: ids.annCommunity, role: 'OWNER' }],
    });
    expect(json['quick-actions']).toMatchObject({ quickActions: { layout: 'GRID_3', actionOrder: ['shop', 'live'] } });
    expect(json.orders).toMatchObject({ orders: [{ id: ids.order, status: 'awaiting_payment' }] });
    expect(json.payments).toMatchObject({ payments: [{ purpose: 'ticket', reference: `${ids.bobEvent}:${ann.user.id}`, amountMinor: 1500 }] });
    expect(JSON.stringify(json)).not.toMatch(/client_?secret|checkout\.stripe/i);
    expect(JSON.stringify(json)).not.toContain(SECRET);
  });

  it('erases the member everywhere in the schema, twice without harm, and leaves the others’ things working', async () => {
    const services = servicesOf(stack, 'events');
    await eraseMember(events, services, ann.user.id);
    await eraseMember(events, services, ann.user.id);
    // Left on purpose: the creator of the community Bob now owns (a User reference accounts answers as
    // "Deleted member"), and what Bob was told of Ann's event being called off (it names the event; the notice is his).
    const kept: Record<string, string[]> = { [ann.user.id]: ['"events"."communities"."creator_id"'], [MARKERS.event]: ['"events"."notices"."message"'] };
    for (const marker of [ann.user.id, MARKERS.challenge, MARKERS.event, SECRET])
      expect(await schemaHolding(stack, 'events', marker), marker).toEqual(kept[marker] ?? []);
    // Cat had the waitlist's head: Ann's place is hers.
    const attendees = ok(await q(ATTENDEES, { id: ids.bobEvent }, bob.token)).event.attendees as { user: { id: string }; status: string }[];
    expect(attendees).toEqual([expect.objectContaining({ user: { id: cat.user.id }, status: expect.stringMatching(/GOING|APPROVED/) })]);
    // Bob is told Ann's event was cancelled, by no one but himself.
    const [told] = await sql(stack, `SELECT actor_id, message FROM events.notices WHERE recipient_id = $1 AND kind = 'EVENT_CANCELLED'`, [bob.user.id]);
    expect(told).toEqual({ actor_id: bob.user.id, message: `“${MARKERS.event}” was cancelled` });
    await eventually(async () => {
      const notes = ok(await q('{ notifications(first: 20) { nodes { type message } } }', {}, bob.token)).notifications.nodes as { type: string }[];
      return notes.some((n) => n.type === 'EVENT_CANCELLED');
    });
    // Bob's challenge counts one participant again; Ann's own challenge is gone.
    const [bobs] = await sql(stack, 'SELECT participant_count FROM events.challenges WHERE id = $1', [ids.bobChallenge]);
    expect(bobs).toEqual({ participant_count: 1 });
    expect(await sql(stack, 'SELECT id FROM events.challenges WHERE id = $1', [ids.annChallenge])).toEqual([]);
    // Ann's community is Bob's now (its name stays: the community is his too).
    expect(await sql(stack, 'SELECT user_id, role FROM events.community_members WHERE community_id = $1', [ids.annCommunity])).toEqual([
      { user_id: bob.user.id, role: 'OWNER' },
    ]);
    expect(await sql(stack, 'SELECT member_count, creator_id FROM events.communities WHERE id = $1', [ids.annCommunity])).toEqual([
      { member_count: 1, creator_id: ann.user.id },
    ]);
    expect(ok(await q('query($id: ID!) { community(id: $id) { name memberCount creator { id } } }', { id: ids.annCommunity }, bob.token)).community).toEqual({
      name: MARKERS.community,
      memberCount: 1,
      creator: { id: ann.user.id },
    });
    // The unpaid order is cancelled, its stock back, and kept without its buyer.
    expect(await sql(stack, 'SELECT status, buyer_id FROM events.shop_orders WHERE id = $1', [ids.order])).toEqual([{ status: 'cancelled', buyer_id: 'Deleted member' }]);
    expect(await sql(stack, 'SELECT stock FROM events.shop_products WHERE id = $1', [ids.product])).toEqual([{ stock: 5 }]);
    // The payment stays as a financial record, without its member or its secret.
    expect(await sql(stack, 'SELECT payer_id, reference, client_secret, checkout_url FROM events.payments WHERE id = $1', [`pay-${tag}`])).toEqual([
      { payer_id: 'Deleted member', reference: `${ids.bobEvent}:Deleted member pay-${tag}`, client_secret: null, checkout_url: null },
    ]);
    const again = await exportMember(events, services, ann.user.id);
    expect(again.json.events).toEqual({ organised: [], attended: [] });
    expect(again.json.orders).toEqual({ orders: [] });
  });
});
