// When the provider settles an order's payment (payments' webhook, in its transaction): PAID
// once (paidAt from the clock), or PAYMENT_FAILED so the member can pay again. A paid order
// never goes back. A cancelled order is never revived: a payment that still succeeded for one
// (it was cancelled while its PaymentIntent was being made) is logged for a refund.
//
// An EXPIRED order (not paid in time, its stock returned: expiry.ts) whose payment succeeds late
// (the member paid just before the deadline, the webhook came after) takes its stock again if
// every line's quantity is still there: it becomes PAID as if it had not expired. If any is gone
// it stays EXPIRED and the payment is logged for a refund (the app does not refund). The
// conditional UPDATE and the products' row locks make an expiry and a success settle once,
// whichever commits first: the stock is never returned twice nor taken twice.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger } from '@pulse/kit';
import type { Payment } from '../payments/index.js';
import { Order, OrderStatus, type OrderLine } from './entities.js';

const log = createLogger('events.shop.payments');

/** Takes an expired order's stock again, all of it or nothing; answers whether it could. Under the order's row lock. */
async function retakeStock(em: EntityManager, order: Order): Promise<boolean> {
  const run = <T>(sql: string, params: unknown[]) => em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  const wanted = new Map<string, number>();
  for (const line of order.lines as OrderLine[]) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].sort();
  // Locked in id order, as checkout takes them, then checked together: all or nothing.
  const rows = await run<{ id: string; stock: number }>(
    `SELECT id, stock FROM events.shop_products WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id FOR UPDATE`,
    ids,
  );
  if (rows.length !== ids.length || rows.some((row) => row.stock < wanted.get(row.id)!)) return false;
  for (const id of ids) await run(`UPDATE events.shop_products SET stock = stock - ? WHERE id = ?`, [wanted.get(id), id]);
  return true;
}

export async function orderPaymentSettled(em: EntityManager, payment: Payment, succeeded: boolean, now: Date): Promise<void> {
  if (succeeded) {
    const paid = await em.nativeUpdate(
      Order,
      { id: payment.reference, status: { $nin: [OrderStatus.PAID, OrderStatus.CANCELLED, OrderStatus.EXPIRED] } },
      { status: OrderStatus.PAID, paidAt: now },
    );
    if (paid) return;
    const order = await em.findOne(Order, { id: payment.reference }, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (order?.status === OrderStatus.EXPIRED) {
      if (await retakeStock(em, order)) {
        await em.nativeUpdate(Order, { id: order.id, status: OrderStatus.EXPIRED }, { status: OrderStatus.PAID, paidAt: now });
        log.warn('an expired order was paid: its stock was taken again', { orderId: order.id, paymentId: payment.id });
      } else {
        log.error('an expired order was paid and its stock is gone: refund it', { orderId: order.id, paymentId: payment.id, provider: payment.provider });
      }
    } else if (order?.status === OrderStatus.CANCELLED) {
      log.error('a cancelled order was paid: refund it', { orderId: payment.reference, paymentId: payment.id, provider: payment.provider });
    }
  } else {
    await em.nativeUpdate(Order, { id: payment.reference, status: OrderStatus.PAYMENT_PENDING }, { status: OrderStatus.PAYMENT_FAILED });
  }
}
