// What the catalogue operations share: a product input made into a row (shipping option ids
// kept or given, never two alike), and reading a product as the caller may see it.
import { BadUserInputError, NotFoundError, newId, type SubgraphContext } from '@pulse/kit';
import { Product, type ShippingOption } from './entities.js';
import type { ProductInput } from './inputs.js';
import { PRODUCT_NOT_FOUND } from './limits.js';
import type { InputOf } from '@pulse/kit';

export function applyProductInput(product: Product, input: InputOf<typeof ProductInput>, now: Date): Product {
  const seen = new Set<string>();
  const options: ShippingOption[] = input.shippingOptions.map((option, index) => {
    const id = option.id ?? newId();
    if (seen.has(id)) throw new BadUserInputError(`Shipping option ids must differ ("${id}" twice)`, `shippingOptions.${index}.id`);
    seen.add(id);
    return { id, label: option.label, priceMinor: option.priceMinor };
  });
  Object.assign(product, {
    name: input.name,
    description: input.description,
    priceMinor: input.priceMinor,
    currency: input.currency,
    images: input.images,
    stock: input.stock,
    shippingOptions: options,
    active: input.active,
    updatedAt: now,
  });
  return product;
}

/** A product the caller may see: an active one, or any for an admin; NOT_FOUND otherwise. */
export async function visibleProduct(ctx: SubgraphContext, id: string): Promise<Product> {
  const product = await ctx.em.findOne(Product, { id });
  if (!product || (!product.active && ctx.auth.user?.role !== 'admin')) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product;
}
