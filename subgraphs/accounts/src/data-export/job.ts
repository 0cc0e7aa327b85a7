// The export job (kit jobs.ts, pg-boss: durable, retried with backoff). It asks every subgraph
// of the registry for its share over the signed internal route (kit member-data/export-route.ts;
// a subgraph without export hooks answers 404 and is skipped), accounts' own share in process,
// and writes one zip: `<subgraph>/<part>/<name>.json`, `<subgraph>/<part>/files/...` and a
// README.md. A subgraph that cannot be reached fails the attempt (a retry later); after the last
// the export is FAILED, never READY with a part missing. The final transaction marks it READY
// and writes the "Your data export is ready" notice for social to deliver (accounts.notices).
import type { Readable } from 'node:stream';
import { zip as zipAsync, type Zippable } from 'fflate';
import { SUBGRAPHS } from '@pulse/kit/registry';
import {
  collectMemberExport,
  createLogger,
  enqueueEvent,
  fetchMemberExport,
  jobQueue,
  jobWorker,
  newId,
  type MemberExportEntry,
  type SubgraphServices,
} from '@pulse/kit';
import { archiveKeyOf, archiveStorage } from './archive-store.js';
import { archiveReadme } from './readme.js';
import { DataExportStatus } from './types.js';

export const DATA_EXPORT_QUEUE = jobQueue<{ exportId: string }>('data-export', { expireInSeconds: 1800, retryLimit: 4, retryDelaySeconds: 5 });
/** The notice's kind, as social's reader knows it (social/src/enums.ts). */
export const DATA_EXPORT_READY_KIND = 'DATA_EXPORT_READY';
export const DATA_EXPORT_READY_MESSAGE = 'Your data export is ready';
/** The bus topic that wakes social's reader of accounts.notices (a wake-up only; it also polls). */
export const ACCOUNT_NOTICES_TOPIC = 'accountNotices';

const log = createLogger('accounts.data-export');

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Accounts' own share, in this process (its hooks are this subgraph's parts). */
async function ownShare(services: SubgraphServices, memberId: string): Promise<MemberExportEntry[]> {
  // Imported here: index.ts imports this part, so a static import would be a cycle.
  const { accounts } = await import('../index.js');
  const entries = await collectMemberExport(services, accounts.memberData ?? [], memberId);
  const out: MemberExportEntry[] = [];
  for (const entry of entries) out.push({ path: entry.path, bytes: await bytesOf(await entry.open()) });
  return out;
}

async function runExport(services: SubgraphServices, exportId: string, progress: (percent: number) => Promise<void>): Promise<void> {
  const em = services.orm.em.fork();
  const run = <T>(sql: string, params: unknown[]) => em.getConnection().execute<T[]>(sql, params);
  const s = services.schema;
  const [row] = await run<{ member_id: string; status: string; created_at: Date }>(`SELECT member_id, status, created_at FROM ${s}.data_exports WHERE id = ?`, [
    exportId,
  ]);
  if (!row || (row.status !== DataExportStatus.PENDING && row.status !== DataExportStatus.RUNNING)) return;
  await run(`UPDATE ${s}.data_exports SET status = 'RUNNING' WHERE id = ?`, [exportId]);
  const memberId = row.member_id;
  const names = SUBGRAPHS.filter((entry) => entry.database).map((entry) => entry.name);
  const files: Zippable = {};
  const asked: string[] = [];
  for (const [index, name] of names.entries()) {
    let entries: MemberExportEntry[] | null;
    if (name === services.schema) entries = await ownShare(services, memberId);
    else {
      const url = services.config.subgraphUrls[name];
      if (!url) throw new Error(`No address for the ${name} subgraph (${name.toUpperCase()}_URL)`);
      entries = await fetchMemberExport(url, memberId, services);
    }
    if (entries) {
      asked.push(name);
      // Files are stored as they are (level 0): photos and videos do not compress; JSON does.
      for (const entry of entries) files[`${name}/${entry.path}`] = [entry.bytes, { level: entry.path.endsWith('.json') ? 6 : 0 }];
    }
    const percent = Math.round(((index + 1) / (names.length + 1)) * 100);
    await run(`UPDATE ${s}.data_exports SET progress = ? WHERE id = ?`, [percent, exportId]);
    await progress(percent);
  }
  files['README.md'] = Buffer.from(archiveReadme(memberId, new Date(row.created_at), Object.keys(files), asked));
  // Compressed on fflate's worker threads, not on this process's event loop: one member's big
  // archive must not hold up every other request accounts serves (sign-ins, tokens).
  const zip = await new Promise<Uint8Array>((resolve, reject) => zipAsync(files, (error, data) => (error ? reject(error) : resolve(data))));
  const key = archiveKeyOf(exportId);
  await archiveStorage(services).put(key, zip, 'application/zip');
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + services.config.dataExport.retentionHours * 3_600_000);
  await em.transactional(async (tx) => {
    const runTx = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
    await runTx(
      `UPDATE ${s}.data_exports SET status = 'READY', progress = 100, archive_key = ?, archive_bytes = ?, finished_at = ?, expires_at = ? WHERE id = ? AND status = 'RUNNING'`,
      [key, zip.length, now, expiresAt, exportId],
    );
    await runTx(`INSERT INTO ${s}.notices (id, recipient_id, actor_id, kind, message, created_at) VALUES (?, ?, ?, ?, ?, ?)`, [
      newId(),
      memberId,
      memberId,
      DATA_EXPORT_READY_KIND,
      DATA_EXPORT_READY_MESSAGE,
      now,
    ]);
    enqueueEvent(tx, ACCOUNT_NOTICES_TOPIC, { internal: true }, { source: 'accounts' });
  });
}

export const dataExportWorker = jobWorker(DATA_EXPORT_QUEUE, async (job, services) => {
  try {
    await runExport(services, job.data.exportId, (percent) => job.progress(percent));
  } catch (error) {
    log.warn('data export attempt failed', { exportId: job.data.exportId, attempt: job.retryCount, error: String(error) });
    if (job.retryCount >= job.retryLimit) {
      await services.orm.em
        .fork()
        .getConnection()
        .execute(`UPDATE ${services.schema}.data_exports SET status = 'FAILED', finished_at = ? WHERE id = ? AND status IN ('PENDING', 'RUNNING')`, [
          services.clock.now(),
          job.data.exportId,
        ]);
    }
    throw error;
  }
});
