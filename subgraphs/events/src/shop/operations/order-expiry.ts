// Order.expiresAt: when an unpaid order stops holding its stock (expiry.ts), so the order page
// can say "pay by ...". Null once paid, cancelled or expired.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Order } from '../entities.js';
import { orderExpiresAt } from '../expiry.js';

@Resolver(() => Order)
export class OrderExpiryResolver {
  @FieldResolver(() => Date, { nullable: true, description: 'When the order expires unless paid (its stock then goes back on sale); null when it does not.' })
  expiresAt(@Root() order: Order, @Ctx() ctx: SubgraphContext): Date | null {
    return orderExpiresAt(order.status, order.createdAt, ctx.services.config.holds);
  }
}
