// products: the catalogue, newest first, in keyset pages; product: one of them. Members see
// active products; admins may ask for archived ones too (the management screen).
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, keysetFetchSize, keysetPage, pageInfoType, pageSize, requireAdmin, requireUser, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { cursorCodec } from '@pulse/kit/pagination';
import { visibleProduct } from '../catalogue.js';
import { Product } from '../entities.js';

export const PRODUCTS_CURSOR = cursorCodec('products', 'time');
const DEFAULT_FIRST = 24;

export const ProductPageInfo = pageInfoType('ProductPageInfo');

@ObjectType('ProductConnection')
export class ProductConnection {
  @Field(() => [Product]) nodes!: Product[];
  @Field(() => ProductPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class ProductsArgs {
  static schema = z.object({ after: PRODUCTS_CURSOR.arg() });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Archived products too (admins only).' }) includeArchived?: boolean | null;
}

@Resolver()
export class ProductsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => ProductConnection, { description: 'The shop catalogue, newest first.' })
  async products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: SubgraphContext): Promise<ProductConnection> {
    requireUser(ctx.auth);
    if (args.includeArchived) requireAdmin(ctx.auth);
    const limit = pageSize(args.first, DEFAULT_FIRST);
    const after = PRODUCTS_CURSOR.decode(args.after, 'after');
    const qb = ctx.em
      .createQueryBuilder(Product, 'p')
      .select('*')
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .limit(keysetFetchSize(limit));
    if (!args.includeArchived) qb.where({ active: true });
    if (after) qb.andWhere('(p.created_at, p.id) < (?::timestamptz, ?)', [after.key, after.id]);
    const rows = await qb.getResultList();
    return keysetPage(rows, limit, (p) => PRODUCTS_CURSOR.encode(p.createdAt, p.id));
  }

  @UseMiddleware(SignedIn)
  @Query(() => Product, { description: 'One product of the shop (archived ones for admins only).' })
  async product(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Product> {
    requireUser(ctx.auth);
    return visibleProduct(ctx, id);
  }
}
