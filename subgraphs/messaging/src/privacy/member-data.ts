// The member's privacy choices kept here, in their export, and removed with their account
// (docs/member-data.md, docs/settings.md).
import type { MemberDataHooks } from '@pulse/kit';

export const privacyMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    out.json(
      'privacy-settings',
      await conn.execute(`SELECT who_may_message_me AS "whoMayMessageMe", updated_at AS "updatedAt" FROM ${services.schema}.privacy_settings WHERE user_id = ?`, [
        memberId,
      ]),
    );
  },
  async erase(services, memberId) {
    await services.orm.em.fork().getConnection().execute(`DELETE FROM ${services.schema}.privacy_settings WHERE user_id = ?`, [memberId]);
  },
};
