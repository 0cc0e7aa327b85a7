// The shop through the gateway with no payment provider (pay on collection): admins manage the
// catalogue, members browse it, checkout prices from the catalogue and takes stock without
// ever going below zero (100 concurrent checkouts for 10 units), a vanished product or too
// little stock refuses the whole cart with a stable reason, and payOrder / POST
// /marketplace/payment makes the order AWAITING_COLLECTION.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, members, ok, registerMember, restClient, sql, startStack, UNKNOWN_ID, type Member, type Stack } from '@pulse/dev-env';
import { png } from '@pulse/dev-env/media';
import {
  NOT_AWAITING_COLLECTION,
  NOT_CANCELLABLE,
  ORDER_CANCELLED,
  MAX_AMOUNT_MINOR,
  OUT_OF_STOCK,
  PRICE_INVALID,
  PRODUCT_UNAVAILABLE,
  SHIPPING_REQUIRED,
  STOCK_INVALID,
  UNKNOWN_SHIPPING,
} from './limits.js';

let stack: Stack;
let admin: Member;
let ann: Member;
let bob: Member;
const api = restClient(() => stack);
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);

const PRODUCT_FIELDS = 'id name description priceMinor currency images stock active shippingOptions { id label priceMinor }';
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const ORDER_FIELDS =
  'id status paymentMethod currency subtotalMinor shippingMinor totalMinor paidAt lines { productId name unitPriceMinor quantity shippingOptionId shippingLabel shippingPriceMinor totalMinor }';
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER_FIELDS} } }`;
const PAY = `mutation($id: ID!) { payOrder(orderId: $id) { provider clientSecret order { ${ORDER_FIELDS} } } }`;

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Kettlebell 16 kg',
  description: 'Cast iron',
  priceMinor: 4999,
  currency: 'usd',
  stock: 10,
  shippingOptions: [
    { id: 'standard', label: 'Standard', priceMinor: 500 },
    { id: 'express', label: 'Express', priceMinor: 1500 },
  ],
  ...over,
});

async function product(over: Record<string, unknown> = {}) {
  return ok(await gql(CREATE, { input: input(over) }, admin)).createProduct as { id: string; stock: number; shippingOptions: { id: string }[] };
}

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: 'shop-admin@example.com', REGISTER_LIMIT_PER_IP: '1000' } });
  [admin, ann, bob] = await Promise.all([registerMember(stack, { email: 'shop-admin@example.com' }), registerMember(stack), registerMember(stack)]);
}, 120_000);
afterAll(() => stack?.stop());

describe('the catalogue', () => {
  it('an admin creates and edits a product; members browse active products in keyset pages', async () => {
    const made = await product();
    expect(made).toMatchObject({ name: 'Kettlebell 16 kg', priceMinor: 4999, currency: 'usd', stock: 10, active: true, images: [] });
    const edited = ok(await gql(UPDATE, { id: made.id, input: input({ name: 'Kettlebell 20 kg', priceMinor: 5999, currency: 'EUR' }) }, admin)).updateProduct;
    expect(edited).toMatchObject({ id: made.id, name: 'Kettlebell 20 kg', priceMinor: 5999, currency: 'eur' });
    const more = await Promise.all([product({ name: 'Mat' }), product({ name: 'Band' })]);
    const first = ok(await gql('{ products(first: 2) { nodes { id } pageInfo { hasNextPage endCursor } } }', {}, ann)).products;
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = ok(await gql('query($after: String) { products(first: 100, after: $after) { nodes { id } } }', { after: first.pageInfo.endCursor }, ann)).products;
    const ids = [...first.nodes, ...second.nodes].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([made.id, ...more.map((p) => p.id)]));
    expect(ok(await gql('query($id: ID!) { product(id: $id) { name } }', { id: made.id }, bob)).product.name).toBe('Kettlebell 20 kg');
  });

  it('archived products are hidden from members, shown to admins', async () => {
    const made = await product();
    ok(await gql(UPDATE, { id: made.id, input: input({ active: false }) }, admin));
    expectError(await gql('query($id: ID!) { product(id: $id) { id } }', { id: made.id }, ann), 'NOT_FOUND');
    const listed = ok(await gql('{ products(first: 100) { nodes { id } } }', {}, ann)).products.nodes.map((p: { id: string }) => p.id);
    expect(listed).not.toContain(made.id);
    const all = ok(await gql('{ products(first: 100, includeArchived: true) { nodes { id } } }', {}, admin)).products.nodes.map((p: { id: string }) => p.id);
    expect(all).toContain(made.id);
    expectError(await gql('{ products(includeArchived: true) { nodes { id } } }', {}, ann), 'FORBIDDEN');
  });

  it('members cannot manage products (FORBIDDEN, whatever they send); anonymous callers are asked to sign in', async () => {
    const made = await product();
    expectError(await gql(CREATE, { input: input() }, ann), 'FORBIDDEN');
    expectError(await gql(CREATE, { input: input({ priceMinor: -1 }) }, ann), 'FORBIDDEN');
    expectError(await gql(UPDATE, { id: made.id, input: input({ priceMinor: 1 }) }, ann), 'FORBIDDEN');
    expectError(await gql('mutation($id: ID!) { deleteProduct(id: $id) }', { id: made.id }, bob), 'FORBIDDEN');
    expectError(await gql(CREATE, { input: input() }), 'UNAUTHENTICATED');
    expectError(await gql('{ products { nodes { id } } }', {}), 'UNAUTHENTICATED');
    expectError(await gql(CHECKOUT, { input: { lines: [{ productId: made.id, quantity: 1, shippingOptionId: 'standard' }] } }), 'UNAUTHENTICATED');
    expect((await api('POST', '/marketplace/payment', { body: { orderId: UNKNOWN_ID } })).status).toBe(401);
    expect(ok(await gql('query($id: ID!) { product(id: $id) { priceMinor } }', { id: made.id }, admin)).product.priceMinor).toBe(4999);
  });

  it('refuses bad prices, stock and shipping with BAD_USER_INPUT, never a 500 (fuzzed)', async () => {
    const bad: [Record<string, unknown>, string?][] = [
      [{ priceMinor: 0 }, PRICE_INVALID],
      [{ priceMinor: -100 }, PRICE_INVALID],
      [{ priceMinor: MAX_AMOUNT_MINOR + 1 }, PRICE_INVALID],
      [{ stock: -1 }, STOCK_INVALID],
      [{ stock: 1_000_001 }, STOCK_INVALID],
      [{ currency: 'xyz' }],
      [{ name: '   ' }],
      [{ shippingOptions: [{ label: 'Free', priceMinor: -1 }] }],
      [
        {
          shippingOptions: [
            { id: 'a', label: 'A', priceMinor: 1 },
            { id: 'a', label: 'B', priceMinor: 2 },
          ],
        },
      ],
      [{ images: ['https://elsewhere.example/x.jpg'] }],
      [{ images: ['/media/p-c0000000000000000000000000.jpg'] }],
    ];
    for (const [over, message] of bad) expectError(await gql(CREATE, { input: input(over) }, admin), 'BAD_USER_INPUT', message);
    // Not Int at all (floats, huge, text): GraphQL refuses them before our rules; still a client error.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const odd = [1.5, 49.99, 2 ** 31, -(2 ** 40), Number.MAX_SAFE_INTEGER, '12', null, true];
    for (let i = 0; i < 20; i++) odd.push((random() - 0.5) * 10 ** Math.floor(random() * 15));
    for (const value of odd) {
      for (const field of ['priceMinor', 'stock']) {
        const r = await gql(CREATE, { input: input({ [field]: value }) }, admin);
        if (!r.errors) {
          // Only an in-range whole number may pass.
          expect(Number.isInteger(value)).toBe(true);
          continue;
        }
        expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'], JSON.stringify(r.errors)).toContain(r.errors[0].extensions?.code);
      }
    }
    const rows = await sql(stack, 'SELECT count(*)::int AS n FROM events.shop_products WHERE price_minor <= 0 OR stock < 0');
    expect(rows[0].n).toBe(0);
  });
});

describe('product images', () => {
  const upload = (body: Blob, name: string, member?: Member) => {
    const form = new FormData();
    form.append('files', body, name);
    return fetch(`${stack.url}/api/events/upload`, {
      method: 'POST',
      headers: member ? { authorization: `Bearer ${member.token}` } : { 'apollo-require-preflight': 'true' },
      body: form,
    });
  };

  it('an image uploaded to /api/events/upload is served from our origin and names a product image', async () => {
    const res = await upload(new Blob([new Uint8Array(await png(40, 30))], { type: 'image/png' }), 'photo.png', admin);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/e-c[0-9a-z]{24}\.png$/);
    const served = await fetch(`${stack.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const made = ok(await gql(CREATE, { input: input({ images: [url] }) }, admin)).createProduct;
    expect(made.images).toEqual([url]);
  });

  it('refuses a file that is not an image, and an anonymous upload', async () => {
    const text = await upload(new Blob(['just text'], { type: 'image/png' }), 'fake.png', ann);
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please upload an image file' });
    expect((await upload(new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png')).status).toBe(401);
  });
});

describe('checkout', () => {
  it('prices from the catalogue (never the client), totals in minor units, and takes the stock', async () => {
    const kettlebell = await product({ priceMinor: 4999, stock: 5 });
    const mat = await product({ name: 'Mat', priceMinor: 2500, stock: 3, shippingOptions: [] });
    // The price changes after the member filled the cart: the order has the new one.
    ok(await gql(UPDATE, { id: kettlebell.id, input: input({ priceMinor: 5250, stock: 5 }) }, admin));
    const order = ok(
      await gql(
        CHECKOUT,
        {
          input: {
            lines: [
              { productId: kettlebell.id, quantity: 2, shippingOptionId: 'express' },
              { productId: mat.id, quantity: 1 },
            ],
          },
        },
        ann,
      ),
    ).checkout;
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      currency: 'usd',
      subtotalMinor: 2 * 5250 + 2500,
      shippingMinor: 1500,
      totalMinor: 2 * 5250 + 1500 + 2500,
      paidAt: null,
    });
    expect(order.lines).toEqual([
      {
        productId: kettlebell.id,
        name: 'Kettlebell 16 kg',
        unitPriceMinor: 5250,
        quantity: 2,
        shippingOptionId: 'express',
        shippingLabel: 'Express',
        shippingPriceMinor: 1500,
        totalMinor: 12000,
      },
      { productId: mat.id, name: 'Mat', unitPriceMinor: 2500, quantity: 1, shippingOptionId: null, shippingLabel: null, shippingPriceMinor: 0, totalMinor: 2500 },
    ]);
    const stock = await sql(stack, 'SELECT id, stock FROM events.shop_products WHERE id = ANY($1) ORDER BY stock', [[kettlebell.id, mat.id]]);
    expect(stock).toEqual([
      { id: mat.id, stock: 2 },
      { id: kettlebell.id, stock: 3 },
    ]);
    // A price sent by the client is not even part of the input.
    const r = await gql(CHECKOUT, { input: { lines: [{ productId: mat.id, quantity: 1, priceMinor: 1 }] } }, ann);
    expect(r.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  it('refuses a cart with a vanished product (deleted or archived) and takes nothing', async () => {
    const kept = await product({ stock: 4 });
    const deleted = await product();
    const archived = await product();
    ok(await gql('mutation($id: ID!) { deleteProduct(id: $id) }', { id: deleted.id }, admin));
    ok(await gql(UPDATE, { id: archived.id, input: input({ active: false }) }, admin));
    for (const gone of [deleted.id, archived.id, UNKNOWN_ID]) {
      const r = await gql(
        CHECKOUT,
        {
          input: {
            lines: [
              { productId: kept.id, quantity: 1, shippingOptionId: 'standard' },
              { productId: gone, quantity: 1, shippingOptionId: 'standard' },
            ],
          },
        },
        bob,
      );
      const error = expectError(r, 'CONFLICT', PRODUCT_UNAVAILABLE);
      expect(error.extensions).toMatchObject({ reason: 'PRODUCT_UNAVAILABLE', productId: gone });
    }
    expect((await sql(stack, 'SELECT stock FROM events.shop_products WHERE id = $1', [kept.id]))[0].stock).toBe(4);
    expect(ok(await gql('{ myOrders { nodes { id } } }', {}, bob)).myOrders.nodes).toEqual([]);
  });

  it('refuses insufficient stock (with what is left), unknown or missing shipping, and empty or oversized carts', async () => {
    const few = await product({ stock: 2 });
    const line = (over: Record<string, unknown>) => ({ input: { lines: [{ productId: few.id, quantity: 1, shippingOptionId: 'standard', ...over }] } });
    const error = expectError(await gql(CHECKOUT, line({ quantity: 3 }), ann), 'CONFLICT', OUT_OF_STOCK);
    expect(error.extensions).toMatchObject({ reason: 'OUT_OF_STOCK', productId: few.id, available: 2 });
    // Two lines of one product count together.
    expectError(
      await gql(
        CHECKOUT,
        {
          input: {
            lines: [
              { productId: few.id, quantity: 2, shippingOptionId: 'standard' },
              { productId: few.id, quantity: 1, shippingOptionId: 'express' },
            ],
          },
        },
        ann,
      ),
      'CONFLICT',
      OUT_OF_STOCK,
    );
    expectError(await gql(CHECKOUT, line({ shippingOptionId: 'teleport' }), ann), 'BAD_USER_INPUT', UNKNOWN_SHIPPING, 'lines.0.shippingOptionId');
    expectError(await gql(CHECKOUT, line({ shippingOptionId: null }), ann), 'BAD_USER_INPUT', SHIPPING_REQUIRED, 'lines.0.shippingOptionId');
    expectError(await gql(CHECKOUT, line({ quantity: 0 }), ann), 'BAD_USER_INPUT');
    expectError(await gql(CHECKOUT, line({ quantity: 100 }), ann), 'BAD_USER_INPUT');
    expectError(await gql(CHECKOUT, { input: { lines: [] } }, ann), 'BAD_USER_INPUT', 'Your cart is empty');
    const euro = await product({ currency: 'eur' });
    const mixed = await gql(
      CHECKOUT,
      {
        input: {
          lines: [
            { productId: few.id, quantity: 1, shippingOptionId: 'standard' },
            { productId: euro.id, quantity: 1, shippingOptionId: 'standard' },
          ],
        },
      },
      ann,
    );
    expect(expectError(mixed, 'BAD_USER_INPUT').extensions?.reason).toBe('MIXED_CURRENCIES');
    const dear = await product({ priceMinor: MAX_AMOUNT_MINOR, stock: 5 });
    expect(
      expectError(await gql(CHECKOUT, { input: { lines: [{ productId: dear.id, quantity: 2, shippingOptionId: 'standard' }] } }, ann), 'BAD_USER_INPUT').extensions
        ?.reason,
    ).toBe('ORDER_TOO_LARGE');
    const stock = await sql(stack, 'SELECT id, stock FROM events.shop_products WHERE id = ANY($1) ORDER BY id', [[few.id, euro.id, dear.id]]);
    expect(stock.map((s) => s.stock)).toEqual([2, 10, 5]);
  });

  it('100 concurrent checkouts for 10 units: exactly 10 orders, stock 0, never below', async () => {
    const scarce = await product({ stock: 10 });
    const buyers = await members(stack, 20);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        gql(CHECKOUT, { input: { lines: [{ productId: scarce.id, quantity: 1, shippingOptionId: 'standard' }] } }, buyers[i % buyers.length]),
      ),
    );
    const placed = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(placed).toHaveLength(10);
    for (const r of refused) expect(r.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'OUT_OF_STOCK' });
    expect((await sql(stack, 'SELECT stock FROM events.shop_products WHERE id = $1', [scarce.id]))[0].stock).toBe(0);
    const orders = await sql(stack, 'SELECT count(*)::int AS n FROM events.shop_orders WHERE lines @> $1::jsonb', [JSON.stringify([{ productId: scarce.id }])]);
    expect(orders[0].n).toBe(10);
  }, 60_000);
});

describe('orders and paying on collection', () => {
  it('payOrder and POST /marketplace/payment make a real order awaiting collection; only its buyer sees and pays it', async () => {
    const made = await product({ stock: 10 });
    const order = ok(await gql(CHECKOUT, { input: { lines: [{ productId: made.id, quantity: 2, shippingOptionId: 'standard' }] } }, ann)).checkout;
    expect(ok(await gql('{ paymentProvider }', {}, ann)).paymentProvider).toBe('OFFLINE');
    const paid = ok(await gql(PAY, { id: order.id }, ann)).payOrder;
    expect(paid).toMatchObject({
      provider: 'OFFLINE',
      clientSecret: null,
      order: { id: order.id, status: 'AWAITING_COLLECTION', paymentMethod: 'OFFLINE', totalMinor: 2 * 4999 + 500 },
    });
    // Again: nothing changes.
    expect(ok(await gql(PAY, { id: order.id }, ann)).payOrder.order.status).toBe('AWAITING_COLLECTION');

    const second = ok(await gql(CHECKOUT, { input: { lines: [{ productId: made.id, quantity: 1, shippingOptionId: 'express' }] } }, ann)).checkout;
    const rest = await api('POST', '/marketplace/payment', { token: ann.token, body: { orderId: second.id } });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.json).toMatchObject({ provider: 'OFFLINE', clientSecret: null, order: { id: second.id, status: 'AWAITING_COLLECTION', totalMinor: 4999 + 1500 } });
    expect((await api('POST', '/marketplace/payment', { token: ann.token, body: {} })).json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'orderId' });
    expect((await api('POST', '/marketplace/payment', { token: bob.token, body: { orderId: second.id } })).status).toBe(404);
    expectError(await gql(PAY, { id: order.id }, bob), 'NOT_FOUND');
    expectError(await gql('query($id: ID!) { order(id: $id) { id } }', { id: order.id }, bob), 'NOT_FOUND');
    expect(ok(await gql('query($id: ID!) { order(id: $id) { id } }', { id: order.id }, admin)).order.id).toBe(order.id);
    const mine = ok(await gql('{ myOrders(first: 1) { nodes { id } pageInfo { hasNextPage endCursor } } }', {}, ann)).myOrders;
    expect(mine.nodes[0].id).toBe(second.id);
    expect(mine.pageInfo.hasNextPage).toBe(true);
    // The webhook is not served without Stripe.
    const hook = await fetch(`${stack.url}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(hook.status).toBe(404);
  });

  it('cancelling an unpaid order gives its stock back, once; an admin marks an order collected and paid', async () => {
    const made = await product({ stock: 5 });
    const stockOf = async () => (await sql(stack, 'SELECT stock FROM events.shop_products WHERE id = $1', [made.id]))[0].stock;
    const CANCEL = `mutation($id: ID!) { cancelOrder(orderId: $id) { id status } }`;
    const COLLECTED = `mutation($id: ID!) { markOrderCollected(orderId: $id) { id status paidAt } }`;
    const order = ok(await gql(CHECKOUT, { input: { lines: [{ productId: made.id, quantity: 3, shippingOptionId: 'standard' }] } }, ann)).checkout;
    expect(await stockOf()).toBe(2);
    expectError(await gql(CANCEL, { id: order.id }, bob), 'NOT_FOUND');
    // Two cancels at once: one cancels, the other is refused, the stock comes back once.
    const both = await Promise.all([gql(CANCEL, { id: order.id }, ann), gql(CANCEL, { id: order.id }, ann)]);
    expect(both.filter((r) => !r.errors).map((r) => r.data.cancelOrder.status)).toEqual(['CANCELLED']);
    expect(both.filter((r) => r.errors).map((r) => r.errors![0].message)).toEqual([NOT_CANCELLABLE]);
    expect(await stockOf()).toBe(5);
    expectError(await gql(PAY, { id: order.id }, ann), 'CONFLICT', ORDER_CANCELLED);

    const collected = ok(await gql(CHECKOUT, { input: { lines: [{ productId: made.id, quantity: 1, shippingOptionId: 'standard' }] } }, ann)).checkout;
    expectError(await gql(COLLECTED, { id: collected.id }, admin), 'CONFLICT', NOT_AWAITING_COLLECTION);
    ok(await gql(PAY, { id: collected.id }, ann));
    expectError(await gql(COLLECTED, { id: collected.id }, ann), 'FORBIDDEN');
    const paid = ok(await gql(COLLECTED, { id: collected.id }, admin)).markOrderCollected;
    expect(paid).toMatchObject({ id: collected.id, status: 'PAID', paidAt: expect.any(String) });
    expectError(await gql(CANCEL, { id: collected.id }, ann), 'CONFLICT', NOT_CANCELLABLE);
    expect(await stockOf()).toBe(4);
  });
});
