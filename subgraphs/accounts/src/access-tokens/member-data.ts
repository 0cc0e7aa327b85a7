// A member's personal access tokens in their export (what each was for, may do, and when it was
// made, expires, was last used and revoked: never the hash), and removed with their account
// (docs/member-data.md). The deletion's suspension already ended every token; this removes the rows.
import type { MemberDataHooks } from '@pulse/kit';

export const accessTokensMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    out.json(
      'personal-access-tokens',
      await services.orm.em
        .fork()
        .getConnection()
        .execute(
          `SELECT id, name, scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"
             FROM platform.api_tokens WHERE user_id = ? AND kind = 'personal' ORDER BY created_at`,
          [memberId],
        ),
    );
  },
  async erase(services, memberId) {
    await services.revocations.revokeApiTokens({ userId: memberId });
    await services.orm.em.fork().getConnection().execute(`DELETE FROM platform.api_tokens WHERE user_id = ? AND kind = 'personal'`, [memberId]);
  },
};
