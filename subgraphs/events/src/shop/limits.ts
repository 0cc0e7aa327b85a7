// The shop's limits and messages: constants only (inputs, REST rows and the web client's
// mirror read them). Money is integer minor units (cents) everywhere: never a float.

/** Stripe's largest amount for two-decimal currencies (999,999.99): a price, a shipping price and an order total stay within it. */
export const MAX_AMOUNT_MINOR = 99_999_999;
export const MAX_STOCK = 1_000_000;
export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 50;
export const MAX_SHIPPING_OPTIONS = 10;
export const MAX_PRODUCT_IMAGES = 8;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 4000;
export const SHIPPING_LABEL_MAX = 80;
export const SHIPPING_ID_MAX = 40;
export const IMAGE_URL_MAX = 200;

/** ISO 4217 codes the shop sells in, with their number of minor-unit digits. */
export const CURRENCIES = { usd: 2, eur: 2, gbp: 2, cad: 2, aud: 2, chf: 2, jpy: 0 } as const;
export type Currency = keyof typeof CURRENCIES;

export const PRICE_INVALID = `Price must be a whole number of minor units (cents) from 1 to ${MAX_AMOUNT_MINOR}`;
export const SHIPPING_PRICE_INVALID = `Shipping price must be a whole number of minor units (cents) from 0 to ${MAX_AMOUNT_MINOR}`;
export const STOCK_INVALID = `Stock must be a whole number from 0 to ${MAX_STOCK}`;
export const QUANTITY_INVALID = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
export const CURRENCY_INVALID = `Currency must be one of ${Object.keys(CURRENCIES).join(', ')}`;
export const NAME_REQUIRED = 'Product name is required';
export const IMAGE_INVALID = 'Images must be uploaded through /api/events/upload';
export const EMPTY_CART = 'Your cart is empty';
export const SHIPPING_REQUIRED = 'Please choose a shipping option';
export const UNKNOWN_SHIPPING = 'That shipping option is not offered for this product';
export const MIXED_CURRENCIES = 'Every product of one order must be priced in the same currency';
export const ORDER_TOO_LARGE = `An order may total at most ${MAX_AMOUNT_MINOR} minor units`;
export const PRODUCT_UNAVAILABLE = 'A product in your cart is no longer available';
export const OUT_OF_STOCK = 'Not enough stock for a product in your cart';
export const ORDER_NOT_FOUND = 'Order not found';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const ALREADY_SETTLED = 'This order needs no payment';
export const NOT_CANCELLABLE = 'Only an order that is not paid and has no payment in progress can be cancelled';
export const NOT_AWAITING_COLLECTION = 'Only an order awaiting collection can be marked collected';
export const ORDER_CANCELLED = 'This order was cancelled';
export const ORDER_EXPIRED = 'This order expired before it was paid: its items went back on sale';
