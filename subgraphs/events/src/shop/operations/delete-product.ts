// deleteProduct: an admin removes a product for good (archiving, updateProduct active: false,
// keeps it for later). Orders keep their lines; a cart still holding it is refused at checkout
// with PRODUCT_UNAVAILABLE.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { NotFoundError, requireAdmin, type SubgraphContext } from '@pulse/kit';
import { AdminsOnly } from '../admins-only.js';
import { Product } from '../entities.js';
import { PRODUCT_NOT_FOUND } from '../limits.js';

@Resolver()
export class DeleteProductResolver {
  @UseMiddleware(AdminsOnly)
  @Mutation(() => ID, { description: 'Deletes a product (admins only); answers its id.' })
  async deleteProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    requireAdmin(ctx.auth);
    const deleted = await ctx.em.nativeDelete(Product, { id });
    if (!deleted) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return id;
  }
}
