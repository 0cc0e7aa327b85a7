// The cart's rules (spec sections 3, 4 and 9), pure so they are tested without a browser, and its
// store, persisted under localStorage `cart-storage` in the shape the product used
// ({ state: { items }, version: 0 }):
// - an item is { productId, quantity, product (price, shipping options with id and price),
//   selectedShippingId };
// - adding a product starts its quantity at 1, adding the same product again increments it;
// - a line's total is price x quantity plus the selected shipping price (once per item), the
//   cart's the sum of its lines, all in integer minor units, never floating point.
// Prices here are what the member saw: checkout sends ids and quantities only, and the server
// prices the order from its catalogue.

export const CART_STORAGE_KEY = 'cart-storage';
export const MAX_QUANTITY = 99;

export interface CartShippingOption {
  id: string;
  label: string;
  /** Minor units. */
  price: number;
}

export interface CartProduct {
  id: string;
  name: string;
  /** Minor units. */
  price: number;
  currency: string;
  image: string | null;
  shippingOptions: CartShippingOption[];
}

export interface CartItem {
  productId: string;
  quantity: number;
  product: CartProduct;
  selectedShippingId: string | null;
}

export function addToCart(items: readonly CartItem[], product: CartProduct, selectedShippingId?: string | null): CartItem[] {
  const existing = items.find((item) => item.productId === product.id);
  if (existing) {
    return items.map((item) =>
      item === existing
        ? {
            ...item,
            product,
            quantity: Math.min(MAX_QUANTITY, item.quantity + 1),
            selectedShippingId: selectedShippingId !== undefined ? selectedShippingId : item.selectedShippingId,
          }
        : item,
    );
  }
  const shipping = selectedShippingId !== undefined ? selectedShippingId : (product.shippingOptions[0]?.id ?? null);
  return [...items, { productId: product.id, quantity: 1, product, selectedShippingId: shipping }];
}

export function setQuantity(items: readonly CartItem[], productId: string, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity)) return [...items];
  if (quantity < 1) return removeFromCart(items, productId);
  return items.map((item) => (item.productId === productId ? { ...item, quantity: Math.min(MAX_QUANTITY, quantity) } : item));
}

export function setShipping(items: readonly CartItem[], productId: string, selectedShippingId: string): CartItem[] {
  return items.map((item) =>
    item.productId === productId && item.product.shippingOptions.some((o) => o.id === selectedShippingId) ? { ...item, selectedShippingId } : item,
  );
}

export function removeFromCart(items: readonly CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.productId !== productId);
}

export function shippingOf(item: CartItem): CartShippingOption | undefined {
  return item.product.shippingOptions.find((o) => o.id === item.selectedShippingId);
}

/** price x quantity + the selected shipping price, in minor units. */
export function lineTotal(item: CartItem): number {
  return item.product.price * item.quantity + (shippingOf(item)?.price ?? 0);
}

export interface CartTotals {
  subtotal: number;
  shipping: number;
  total: number;
  /** The cart's currency (its first item's); null when empty. */
  currency: string | null;
  count: number;
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  let subtotal = 0;
  let shipping = 0;
  let count = 0;
  for (const item of items) {
    subtotal += item.product.price * item.quantity;
    shipping += shippingOf(item)?.price ?? 0;
    count += item.quantity;
  }
  return { subtotal, shipping, total: subtotal + shipping, currency: items[0]?.product.currency ?? null, count };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Items read back from storage: anything malformed is dropped, never trusted. */
export function parseCart(text: string | null): CartItem[] {
  if (!text) return [];
  try {
    const items = (JSON.parse(text) as { state?: { items?: unknown } })?.state?.items;
    if (!Array.isArray(items)) return [];
    return items.filter((raw): raw is CartItem => {
      const item = raw as CartItem;
      const product = item?.product;
      return (
        typeof item?.productId === 'string' &&
        isInt(item.quantity) &&
        item.quantity >= 1 &&
        item.quantity <= MAX_QUANTITY &&
        typeof product?.id === 'string' &&
        isInt(product.price) &&
        typeof product.currency === 'string' &&
        Array.isArray(product.shippingOptions) &&
        product.shippingOptions.every((o) => typeof o?.id === 'string' && isInt(o.price)) &&
        (item.selectedShippingId === null || typeof item.selectedShippingId === 'string')
      );
    });
  } catch {
    return [];
  }
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ state: { items }, version: 0 });
}

/** The cart kept in a Storage (localStorage in the app), shared by every screen and tab. */
export function createCartStore(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  let items = parseCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: (): CartItem[] => items,
    set(next: CartItem[]) {
      items = next;
      try {
        storage?.setItem(CART_STORAGE_KEY, serializeCart(items));
      } catch {
        // A full or disabled storage: the cart still works for this page.
      }
      emit();
    },
    /** Another tab changed it. */
    reload() {
      items = parseCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
