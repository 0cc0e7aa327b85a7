// Archives expire EXPORT_RETENTION_HOURS (48 by default) after they are ready: a sweep in every
// accounts process deletes each expired archive from storage and marks its row EXPIRED, every
// minute and at once when services.clock jumps (tests move it). Rows another process holds are
// skipped (FOR UPDATE SKIP LOCKED). The file goes first: a crash between the two leaves a READY
// row without a file (its link answers 410), swept again next pass, never a file without a row.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, startPeriodicSweep, type SubgraphServices } from '@pulse/kit';
import { archiveStorage } from './archive-store.js';

const log = createLogger('accounts.data-export-sweep');
const EVERY_MS = 60_000;

export async function sweepExpiredExports(services: SubgraphServices): Promise<number> {
  const storage = archiveStorage(services);
  return (services.orm.em as EntityManager).fork().transactional(async (tx) => {
    const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    const due = await run<{ id: string; archive_key: string | null }>(
      `SELECT id, archive_key FROM ${services.schema}.data_exports WHERE status = 'READY' AND expires_at <= ? ORDER BY expires_at LIMIT 200 FOR UPDATE SKIP LOCKED`,
      [services.clock.now()],
    );
    for (const row of due) if (row.archive_key) await storage.delete(row.archive_key);
    if (due.length) await run(`UPDATE ${services.schema}.data_exports SET status = 'EXPIRED', archive_key = NULL WHERE id IN (?)`, [due.map((r) => r.id)]);
    return due.length;
  });
}

export function startExportExpirySweep(services: SubgraphServices): () => Promise<void> {
  return startPeriodicSweep({ clock: services.clock, everyMs: EVERY_MS, log, name: 'data-export expiry sweep', runAtStart: true }, () => sweepExpiredExports(services));
}
