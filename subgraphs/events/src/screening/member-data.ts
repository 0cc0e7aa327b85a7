// What image screening holds about a member: the verdicts on the images they uploaded to events
// and the flags on those held for review. Exported as they are (the scores are about the
// member's own images). Erased with the member; an image of theirs still held is removed first,
// as a moderator's removal does (no event or product names it, its file deleted), because
// without its row a held image would read as never screened and be shown.
import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteStoredFiles, storageOf, type MemberDataHooks } from '@pulse/kit';
import { mediaUrlOf } from '@pulse/kit/media';

export const screeningMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    const s = `"${services.schema}"`;
    out.json('image-screening', {
      images: await conn.execute(
        `SELECT key AS "mediaId", status, scores, failure, review, created_at AS "uploadedAt" FROM ${s}.media_screenings WHERE user_id = ? ORDER BY created_at, key`,
        [memberId],
      ),
      heldForReview: await conn.execute(
        `SELECT content_kind AS "kind", content_id AS "contentId", reason, details, created_at AS "flaggedAt" FROM ${s}.moderation_flags WHERE author_id = ? ORDER BY created_at, id`,
        [memberId],
      ),
    });
  },
  async erase(services, memberId) {
    const s = `"${services.schema}"`;
    const now = services.clock.now();
    const held = await (services.orm.em.fork() as EntityManager).transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute<{ key: string }[]>(sql, params, 'all', tx.getTransactionContext());
      const keys = (await run(`SELECT key FROM ${s}.media_screenings WHERE user_id = ? AND review = 'HELD' FOR UPDATE`, [memberId])).map((r) => r.key);
      for (const url of keys.map(mediaUrlOf)) {
        await run(`UPDATE ${s}.events SET image_url = NULL, updated_at = ? WHERE image_url = ?`, [now, url]);
        await run(`UPDATE ${s}.shop_products SET images = images - ?::text, updated_at = ? WHERE images @> jsonb_build_array(?::text)`, [url, now, url]);
      }
      await run(`DELETE FROM ${s}.media_screenings WHERE user_id = ?`, [memberId]);
      await run(`DELETE FROM ${s}.moderation_flags WHERE author_id = ?`, [memberId]);
      return keys;
    });
    await deleteStoredFiles(storageOf(services), held);
  },
};
