// The member's profile in their export; on deletion the row itself is anonymised by the
// deletion's own transaction (account-deletion/), so this hook only makes sure (idempotent:
// a row deleted before this hook existed, or restored from a backup, is anonymised again).
import type { MemberDataHooks } from '@pulse/kit';
import { DELETED_MEMBER_NAME, deletedEmailOf, deletedUsernameOf } from '../account-deletion/deleted-member.js';

export const userMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const [user] = await services.orm.em
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `SELECT id, name, username, email, email_verified AS "emailVerified", image, bio, bio_link AS "bioLink", role, suspended,
                created_at AS "createdAt", updated_at AS "updatedAt"
           FROM ${services.schema}.users WHERE id = ?`,
        [memberId],
      );
    if (user) out.json('profile', user);
  },
  async erase(services, memberId) {
    await services.orm.em
      .fork()
      .getConnection()
      .execute(
        `UPDATE ${services.schema}.users SET name = ?, username = ?, email = ?, image = NULL, bio = NULL, bio_link = NULL, suspended_reason = NULL,
                deleted_at = coalesce(deleted_at, now())
          WHERE id = ? AND (name <> ? OR username <> ? OR email <> ? OR image IS NOT NULL OR bio IS NOT NULL OR bio_link IS NOT NULL OR suspended_reason IS NOT NULL)`,
        [
          DELETED_MEMBER_NAME,
          deletedUsernameOf(memberId),
          deletedEmailOf(memberId),
          memberId,
          DELETED_MEMBER_NAME,
          deletedUsernameOf(memberId),
          deletedEmailOf(memberId),
        ],
      );
  },
};
