// updateProduct: an admin replaces a product's fields (the input is the whole product, as the
// edit form holds it). Orders already placed keep their own copy of name and prices; carts
// holding it are re-priced at checkout. `active: false` archives it. Images it names for the
// first time are reviewed by screening as on creation (screening/review.ts). A photo held for
// review that another member uploaded is not in the form (the editor is not shown it), so it is
// kept, after the ones sent, rather than dropped by a save that never saw it.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { NotFoundError, requireAdmin, type InputOf, type SubgraphContext } from '@pulse/kit';
import { AdminsOnly } from '../admins-only.js';
import { applyProductInput } from '../catalogue.js';
import { Product } from '../entities.js';
import { ProductInput } from '../inputs.js';
import { PRODUCT_NOT_FOUND } from '../limits.js';
import { recordReview, reviewNamedImages } from '../../screening/review.js';
import { heldFromOthers } from '../../screening/image-fields.js';

@Resolver()
export class UpdateProductResolver {
  @UseMiddleware(AdminsOnly)
  @Mutation(() => Product, { description: "Replaces a product's fields (admins only)." })
  async updateProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProductInput) input: InputOf<typeof ProductInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Product> {
    const admin = requireAdmin(ctx.auth);
    const product = await ctx.em.findOne(Product, { id });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    const review = await reviewNamedImages(ctx, input.images, admin.id, 'images');
    const unseen = (await heldFromOthers(ctx, product.images)).filter((url) => !input.images.includes(url));
    applyProductInput(product, input, ctx.services.clock.now());
    if (unseen.length) product.images = [...product.images, ...unseen];
    await ctx.em.transactional(async (tx) => {
      await tx.flush();
      await recordReview(tx, ctx, review);
    });
    return product;
  }
}
