// updateProduct: an admin replaces a product's fields (the input is the whole product, as the
// edit form holds it). Orders already placed keep their own copy of name and prices; carts
// holding it are re-priced at checkout. `active: false` archives it.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { NotFoundError, requireAdmin, type InputOf, type SubgraphContext } from '@pulse/kit';
import { AdminsOnly } from '../admins-only.js';
import { applyProductInput } from '../catalogue.js';
import { Product } from '../entities.js';
import { ProductInput } from '../inputs.js';
import { PRODUCT_NOT_FOUND } from '../limits.js';

@Resolver()
export class UpdateProductResolver {
  @UseMiddleware(AdminsOnly)
  @Mutation(() => Product, { description: "Replaces a product's fields (admins only)." })
  async updateProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProductInput) input: InputOf<typeof ProductInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Product> {
    requireAdmin(ctx.auth);
    const product = await ctx.em.findOne(Product, { id });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    applyProductInput(product, input, ctx.services.clock.now());
    await ctx.em.flush();
    return product;
  }
}
