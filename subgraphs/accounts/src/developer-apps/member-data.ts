// A member's registered apps in their export (never the secret hashes), and removed with their
// account (docs/member-data.md), with every token issued to those apps. The rows also go with
// the users row (ON DELETE CASCADE); this is the idempotent guarantee.
import type { MemberDataHooks } from '@pulse/kit';

export const developerAppsMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    out.json(
      'developer-apps',
      await conn.execute(
        `SELECT id AS "clientId", name, logo_url AS "logoUrl", redirect_uris AS "redirectUris", is_public AS "public", created_at AS "createdAt", updated_at AS "updatedAt"
           FROM ${services.schema}.developer_apps WHERE owner_id = ? ORDER BY created_at`,
        [memberId],
      ),
    );
  },
  async erase(services, memberId) {
    const rows = await services.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(`DELETE FROM ${services.schema}.developer_apps WHERE owner_id = ? RETURNING id`, [memberId]);
    for (const { id } of rows) await services.revocations.revokeApiTokens({ appId: id });
  },
};
