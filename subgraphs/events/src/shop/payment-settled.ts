// When the provider settles an order's payment (payments' webhook, in its transaction): PAID
// once (paidAt from the clock), or PAYMENT_FAILED so the member can pay again. A paid order
// never goes back. A cancelled order is never revived: a payment that still succeeded for one
// (it was cancelled while its PaymentIntent was being made) is logged for a refund.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger } from '@pulse/kit';
import type { Payment } from '../payments/index.js';
import { Order, OrderStatus } from './entities.js';

const log = createLogger('events.shop.payments');

export async function orderPaymentSettled(em: EntityManager, payment: Payment, succeeded: boolean, now: Date): Promise<void> {
  if (succeeded) {
    const paid = await em.nativeUpdate(
      Order,
      { id: payment.reference, status: { $nin: [OrderStatus.PAID, OrderStatus.CANCELLED] } },
      { status: OrderStatus.PAID, paidAt: now },
    );
    if (!paid && (await em.count(Order, { id: payment.reference, status: OrderStatus.CANCELLED })))
      log.error('a cancelled order was paid: refund it', { orderId: payment.reference, paymentId: payment.id, provider: payment.provider });
  } else {
    await em.nativeUpdate(Order, { id: payment.reference, status: OrderStatus.PAYMENT_PENDING }, { status: OrderStatus.PAYMENT_FAILED });
  }
}
