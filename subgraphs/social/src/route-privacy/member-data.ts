// The member's route privacy in their export, and removed with their account (docs/member-data.md).
import type { MemberDataHooks } from '@pulse/kit';

export const routePrivacyMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    out.json(
      'route-privacy',
      await services.orm.em
        .fork()
        .getConnection()
        .execute(
          `SELECT hide_ends_m AS "hideEndsMetres", zones, pace_visibility AS "paceVisibility", heart_rate_visibility AS "heartRateVisibility", updated_at AS "updatedAt" FROM ${services.schema}.route_privacy WHERE user_id = ?`,
          [memberId],
        ),
    );
  },
  async erase(services, memberId) {
    await services.orm.em.fork().getConnection().execute(`DELETE FROM ${services.schema}.route_privacy WHERE user_id = ?`, [memberId]);
  },
};
