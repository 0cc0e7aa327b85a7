// The shop in Chromium against the real stack with no payment provider (pay on collection): an
// admin made the products through the API (one with a photo uploaded to /api/events/upload) and
// adds one more with the management screen; Ann opens Shop from the navigation, adds the
// kettlebell twice (quantity 2 in cart-storage), changes its shipping, sees the totals in
// minor units, checks out, and sees her order awaiting collection, priced by the server, in
// "My orders"; the stock went down by two. A product deleted while in her cart: checkout names it
// and keeps the cart. Any console error or warning fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, registerMember, sql, startStack, type Stack } from '@pulse/dev-env';
import { png } from '@pulse/dev-env/media';
import { launchChromium, outsideScreen, sidewaysOverflow, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let admin: Member;
let ann: Member;
let kettlebellId: string;
let matId: string;
const pageErrors: string[] = [];

async function call<T = any>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await gql<T>(stack.graphqlUrl, query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

async function signedInPage(member: Member, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: member.user.name });
  return page;
}

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: 'shop-e2e-admin@example.com' } });
  browser = await launchChromium();
  const suffix = Date.now() % 100000;
  admin = await registerMember(stack, { email: 'shop-e2e-admin@example.com', name: 'Ada Admin', username: `ada_shop_${suffix}` });
  ann = await registerMember(stack, { name: 'Ann Shopper', username: `ann_shop_${suffix}` });
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await png(64, 48))], { type: 'image/png' }), 'kettlebell.png');
  const upload = await fetch(`${stack.url}/api/events/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
  expect(upload.status).toBe(201);
  const image = (await upload.json()) as { url: string };
  expect(image.url).toMatch(/^\/media\/e-c[0-9a-z]{24}\.png$/);
  const create = 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }';
  kettlebellId = (
    await call(
      create,
      {
        input: {
          name: 'Kettlebell 16 kg',
          description: 'Cast iron, flat base.',
          priceMinor: 4999,
          currency: 'usd',
          stock: 10,
          images: [image.url],
          shippingOptions: [
            { id: 'standard', label: 'Standard', priceMinor: 500 },
            { id: 'express', label: 'Express', priceMinor: 1500 },
          ],
        },
      },
      admin.token,
    )
  ).createProduct.id;
  matId = (await call(create, { input: { name: 'Yoga mat', priceMinor: 2500, currency: 'usd', stock: 5, shippingOptions: [] } }, admin.token)).createProduct.id;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('shop', () => {
  it('adds to cart twice, changes shipping, sees the total, checks out on collection and sees the order', async () => {
    const page = await signedInPage(ann);
    await page.goto(`${stack.url}/`);
    await page.getByTestId('nav-shop').click();
    await page.waitForURL(/\/shop$/);
    await page.getByTestId('shop-product-card').first().waitFor();
    expect(await page.getByTestId('shop-product-card').count()).toBe(2);
    await page.getByTestId('shop-product-card').filter({ hasText: 'Kettlebell 16 kg' }).click();
    await page.waitForURL(new RegExp(`/shop/products/${kettlebellId}$`));
    expect(await page.getByTestId('shop-product-price').textContent()).toBe('$49.99');
    // Its photo is served from our origin.
    const photo = page.getByRole('img', { name: 'Kettlebell 16 kg' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByTestId('shop-add-to-cart').click();
    await page.getByTestId('shop-add-to-cart').click();
    await expect.poll(() => page.getByTestId('shop-cart-count').textContent()).toBe('2');
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cart-storage')))!);
    expect(stored).toEqual({
      state: {
        items: [
          {
            productId: kettlebellId,
            quantity: 2,
            selectedShippingId: 'standard',
            product: expect.objectContaining({
              id: kettlebellId,
              price: 4999,
              shippingOptions: [
                { id: 'standard', label: 'Standard', price: 500 },
                { id: 'express', label: 'Express', price: 1500 },
              ],
            }),
          },
        ],
      },
      version: 0,
    });

    await page.getByTestId('shop-cart-link').click();
    await page.waitForURL(/\/shop\/cart$/);
    expect(await page.getByTestId('shop-line-quantity').textContent()).toBe('2');
    expect(await page.getByTestId('shop-total').textContent()).toBe('$104.98');
    await page.getByTestId('shop-line-shipping').selectOption('express');
    await expect.poll(() => page.getByTestId('shop-total').textContent()).toBe('$114.98');
    expect(await page.getByTestId('shop-subtotal').textContent()).toBe('$99.98');
    expect(await page.getByTestId('shop-shipping-total').textContent()).toBe('$15.00');
    // The cart survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('shop-total').textContent()).toBe('$114.98');
    expect(await page.getByTestId('shop-payment-note').textContent()).toBe(
      'Pay on collection: no card is taken online. Your order is reserved and you pay when you collect it.',
    );

    await page.getByTestId('shop-checkout').click();
    await page.waitForURL(/\/shop\/orders\/c[0-9a-z]{24}$/);
    const orderId = page.url().split('/').pop()!;
    await expect.poll(() => page.getByTestId('shop-order-status').textContent()).toBe('Pay on collection');
    expect(await page.getByTestId('shop-order-total').textContent()).toBe('$114.98');
    expect(await page.getByTestId('shop-order-note').textContent()).toContain('Pay when you collect it');
    expect(await page.getByTestId('shop-cart-count').textContent()).toBe('0');
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('cart-storage')))!)).toEqual({ state: { items: [] }, version: 0 });

    await page.getByRole('link', { name: 'My orders' }).click();
    await page.waitForURL(/\/shop\/orders$/);
    const row = page.getByTestId('shop-orders-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('Kettlebell 16 kg × 2');
    expect(await row.textContent()).toContain('$114.98');
    expect(await sql(stack, 'SELECT status, total_minor, buyer_id FROM events.shop_orders WHERE id = $1', [orderId])).toEqual([
      { status: 'awaiting_collection', total_minor: 11498, buyer_id: ann.user.id },
    ]);
    expect((await sql(stack, 'SELECT stock FROM events.shop_products WHERE id = $1', [kettlebellId]))[0].stock).toBe(8);
    // Members are not shown the management screen.
    expect(await page.getByTestId('shop-admin-link').count()).toBe(0);
    await page.goto(`${stack.url}/shop/admin`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe("Only admins manage the shop's products.");
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('an admin adds a product with the management screen and members see it', async () => {
    const page = await signedInPage(admin);
    await page.goto(`${stack.url}/shop`);
    await page.getByTestId('shop-admin-link').click();
    await page.waitForURL(/\/shop\/admin$/);
    await page.getByTestId('shop-admin-row').first().waitFor();
    await page.getByTestId('shop-admin-new').click();
    await page.getByTestId('shop-form-name').fill('Resistance band');
    await page.getByTestId('shop-form-price').fill('12.5');
    await page.getByTestId('shop-form-stock').fill('3');
    await page.getByTestId('shop-form-save').click();
    const row = page.getByTestId('shop-admin-row').filter({ hasText: 'Resistance band' });
    await row.waitFor();
    expect(await row.textContent()).toContain('$12.50 · 3 in stock · 1 shipping options');
    const { products } = await call('{ products(first: 100) { nodes { name priceMinor stock shippingOptions { label priceMinor } } } }', {}, ann.token);
    expect(products.nodes).toContainEqual({ name: 'Resistance band', priceMinor: 1250, stock: 3, shippingOptions: [{ label: 'Standard', priceMinor: 0 }] });
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('a product that vanished from the catalogue while in the cart: checkout says so by name and keeps the cart', async () => {
    const page = await signedInPage(ann);
    await page.goto(`${stack.url}/shop/products/${matId}`);
    await page.getByTestId('shop-add-to-cart').click();
    await expect.poll(() => page.getByTestId('shop-cart-count').textContent()).toBe('1');
    await call('mutation($id: ID!) { deleteProduct(id: $id) }', { id: matId }, admin.token);
    await page.getByTestId('shop-cart-link').click();
    expect(await page.getByTestId('shop-total').textContent()).toBe('$25.00');
    await page.getByTestId('shop-checkout').click();
    await expect.poll(() => page.getByTestId('shop-checkout-error').textContent()).toBe('A product in your cart is no longer available: Yoga mat');
    expect(await page.getByTestId('shop-line-quantity').textContent()).toBe('1');
    expect(page.url()).toMatch(/\/shop\/cart$/);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('the product page fits a phone (390x844): photo, price, shipping choice and Add to cart', async () => {
    const page = await signedInPage(ann, { width: 390, height: 844 });
    await page.goto(`${stack.url}/shop/products/${kettlebellId}`);
    const photo = page.getByRole('img', { name: 'Kettlebell 16 kg' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await sidewaysOverflow(page)).toBe('');
    expect(await outsideScreen(page, ['shop-product-page'])).toEqual([]);
    expect(await outsideScreen(page, ['shop-product-price', 'shop-shipping-standard', 'shop-shipping-express', 'shop-add-to-cart'], { edgesOnly: true })).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
