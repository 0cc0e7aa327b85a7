// With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set, orders are paid through Stripe Checkout
// (here a loopback server that follows its API): payOrder creates one Checkout Session per order
// (form-encoded, Bearer key, Idempotency-Key, one line item, the order's page to come back to,
// metadata[orderId]) and answers its hosted page's url to the buyer; Stripe's webhook, through
// the gateway's raw passthrough, marks the order PAID only with a good Stripe-Signature inside
// the 300 s tolerance of the stack's clock, once whichever of its events come.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signedCheckoutEvent,
  signedStripeEvent,
  startStripeTestServer,
  type CheckoutSession,
  type StripeTestServer,
} from './stripe-test-server.js';

let stripe: StripeTestServer;
let stack: Stack;
let admin: Member;
let ann: Member;
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);
const NOW = new Date('2026-06-01T12:00:00.000Z');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const PAY = 'mutation($id: ID!) { payOrder(orderId: $id) { provider checkoutUrl clientSecret order { id status paymentMethod totalMinor paidAt } } }';
const HOLD_MINUTES = 90;
const sessionOf = (orderId: string): CheckoutSession => [...stripe.sessions.values()].find((s) => s.metadata.orderId === orderId)!;
/** The PaymentIntent a paid session made, as payment_intent.succeeded carries it (payment_intent_data's metadata). */
const intentOf = (session: CheckoutSession, id = `pi_${session.id.slice(-24)}`) => ({
  id,
  amount: session.amount_total,
  currency: session.currency,
  metadata: session.payment_intent_metadata,
});
const ORDER = 'query($id: ID!) { order(id: $id) { id status paidAt } }';

async function newOrder(quantity = 1): Promise<{ id: string; totalMinor: number }> {
  const product = ok(
    await gql(
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input: { name: 'Foam roller', priceMinor: 2999, currency: 'usd', stock: 50, shippingOptions: [{ id: 'post', label: 'Post', priceMinor: 450 }] } },
      admin,
    ),
  ).createProduct;
  return ok(
    await gql(
      'mutation($input: CheckoutInput!) { checkout(input: $input) { id totalMinor } }',
      { input: { lines: [{ productId: product.id, quantity, shippingOptionId: 'post' }] } },
      ann,
    ),
  ).checkout;
}

async function webhook(body: string, signature?: string): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  const res = await fetch(`${stack.url}/api/payments/stripe/webhook`, { method: 'POST', headers, body });
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  stripe = await startStripeTestServer();
  stack = await startStack({
    env: {
      ADMIN_EMAILS: 'stripe-admin@example.com',
      PUBLIC_URL: 'https://pulse.example',
      PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES),
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  stack.clock.freeze(NOW);
  [admin, ann] = await Promise.all([registerMember(stack, { email: 'stripe-admin@example.com' }), registerMember(stack)]);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await stripe?.stop();
});

describe('payments through Stripe Checkout', () => {
  it('payOrder creates one Checkout Session for the order total and answers its page to the buyer only', async () => {
    expect(ok(await gql('{ paymentProvider }', {}, ann)).paymentProvider).toBe('STRIPE');
    const order = await newOrder(2);
    expect(order.totalMinor).toBe(2 * 2999 + 450);
    const wallBefore = Math.floor(Date.now() / 1000);
    const paid = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const wallAfter = Math.floor(Date.now() / 1000);
    const session = sessionOf(order.id);
    expect(session.url).toBe(`${stripe.url}/c/pay/${session.id}`);
    expect(paid).toEqual({
      provider: 'STRIPE',
      checkoutUrl: session.url,
      clientSecret: null,
      order: { id: order.id, status: 'PAYMENT_PENDING', paymentMethod: 'STRIPE', totalMinor: 6448, paidAt: null },
    });
    const sent = stripe.requests.filter((r) => r.form['metadata[orderId]'] === order.id);
    expect(sent).toHaveLength(1);
    const orderPage = `https://pulse.example/shop/orders/${order.id}`;
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      auth: `Bearer ${STRIPE_TEST_KEY}`,
      contentType: 'application/x-www-form-urlencoded',
      idempotencyKey: `order:${order.id}`,
      form: {
        mode: 'payment',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '6448',
        'line_items[0][price_data][product_data][name]': `Pulse shop order ${order.id}`,
        'line_items[0][quantity]': '1',
        success_url: `${orderPage}?payment=done`,
        cancel_url: `${orderPage}?payment=cancelled`,
        'metadata[orderId]': order.id,
        'metadata[purpose]': 'order',
        'metadata[reference]': order.id,
        'payment_intent_data[metadata][orderId]': order.id,
        'payment_intent_data[metadata][purpose]': 'order',
        'payment_intent_data[metadata][reference]': order.id,
      },
    });
    // The order was made at the frozen NOW, so its hold has all 90 minutes left: the page closes then (wall clock).
    const expiresAt = Number(sent[0].form.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(wallBefore + HOLD_MINUTES * 60);
    expect(expiresAt).toBeLessThanOrEqual(wallAfter + HOLD_MINUTES * 60);
    expect(session).toMatchObject({ object: 'checkout.session', amount_total: 6448, currency: 'usd', payment_status: 'unpaid', status: 'open' });
    // Again, and five at once on a new order: one session each, the same page.
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder.checkoutUrl).toBe(session.url);
    const other = await newOrder();
    const racing = await Promise.all(Array.from({ length: 5 }, () => gql(PAY, { id: other.id }, ann)));
    expect(new Set(racing.map((r) => ok(r).payOrder.checkoutUrl)).size).toBe(1);
    expect([...stripe.sessions.values()].filter((s) => s.metadata.orderId === other.id)).toHaveLength(1);
    // Someone else cannot start (or read) another member's payment.
    expectError(await gql(PAY, { id: order.id }, admin), 'NOT_FOUND');
  });

  it('checkout.session.completed marks the order PAID once; payment_intent.succeeded after it and a replay change nothing', async () => {
    const order = await newOrder();
    ok(await gql(PAY, { id: order.id }, ann));
    const session = sessionOf(order.id);
    const event = signedCheckoutEvent('checkout.session.completed', session, { timestamp: seconds(NOW) });
    expect(await webhook(event.body, event.signature)).toEqual({ status: 200, json: { received: true, handled: true, outcome: 'settled' } });
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order).toEqual({ id: order.id, status: 'PAID', paidAt: NOW.toISOString() });
    stack.clock.advance(60_000);
    // The session's PaymentIntent succeeding too (found by its metadata) settles nothing twice.
    const intent = signedStripeEvent('payment_intent.succeeded', intentOf(session, event.paymentIntent!), { timestamp: seconds(stack.clock.now()) });
    expect(await webhook(intent.body, intent.signature)).toEqual({ status: 200, json: { received: true, handled: false, outcome: 'already settled' } });
    // Stripe delivers an event again when it is unsure we got it: once is enough.
    const again = signedCheckoutEvent('checkout.session.completed', session, { timestamp: seconds(stack.clock.now()), eventId: event.eventId });
    expect(await webhook(again.body, again.signature)).toEqual({ status: 200, json: { received: true, handled: false, outcome: 'replayed' } });
    // A late expiry does not undo it; paying again answers PAID and no page.
    const late = signedCheckoutEvent('checkout.session.expired', session, { timestamp: seconds(stack.clock.now()) });
    expect((await webhook(late.body, late.signature)).json.outcome).toBe('already settled');
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder).toMatchObject({
      checkoutUrl: null,
      clientSecret: null,
      order: { status: 'PAID', paidAt: NOW.toISOString() },
    });
    expect(await sql(stack, 'SELECT status, provider_ref FROM events.payments WHERE reference = $1', [order.id])).toEqual([
      { status: 'SUCCEEDED', provider_ref: session.id },
    ]);
  });

  it('payment_intent.succeeded first (by its metadata) settles it; checkout.session.completed after it changes nothing', async () => {
    const order = await newOrder();
    ok(await gql(PAY, { id: order.id }, ann));
    const session = sessionOf(order.id);
    const now = seconds(stack.clock.now());
    const intent = signedStripeEvent('payment_intent.succeeded', intentOf(session), { timestamp: now });
    expect((await webhook(intent.body, intent.signature)).json.outcome).toBe('settled');
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAID');
    const completed = signedCheckoutEvent('checkout.session.completed', session, { timestamp: now });
    expect((await webhook(completed.body, completed.signature)).json.outcome).toBe('already settled');
    // A declined card inside Checkout is retried on Stripe's page: not the end of the payment.
    const other = await newOrder();
    ok(await gql(PAY, { id: other.id }, ann));
    const declined = signedStripeEvent('payment_intent.payment_failed', intentOf(sessionOf(other.id)), { timestamp: now });
    expect((await webhook(declined.body, declined.signature)).json.outcome).toBe('retried in checkout');
    expect(ok(await gql(ORDER, { id: other.id }, ann)).order.status).toBe('PAYMENT_PENDING');
    // A session completed but not paid yet (a delayed method) is not a success.
    const unpaid = signedCheckoutEvent('checkout.session.completed', sessionOf(other.id), { timestamp: now, paymentStatus: 'unpaid' });
    expect(await webhook(unpaid.body, unpaid.signature)).toEqual({ status: 200, json: { received: true, handled: false } });
    expect(ok(await gql(ORDER, { id: other.id }, ann)).order.status).toBe('PAYMENT_PENDING');
  });

  it('refuses a bad, missing, tampered or stale signature with 400 and leaves the order unchanged', async () => {
    const order = await newOrder();
    ok(await gql(PAY, { id: order.id }, ann));
    const session = sessionOf(order.id);
    const now = seconds(stack.clock.now());
    const wrongSecret = signedCheckoutEvent('checkout.session.completed', session, { timestamp: now, secret: 'whsec_someone_else' });
    const good = signedCheckoutEvent('checkout.session.completed', session, { timestamp: now });
    const stale = signedCheckoutEvent('checkout.session.completed', session, { timestamp: now - 301 });
    const future = signedCheckoutEvent('checkout.session.completed', session, { timestamp: now + 301 });
    const refusals: [string, string | undefined, string][] = [
      [wrongSecret.body, wrongSecret.signature, 'No signature matches the payload'],
      [good.body, undefined, 'No Stripe-Signature header'],
      [good.body, 'v1=abc', 'Malformed Stripe-Signature header'],
      [good.body.replace(`"amount_total": ${session.amount_total}`, '"amount_total": 1'), good.signature, 'No signature matches the payload'],
      [good.body, good.signature.replace(/v1=[0-9a-f]/, 'v1=z'), 'No signature matches the payload'],
      [stale.body, stale.signature, 'Timestamp outside the tolerance zone'],
      [future.body, future.signature, 'Timestamp outside the tolerance zone'],
    ];
    expect(good.body).toContain(`"amount_total": ${session.amount_total}`);
    for (const [body, signature, message] of refusals) {
      expect(await webhook(body, signature)).toEqual({ status: 400, json: { message, code: 'BAD_USER_INPUT', reason: 'BAD_SIGNATURE' } });
    }
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order).toMatchObject({ status: 'PAYMENT_PENDING', paidAt: null });
    // 300 s is still inside the tolerance.
    const edge = signedCheckoutEvent('checkout.session.completed', session, { timestamp: now - 300 });
    expect((await webhook(edge.body, edge.signature)).status).toBe(200);
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAID');
  });

  it('checkout.session.expired marks the order PAYMENT_FAILED; paying again makes a new session under a new key', async () => {
    const order = await newOrder();
    ok(await gql(PAY, { id: order.id }, ann));
    const first = sessionOf(order.id);
    const expired = signedCheckoutEvent('checkout.session.expired', first, { timestamp: seconds(stack.clock.now()) });
    expect((await webhook(expired.body, expired.signature)).json.outcome).toBe('settled');
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAYMENT_FAILED');
    const again = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const sessions = [...stripe.sessions.values()].filter((s) => s.metadata.orderId === order.id);
    expect(sessions).toHaveLength(2);
    const second = sessions.find((s) => s.id !== first.id)!;
    expect(again).toMatchObject({ checkoutUrl: second.url, order: { status: 'PAYMENT_PENDING' } });
    expect(stripe.requests.filter((r) => r.form['metadata[orderId]'] === order.id).map((r) => r.idempotencyKey)).toEqual([`order:${order.id}`, `order:${order.id}:2`]);
    // The first session's expiry, delivered again under another event id, says nothing about the second.
    const stray = signedCheckoutEvent('checkout.session.expired', first, { timestamp: seconds(stack.clock.now()) });
    expect((await webhook(stray.body, stray.signature)).json.outcome).toBe('earlier attempt');
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAYMENT_PENDING');
    const completed = signedCheckoutEvent('checkout.session.completed', second, { timestamp: seconds(stack.clock.now()) });
    expect((await webhook(completed.body, completed.signature)).json.outcome).toBe('settled');
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAID');
  });

  it('a paid amount that differs from the order, an unknown session and other event types change nothing', async () => {
    const order = await newOrder();
    ok(await gql(PAY, { id: order.id }, ann));
    const session = sessionOf(order.id);
    const now = seconds(stack.clock.now());
    const short = signedCheckoutEvent('checkout.session.completed', session, { timestamp: now, amountTotal: session.amount_total - 1 });
    expect((await webhook(short.body, short.signature)).json.outcome).toBe('amount mismatch');
    const unknown = signedCheckoutEvent('checkout.session.completed', { ...session, id: 'cs_unknown', metadata: {} }, { timestamp: now });
    expect((await webhook(unknown.body, unknown.signature)).json.outcome).toBe('unknown payment');
    const other = signedStripeEvent('charge.refunded', intentOf(session), { timestamp: now });
    expect(await webhook(other.body, other.signature)).toEqual({ status: 200, json: { received: true, handled: false } });
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAYMENT_PENDING');
    const notJson = 'not json';
    expect((await webhook(notJson, `t=${now},v1=${(await import('./signature.js')).stripeSignature(STRIPE_TEST_WEBHOOK_SECRET, now, notJson)}`)).status).toBe(400);
  });

  it('the hosted page: Pay posts a signed checkout.session.completed, the order is PAID, the browser goes back to the order page', async () => {
    stripe.webhookUrl = `${stack.url}/api/payments/stripe/webhook`;
    stripe.now = () => seconds(stack.clock.now());
    const order = await newOrder();
    const { checkoutUrl } = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Pulse shop order ${order.id}`);
    expect(html).toContain('34.49 USD');
    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://pulse.example/shop/orders/${order.id}?payment=done`);
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order).toMatchObject({ status: 'PAID' });
    // A session paid once cannot be paid again.
    expect((await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' })).status).toBe(410);
    expect((await fetch(`${stripe.url}/c/pay/cs_test_00`)).status).toBe(404);
  });

  it('Stripe refusing the payment: SERVICE_UNAVAILABLE, the order still awaiting payment, a later try works', async () => {
    const order = await newOrder();
    stripe.refuse = true;
    try {
      expectError(await gql(PAY, { id: order.id }, ann), 'SERVICE_UNAVAILABLE', 'The payment could not be started. Please try again later.');
    } finally {
      stripe.refuse = false;
    }
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('AWAITING_PAYMENT');
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder.order.status).toBe('PAYMENT_PENDING');
  });

  it('the fake refuses what Stripe refuses: no line item, an expires_at out of range, a reused key with other parameters', async () => {
    const post = async (form: Record<string, string>, key?: string) => {
      const res = await fetch(`${stripe.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${STRIPE_TEST_KEY}`, 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'idempotency-key': key } : {}) },
        body: new URLSearchParams(form).toString(),
      });
      return { status: res.status, json: (await res.json()) as any };
    };
    const wall = Math.floor(Date.now() / 1000);
    const good = {
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '500',
      'line_items[0][price_data][product_data][name]': 'Thing',
      'line_items[0][quantity]': '1',
      success_url: 'https://pulse.example/ok',
      cancel_url: 'https://pulse.example/no',
      expires_at: String(wall + 3600),
    };
    const lineless = Object.fromEntries(Object.entries(good).filter(([k]) => !k.startsWith('line_items')));
    expect(await post(lineless)).toEqual({
      status: 400,
      json: { error: { type: 'invalid_request_error', param: 'line_items', message: 'You must specify `line_items` in `payment` mode.' } },
    });
    for (const expires of [wall + 10 * 60, wall + 25 * 3600]) {
      expect((await post({ ...good, expires_at: String(expires) })).json.error).toMatchObject({ type: 'invalid_request_error', param: 'expires_at' });
    }
    expect((await post(good, 'k1')).status).toBe(200);
    expect((await post({ ...good, 'line_items[0][price_data][unit_amount]': '501' }, 'k1')).json.error.type).toBe('idempotency_error');
  });

  it('a session expiry is clamped into Stripe’s 30 minutes to 24 hours whatever the hold left', async () => {
    const { checkoutExpiresAt } = await import('./stripe.js');
    const wall = 1_000_000_000_000;
    expect(checkoutExpiresAt(5 * 60_000, wall)).toBe(wall / 1000 + 31 * 60);
    expect(checkoutExpiresAt(-60_000, wall)).toBe(wall / 1000 + 31 * 60);
    expect(checkoutExpiresAt(7 * 24 * 3_600_000, wall)).toBe(wall / 1000 + 24 * 3600 - 60);
    expect(checkoutExpiresAt(2 * 3_600_000, wall)).toBe(wall / 1000 + 2 * 3600);
  });

  it('the gateway passes only small webhook bodies (413 past 1 MB) and the webhook takes POST only', async () => {
    const big = await fetch(`${stack.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: `{"pad":"${'x'.repeat(1024 * 1024 + 10)}"}`,
    });
    expect(big.status).toBe(413);
    expect((await fetch(`${stack.url}/api/payments/stripe/webhook`)).status).toBe(404);
  });
});
