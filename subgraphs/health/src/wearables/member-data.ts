// A member's wearables in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: each connection WITHOUT its key (key_cipher, and
// key_hint, a piece of it, stay out: secrets are never exported), the days and heart-rate
// samples it brought, and the sync and import jobs (their files are the uploads part's).
// Erase: jobs still queued or running are cancelled (best effort: a job that runs anyway finds
// its row gone), then every row goes in one transaction.
import type { MemberDataHooks } from '@pulse/kit';
import { cancelJob } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';
import { uploadPath } from '../uploads/member-data.js';
import { healthImportQueue } from '../imports/queue.js';
import { wearableSyncQueue } from './queues.js';

export const wearableMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const connections = await query(
      (s) => `SELECT id, provider, mode, status, last_synced_at, created_at FROM ${s}.wearable_connections WHERE owner_id = ? ORDER BY created_at, id`,
      [memberId],
    );
    const days = await query((s) => `SELECT * FROM ${s}.wearable_days WHERE owner_id = ? ORDER BY day, provider`, [memberId]);
    const samples = await query((s) => `SELECT provider, at, bpm FROM ${s}.heart_rate_samples WHERE owner_id = ? ORDER BY at, provider`, [memberId]);
    const jobs = await query(
      (s) =>
        `SELECT id, connection_id, provider, kind, data_types, state, progress, records, error, file_key, created_at, updated_at, finished_at
           FROM ${s}.sync_jobs WHERE owner_id = ? ORDER BY created_at, id`,
      [memberId],
    );
    out.json('wearables', {
      connections: camelRows(connections),
      days: camelRows(days),
      heartRateSamples: camelRows(samples),
      syncJobs: camelRows(jobs).map(({ fileKey, ...job }) => ({ ...job, importedFile: typeof fileKey === 'string' ? uploadPath(services, fileKey) : null })),
    });
  },

  async erase(services, memberId) {
    const jobs = await memberSql(services).transaction(async (run) => {
      const removed = await run((s) => `DELETE FROM ${s}.sync_jobs WHERE owner_id = ? RETURNING kind, state, boss_id`, [memberId]);
      await run((s) => `DELETE FROM ${s}.wearable_connections WHERE owner_id = ?`, [memberId]);
      await run((s) => `DELETE FROM ${s}.wearable_days WHERE owner_id = ?`, [memberId]);
      await run((s) => `DELETE FROM ${s}.heart_rate_samples WHERE owner_id = ?`, [memberId]);
      return removed.filter((j) => j.boss_id && (j.state === 'queued' || j.state === 'running'));
    });
    for (const job of jobs) {
      const queue = job.kind === 'sync' ? wearableSyncQueue : healthImportQueue;
      await cancelJob(services, queue, String(job.boss_id)).catch(() => undefined);
    }
  },
};
