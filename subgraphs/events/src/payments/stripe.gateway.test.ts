// With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set, orders are paid through Stripe (here a
// loopback server that follows its API): payOrder creates one PaymentIntent per order
// (form-encoded, Bearer key, Idempotency-Key, metadata[orderId]) and answers its client secret;
// Stripe's webhook, through the gateway's raw passthrough, marks the order PAID only with a
// good Stripe-Signature inside the 300 s tolerance of the stack's clock, once per event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, signedStripeEvent, startStripeTestServer, type StripeTestServer } from './stripe-test-server.js';

let stripe: StripeTestServer;
let stack: Stack;
let admin: Member;
let ann: Member;
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);
const NOW = new Date('2026-06-01T12:00:00.000Z');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const PAY = 'mutation($id: ID!) { payOrder(orderId: $id) { provider clientSecret order { id status paymentMethod totalMinor paidAt } } }';
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
    env: { ADMIN_EMAILS: 'stripe-admin@example.com', STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
  });
  stack.clock.freeze(NOW);
  [admin, ann] = await Promise.all([registerMember(stack, { email: 'stripe-admin@example.com' }), registerMember(stack)]);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await stripe?.stop();
});

describe('payments through Stripe', () => {
  it('payOrder creates one PaymentIntent for the order total and answers its client secret', async () => {
    expect(ok(await gql('{ paymentProvider }', {}, ann)).paymentProvider).toBe('STRIPE');
    const order = await newOrder(2);
    expect(order.totalMinor).toBe(2 * 2999 + 450);
    const paid = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const intent = [...stripe.intents.values()].find((i) => i.metadata.orderId === order.id)!;
    expect(paid).toEqual({
      provider: 'STRIPE',
      clientSecret: intent.client_secret,
      order: { id: order.id, status: 'PAYMENT_PENDING', paymentMethod: 'STRIPE', totalMinor: 6448, paidAt: null },
    });
    const sent = stripe.requests.filter((r) => r.form['metadata[orderId]'] === order.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      auth: `Bearer ${STRIPE_TEST_KEY}`,
      contentType: 'application/x-www-form-urlencoded',
      idempotencyKey: `order:${order.id}`,
      form: { amount: '6448', currency: 'usd', 'metadata[orderId]': order.id, 'metadata[purpose]': 'order', 'metadata[reference]': order.id },
    });
    // Again, and five at once on a new order: one PaymentIntent each, the same client secret.
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder.clientSecret).toBe(intent.client_secret);
    const other = await newOrder();
    const racing = await Promise.all(Array.from({ length: 5 }, () => gql(PAY, { id: other.id }, ann)));
    const secrets = new Set(racing.map((r) => ok(r).payOrder.clientSecret));
    expect(secrets.size).toBe(1);
    expect([...stripe.intents.values()].filter((i) => i.metadata.orderId === other.id)).toHaveLength(1);
  });

  it('a correctly signed payment_intent.succeeded marks the order PAID once; a replay changes nothing', async () => {
    const order = await newOrder();
    const { clientSecret } = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === clientSecret)!;
    const event = signedStripeEvent('payment_intent.succeeded', intent, { timestamp: seconds(NOW) });
    const first = await webhook(event.body, event.signature);
    expect(first).toEqual({ status: 200, json: { received: true, handled: true, outcome: 'settled' } });
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order).toEqual({ id: order.id, status: 'PAID', paidAt: NOW.toISOString() });
    // Stripe delivers an event again when it is unsure we got it: once is enough.
    stack.clock.advance(60_000);
    const again = signedStripeEvent('payment_intent.succeeded', intent, { timestamp: seconds(stack.clock.now()), eventId: event.eventId });
    expect(await webhook(again.body, again.signature)).toEqual({ status: 200, json: { received: true, handled: false, outcome: 'replayed' } });
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.paidAt).toBe(NOW.toISOString());
    // A failure arriving after success (an earlier attempt) does not undo it; paying again answers PAID and no secret.
    const late = signedStripeEvent('payment_intent.payment_failed', intent, { timestamp: seconds(stack.clock.now()) });
    expect((await webhook(late.body, late.signature)).json.outcome).toBe('already settled');
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder).toMatchObject({ clientSecret: null, order: { status: 'PAID' } });
    expect(await sql(stack, 'SELECT status FROM events.payments WHERE reference = $1', [order.id])).toEqual([{ status: 'SUCCEEDED' }]);
  });

  it('refuses a bad, missing, tampered or stale signature with 400 and leaves the order unchanged', async () => {
    const order = await newOrder();
    const { clientSecret } = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === clientSecret)!;
    const now = seconds(stack.clock.now());
    const wrongSecret = signedStripeEvent('payment_intent.succeeded', intent, { timestamp: now, secret: 'whsec_someone_else' });
    const good = signedStripeEvent('payment_intent.succeeded', intent, { timestamp: now });
    const stale = signedStripeEvent('payment_intent.succeeded', intent, { timestamp: now - 301 });
    const future = signedStripeEvent('payment_intent.succeeded', intent, { timestamp: now + 301 });
    const refusals: [string, string | undefined, string][] = [
      [wrongSecret.body, wrongSecret.signature, 'No signature matches the payload'],
      [good.body, undefined, 'No Stripe-Signature header'],
      [good.body, 'v1=abc', 'Malformed Stripe-Signature header'],
      [good.body.replace(`"amount": ${intent.amount}`, '"amount": 1'), good.signature, 'No signature matches the payload'],
      [good.body, good.signature.replace(/v1=[0-9a-f]/, 'v1=z'), 'No signature matches the payload'],
      [stale.body, stale.signature, 'Timestamp outside the tolerance zone'],
      [future.body, future.signature, 'Timestamp outside the tolerance zone'],
    ];
    expect(good.body).toContain(`"amount": ${intent.amount}`);
    for (const [body, signature, message] of refusals) {
      expect(await webhook(body, signature)).toEqual({ status: 400, json: { message, code: 'BAD_USER_INPUT', reason: 'BAD_SIGNATURE' } });
    }
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order).toMatchObject({ status: 'PAYMENT_PENDING', paidAt: null });
    // 300 s is still inside the tolerance.
    const edge = signedStripeEvent('payment_intent.succeeded', intent, { timestamp: now - 300 });
    expect((await webhook(edge.body, edge.signature)).status).toBe(200);
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAID');
  });

  it('payment_intent.payment_failed marks the order PAYMENT_FAILED; paying again answers the same PaymentIntent', async () => {
    const order = await newOrder();
    const { clientSecret } = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === clientSecret)!;
    const failed = signedStripeEvent('payment_intent.payment_failed', intent, { timestamp: seconds(stack.clock.now()) });
    expect((await webhook(failed.body, failed.signature)).json.outcome).toBe('settled');
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAYMENT_FAILED');
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder).toMatchObject({ clientSecret, order: { status: 'PAYMENT_PENDING' } });
  });

  it('a paid amount that differs from the order, an unknown PaymentIntent and other event types change nothing', async () => {
    const order = await newOrder();
    const { clientSecret } = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === clientSecret)!;
    const now = seconds(stack.clock.now());
    const short = signedStripeEvent('payment_intent.succeeded', { ...intent, amount: intent.amount - 1 }, { timestamp: now });
    expect((await webhook(short.body, short.signature)).json.outcome).toBe('amount mismatch');
    const unknown = signedStripeEvent('payment_intent.succeeded', { ...intent, id: 'pi_unknown' }, { timestamp: now });
    expect((await webhook(unknown.body, unknown.signature)).json.outcome).toBe('unknown payment');
    const other = signedStripeEvent('charge.refunded', intent, { timestamp: now });
    expect(await webhook(other.body, other.signature)).toEqual({ status: 200, json: { received: true, handled: false } });
    expect(ok(await gql(ORDER, { id: order.id }, ann)).order.status).toBe('PAYMENT_PENDING');
    const notJson = 'not json';
    expect((await webhook(notJson, `t=${now},v1=${(await import('./signature.js')).stripeSignature(STRIPE_TEST_WEBHOOK_SECRET, now, notJson)}`)).status).toBe(400);
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
