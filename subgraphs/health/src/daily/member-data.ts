// A member's goals in their export archive and in account deletion (docs/member-data-subgraphs.md).
// The daily summary itself is computed from meals, wearables and activities (exported there).
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const dailyMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const goals = await memberSql(services).query((s) => `SELECT * FROM ${s}.goals WHERE owner_id = ? ORDER BY created_at, id`, [memberId]);
    out.json('goals', { goals: camelRows(goals) });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction((run) => run((s) => `DELETE FROM ${s}.goals WHERE owner_id = ?`, [memberId]));
  },
};
