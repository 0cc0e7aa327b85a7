// Paid tickets through the real gateway (docs/events.md, "Paid tickets"). With Stripe configured
// (a loopback server following its API, payments/stripe-test-server.ts): the organiser sets a
// price; going holds a place (PAYMENT_PENDING) under the capacity and starts one Stripe Checkout
// Session for the price (its hosted page read by the member only); Stripe's signed webhook
// (checkout.session.completed) makes it APPROVED once (and tells the member), or
// checkout.session.expired releases it (the waitlist promoted); a hold not paid in PAYMENT_HOLD_MINUTES is released when the
// stack's TestClock passes it, and a payment arriving after that takes a free place or is left
// for a refund. Without a provider a price is refused with the spec's sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, expectError, expectFailure, expectOk, members, ok, restClient, startStack, type Member, type Stack } from '@pulse/dev-env';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signedCheckoutEvent,
  signedStripeEvent,
  startStripeTestServer,
  type StripeTestServer,
} from '../payments/stripe-test-server.js';

let stack: Stack;
const api = restClient(() => stack);
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);
const NOW = new Date('2026-06-01T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const FIELDS = `id ticketPriceMinor ticketCurrency spotsLeft counts { approved waitlisted paymentPending }
  myAttendance { status waitlistPosition paymentDueBy ticketPayment { provider status amountMinor currency checkoutUrl clientSecret } }`;
const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${FIELDS} } }`;
const ATTEND = `mutation($id: ID!, $status: AttendanceStatus!) { attendEvent(id: $id, status: $status) { ${FIELDS} } }`;
const EVENT = `query($id: ID!) { event(id: $id) { ${FIELDS} } }`;
const PRICE = `mutation($id: ID!, $p: Int!, $c: String) { setEventTicketPrice(eventId: $id, priceMinor: $p, currency: $c) { ${FIELDS} } }`;
const NOTES = '{ notifications(first: 50) { nodes { type message eventId } } }';

const input = (extra: Record<string, unknown> = {}) => {
  const start = new Date(Math.floor((stack.clock.now().getTime() + 3 * DAY) / 3_600_000) * 3_600_000);
  return {
    name: 'Harbour swim',
    description: 'Guided open-water swim',
    location: 'North Pier',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    ...extra,
  };
};
const create = async (m: Member, extra: Record<string, unknown> = {}) => ok(await gql(CREATE, { input: input(extra) }, m)).createEvent;
const attend = async (m: Member, id: string, status = 'GOING') => ok(await gql(ATTEND, { id, status }, m)).attendEvent;
const eventOf = async (m: Member, id: string) => ok(await gql(EVENT, { id }, m)).event;
const noticed = (m: Member, type: string, eventId: string) =>
  eventually(async () =>
    (ok(await gql(NOTES, {}, m)).notifications.nodes as { type: string; message: string; eventId: string }[]).find((n) => n.type === type && n.eventId === eventId),
  );

describe('paid tickets with Stripe configured', () => {
  let stripe: StripeTestServer;
  let org: Member;
  let bob: Member;
  let cat: Member;
  let dan: Member;
  const sessionOf = (eventId: string, m: Member) => [...stripe.sessions.values()].find((i) => i.metadata.reference === `${eventId}:${m.user.id}`);
  async function webhook(body: string, signature: string): Promise<{ status: number; json: any }> {
    const res = await fetch(`${stack.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return { status: res.status, json: await res.json() };
  }
  const settle = async (type: 'checkout.session.completed' | 'checkout.session.expired', eventId: string, m: Member) => {
    const event = signedCheckoutEvent(type, sessionOf(eventId, m)!, { timestamp: seconds(stack.clock.now()) });
    return webhook(event.body, event.signature);
  };

  beforeAll(async () => {
    stripe = await startStripeTestServer();
    stack = await startStack({
      env: {
        REGISTER_LIMIT_PER_IP: '1000',
        PUBLIC_URL: 'https://pulse.example',
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    stack.clock.freeze(NOW);
    [org, bob, cat, dan] = await members(stack, 4);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await stripe?.stop();
  });

  it('going to a paid event holds a place and starts one Checkout Session for the price; a signed completion approves once and tells the member', async () => {
    const event = await create(org, { ticketPriceMinor: 1500, ticketCurrency: 'USD', capacity: 2 });
    expect(event).toMatchObject({ ticketPriceMinor: 1500, ticketCurrency: 'usd', spotsLeft: 2 });
    // The organiser goes to their own event free.
    expect((await attend(org, event.id)).myAttendance).toMatchObject({ status: 'APPROVED', ticketPayment: null });

    const held = await attend(bob, event.id);
    const session = sessionOf(event.id, bob)!;
    expect(held).toMatchObject({ spotsLeft: 0, counts: { approved: 1, paymentPending: 1 } });
    expect(held.myAttendance).toEqual({
      status: 'PAYMENT_PENDING',
      waitlistPosition: null,
      paymentDueBy: new Date(NOW.getTime() + 30 * MINUTE).toISOString(),
      ticketPayment: { provider: 'STRIPE', status: 'PENDING', amountMinor: 1500, currency: 'usd', checkoutUrl: session.url, clientSecret: null },
    });
    const sent = stripe.requests.filter((r) => r.form['metadata[reference]'] === `${event.id}:${bob.user.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: '/v1/checkout/sessions',
      auth: `Bearer ${STRIPE_TEST_KEY}`,
      idempotencyKey: `ticket:${event.id}:${bob.user.id}`,
      form: {
        mode: 'payment',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '1500',
        'line_items[0][price_data][product_data][name]': 'Pulse ticket: Harbour swim',
        'line_items[0][quantity]': '1',
        success_url: `https://pulse.example/events/${event.id}?payment=done`,
        cancel_url: `https://pulse.example/events/${event.id}?payment=cancelled`,
        'metadata[purpose]': 'ticket',
        'metadata[reference]': `${event.id}:${bob.user.id}`,
        'metadata[eventId]': event.id,
        'metadata[userId]': bob.user.id,
        'payment_intent_data[metadata][purpose]': 'ticket',
        'payment_intent_data[metadata][reference]': `${event.id}:${bob.user.id}`,
      },
    });
    // The hold is 30 minutes, under Stripe's least: the page stays open 31 (a late payment is handled below).
    expect(Number(sent[0].form.expires_at) - Math.floor(Date.now() / 1000)).toBeGreaterThan(30 * 60);
    expect(Number(sent[0].form.expires_at) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(31 * 60);
    // Going again (a double click) answers the same payment; the organiser never sees its page.
    expect((await attend(bob, event.id)).myAttendance.ticketPayment.checkoutUrl).toBe(session.url);
    expect(stripe.requests.filter((r) => r.form['metadata[reference]'] === `${event.id}:${bob.user.id}`)).toHaveLength(1);
    const listed = ok(
      await gql(
        'query($id: ID!) { event(id: $id) { attendees(status: PAYMENT_PENDING) { user { id } status ticketPayment { checkoutUrl clientSecret } } } }',
        { id: event.id },
        org,
      ),
    ).event.attendees;
    expect(listed).toEqual([{ user: { id: bob.user.id }, status: 'PAYMENT_PENDING', ticketPayment: null }]);
    // The event is full while bob pays.
    expectError(await gql(ATTEND, { id: event.id, status: 'GOING' }, cat), 'CONFLICT', 'This event is full');

    expect(await settle('checkout.session.completed', event.id, bob)).toEqual({ status: 200, json: { received: true, handled: true, outcome: 'settled' } });
    // The session's PaymentIntent succeeding too (by its metadata) settles nothing twice.
    const intent = signedStripeEvent(
      'payment_intent.succeeded',
      { id: 'pi_bob_ticket', amount: session.amount_total, currency: session.currency, metadata: session.payment_intent_metadata },
      { timestamp: seconds(stack.clock.now()) },
    );
    expect((await webhook(intent.body, intent.signature)).json).toEqual({ received: true, handled: false, outcome: 'already settled' });
    expect((await eventOf(bob, event.id)).myAttendance).toMatchObject({
      status: 'APPROVED',
      paymentDueBy: null,
      ticketPayment: { status: 'SUCCEEDED', amountMinor: 1500, checkoutUrl: null, clientSecret: null },
    });
    expect((await eventOf(org, event.id)).counts).toMatchObject({ approved: 2, paymentPending: 0 });
    expect((await noticed(bob, 'EVENT_APPROVED', event.id)).message).toBe('Your ticket for “Harbour swim” is paid: you are going');
    const told = ok(await gql(NOTES, {}, bob)).notifications.nodes.filter(
      (n: { type: string; eventId: string }) => n.type === 'EVENT_APPROVED' && n.eventId === event.id,
    );
    expect(told).toHaveLength(1);
    // A paid ticket stands: leaving and coming back takes a place without paying again.
    ok(await gql('mutation($id: ID!) { leaveEvent(id: $id) { id } }', { id: event.id }, bob));
    expect((await attend(bob, event.id)).myAttendance.status).toBe('APPROVED');
    expect(stripe.requests.filter((r) => r.form['metadata[reference]'] === `${event.id}:${bob.user.id}`)).toHaveLength(1);
  });

  it('a failed payment releases the place: the first in line is promoted to pay, the member told', async () => {
    const event = await create(org, { ticketPriceMinor: 2000, ticketCurrency: 'eur', capacity: 1, hasWaitlist: true });
    expect((await attend(bob, event.id)).myAttendance.status).toBe('PAYMENT_PENDING');
    expect((await attend(cat, event.id)).myAttendance).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1, ticketPayment: null });
    expect(sessionOf(event.id, cat)).toBeUndefined();

    expect((await settle('checkout.session.expired', event.id, bob)).json.outcome).toBe('settled');
    expect((await eventOf(bob, event.id)).myAttendance).toBeNull();
    const promoted = await eventOf(cat, event.id);
    expect(promoted).toMatchObject({ spotsLeft: 0, counts: { approved: 0, waitlisted: 0, paymentPending: 1 } });
    expect(promoted.myAttendance).toMatchObject({ status: 'PAYMENT_PENDING', ticketPayment: null });
    expect((await noticed(cat, 'EVENT_WAITLIST_PROMOTED', event.id)).message).toBe('A place freed up at “Harbour swim”: pay for your ticket to keep it');
    expect((await noticed(bob, 'EVENT_DECLINED', event.id)).message).toBe('Your payment for “Harbour swim” did not go through, so your place was released');
    // Cat pays from the event page: going again starts her payment.
    expect((await attend(cat, event.id)).myAttendance.ticketPayment).toMatchObject({ status: 'PENDING', amountMinor: 2000, currency: 'eur' });
    expect(sessionOf(event.id, cat)).toMatchObject({ amount_total: 2000, currency: 'eur', status: 'open' });
    // Bob trying again finds the place taken: the waitlist.
    expect((await attend(bob, event.id)).myAttendance.status).toBe('WAITLISTED');
  });

  it('a hold not paid in time is released when the clock passes it; a payment after that takes a free place, or none', async () => {
    const full = await create(org, { ticketPriceMinor: 900, ticketCurrency: 'usd', capacity: 1, hasWaitlist: true });
    const open = await create(org, { ticketPriceMinor: 900, ticketCurrency: 'usd' });
    const heldAt = stack.clock.now().getTime();
    await attend(bob, full.id);
    await attend(cat, full.id);
    await attend(bob, open.id);
    stack.clock.advance(29 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await eventOf(bob, full.id)).myAttendance.status).toBe('PAYMENT_PENDING');
    stack.clock.advance(2 * MINUTE);
    await eventually(async () => (await eventOf(bob, full.id)).myAttendance === null && (await eventOf(bob, open.id)).myAttendance === null);
    expect((await eventOf(cat, full.id)).myAttendance).toMatchObject({
      status: 'PAYMENT_PENDING',
      paymentDueBy: new Date(heldAt + 31 * MINUTE + 30 * MINUTE).toISOString(),
    });
    expect((await noticed(bob, 'EVENT_DECLINED', open.id)).message).toBe('Your place at “Harbour swim” was released: the ticket was not paid in time');

    // Bob paid just before the deadline and Stripe's word came after it.
    expect((await settle('checkout.session.completed', open.id, bob)).json.outcome).toBe('settled');
    expect((await eventOf(bob, open.id)).myAttendance.status).toBe('APPROVED');
    // No place is free here (cat holds it): nothing taken from her, the payment is left for a refund.
    expect((await settle('checkout.session.completed', full.id, bob)).json.outcome).toBe('settled');
    expect((await eventOf(bob, full.id)).myAttendance).toBeNull();
    expect(await eventOf(cat, full.id)).toMatchObject({ spotsLeft: 0, counts: { paymentPending: 1, approved: 0 } });
  });

  it('members racing for the places of a paid event: never more held than the capacity, one Checkout Session each', async () => {
    const event = await create(org, { ticketPriceMinor: 500, ticketCurrency: 'gbp', capacity: 3, hasWaitlist: true });
    const crowd = [...(await members(stack, 4)), ...(await members(stack, 4)), dan];
    const answers = await Promise.all(crowd.map((m) => attend(m, event.id)));
    const statuses = answers.map((a) => a.myAttendance.status).sort();
    expect(statuses.filter((s) => s === 'PAYMENT_PENDING')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'WAITLISTED')).toHaveLength(6);
    expect(await eventOf(org, event.id)).toMatchObject({ spotsLeft: 0, counts: { paymentPending: 3, waitlisted: 6 } });
    expect([...stripe.sessions.values()].filter((i) => i.metadata.eventId === event.id)).toHaveLength(3);
  });

  it('the organiser alone sets a price; bad prices, currencies and approval are refused; a bad signature changes nothing', async () => {
    const event = await create(org, { capacity: 5 });
    expect(event).toMatchObject({ ticketPriceMinor: 0, ticketCurrency: null });
    expectError(await gql(PRICE, { id: event.id, p: 1000, c: 'usd' }, bob), 'FORBIDDEN', 'Only the organiser can do this');
    for (const p of [-1, 100_000_000])
      expectError(
        await gql(PRICE, { id: event.id, p, c: 'usd' }, org),
        'BAD_USER_INPUT',
        'Ticket price must be a whole number of minor units (cents) from 0 to 99999999',
      );
    expectError(await gql(PRICE, { id: event.id, p: 1000, c: 'xyz' }, org), 'BAD_USER_INPUT', 'Ticket currency must be one of usd, eur, gbp, cad, aud, chf, jpy');
    expect((await gql(PRICE, { id: event.id, p: 2.5, c: 'usd' }, org)).errors).toBeDefined();
    const approval = await create(org, { requireApproval: true });
    expectError(await gql(PRICE, { id: approval.id, p: 1000, c: 'usd' }, org), 'BAD_USER_INPUT', 'A paid event cannot also require approval');
    expectError(
      await gql(CREATE, { input: input({ requireApproval: true, ticketPriceMinor: 100, ticketCurrency: 'usd' }) }, org),
      'BAD_USER_INPUT',
      'A paid event cannot also require approval',
    );
    expect(await eventOf(org, event.id)).toMatchObject({ ticketPriceMinor: 0, ticketCurrency: null });
    expect(ok(await gql(PRICE, { id: event.id, p: 1000, c: 'usd' }, org)).setEventTicketPrice).toMatchObject({ ticketPriceMinor: 1000, ticketCurrency: 'usd' });

    // REST: POST /events/{id}/attend answers the payment beside the documented shape.
    const reply = expectOk(await api('POST', `/events/${event.id}/attend`, { token: dan.token, body: { status: 'going' } }));
    const session = sessionOf(event.id, dan)!;
    expect(reply).toMatchObject({
      status: 'PAYMENT_PENDING',
      event: { id: event.id, ticketPriceMinor: 1000, ticketCurrency: 'usd', status: 'PAYMENT_PENDING', paymentDueBy: expect.any(String) },
      payment: { provider: 'STRIPE', status: 'PENDING', amountMinor: 1000, currency: 'usd', checkoutUrl: session.url, clientSecret: null },
    });
    expectFailure(
      await api('POST', '/events', { token: org.token, body: { ...input(), ticketPriceMinor: 2.5, ticketCurrency: 'usd' } }),
      400,
      expect.objectContaining({ code: 'BAD_USER_INPUT' }) as unknown as Record<string, unknown>,
    );

    // A success signed with another secret is refused and dan still holds, unpaid.
    const forged = signedCheckoutEvent('checkout.session.completed', session, { timestamp: seconds(stack.clock.now()), secret: 'whsec_someone_else' });
    expect(await webhook(forged.body, forged.signature)).toEqual({
      status: 400,
      json: { message: 'No signature matches the payload', code: 'BAD_USER_INPUT', reason: 'BAD_SIGNATURE' },
    });
    expect((await eventOf(dan, event.id)).myAttendance).toMatchObject({ status: 'PAYMENT_PENDING', ticketPayment: { status: 'PENDING' } });
  });
});

describe('paid tickets without a payment provider', () => {
  let org: Member;
  let bob: Member;
  beforeAll(async () => {
    stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
    [org, bob] = await members(stack, 2);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('a price is refused with the spec’s sentence; free events work as before', async () => {
    expect(ok(await gql('{ paymentProvider }', {}, org)).paymentProvider).toBe('OFFLINE');
    const refused = await gql(CREATE, { input: input({ ticketPriceMinor: 1500, ticketCurrency: 'usd' }) }, org);
    expectError(refused, 'BAD_USER_INPUT', 'Paid tickets require a connected payment account');
    expect(refused.errors![0].extensions).toMatchObject({ reason: 'PAYMENTS_NOT_CONNECTED', field: 'ticketPriceMinor' });
    const event = await create(org, { ticketPriceMinor: 0, capacity: 3 });
    expectError(await gql(PRICE, { id: event.id, p: 1500, c: 'usd' }, org), 'BAD_USER_INPUT', 'Paid tickets require a connected payment account');
    expectFailure(await api('POST', '/events', { token: org.token, body: { ...input(), ticketPriceMinor: 1500, ticketCurrency: 'usd' } }), 400, {
      message: 'Paid tickets require a connected payment account',
      code: 'BAD_USER_INPUT',
      field: 'ticketPriceMinor',
      reason: 'PAYMENTS_NOT_CONNECTED',
    });
    expect((await attend(bob, event.id)).myAttendance).toMatchObject({ status: 'APPROVED', ticketPayment: null, paymentDueBy: null });
  });
});
