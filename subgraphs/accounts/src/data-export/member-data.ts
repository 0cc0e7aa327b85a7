// The exports a member asked for are data about them too: listed in the archive, and on
// deletion their archives are removed from storage and the rows go.
import type { MemberDataHooks } from '@pulse/kit';
import { archiveStorage } from './archive-store.js';

export const dataExportMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const rows = await services.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; status: string; created_at: Date }[]>(
        `SELECT id, status, created_at FROM ${services.schema}.data_exports WHERE member_id = ? ORDER BY created_at`,
        [memberId],
      );
    out.json(
      'exports',
      rows.map((r) => ({ id: r.id, status: r.status, createdAt: new Date(r.created_at).toISOString() })),
    );
  },
  async erase(services, memberId) {
    const conn = services.orm.em.fork().getConnection();
    const rows = await conn.execute<{ archive_key: string | null }[]>(`SELECT archive_key FROM ${services.schema}.data_exports WHERE member_id = ?`, [memberId]);
    const storage = archiveStorage(services);
    for (const row of rows) if (row.archive_key) await storage.delete(row.archive_key);
    await conn.execute(`DELETE FROM ${services.schema}.data_exports WHERE member_id = ?`, [memberId]);
    await conn.execute(`DELETE FROM ${services.schema}.notices WHERE recipient_id = ? OR actor_id = ?`, [memberId, memberId]);
  },
};
