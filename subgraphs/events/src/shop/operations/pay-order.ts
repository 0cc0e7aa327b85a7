// payOrder (POST /marketplace/payment {orderId}): starts paying one of the caller's orders
// through the configured provider. Stripe: a Checkout Session for the order's total (made once:
// a retry answers the same one; a new one after it expired), the order PAYMENT_PENDING, and the
// session's hosted page (checkoutUrl) the browser is sent to; the webhook then marks it PAID. No provider: the order is
// AWAITING_COLLECTION, to be paid in person. An order already PAID or awaiting collection
// answers as it stands (a double click changes nothing).
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, NotFoundError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { startPayment } from '../../payments/index.js';
import { PaymentProviderKind } from '../../payments/operations/payment-provider.js';
import { Order, OrderStatus } from '../entities.js';
import { ORDER_CANCELLED, ORDER_EXPIRED, ORDER_NOT_FOUND } from '../limits.js';

export const ORDER_PURPOSE = 'order';

@ObjectType('OrderPayment', { description: 'A payment started for an order.' })
export class OrderPayment {
  @Field(() => Order) order!: Order;
  @Field(() => PaymentProviderKind) provider!: PaymentProviderKind;
  @Field(() => String, {
    nullable: true,
    description: "Stripe Checkout's hosted payment page for this order (a plain link: it comes back to the order's page); null offline or once paid.",
  })
  checkoutUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "A PaymentIntent's client_secret, only for a payment started before Stripe Checkout was used; null otherwise.",
    deprecationReason: 'Payments go through Stripe Checkout: use checkoutUrl.',
  })
  clientSecret!: string | null;
}

@Resolver()
export class PayOrderResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => OrderPayment, { description: 'Starts paying one of your orders (Stripe when configured, else pay on collection).' })
  async payOrder(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: SubgraphContext): Promise<OrderPayment> {
    const user = requireUser(ctx.auth);
    const order = await ctx.em.findOne(Order, { id: orderId });
    // Only its buyer pays it; for anyone else it does not exist.
    if (!order || order.buyerId !== user.id) throw new NotFoundError(ORDER_NOT_FOUND);
    if (order.status === OrderStatus.CANCELLED) throw new ConflictError(ORDER_CANCELLED, 'orderId', { reason: 'CANCELLED' });
    // Its stock is back on sale (shop/expiry.ts); a payment started anyway is handled as a late success (payment-settled.ts).
    if (order.status === OrderStatus.EXPIRED) throw new ConflictError(ORDER_EXPIRED, 'orderId', { reason: 'EXPIRED' });
    const payment = await startPayment(ctx, {
      purpose: ORDER_PURPOSE,
      reference: order.id,
      payerId: user.id,
      amountMinor: order.totalMinor,
      currency: order.currency,
      description: `Pulse shop order ${order.id}`,
      metadata: { orderId: order.id },
      returnPath: `/shop/orders/${encodeURIComponent(order.id)}`,
      // The order's stock is held PAYMENT_HOLD_MINUTES from its creation (shop/expiry.ts).
      payBy: new Date(order.createdAt.getTime() + ctx.services.config.holds.paymentMs),
    });
    const next =
      payment.status === 'AWAITING_COLLECTION' ? OrderStatus.AWAITING_COLLECTION : payment.status === 'SUCCEEDED' ? OrderStatus.PAID : OrderStatus.PAYMENT_PENDING;
    // Only an order not yet settled moves (a webhook may have marked it PAID meanwhile).
    await ctx.em.nativeUpdate(
      Order,
      { id: order.id, status: { $in: [OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_FAILED, OrderStatus.PAYMENT_PENDING] } },
      { status: next, paymentMethod: payment.provider },
    );
    await ctx.em.refresh(order);
    // Expired while the Checkout Session was being made: no secret to pay a released order with.
    // (The refresh may have changed the status the checks above narrowed.)
    if ((order.status as OrderStatus) === OrderStatus.EXPIRED) throw new ConflictError(ORDER_EXPIRED, 'orderId', { reason: 'EXPIRED' });
    const paid = order.status === OrderStatus.PAID;
    return {
      order,
      provider: payment.provider as PaymentProviderKind,
      checkoutUrl: paid ? null : payment.checkoutUrl,
      clientSecret: paid ? null : payment.clientSecret,
    };
  }
}
