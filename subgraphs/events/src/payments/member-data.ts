// A member's payments in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: what they paid, for what, and how it went; never the
// provider's client secret or checkout link. Erase: a payment is a financial record, so it
// stays with its payer anonymised ("Deleted member", also inside a ticket's reference) and its
// secret and link dropped; the provider keeps its own record under its id.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';
import { DELETED_MEMBER } from '../shop/member-data.js';

export const paymentMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const payments = await query(
      (s) => `SELECT id, purpose, reference, provider, provider_ref, amount_minor, currency, status, attempt, created_at, updated_at
                FROM ${s}.payments WHERE payer_id = ? ORDER BY created_at, id`,
      [memberId],
    );
    out.json('payments', { payments: camelRows(payments) });
  },

  async erase(services, memberId) {
    const { transaction } = memberSql(services);
    // A ticket's reference names its member (`<event id>:<member id>`, tickets.ts): the member's
    // id there becomes "Deleted member <payment id>", unique as (purpose, reference) must be; a
    // late "paid" from the provider then finds no one to seat and is logged for a refund.
    await transaction((run) =>
      run(
        (s) =>
          `UPDATE ${s}.payments SET payer_id = ?, reference = replace(reference, ?, ?::text || ' ' || id), client_secret = NULL, checkout_url = NULL
            WHERE payer_id = ? OR strpos(reference, ?) > 0`,
        [DELETED_MEMBER, memberId, DELETED_MEMBER, memberId, memberId],
      ),
    );
  },
};
