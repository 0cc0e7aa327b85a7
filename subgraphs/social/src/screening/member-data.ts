// What screening holds about a member: the verdicts on the images they uploaded and the flags on
// their held posts and comments. Exported as they are (the scores are about the member's own
// images); erased with the member, as their posts and media are (a flag about content that no
// longer exists has nothing left for a moderator to review). The only owner of these tables'
// erasure: the posts capability's hook erases the posts and their media and leaves these alone.
// A verdict row is the one record of an image uploaded but never posted, so the image files go
// here too (exported with the verdicts): files first, then the rows, so a crash leaves a row
// naming a missing file (erased again on the next run), never a file nobody can find. No foreign
// key ties these tables to the posts, so the order of the two hooks does not matter.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createStorage, type MemberDataHooks } from '@pulse/kit';

/** The storage keys of every image the member uploaded (each has a verdict row). */
const uploadedKeys = async (em: EntityManager, s: string, memberId: string): Promise<string[]> =>
  (await em.getConnection().execute<{ key: string }[]>(`SELECT key FROM ${s}.media_screenings WHERE user_id = ? ORDER BY created_at`, [memberId])).map((r) => r.key);

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
    const storage = createStorage(services.config);
    for (const key of await uploadedKeys(services.orm.em.fork() as EntityManager, s, memberId)) {
      out.file(key, async () => (await storage.get(key))?.body ?? Buffer.alloc(0));
    }
  },
  async erase(services, memberId) {
    const s = services.schema;
    const em = services.orm.em.fork() as EntityManager;
    const storage = createStorage(services.config);
    for (const key of await uploadedKeys(em, s, memberId)) await storage.delete(key);
    await em.transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
      await run(`DELETE FROM ${s}.media_screenings WHERE user_id = ?`, [memberId]);
      await run(`DELETE FROM ${s}.moderation_flags WHERE author_id = ?`, [memberId]);
    });
  },
};
