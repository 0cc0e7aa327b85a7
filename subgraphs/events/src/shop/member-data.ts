// A member's shop orders in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: every order with its lines. Erase: an order not yet
// paid (and with no payment in progress) is cancelled and its stock given back (as cancelOrder and the expiry do); every order is
// then kept as the shop's bookkeeping record of a sale with its buyer anonymised ("Deleted
// member"). A product an admin created keeps its row (the catalogue), its creator anonymised.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';
import { OrderStatus, type OrderLine } from './entities.js';

export const DELETED_MEMBER = 'Deleted member';
// Not PAYMENT_PENDING: the provider is taking that payment; it ends paid or expires as any other.
const UNPAID = [OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_FAILED, OrderStatus.AWAITING_COLLECTION];

export const shopMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const orders = await query((s) => `SELECT * FROM ${s}.shop_orders WHERE buyer_id = ? ORDER BY created_at, id`, [memberId]);
    out.json('orders', { orders: camelRows(orders) });
  },

  async erase(services, memberId) {
    const { transaction } = memberSql(services);
    await transaction(async (run) => {
      const cancelled = await run(
        (s) => `UPDATE ${s}.shop_orders SET status = ? WHERE buyer_id = ? AND status IN (?, ?, ?) RETURNING lines`,
        [OrderStatus.CANCELLED, memberId, ...UNPAID],
      );
      const back = new Map<string, number>();
      for (const order of cancelled) for (const line of order.lines as OrderLine[]) back.set(line.productId, (back.get(line.productId) ?? 0) + line.quantity);
      for (const productId of [...back.keys()].sort()) await run((s) => `UPDATE ${s}.shop_products SET stock = stock + ? WHERE id = ?`, [back.get(productId), productId]);
      await run((s) => `UPDATE ${s}.shop_orders SET buyer_id = ? WHERE buyer_id = ?`, [DELETED_MEMBER, memberId]);
      await run((s) => `UPDATE ${s}.shop_products SET created_by = ? WHERE created_by = ?`, [DELETED_MEMBER, memberId]);
    });
  },
};
