// createProduct: an admin adds a product to the catalogue (price in integer minor units, stock,
// images uploaded through POST /api/events/upload, shipping options). Members cannot: FORBIDDEN.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { requireAdmin, type InputOf, type SubgraphContext } from '@pulse/kit';
import { AdminsOnly } from '../admins-only.js';
import { applyProductInput } from '../catalogue.js';
import { Product } from '../entities.js';
import { ProductInput } from '../inputs.js';

@Resolver()
export class CreateProductResolver {
  @UseMiddleware(AdminsOnly)
  @Mutation(() => Product, { description: 'Adds a product to the shop (admins only).' })
  async createProduct(@Arg('input', () => ProductInput) input: InputOf<typeof ProductInput>, @Ctx() ctx: SubgraphContext): Promise<Product> {
    const admin = requireAdmin(ctx.auth);
    const now = ctx.services.clock.now();
    const product = applyProductInput(Object.assign(new Product(), { createdBy: admin.id, createdAt: now }), input, now);
    await ctx.em.persist(product).flush();
    return product;
  }
}
