// A member's calendar in their export archive and in account deletion
// (docs/member-data-subgraphs.md): their own calendar entries and their calendar preferences.
// (The meals, activities and events the calendar also shows are exported by their own parts.)
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const calendarMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const entries = await query((s) => `SELECT * FROM ${s}.calendar_events WHERE owner_id = ? ORDER BY starts_at, id`, [memberId]);
    const [preferences] = await query((s) => `SELECT show_activities, show_meals, updated_at FROM ${s}.calendar_preferences WHERE owner_id = ?`, [memberId]);
    out.json('calendar', { entries: camelRows(entries), preferences: preferences ? camelRows([preferences])[0] : null });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction(async (run) => {
      await run((s) => `DELETE FROM ${s}.calendar_events WHERE owner_id = ?`, [memberId]);
      await run((s) => `DELETE FROM ${s}.calendar_preferences WHERE owner_id = ?`, [memberId]);
    });
  },
};
