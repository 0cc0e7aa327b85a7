// The shop's inputs, declared once (kit's declareInput). Money and counts are GraphQL Ints
// checked again here as whole numbers in range, so a price is never a float, negative or past
// what a payment provider takes. Constants and rules only: the REST table imports this.
import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit/input/declare';
import { isEventImageUrl } from '../media/images.js';
import {
  CURRENCIES,
  CURRENCY_INVALID,
  DESCRIPTION_MAX,
  IMAGE_INVALID,
  IMAGE_URL_MAX,
  MAX_AMOUNT_MINOR,
  MAX_CART_LINES,
  MAX_PRODUCT_IMAGES,
  MAX_QUANTITY,
  MAX_SHIPPING_OPTIONS,
  MAX_STOCK,
  NAME_MAX,
  NAME_REQUIRED,
  PRICE_INVALID,
  QUANTITY_INVALID,
  SHIPPING_ID_MAX,
  SHIPPING_LABEL_MAX,
  SHIPPING_PRICE_INVALID,
  STOCK_INVALID,
  EMPTY_CART,
} from './limits.js';

const ID_MAX = 64;
const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const id = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .max(ID_MAX, `${field} is at most ${ID_MAX} characters`)
    .trim()
    .min(1, `${field} is required`);

export const ShippingOptionInput = declareInput(
  'ShippingOptionInput',
  {
    id: inputField(
      z
        .string()
        .max(SHIPPING_ID_MAX, `Shipping option ids are at most ${SHIPPING_ID_MAX} characters`)
        .trim()
        .regex(/^[A-Za-z0-9_-]*$/, 'Shipping option ids are letters, digits, "-" and "_"')
        .nullish()
        .transform((v) => v || null),
      () => ID,
      { description: 'Keep it to keep carts that chose it; default: a new id.' },
    ),
    label: inputField(
      z
        .string({ error: 'Shipping label is required' })
        .max(SHIPPING_LABEL_MAX, `Shipping labels are at most ${SHIPPING_LABEL_MAX} characters`)
        .trim()
        .min(1, 'Shipping label is required'),
      () => String,
    ),
    priceMinor: inputField(wholeNumber(0, MAX_AMOUNT_MINOR, SHIPPING_PRICE_INVALID), () => Int, { description: 'Integer minor units (cents), 0 for free.' }),
  },
  { description: 'A way a product is delivered.' },
);

export const ProductInput = declareInput(
  'ProductInput',
  {
    name: inputField(z.string({ error: NAME_REQUIRED }).max(NAME_MAX, `Name is at most ${NAME_MAX} characters`).trim().min(1, NAME_REQUIRED), () => String),
    description: inputField(
      z
        .string()
        .max(DESCRIPTION_MAX, `Description is at most ${DESCRIPTION_MAX} characters`)
        .trim()
        .nullish()
        .transform((v) => v ?? ''),
      () => String,
    ),
    priceMinor: inputField(wholeNumber(1, MAX_AMOUNT_MINOR, PRICE_INVALID), () => Int, { description: 'Integer minor units (cents).' }),
    currency: inputField(
      z
        .string({ error: CURRENCY_INVALID })
        .max(3, CURRENCY_INVALID)
        .trim()
        .toLowerCase()
        .refine((c) => c in CURRENCIES, CURRENCY_INVALID),
      () => String,
      { description: `ISO 4217: ${Object.keys(CURRENCIES).join(', ')}.` },
    ),
    images: inputField(
      z
        .array(z.string().max(IMAGE_URL_MAX, IMAGE_INVALID).trim().refine(isEventImageUrl, IMAGE_INVALID))
        .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`)
        .nullish()
        .transform((v) => v ?? []),
      () => [String],
      { description: 'URLs answered by POST /api/events/upload; the first is the cover.' },
    ),
    stock: inputField(wholeNumber(0, MAX_STOCK, STOCK_INVALID), () => Int),
    shippingOptions: inputField(
      z
        .array(ShippingOptionInput.schema)
        .max(MAX_SHIPPING_OPTIONS, `At most ${MAX_SHIPPING_OPTIONS} shipping options`)
        .nullish()
        .transform((v) => v ?? []),
      () => [ShippingOptionInput],
    ),
    active: inputField(
      z
        .boolean()
        .nullish()
        .transform((v) => v ?? true),
      () => Boolean,
      { description: 'False archives it: hidden from members, refused at checkout. Default true.' },
    ),
  },
  { description: 'A product of the catalogue, whole (create, or replace on update).' },
);

export const CartLineInput = declareInput(
  'CartLineInput',
  {
    productId: inputField(id('productId'), () => ID),
    quantity: inputField(wholeNumber(1, MAX_QUANTITY, QUANTITY_INVALID), () => Int),
    shippingOptionId: inputField(
      z
        .string()
        .max(SHIPPING_ID_MAX, `Shipping option ids are at most ${SHIPPING_ID_MAX} characters`)
        .trim()
        .nullish()
        .transform((v) => v || null),
      () => ID,
      { description: "One of the product's shippingOptions (required when it has any)." },
    ),
  },
  { description: 'A cart line: which product, how many, delivered how. Never a price: the server prices from the catalogue.' },
);

export const CheckoutInput = declareInput(
  'CheckoutInput',
  {
    lines: inputField(z.array(CartLineInput.schema, { error: EMPTY_CART }).min(1, EMPTY_CART).max(MAX_CART_LINES, `At most ${MAX_CART_LINES} cart lines`), () => [
      CartLineInput,
    ]),
  },
  { description: 'The cart to order.' },
);

export const orderIdRule = id('orderId');
