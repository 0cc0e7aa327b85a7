// Unpaid orders expire (docs/shop.md, "Expiry"): PAYMENT_HOLD_MINUTES (30) after checkout an
// order still awaiting, pending or failed payment is EXPIRED and its stock goes back on sale,
// once, when the stack's TestClock passes the deadline (no real waits). A paid order never
// expires; a success racing the expiry never counts the stock twice; a success after the expiry
// takes the stock again if it is still there, else leaves the order EXPIRED (for a refund).
// Pay-on-collection orders are held COLLECTION_HOLD_DAYS (7). Stripe is the loopback server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, expectError, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, signedCheckoutEvent, startStripeTestServer, type StripeTestServer } from '../payments/stripe-test-server.js';
import { NOT_CANCELLABLE, ORDER_EXPIRED, OUT_OF_STOCK } from './limits.js';

let stack: Stack;
let admin: Member;
let ann: Member;
let bob: Member;
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);
const NOW = new Date('2026-06-01T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const ORDER = 'query($id: ID!) { order(id: $id) { id status paidAt expiresAt } }';
const PAY = 'mutation($id: ID!) { payOrder(orderId: $id) { provider clientSecret order { id status } } }';
const stockOf = async (productId: string) => ok(await gql('query($id: ID!) { product(id: $id) { stock } }', { id: productId }, admin)).product.stock as number;
const orderOf = async (id: string, m: Member = ann) => ok(await gql(ORDER, { id }, m)).order;

async function product(stock: number): Promise<string> {
  return ok(
    await gql(
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input: { name: 'Swim cap', priceMinor: 1200, currency: 'usd', stock, shippingOptions: [] } },
      admin,
    ),
  ).createProduct.id;
}
const checkout = async (m: Member, productId: string, quantity = 1) =>
  gql('mutation($input: CheckoutInput!) { checkout(input: $input) { id status expiresAt } }', { input: { lines: [{ productId, quantity }] } }, m);
/** An order that expires at the same deadline: once it is EXPIRED, the sweep has passed that deadline. */
const marker = async () => ok(await checkout(bob, await product(1))).checkout.id as string;
const expired = (id: string, m: Member = bob) => eventually(async () => (await orderOf(id, m)).status === 'EXPIRED');

async function boot(env: Record<string, string>) {
  stack = await startStack({ env: { ADMIN_EMAILS: 'expiry-admin@example.com', ...env } });
  stack.clock.freeze(NOW);
  [admin, ann, bob] = await Promise.all([registerMember(stack, { email: 'expiry-admin@example.com' }), registerMember(stack), registerMember(stack)]);
}

describe('unpaid orders with Stripe', () => {
  let stripe: StripeTestServer;
  const sessionOf = (orderId: string) => [...stripe.sessions.values()].find((i) => i.metadata.orderId === orderId)!;
  async function succeed(orderId: string): Promise<string> {
    const event = signedCheckoutEvent('checkout.session.completed', sessionOf(orderId), { timestamp: seconds(stack.clock.now()) });
    const res = await fetch(`${stack.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    });
    return ((await res.json()) as { outcome: string }).outcome;
  }

  beforeAll(async () => {
    stripe = await startStripeTestServer();
    await boot({ STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await stripe?.stop();
  });

  it('an order unpaid past its time expires once and its stock goes back on sale', async () => {
    const productId = await product(1);
    const order = ok(await checkout(ann, productId)).checkout;
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', expiresAt: new Date(stack.clock.now().getTime() + 30 * MINUTE).toISOString() });
    expectError(await checkout(bob, productId), 'CONFLICT', OUT_OF_STOCK);
    stack.clock.advance(29 * MINUTE);
    expect((await orderOf(order.id)).status).toBe('AWAITING_PAYMENT');
    stack.clock.advance(2 * MINUTE);
    await expired(order.id, ann);
    expect(await orderOf(order.id)).toMatchObject({ status: 'EXPIRED', expiresAt: null, paidAt: null });
    expect(await stockOf(productId)).toBe(1);
    // Once: more sweeps give nothing back again.
    const later = await marker();
    stack.clock.advance(31 * MINUTE);
    await expired(later);
    expect(await stockOf(productId)).toBe(1);
    // The product can be bought again; the expired order can be neither paid nor cancelled.
    expect(ok(await checkout(bob, productId)).checkout.status).toBe('AWAITING_PAYMENT');
    expect(await stockOf(productId)).toBe(0);
    expect(expectError(await gql(PAY, { id: order.id }, ann), 'CONFLICT', ORDER_EXPIRED).extensions).toMatchObject({ reason: 'EXPIRED' });
    expectError(await gql('mutation($id: ID!) { cancelOrder(orderId: $id) { id } }', { id: order.id }, ann), 'CONFLICT', NOT_CANCELLABLE);
    // A payment started whose Checkout Session expired unpaid expires too.
    const failing = ok(await checkout(ann, await product(1))).checkout;
    ok(await gql(PAY, { id: failing.id }, ann));
    const failed = signedCheckoutEvent('checkout.session.expired', sessionOf(failing.id), { timestamp: seconds(stack.clock.now()) });
    await fetch(`${stack.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': failed.signature },
      body: failed.body,
    });
    expect((await orderOf(failing.id)).status).toBe('PAYMENT_FAILED');
    stack.clock.advance(31 * MINUTE);
    await expired(failing.id, ann);
  });

  it('a paid order never expires', async () => {
    const productId = await product(3);
    const order = ok(await checkout(ann, productId)).checkout;
    ok(await gql(PAY, { id: order.id }, ann));
    expect(await succeed(order.id)).toBe('settled');
    const unpaid = await marker();
    stack.clock.advance(31 * MINUTE);
    await expired(unpaid);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAID', expiresAt: null });
    expect(await stockOf(productId)).toBe(2);
  });

  it('a success racing the expiry: the order PAID and its stock taken once, whichever came first', async () => {
    for (let round = 0; round < 3; round++) {
      const productId = await product(1);
      const order = ok(await checkout(ann, productId)).checkout;
      ok(await gql(PAY, { id: order.id }, ann));
      const unpaid = await marker();
      stack.clock.advance(31 * MINUTE);
      const [outcome] = await Promise.all([succeed(order.id), expired(unpaid)]);
      expect(outcome).toBe('settled');
      await expired(unpaid);
      expect(await orderOf(order.id)).toMatchObject({ status: 'PAID', paidAt: stack.clock.now().toISOString() });
      expect(await stockOf(productId)).toBe(0);
      expect(await sql(stack, 'SELECT status FROM events.payments WHERE reference = $1', [order.id])).toEqual([{ status: 'SUCCEEDED' }]);
    }
  });

  it('a success after the expiry whose stock was sold meanwhile leaves the order EXPIRED and the stock untouched', async () => {
    const productId = await product(1);
    const order = ok(await checkout(ann, productId)).checkout;
    ok(await gql(PAY, { id: order.id }, ann));
    stack.clock.advance(31 * MINUTE);
    await expired(order.id, ann);
    expect(ok(await checkout(bob, productId)).checkout.status).toBe('AWAITING_PAYMENT');
    expect(await succeed(order.id)).toBe('settled');
    expect(await orderOf(order.id)).toMatchObject({ status: 'EXPIRED', paidAt: null });
    expect(await stockOf(productId)).toBe(0);
  });
});

describe('pay-on-collection orders', () => {
  beforeAll(() => boot({}), 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('are held seven days, then expire and give their stock back', async () => {
    const productId = await product(2);
    const order = ok(await checkout(ann, productId, 2)).checkout;
    const placed = stack.clock.now().getTime();
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder).toMatchObject({ provider: 'OFFLINE', order: { status: 'AWAITING_COLLECTION' } });
    expect((await orderOf(order.id)).expiresAt).toBe(new Date(placed + 7 * DAY).toISOString());
    const unpaid = await marker();
    stack.clock.advance(31 * MINUTE);
    await expired(unpaid);
    expect((await orderOf(order.id)).status).toBe('AWAITING_COLLECTION');
    expect(await stockOf(productId)).toBe(0);
    stack.clock.advance(7 * DAY);
    await expired(order.id, ann);
    expect(await stockOf(productId)).toBe(2);
    expectError(await gql('mutation($id: ID!) { markOrderCollected(orderId: $id) { id } }', { id: order.id }, admin), 'CONFLICT');
  });
});
