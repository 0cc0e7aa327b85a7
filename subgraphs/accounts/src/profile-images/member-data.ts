// The pictures a member uploaded: each a file of the archive; on deletion removed from storage,
// then their rows (a crash between the two deletes the missing file again: no error). With them
// what screening holds: each picture's verdict, the picture waiting for or held by screening, and
// the moderation flags about them (a flag about a picture that no longer exists has nothing left
// for a moderator to review).
import type { MemberDataHooks } from '@pulse/kit';
import { createStorage } from '@pulse/kit';

export const profileImageMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const rows = await services.orm.em
      .fork()
      .getConnection()
      .execute<{ key: string; created_at: Date }[]>(`SELECT key, created_at FROM ${services.schema}.profile_images WHERE user_id = ? ORDER BY created_at`, [memberId]);
    const storage = createStorage(services.config);
    out.json(
      'images',
      rows.map((r) => ({ file: `files/${r.key}`, uploadedAt: new Date(r.created_at).toISOString() })),
    );
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    out.json('screening', {
      verdicts: await conn.execute(
        `SELECT key AS "mediaId", status, scores, failure, created_at AS "uploadedAt" FROM ${s}.profile_image_screenings WHERE user_id = ? ORDER BY created_at`,
        [memberId],
      ),
      pending:
        (await conn.execute(`SELECT url, held, created_at AS "chosenAt" FROM ${s}.pending_profile_images WHERE user_id = ? AND slot = 'IMAGE'`, [memberId]))[0] ?? null,
      pendingBanner:
        (await conn.execute(`SELECT url, held, created_at AS "chosenAt" FROM ${s}.pending_profile_images WHERE user_id = ? AND slot = 'BANNER'`, [memberId]))[0] ?? null,
      heldForReview: await conn.execute(
        `SELECT content_kind AS "kind", reason, details, created_at AS "flaggedAt" FROM ${s}.moderation_flags WHERE author_id = ? ORDER BY created_at`,
        [memberId],
      ),
    });
    for (const row of rows) {
      out.file(row.key, async () => {
        const object = await storage.get(row.key);
        return object ? object.body : Buffer.alloc(0);
      });
    }
  },
  async erase(services, memberId) {
    const conn = services.orm.em.fork().getConnection();
    const rows = await conn.execute<{ key: string }[]>(`SELECT key FROM ${services.schema}.profile_images WHERE user_id = ?`, [memberId]);
    const storage = createStorage(services.config);
    for (const row of rows) await storage.delete(row.key);
    // The verdicts and the pending picture go with their profile_images rows (ON DELETE CASCADE).
    await conn.execute(`DELETE FROM ${services.schema}.profile_images WHERE user_id = ?`, [memberId]);
    await conn.execute(`DELETE FROM ${services.schema}.moderation_flags WHERE author_id = ?`, [memberId]);
  },
};
