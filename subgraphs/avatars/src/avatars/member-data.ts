// A member's avatars in their export archive and in account deletion (docs/member-data-subgraphs.md).
// Export: every avatar with its tasks (prompts, states, results) and each stored GLB as a file.
// Erase: tasks still running are cancelled (their job finds its row gone and discards what it
// made), then the rows go in one transaction and the files after it; a second run finds nothing.
import type { MemberDataHooks } from '@pulse/kit';
import { cancelJob } from '@pulse/kit';
import { archiveFilePath, camelRows, deleteStoredFiles, exportStoredFile, memberSql, storageOf } from '@pulse/kit';
import { avatarTaskQueue } from './queues.js';

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []);

export const avatarMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const storage = storageOf(services);
    const avatars = await query((s) => `SELECT * FROM ${s}.avatars WHERE owner_id = ? ORDER BY created_at, id`, [memberId]);
    const tasks = await query(
      (s) =>
        `SELECT id, kind, avatar_id, state, progress, provider, input, result_url, error, attempts, created_at, updated_at, finished_at
           FROM ${s}.avatar_tasks WHERE owner_id = ? ORDER BY created_at, id`,
      [memberId],
    );
    const documents = [];
    for (const avatar of avatars) {
      const files: string[] = [];
      for (const key of keysOf(avatar.file_keys)) {
        const path = `${String(avatar.id)}/${key}`;
        if (await exportStoredFile(storage, out, path, key)) files.push(archiveFilePath(services, 'avatars', path));
      }
      const { file_keys: _keys, ...rest } = avatar;
      documents.push({ ...camelRows([rest])[0], files });
    }
    out.json('avatars', { avatars: documents, tasks: camelRows(tasks) });
  },

  async erase(services, memberId) {
    const { transaction } = memberSql(services);
    const { keys, jobs } = await transaction(async (run) => {
      const avatars = await run((s) => `DELETE FROM ${s}.avatars WHERE owner_id = ? RETURNING file_keys`, [memberId]);
      const tasks = await run((s) => `DELETE FROM ${s}.avatar_tasks WHERE owner_id = ? RETURNING boss_id, state`, [memberId]);
      return {
        keys: avatars.flatMap((a) => keysOf(a.file_keys)),
        jobs: tasks.filter((t) => t.boss_id && (t.state === 'queued' || t.state === 'running')).map((t) => String(t.boss_id)),
      };
    });
    // Best effort: a job that runs anyway finds its task gone and keeps nothing.
    for (const id of jobs) await cancelJob(services, avatarTaskQueue, id).catch(() => undefined);
    await deleteStoredFiles(storageOf(services), keys);
  },
};
