// myOrders: the caller's orders, newest first, in keyset pages; order: one of them (its buyer,
// or an admin; anyone else is told NOT_FOUND, as if it did not exist).
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { NotFoundError, SignedIn, keysetFetchSize, keysetPage, pageInfoType, pageSize, requireUser, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { cursorCodec } from '@pulse/kit/pagination';
import { Order } from '../entities.js';
import { ORDER_NOT_FOUND } from '../limits.js';

export const ORDERS_CURSOR = cursorCodec('orders', 'time');
const DEFAULT_FIRST = 20;

export const OrderPageInfo = pageInfoType('OrderPageInfo');

@ObjectType('OrderConnection')
export class OrderConnection {
  @Field(() => [Order]) nodes!: Order[];
  @Field(() => OrderPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class OrdersArgs {
  static schema = z.object({ after: ORDERS_CURSOR.arg() });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

/** The order if the caller may see it (its buyer, an admin). */
export async function ownOrder(ctx: SubgraphContext, id: string): Promise<Order> {
  const user = requireUser(ctx.auth);
  const order = await ctx.em.findOne(Order, { id });
  if (!order || (order.buyerId !== user.id && user.role !== 'admin')) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

@Resolver()
export class OrdersResolver {
  @UseMiddleware(SignedIn)
  @Query(() => OrderConnection, { description: 'Your orders, newest first.' })
  async myOrders(@Args(() => OrdersArgs) args: OrdersArgs, @Ctx() ctx: SubgraphContext): Promise<OrderConnection> {
    const user = requireUser(ctx.auth);
    const limit = pageSize(args.first, DEFAULT_FIRST);
    const after = ORDERS_CURSOR.decode(args.after, 'after');
    const qb = ctx.em
      .createQueryBuilder(Order, 'o')
      .select('*')
      .where({ buyerId: user.id })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .limit(keysetFetchSize(limit));
    if (after) qb.andWhere('(o.created_at, o.id) < (?::timestamptz, ?)', [after.key, after.id]);
    return keysetPage(await qb.getResultList(), limit, (o) => ORDERS_CURSOR.encode(o.createdAt, o.id));
  }

  @UseMiddleware(SignedIn)
  @Query(() => Order, { description: 'One of your orders.' })
  order(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Order> {
    return ownOrder(ctx, id);
  }
}
