// A catalogue product as the cart keeps it (cart.ts's CartProduct: price and shipping in minor units).
import type { ShopProductFieldsFragment } from '../generated/graphql';
import type { CartProduct } from './cart';

export function cartProductOf(p: ShopProductFieldsFragment): CartProduct {
  return {
    id: p.id,
    name: p.name,
    price: p.priceMinor,
    currency: p.currency,
    image: p.images[0] ?? null,
    shippingOptions: p.shippingOptions.map((o) => ({ id: o.id, label: o.label, price: o.priceMinor })),
  };
}
