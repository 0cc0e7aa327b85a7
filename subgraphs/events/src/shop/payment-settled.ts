// When the provider settles an order's payment (payments' webhook, in its transaction): PAID
// once (paidAt from the clock), or PAYMENT_FAILED so the member can pay again. A paid order
// never goes back.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Payment } from '../payments/index.js';
import { Order, OrderStatus } from './entities.js';

export async function orderPaymentSettled(em: EntityManager, payment: Payment, succeeded: boolean, now: Date): Promise<void> {
  if (succeeded) {
    await em.nativeUpdate(Order, { id: payment.reference, status: { $ne: OrderStatus.PAID } }, { status: OrderStatus.PAID, paidAt: now });
  } else {
    await em.nativeUpdate(Order, { id: payment.reference, status: OrderStatus.PAYMENT_PENDING }, { status: OrderStatus.PAYMENT_FAILED });
  }
}
