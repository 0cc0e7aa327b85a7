// The pictures a member uploaded: each a file of the archive; on deletion removed from storage,
// then their rows (a crash between the two deletes the missing file again: no error).
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
    await conn.execute(`DELETE FROM ${services.schema}.profile_images WHERE user_id = ?`, [memberId]);
  },
};
