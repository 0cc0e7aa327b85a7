// Pruning delivered notices. A notice row is only needed until social has delivered it; after
// that it is kept EVENT_NOTICE_RETENTION_DAYS (7 by default: a cursor set back by hand can still
// re-read a week, which delivers nothing twice) and then deleted, so the table does not grow
// forever. A notice social has not delivered is never deleted, however old (social may be down
// for days and must catch up; docs/events.md, "Notifications").
//
// Where "delivered" comes from: the events subgraph does not read social's tables (DESIGN.md:
// no subgraph reads another's). Social's reader announces its cursor after each pass that moved
// it, on the bus (internal `eventNoticesDelivered`, queued in social's outbox in the same
// transaction as the cursor, so it is never ahead of what committed). Every events process
// records the highest announcement in its own `notice_marks` row. A lost announcement (events
// down at the time) only delays pruning until the next one; it never prunes too much.
//
// The sweep runs every PRUNE_EVERY_MS and whenever services.clock jumps (tests move it), in
// batches of PRUNE_BATCH rows, each its own short statement (rows another process is deleting
// are skipped), so it never holds locks for long; social's reader takes no locks on notices.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, startPeriodicSweep, type BusEvent, type SubgraphServices } from '@pulse/kit';

/** Social's reader announces on it (subgraphs/social/src/notifications/event-notices.ts). */
export const NOTICES_DELIVERED_TOPIC = 'eventNoticesDelivered';
/** The one reader of notices. */
const READER = 'social';
export const PRUNE_BATCH = 500;
const PRUNE_EVERY_MS = 10 * 60_000;
const log = createLogger('events.notices');

const DIGITS = /^\d{1,20}$/;

/** Records social's announcement `{ txid, seq }` (kept only if beyond the one recorded). */
export async function recordDelivered(em: EntityManager, data: Record<string, unknown>): Promise<void> {
  const { txid, seq } = data;
  if (typeof txid !== 'string' || typeof seq !== 'string' || !DIGITS.test(txid) || !DIGITS.test(seq)) {
    log.warn('an unreadable delivery announcement was ignored', { data });
    return;
  }
  await em.getConnection().execute(
    `INSERT INTO events.notice_marks AS m (reader, txid, seq, updated_at) VALUES (?, ?::xid8, ?::bigint, now())
     ON CONFLICT (reader) DO UPDATE SET txid = excluded.txid, seq = excluded.seq, updated_at = now()
      WHERE (m.txid, m.seq) < (excluded.txid, excluded.seq)`,
    [READER, txid, seq],
  );
}

/** Deletes the delivered notices created before `now - retentionMs`, `batch` at a time; answers how many. */
export async function pruneDeliveredNotices(em: EntityManager, now: Date, retentionMs: number, batch = PRUNE_BATCH): Promise<number> {
  const before = new Date(now.getTime() - retentionMs);
  let deleted = 0;
  for (;;) {
    const rows = await em.getConnection().execute<unknown[]>(
      `WITH doomed AS (
         SELECT n.id FROM events.notices n, events.notice_marks m
          WHERE m.reader = ? AND n.created_at < ? AND (n.txid, n.seq) <= (m.txid, m.seq)
          ORDER BY n.created_at LIMIT ${batch} FOR UPDATE OF n SKIP LOCKED)
       DELETE FROM events.notices WHERE id IN (SELECT id FROM doomed) RETURNING 1`,
      [READER, before],
    );
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

/** The notices part's background work: recording social's announcements, and the prune sweep. The answer stops both. */
export function startNoticePruning(services: SubgraphServices): () => Promise<void> {
  let recording = Promise.resolve();
  const unsubscribe = services.bus.subscribe(NOTICES_DELIVERED_TOPIC, (event: BusEvent) => {
    // One at a time, in the order heard (each keeps only a higher mark anyway).
    recording = recording
      .then(() => recordDelivered(services.orm.em.fork(), event.data))
      .catch((error) => log.error('recording a delivery announcement failed', { error: String(error) }));
  });
  const stopSweep = startPeriodicSweep({ clock: services.clock, everyMs: PRUNE_EVERY_MS, log, name: 'notice prune', runAtStart: true }, () =>
    pruneDeliveredNotices(services.orm.em.fork(), services.clock.now(), services.config.notices.retentionMs),
  );
  return async () => {
    unsubscribe();
    await stopSweep();
    await recording;
  };
}
