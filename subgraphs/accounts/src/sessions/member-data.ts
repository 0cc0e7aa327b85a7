// Sign-ins and known devices: exported without anything that signs in (no token, no device
// secret: the table keeps only its hash, and that is left out too); erased on deletion (the
// deletion's transaction already removed them; this is the idempotent guarantee).
import type { MemberDataHooks } from '@pulse/kit';

export const sessionMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    out.json(
      'sessions',
      await conn.execute(
        `SELECT id, created_at AS "createdAt", last_seen_at AS "lastSeenAt", user_agent AS "userAgent", ip, revoked_at AS "revokedAt"
           FROM ${s}.sessions WHERE user_id = ? ORDER BY created_at`,
        [memberId],
      ),
    );
    out.json(
      'known-devices',
      await conn.execute(`SELECT created_at AS "firstSeenAt", last_used_at AS "lastUsedAt" FROM ${s}.known_devices WHERE user_id = ? ORDER BY created_at`, [memberId]),
    );
  },
  async erase(services, memberId) {
    const conn = services.orm.em.fork().getConnection();
    await conn.execute(`DELETE FROM ${services.schema}.sessions WHERE user_id = ?`, [memberId]);
    await conn.execute(`DELETE FROM ${services.schema}.known_devices WHERE user_id = ?`, [memberId]);
  },
};
