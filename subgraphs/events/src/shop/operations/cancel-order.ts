// cancelOrder: its buyer (or an admin) cancels an order that is not paid and has no payment in
// progress (AWAITING_PAYMENT or AWAITING_COLLECTION): in one transaction the order becomes
// CANCELLED (a conditional UPDATE, so two cancels or a cancel racing a payment settle once) and
// each line's quantity goes back to its product's stock (a deleted product's is gone with it).
// An order whose Stripe payment is pending, failed or done is refused (CONFLICT): Stripe could
// still take the money.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, NotFoundError, SignedIn, requireUser, table, type SubgraphContext } from '@pulse/kit';
import { Order, OrderStatus, type OrderLine } from '../entities.js';
import { NOT_CANCELLABLE, ORDER_NOT_FOUND } from '../limits.js';

const CANCELLABLE = [OrderStatus.AWAITING_PAYMENT, OrderStatus.AWAITING_COLLECTION];

@Resolver()
export class CancelOrderResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Order, { description: 'Cancels one of your orders that is not paid and has no payment in progress; its stock goes back.' })
  async cancelOrder(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: SubgraphContext): Promise<Order> {
    const user = requireUser(ctx.auth);
    const found = await ctx.em.findOne(Order, { id: orderId });
    if (!found || (found.buyerId !== user.id && user.role !== 'admin')) throw new NotFoundError(ORDER_NOT_FOUND);
    await ctx.em.transactional(async (em) => {
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      const [cancelled] = await connection.execute<{ lines: OrderLine[] }[]>(
        `UPDATE ${table(ctx, 'shop_orders')} SET status = ? WHERE id = ? AND status IN (?, ?) RETURNING lines`,
        [OrderStatus.CANCELLED, orderId, ...CANCELLABLE],
        'all',
        tx,
      );
      if (!cancelled) throw new ConflictError(NOT_CANCELLABLE, 'orderId', { reason: 'NOT_CANCELLABLE' });
      const back = new Map<string, number>();
      for (const line of cancelled.lines) back.set(line.productId, (back.get(line.productId) ?? 0) + line.quantity);
      for (const productId of [...back.keys()].sort())
        await connection.execute(`UPDATE ${table(ctx, 'shop_products')} SET stock = stock + ? WHERE id = ?`, [back.get(productId), productId], 'all', tx);
    });
    await ctx.em.refresh(found);
    return found;
  }
}
