// createProduct: an admin adds a product to the catalogue (price in integer minor units, stock,
// images uploaded through POST /api/events/upload, shipping options). Members cannot: FORBIDDEN.
// Its images' screening review is recorded with it (screening/review.ts: a held one is shown to
// its uploader only).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { requireAdmin, type InputOf, type SubgraphContext } from '@pulse/kit';
import { AdminsOnly } from '../admins-only.js';
import { applyProductInput } from '../catalogue.js';
import { Product } from '../entities.js';
import { ProductInput } from '../inputs.js';
import { recordReview, reviewNamedImages } from '../../screening/review.js';

@Resolver()
export class CreateProductResolver {
  @UseMiddleware(AdminsOnly)
  @Mutation(() => Product, { description: 'Adds a product to the shop (admins only).' })
  async createProduct(@Arg('input', () => ProductInput) input: InputOf<typeof ProductInput>, @Ctx() ctx: SubgraphContext): Promise<Product> {
    const admin = requireAdmin(ctx.auth);
    const now = ctx.services.clock.now();
    const product = applyProductInput(Object.assign(new Product(), { createdBy: admin.id, createdAt: now }), input, now);
    const review = await reviewNamedImages(ctx, product.images, admin.id, 'images');
    await ctx.em.transactional(async (tx) => {
      tx.persist(product);
      await tx.flush();
      await recordReview(tx, ctx, review);
    });
    return product;
  }
}
