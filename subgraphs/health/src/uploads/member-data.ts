// The files a member uploaded to health (meal photos, activity files, health exports, exercise
// videos), in their export archive and in account deletion (docs/member-data-subgraphs.md).
// Every stored file of a member has its row here, so this part exports each once, at
// `health/uploads/files/<key>`, and the other parts' documents point at that path. Erase: the rows, then the
// stored objects.
import type { MemberDataHooks, SubgraphServices } from '@pulse/kit';
import { archiveFilePath, camelRows, deleteStoredFiles, exportStoredFile, memberSql, storageOf } from '@pulse/kit';

/** Where an uploaded file sits in the archive (`health/uploads/files/<key>`): how the other parts' documents point at it. */
export const uploadPath = (services: SubgraphServices, key: string) => archiveFilePath(services, 'uploads', key);

export const uploadMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const storage = storageOf(services);
    const rows = await memberSql(services).query(
      (s) => `SELECT id, key, purpose, content_type, size_bytes, original_name, created_at FROM ${s}.uploads WHERE owner_id = ? ORDER BY created_at, id`,
      [memberId],
    );
    const uploads = [];
    for (const row of camelRows(rows)) {
      const key = String(row.key);
      uploads.push({ ...row, file: (await exportStoredFile(storage, out, key, key)) ? uploadPath(services, key) : null });
    }
    out.json('uploads', { uploads });
  },

  async erase(services, memberId) {
    const rows = await memberSql(services).transaction((run) => run((s) => `DELETE FROM ${s}.uploads WHERE owner_id = ? RETURNING key`, [memberId]));
    await deleteStoredFiles(
      storageOf(services),
      rows.map((r) => String(r.key)),
    );
  },
};
