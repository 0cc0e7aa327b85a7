// The member's settings in their export, and removed with their account (docs/member-data.md).
// The row also goes with the users row (ON DELETE CASCADE); this is the idempotent guarantee.
import type { MemberDataHooks } from '@pulse/kit';

export const settingsMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    out.json(
      'settings',
      await conn.execute(
        `SELECT theme, compact_mode AS "compactMode", language, discoverable, updated_at AS "updatedAt" FROM ${services.schema}.member_settings WHERE user_id = ?`,
        [memberId],
      ),
    );
  },
  async erase(services, memberId) {
    await services.orm.em.fork().getConnection().execute(`DELETE FROM ${services.schema}.member_settings WHERE user_id = ?`, [memberId]);
  },
};
