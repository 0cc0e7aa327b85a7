// Webhooks in a member's data (docs/member-data.md). The owner's webhooks (never their
// secrets) are in their export and go with their apps. Deliveries name the member an event was
// for (member_id, and their username in the body): erasing a member deletes the deliveries made
// for them, on any app, and the webhooks they own with their deliveries (also by ON DELETE
// CASCADE; this is the idempotent guarantee).
import type { MemberDataHooks } from '@pulse/kit';

export const webhooksMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    out.json(
      'webhooks',
      await conn.execute(
        `SELECT id, app_id AS "appId", url, events, active, created_at AS "createdAt", updated_at AS "updatedAt"
           FROM ${services.schema}.webhooks WHERE owner_id = ? ORDER BY created_at`,
        [memberId],
      ),
    );
  },
  async erase(services, memberId) {
    const conn = services.orm.em.fork().getConnection();
    await conn.execute(`DELETE FROM ${services.schema}.webhook_deliveries WHERE member_id = ?`, [memberId]);
    await conn.execute(`DELETE FROM ${services.schema}.webhooks WHERE owner_id = ?`, [memberId]);
  },
};
