// markOrderCollected: an admin records that an order paid on collection was collected and paid
// in person: AWAITING_COLLECTION becomes PAID (paidAt from the clock), once.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, NotFoundError, type SubgraphContext } from '@pulse/kit';
import { AdminsOnly } from '../admins-only.js';
import { Order, OrderStatus } from '../entities.js';
import { NOT_AWAITING_COLLECTION, ORDER_NOT_FOUND } from '../limits.js';

@Resolver()
export class MarkOrderCollectedResolver {
  @UseMiddleware(AdminsOnly)
  @Mutation(() => Order, { description: 'Records that an order awaiting collection was collected and paid (admins only).' })
  async markOrderCollected(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: SubgraphContext): Promise<Order> {
    const order = await ctx.em.findOne(Order, { id: orderId });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const changed = await ctx.em.nativeUpdate(
      Order,
      { id: orderId, status: OrderStatus.AWAITING_COLLECTION },
      { status: OrderStatus.PAID, paidAt: ctx.services.clock.now() },
    );
    if (!changed) throw new ConflictError(NOT_AWAITING_COLLECTION, 'orderId', { reason: 'NOT_AWAITING_COLLECTION' });
    await ctx.em.refresh(order);
    return order;
  }
}
