// Unpaid orders give their stock back (docs/shop.md, "Expiry"). An order still AWAITING_PAYMENT,
// PAYMENT_PENDING or PAYMENT_FAILED PAYMENT_HOLD_MINUTES after checkout, or AWAITING_COLLECTION
// COLLECTION_HOLD_DAYS after it (0: never), becomes EXPIRED and each line's quantity goes back
// to its product, in one transaction: the conditional UPDATE takes the order's row lock, so an
// expiry and a cancel or a webhook's success settle once whichever comes first (the other finds
// the status changed: payment-settled.ts handles a success after expiry). The deadline is the
// order's row (created_at), so it survives restarts: a sweep in every events process, on a
// timer and whenever services.clock jumps (tests move the TestClock), reads what is due; rows
// another process is expiring are skipped (SKIP LOCKED).
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, startPeriodicSweep, type SubgraphServices } from '@pulse/kit';
import type { HoldSettings } from '../config.js';
import { OrderStatus, type OrderLine } from './entities.js';

const log = createLogger('events.shop.expiry');
const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;
const UNPAID = [OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_PENDING, OrderStatus.PAYMENT_FAILED];

/** When an order in this status stops holding its stock; null: it does not expire (paid, cancelled, collection without a hold). */
export function orderExpiresAt(status: OrderStatus, createdAt: Date, holds: HoldSettings): Date | null {
  if (UNPAID.includes(status)) return new Date(createdAt.getTime() + holds.paymentMs);
  if (status === OrderStatus.AWAITING_COLLECTION && holds.collectionMs > 0) return new Date(createdAt.getTime() + holds.collectionMs);
  return null;
}

/** Expires the orders due at `now` and returns their stock; answers how many. */
export async function expireUnpaidOrders(em: EntityManager, schema: string, holds: HoldSettings, now: Date): Promise<number> {
  const paymentCutoff = new Date(now.getTime() - holds.paymentMs);
  // No collection hold: a cutoff before any order.
  const collectionCutoff = holds.collectionMs > 0 ? new Date(now.getTime() - holds.collectionMs) : new Date(0);
  let expired = 0;
  for (;;) {
    const done = await em.fork().transactional(async (tx) => {
      const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
      const orders = await run<{ id: string; lines: OrderLine[] }>(
        `WITH due AS (
           SELECT id FROM "${schema}".shop_orders
            WHERE (status IN (?, ?, ?) AND created_at <= ?) OR (status = ? AND created_at <= ?)
            ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         UPDATE "${schema}".shop_orders o SET status = ? FROM due WHERE o.id = due.id RETURNING o.id, o.lines`,
        [...UNPAID, paymentCutoff, OrderStatus.AWAITING_COLLECTION, collectionCutoff, OrderStatus.EXPIRED],
      );
      const back = new Map<string, number>();
      for (const order of orders) for (const line of order.lines) back.set(line.productId, (back.get(line.productId) ?? 0) + line.quantity);
      // In id order, as checkout takes them: the two never deadlock.
      for (const productId of [...back.keys()].sort()) await run(`UPDATE "${schema}".shop_products SET stock = stock + ? WHERE id = ?`, [back.get(productId), productId]);
      if (orders.length) log.info('unpaid orders expired', { orders: orders.map((o) => o.id) });
      return orders.length;
    });
    expired += done;
    if (done < BATCH) return expired;
  }
}

/** The shop part's background sweep; the answer stops it. */
export function startOrderExpiry(services: SubgraphServices): () => Promise<void> {
  return startPeriodicSweep({ clock: services.clock, everyMs: SWEEP_EVERY_MS, log, name: 'order expiry sweep', runAtStart: true }, () =>
    expireUnpaidOrders(services.orm.em, services.schema, services.config.holds, services.clock.now()),
  );
}
