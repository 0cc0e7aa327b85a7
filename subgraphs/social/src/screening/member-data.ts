// What screening holds about a member: the verdicts on the images they uploaded and the flags on
// their held posts and comments. Exported as they are (the scores are about the member's own
// images); erased with the member, as their posts and media are (a flag about content that no
// longer exists has nothing left for a moderator to review).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MemberDataHooks } from '@pulse/kit';

export const screeningMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    out.json('image-screening', {
      images: await conn.execute(
        `SELECT key AS "mediaId", status, scores, failure, created_at AS "uploadedAt" FROM ${s}.media_screenings WHERE user_id = ? ORDER BY created_at`,
        [memberId],
      ),
      heldForReview: await conn.execute(
        `SELECT content_kind AS "kind", content_id AS "contentId", reason, details, created_at AS "flaggedAt" FROM ${s}.moderation_flags WHERE author_id = ? ORDER BY created_at`,
        [memberId],
      ),
    });
  },
  async erase(services, memberId) {
    const s = services.schema;
    await (services.orm.em.fork() as EntityManager).transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
      await run(`DELETE FROM ${s}.media_screenings WHERE user_id = ?`, [memberId]);
      await run(`DELETE FROM ${s}.moderation_flags WHERE author_id = ?`, [memberId]);
    });
  },
};
