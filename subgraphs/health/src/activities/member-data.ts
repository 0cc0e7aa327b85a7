// A member's activities in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: every activity with its track; the file it was
// imported from is the uploads part's file (`importedFile`). Erase: the activities, then their
// files. An activity shared as a post is social's post: social erases it.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, deleteStoredFiles, memberSql, storageOf } from '@pulse/kit';
import { uploadPath } from '../uploads/member-data.js';

export const activityMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const rows = await memberSql(services).query((s) => `SELECT * FROM ${s}.activities WHERE owner_id = ? ORDER BY started_at, id`, [memberId]);
    out.json('activities', {
      activities: camelRows(rows).map((a) => ({ ...a, importedFile: typeof a.fileKey === 'string' ? uploadPath(services, a.fileKey) : null })),
    });
  },

  async erase(services, memberId) {
    const rows = await memberSql(services).transaction((run) => run((s) => `DELETE FROM ${s}.activities WHERE owner_id = ? RETURNING file_key`, [memberId]));
    await deleteStoredFiles(
      storageOf(services),
      rows.map((r) => r.file_key as string | null),
    );
  },
};
