// The cart's rules (spec sections 3, 4, 9): quantity starts at 1 and increments when the same
// product is added; totals are price x quantity plus the selected shipping price per item, in
// integer minor units; the store persists under cart-storage.
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, addToCart, cartTotals, createCartStore, lineTotal, parseCart, removeFromCart, setQuantity, setShipping, type CartProduct } from './cart';
import { formatMoney, moneyInput, parseMoney } from './money';

const kettlebell: CartProduct = {
  id: 'p1',
  name: 'Kettlebell',
  price: 4999,
  currency: 'usd',
  image: null,
  shippingOptions: [
    { id: 'standard', label: 'Standard', price: 500 },
    { id: 'express', label: 'Express', price: 1500 },
  ],
};
const mat: CartProduct = { id: 'p2', name: 'Mat', price: 1999, currency: 'usd', image: null, shippingOptions: [] };

describe('cart rules', () => {
  it('starts a product at quantity 1 with its first shipping option, and increments it when added again', () => {
    let items = addToCart([], kettlebell);
    expect(items).toEqual([{ productId: 'p1', quantity: 1, product: kettlebell, selectedShippingId: 'standard' }]);
    items = addToCart(items, kettlebell);
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(2);
    items = addToCart(items, mat);
    expect(items.map((i) => [i.productId, i.quantity, i.selectedShippingId])).toEqual([
      ['p1', 2, 'standard'],
      ['p2', 1, null],
    ]);
  });

  it('keeps the shipping chosen on the product page, and only options the product has', () => {
    let items = addToCart([], kettlebell, 'express');
    expect(items[0].selectedShippingId).toBe('express');
    items = setShipping(items, 'p1', 'standard');
    expect(items[0].selectedShippingId).toBe('standard');
    expect(setShipping(items, 'p1', 'teleport')[0].selectedShippingId).toBe('standard');
  });

  it('totals price x quantity plus the selected shipping price per item, in integer minor units', () => {
    let items = addToCart(addToCart([], kettlebell), kettlebell);
    expect(lineTotal(items[0])).toBe(2 * 4999 + 500);
    items = setShipping(items, 'p1', 'express');
    expect(lineTotal(items[0])).toBe(2 * 4999 + 1500);
    items = addToCart(items, mat);
    expect(cartTotals(items)).toEqual({ subtotal: 2 * 4999 + 1999, shipping: 1500, total: 2 * 4999 + 1999 + 1500, currency: 'usd', count: 3 });
    // Prices a float would get wrong (0.1 + 0.2) stay exact in minor units.
    const dime: CartProduct = { ...mat, id: 'p3', price: 10, shippingOptions: [{ id: 's', label: 'S', price: 20 }] };
    const tally = cartTotals(addToCart([], dime));
    expect(tally.total).toBe(30);
    expect(Number.isInteger(tally.total)).toBe(true);
    expect(formatMoney(tally.total, 'usd')).toBe('$0.30');
  });

  it('sets and removes quantities within 1-99', () => {
    let items = addToCart([], kettlebell);
    items = setQuantity(items, 'p1', 5);
    expect(items[0].quantity).toBe(5);
    expect(setQuantity(items, 'p1', 500)[0].quantity).toBe(99);
    expect(setQuantity(items, 'p1', 1.5)[0].quantity).toBe(5);
    expect(setQuantity(items, 'p1', 0)).toEqual([]);
    expect(removeFromCart(items, 'p1')).toEqual([]);
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0, currency: null, count: 0 });
  });

  it('persists under cart-storage as { state: { items }, version: 0 } and drops malformed items when read back', () => {
    const saved = new Map<string, string>();
    const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
    const store = createCartStore(storage);
    store.set(addToCart(addToCart([], kettlebell), kettlebell));
    expect(JSON.parse(saved.get(CART_STORAGE_KEY)!)).toEqual({
      state: { items: [{ productId: 'p1', quantity: 2, product: kettlebell, selectedShippingId: 'standard' }] },
      version: 0,
    });
    expect(createCartStore(storage).get()[0].quantity).toBe(2);
    expect(parseCart('not json')).toEqual([]);
    expect(
      parseCart(
        JSON.stringify({
          state: {
            items: [
              { productId: 'x', quantity: 1.5, product: mat, selectedShippingId: null },
              { productId: 'p2', quantity: 1, product: { ...mat, price: '19.99' }, selectedShippingId: null },
            ],
          },
        }),
      ),
    ).toEqual([]);
  });
});

describe('money', () => {
  it('formats and parses minor units without floats', () => {
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
    expect(formatMoney(5, 'eur')).toBe('€0.05');
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500');
    expect(parseMoney('12.3', 'usd')).toBe(1230);
    expect(parseMoney('0.07', 'usd')).toBe(7);
    expect(parseMoney('1,234.56', 'usd')).toBe(123456);
    expect(parseMoney('19.99', 'usd')).toBe(1999);
    expect(parseMoney('1500', 'jpy')).toBe(1500);
    for (const bad of ['-1', '1.234', 'abc', '', '1e3', '12.5', ' . ']) expect(parseMoney(bad, bad === '12.5' ? 'jpy' : 'usd')).toBeNull();
    expect(moneyInput(1230, 'usd')).toBe('12.30');
    expect(parseMoney(moneyInput(1999, 'usd'), 'usd')).toBe(1999);
  });
});
