// The export job (kit jobs.ts, pg-boss: durable, retried with backoff). It asks every subgraph
// of the registry for its share over the signed internal route (kit member-data/export-route.ts;
// a subgraph without export hooks answers 404 and is skipped), accounts' own share in process,
// and writes one zip: `<subgraph>/<part>/<name>.json`, `<subgraph>/<part>/files/...` and a
// README.md. Everything streams (archive-writer.ts): one entry at a time, each read in pieces
// from its subgraph's answer as the archive's storage takes them, so the job's memory does not
// grow with the member's media. A subgraph that cannot be reached fails the attempt (a retry
// later); after the last the export is FAILED, never READY with a part missing. An archive past
// EXPORT_MAX_BYTES is FAILED at once (no retry makes it smaller), with the reason the member
// reads. The final transaction marks it READY and writes the "Your data export is ready" notice
// for social to deliver (accounts.notices).
import type { Readable } from 'node:stream';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { collectMemberExport, createLogger, enqueueEvent, fetchMemberExport, jobQueue, jobWorker, newId, type SubgraphServices } from '@pulse/kit';
import { archiveKeyOf, archiveStorage } from './archive-store.js';
import { ArchiveTooLargeError, writeArchive, type ArchiveEntry } from './archive-writer.js';
import { archiveReadme } from './readme.js';
import { DataExportStatus } from './types.js';

export const DATA_EXPORT_QUEUE = jobQueue<{ exportId: string }>('data-export', { expireInSeconds: 1800, retryLimit: 4, retryDelaySeconds: 5 });
/** The notice's kind, as social's reader knows it (social/src/enums.ts). */
export const DATA_EXPORT_READY_KIND = 'DATA_EXPORT_READY';
export const DATA_EXPORT_READY_MESSAGE = 'Your data export is ready';
/** The bus topic that wakes social's reader of accounts.notices (a wake-up only; it also polls). */
export const ACCOUNT_NOTICES_TOPIC = 'accountNotices';

/** What the member reads when the archive passed EXPORT_MAX_BYTES (or the files a zip holds). */
export const EXPORT_TOO_LARGE = 'Your export is too large to make into one archive (over {limit}). Delete photos or videos you no longer need and start a new export.';
export const EXPORT_TOO_MANY_FILES = 'Your export has too many files to make into one archive (over {limit}). Delete files you no longer need and start a new export.';
/** What the member reads when every attempt failed (a part of Pulse could not be reached). */
export const EXPORT_FAILED = 'Your export could not be completed. Please start a new one later.';

const log = createLogger('accounts.data-export');

/** A byte count as the member reads it: "10 GB", "500 MB" (decimal units, as storage is sold). */
export function sizeInWords(bytes: number): string {
  for (const [unit, size] of [
    ['GB', 1e9],
    ['MB', 1e6],
    ['KB', 1e3],
  ] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

export function tooLargeMessage(error: ArchiveTooLargeError): string {
  return error.limit === 'bytes'
    ? EXPORT_TOO_LARGE.replace('{limit}', sizeInWords(error.max))
    : EXPORT_TOO_MANY_FILES.replace('{limit}', error.max.toLocaleString('en-US'));
}

async function* chunksOf(body: Readable | Buffer): AsyncGenerator<Uint8Array> {
  if (Buffer.isBuffer(body)) yield body;
  else for await (const chunk of body) yield chunk as Uint8Array;
}

/** Accounts' own share, in this process (its hooks are this subgraph's parts), each file opened in its turn. */
async function* ownShare(services: SubgraphServices, memberId: string): AsyncGenerator<ArchiveEntry> {
  // Imported here: index.ts imports this part, so a static import would be a cycle.
  const { accounts } = await import('../index.js');
  for (const entry of await collectMemberExport(services, accounts.memberData ?? [], memberId)) {
    yield { path: entry.path, body: chunksOf(await entry.open()) };
  }
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

  // The archive's entries, subgraph by subgraph; the README last, written from the paths that went in.
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    const paths: string[] = [];
    const asked: string[] = [];
    for (const [index, name] of names.entries()) {
      let share: AsyncIterable<ArchiveEntry> | null;
      if (name === services.schema) share = ownShare(services, memberId);
      else {
        const url = services.config.subgraphUrls[name];
        if (!url) throw new Error(`No address for the ${name} subgraph (${name.toUpperCase()}_URL)`);
        share = await fetchMemberExport(url, memberId, services);
      }
      if (share) {
        asked.push(name);
        for await (const entry of share) {
          paths.push(`${name}/${entry.path}`);
          yield { path: `${name}/${entry.path}`, body: entry.body };
        }
      }
      const percent = Math.round(((index + 1) / (names.length + 1)) * 100);
      await run(`UPDATE ${s}.data_exports SET progress = ? WHERE id = ?`, [percent, exportId]);
      await progress(percent);
    }
    paths.push('README.md');
    yield { path: 'README.md', body: chunksOf(Buffer.from(archiveReadme(memberId, new Date(row.created_at), paths, asked))) };
  }

  const key = archiveKeyOf(exportId);
  const archive = await writeArchive(archiveStorage(services), key, entries(), services.config.dataExport.maxBytes);
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + services.config.dataExport.retentionHours * 3_600_000);
  await em.transactional(async (tx) => {
    const runTx = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
    await runTx(
      `UPDATE ${s}.data_exports SET status = 'READY', progress = 100, archive_key = ?, archive_bytes = ?, finished_at = ?, expires_at = ? WHERE id = ? AND status = 'RUNNING'`,
      [key, archive.bytes, now, expiresAt, exportId],
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

/** Ends an export as FAILED with the reason its member reads. */
async function failExport(services: SubgraphServices, exportId: string, failure: string): Promise<void> {
  await services.orm.em
    .fork()
    .getConnection()
    .execute(`UPDATE ${services.schema}.data_exports SET status = 'FAILED', failure = ?, finished_at = ? WHERE id = ? AND status IN ('PENDING', 'RUNNING')`, [
      failure,
      services.clock.now(),
      exportId,
    ]);
}

export const dataExportWorker = jobWorker(DATA_EXPORT_QUEUE, async (job, services) => {
  try {
    await runExport(services, job.data.exportId, (percent) => job.progress(percent));
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) {
      // The member's data is what it is: another attempt would make the same archive. Done, not retried.
      log.warn('data export too large', { exportId: job.data.exportId, limit: error.limit, max: error.max });
      await failExport(services, job.data.exportId, tooLargeMessage(error));
      return;
    }
    log.warn('data export attempt failed', { exportId: job.data.exportId, attempt: job.retryCount, error: String(error) });
    if (job.retryCount >= job.retryLimit) await failExport(services, job.data.exportId, EXPORT_FAILED);
    throw error;
  }
});
