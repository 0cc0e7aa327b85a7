// A member's quick-action layout in their export archive and in account deletion
// (docs/member-data-subgraphs.md): exported as it is, removed with the account.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const quickActionMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const [layout] = await memberSql(services).query((s) => `SELECT layout, action_order, updated_at FROM ${s}.quick_actions WHERE user_id = ?`, [memberId]);
    out.json('quick-actions', { quickActions: layout ? camelRows([layout])[0] : null });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction((run) => run((s) => `DELETE FROM ${s}.quick_actions WHERE user_id = ?`, [memberId]));
  },
};
