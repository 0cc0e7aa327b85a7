// A member's injuries and conditions in their export archive and in account deletion
// (docs/member-data-subgraphs.md): exported as they are, removed with the account.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const limitationMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const rows = await memberSql(services).query((s) => `SELECT * FROM ${s}.limitations WHERE owner_id = ? ORDER BY started_on, id`, [memberId]);
    out.json('limitations', { limitations: camelRows(rows) });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction((run) => run((s) => `DELETE FROM ${s}.limitations WHERE owner_id = ?`, [memberId]));
  },
};
