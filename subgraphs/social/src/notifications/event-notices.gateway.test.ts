// The events subgraph's notices through the real stack while social's reader is stopped (the
// social subgraph stopped, as a crashed or redeployed process): nothing is lost, everything
// written meanwhile arrives once, in the order it was committed, when social starts again; a
// reader that starts again behind what it delivered delivers nothing twice; and the events
// subgraph prunes delivered notices once older than its retention (7 days), moved by the
// stack's clock, but never one social has not delivered (docs/events.md, "Notifications").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubgraph } from '@pulse/kit';
import { client, eventually, members, ok, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { social } from '../index.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;

const DAY = 86_400_000;
const CREATE = 'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }';
const ATTEND = 'mutation($id: ID!) { attendEvent(id: $id, status: GOING) { myAttendance { status } } }';
const DECIDE = 'mutation($id: ID!, $u: ID!, $a: Boolean!) { decideEventRequest(eventId: $id, userId: $u, approve: $a) { id } }';
const NOTES = '{ notifications(first: 50) { nodes { type message eventId } } }';

const at = (days: number) => new Date(Math.floor((stack.clock.now().getTime() + days * DAY) / 3_600_000) * 3_600_000).toISOString();
async function createEvent(name: string, requireApproval = true): Promise<string> {
  const input = { name, description: 'Notices', location: 'Here', startDate: at(30), endDate: at(31), requireApproval };
  return ok(await q(CREATE, { input }, ann.token)).createEvent.id;
}

const socialIndex = () => stack.subgraphs.findIndex((s) => s.name === 'social');
/** Stops the social subgraph, and with it the notice reader (its part's background work). */
async function stopSocial() {
  await stack.subgraphs[socialIndex()].stop();
}
/** Starts it again on its address, as a new process would. */
async function startSocial() {
  const old = stack.subgraphs[socialIndex()];
  stack.subgraphs[socialIndex()] = await startSubgraph(social, { config: old.services.config, databaseUrl: stack.database.url, port: old.port, clock: stack.clock });
}

/** The notices of an event, in the order their transactions committed here (one after the other). */
const noticesOf = async (eventId: string) =>
  (await sql(stack, 'SELECT id FROM events.notices WHERE event_id = $1 ORDER BY txid, seq', [eventId])).map((r: { id: string }) => r.id);
/** The notifications made from those notices, in the order social inserted them (ids grow within a process). */
const deliveredOf = async (noticeIds: string[]) =>
  (await sql(stack, 'SELECT source_id FROM social.notifications WHERE source_id = ANY($1) ORDER BY id', [noticeIds])).map((r: { source_id: string }) => r.source_id);
const cursor = async () => (await sql(stack, `SELECT txid::text AS txid, seq::text AS seq FROM social.notice_cursors WHERE source = 'events'`))[0];
/** Whether the events subgraph has recorded social's announcement of having delivered this notice. */
const acknowledged = async (noticeId: string) =>
  (
    await sql(
      stack,
      `SELECT EXISTS (SELECT 1 FROM events.notices n, events.notice_marks m WHERE n.id = $1 AND m.reader = 'social' AND (n.txid, n.seq) <= (m.txid, m.seq)) AS ok`,
      [noticeId],
    )
  )[0].ok as boolean;
const exists = async (noticeId: string) => (await sql(stack, 'SELECT 1 FROM events.notices WHERE id = $1', [noticeId])).length === 1;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob, cat, dan] = await members(stack, 4);
});
afterAll(async () => {
  await stack?.stop();
});

describe('while social is down', () => {
  let noticeIds: string[] = [];
  let cursorBefore: { txid: string; seq: string };

  it('keeps every notice, and delivers them all once, in commit order, when social starts again', async () => {
    // Social is up: the first request arrives as usual (and the cursor exists).
    const warmUp = await createEvent('Before the outage');
    await q(ATTEND, { id: warmUp }, bob.token);
    await eventually(async () => (await deliveredOf(await noticesOf(warmUp))).length === 1);

    await stopSocial();
    cursorBefore = await cursor();
    const event = await createEvent('During the outage');
    for (const m of [bob, cat, dan]) expect(ok(await q(ATTEND, { id: event }, m.token)).attendEvent.myAttendance.status).toBe('REQUESTED');
    ok(await q(DECIDE, { id: event, u: bob.user.id, a: true }, ann.token));
    ok(await q(DECIDE, { id: event, u: cat.user.id, a: false }, ann.token));
    noticeIds = await noticesOf(event);
    expect(noticeIds).toHaveLength(5);
    // Nobody read them: no notification, the cursor where it was.
    expect(await deliveredOf(noticeIds)).toEqual([]);
    expect(await cursor()).toEqual(cursorBefore);

    await startSocial();
    await eventually(async () => (await deliveredOf(noticeIds)).length === noticeIds.length, 30_000);
    expect(await deliveredOf(noticeIds)).toEqual(noticeIds);
    const annNotes = ok(await q(NOTES, {}, ann.token)).notifications.nodes.filter((n: { eventId: string }) => n.eventId === event);
    expect(annNotes.map((n: { type: string }) => n.type)).toEqual(['EVENT_REQUEST', 'EVENT_REQUEST', 'EVENT_REQUEST']);
    const bobNotes = ok(await q(NOTES, {}, bob.token)).notifications.nodes.filter((n: { eventId: string }) => n.eventId === event);
    expect(bobNotes).toEqual([{ type: 'EVENT_APPROVED', message: 'Your request to join “During the outage” was approved', eventId: event }]);
  }, 120_000);

  it('delivers nothing twice when the reader starts again behind what it delivered', async () => {
    // As if the process had stopped after its notifications committed but before its cursor
    // did: the cursor is set back to where it was before the five above, and social restarts.
    await stopSocial();
    await sql(stack, `UPDATE social.notice_cursors SET txid = $1::xid8, seq = $2::bigint WHERE source = 'events'`, [cursorBefore.txid, cursorBefore.seq]);
    const event = await createEvent('After the restart');
    await q(ATTEND, { id: event }, dan.token);
    const fresh = await noticesOf(event);
    await startSocial();
    await eventually(async () => (await deliveredOf(fresh)).length === 1, 30_000);
    // The five were read again (the cursor is past the new one) and inserted nothing.
    const [again] = await sql(stack, 'SELECT count(*)::int AS n, count(DISTINCT source_id)::int AS distinct FROM social.notifications WHERE source_id = ANY($1)', [
      [...noticeIds, ...fresh],
    ]);
    expect(again).toEqual({ n: 6, distinct: 6 });
    const [last] = await sql(stack, 'SELECT txid::text AS txid, seq::text AS seq FROM events.notices WHERE id = $1', [fresh[0]]);
    await eventually(async () => {
      const now = await cursor();
      return BigInt(now.txid) > BigInt(last.txid) || (now.txid === last.txid && BigInt(now.seq) >= BigInt(last.seq));
    });
    const annNotes = ok(await q(NOTES, {}, ann.token)).notifications.nodes.filter((n: { type: string }) => n.type === 'EVENT_REQUEST');
    expect(new Set(annNotes.map((n: { message: string }) => n.message)).size).toBe(3);
    expect(annNotes).toHaveLength(5);
  }, 120_000);
});

describe('pruning', () => {
  it('deletes delivered notices past the retention, never undelivered or younger ones', async () => {
    stack.clock.freeze();
    try {
      const delivered = await createEvent('Old and delivered');
      await q(ATTEND, { id: delivered }, bob.token);
      const [old] = await noticesOf(delivered);
      await eventually(async () => (await deliveredOf([old])).length === 1 && (await acknowledged(old)));

      // Written while social is down: not delivered, however old it gets.
      await stopSocial();
      const waiting = await createEvent('Old and waiting');
      await q(ATTEND, { id: waiting }, cat.token);
      const [undelivered] = await noticesOf(waiting);

      // Past seven days: the delivered one goes (the sweep runs on the clock's jump)...
      stack.clock.advance(7 * DAY + 1000);
      await eventually(async () => !(await exists(old)), 30_000);
      // ... in the same pass that saw the undelivered one and kept it.
      expect(await exists(undelivered)).toBe(true);

      // A new notice, delivered and young, beside the old one now delivered.
      await startSocial();
      const young = await createEvent('Young');
      await q(ATTEND, { id: young }, dan.token);
      const [fresh] = await noticesOf(young);
      await eventually(async () => (await deliveredOf([undelivered, fresh])).length === 2 && (await acknowledged(fresh)) && (await acknowledged(undelivered)), 30_000);
      stack.clock.advance(60_000);
      await eventually(async () => !(await exists(undelivered)), 30_000);
      expect(await exists(fresh)).toBe(true);
      // Delivered before it was pruned: the member has it.
      expect(ok(await q(NOTES, {}, ann.token)).notifications.nodes.some((n: { eventId: string }) => n.eventId === waiting)).toBe(true);
    } finally {
      stack.clock.release();
    }
  }, 120_000);
});
