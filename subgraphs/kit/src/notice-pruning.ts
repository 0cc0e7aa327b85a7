// Pruning delivered notices, for every subgraph whose `<schema>.notices` social's reader delivers
// (social/src/notifications/event-notices.ts: events, admin, accounts). A notice row is only
// needed until social has delivered it; after that it is kept for the subgraph's retention (a
// cursor set back by hand can still re-read that far, which delivers nothing twice) and then
// deleted, so the table does not grow forever. A notice social has not delivered is never
// deleted, however old: social may be down for days and must catch up.
//
// Where "delivered" comes from: no subgraph reads another's tables (DESIGN.md), so the source
// cannot read social's `notice_cursors`. Social's reader announces its cursor after each pass
// that moved it, on the bus (internal `<topic>Delivered` { source, txid, seq }, queued in
// social's outbox in the same transaction as the cursor, so it is never ahead of what
// committed). Every process of the source records the highest announcement in its own
// `notice_marks` row. A lost announcement (the source down at the time) only delays pruning
// until the next one; it never prunes too much.
//
// The sweep (kit's startPeriodicSweep) runs every PRUNE_EVERY_MS and whenever services.clock
// jumps (tests move it), in batches of NOTICE_PRUNE_BATCH rows, each its own short statement (rows
// another process is deleting are skipped), so it never holds locks for long; social's reader
// takes no locks on notices. Written once here: events pruned this way alone before, and the
// admin and accounts notices grew forever.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlMigration } from './db.js';
import type { BusEvent } from './bus.js';
import { createLogger } from './logger.js';
import { startPeriodicSweep } from './periodic-sweep.js';
import type { SubgraphServices } from './subgraph.js';

/** The one reader of notices. */
const READER = 'social';
export const NOTICE_PRUNE_BATCH = 500;
const PRUNE_EVERY_MS = 10 * 60_000;
const DIGITS = /^\d{1,20}$/;
const log = createLogger('notice-pruning');

/** True when PostgreSQL says the table is not there (its notices are not migrated yet). */
const missingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

/**
 * The table of social's announcements and the index the age test reads, for a subgraph whose
 * notices table another part may create (`IF NOT EXISTS` both, in the notices' own shape).
 */
export const noticeMarksMigration = (name: string): SqlMigration => ({
  name,
  up: (s) => [
    `CREATE TABLE IF NOT EXISTS ${s}.notices (
       id text PRIMARY KEY,
       txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
       seq bigserial NOT NULL,
       recipient_id text NOT NULL,
       actor_id text NOT NULL,
       kind text NOT NULL,
       message text NOT NULL,
       event_id text,
       challenge_id text,
       community_id text,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX IF NOT EXISTS notices_order ON ${s}.notices (txid, seq)`,
    `CREATE TABLE IF NOT EXISTS ${s}.notice_marks (
       reader text PRIMARY KEY,
       txid xid8 NOT NULL,
       seq bigint NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX IF NOT EXISTS notices_created ON ${s}.notices (created_at)`,
  ],
});

/** Records social's announcement `{ txid, seq }` in `schema` (kept only if beyond the one recorded). */
export async function recordNoticesDelivered(em: EntityManager, schema: string, data: Record<string, unknown>): Promise<void> {
  const { txid, seq } = data;
  if (typeof txid !== 'string' || typeof seq !== 'string' || !DIGITS.test(txid) || !DIGITS.test(seq)) {
    log.warn('an unreadable delivery announcement was ignored', { schema, data });
    return;
  }
  await em.getConnection().execute(
    `INSERT INTO ${schema}.notice_marks AS m (reader, txid, seq, updated_at) VALUES (?, ?::xid8, ?::bigint, now())
     ON CONFLICT (reader) DO UPDATE SET txid = excluded.txid, seq = excluded.seq, updated_at = now()
      WHERE (m.txid, m.seq) < (excluded.txid, excluded.seq)`,
    [READER, txid, seq],
  );
}

/** Deletes the delivered notices of `schema` created before `now - retentionMs`, `batch` at a time; answers how many. */
export async function pruneDeliveredNoticesIn(em: EntityManager, schema: string, now: Date, retentionMs: number, batch = NOTICE_PRUNE_BATCH): Promise<number> {
  const before = new Date(now.getTime() - retentionMs);
  let deleted = 0;
  for (;;) {
    const rows = await em.getConnection().execute<unknown[]>(
      `WITH doomed AS (
         SELECT n.id FROM ${schema}.notices n, ${schema}.notice_marks m
          WHERE m.reader = ? AND n.created_at < ? AND (n.txid, n.seq) <= (m.txid, m.seq)
          ORDER BY n.created_at LIMIT ${batch} FOR UPDATE OF n SKIP LOCKED)
       DELETE FROM ${schema}.notices WHERE id IN (SELECT id FROM doomed) RETURNING 1`,
      [READER, before],
    );
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

export interface NoticePruningOptions {
  /** Social's announcement for this source (`eventNoticesDelivered`, `adminNoticesDelivered`, ...). */
  deliveredTopic: string;
  /** How long a delivered notice is kept (the subgraph's config). */
  retentionMs: number;
}

/**
 * A notices part's background work in `services.schema`: recording social's announcements, and
 * the prune sweep on services.clock. The answer stops both.
 */
export function startDeliveredNoticePruning(services: SubgraphServices, { deliveredTopic, retentionMs }: NoticePruningOptions): () => Promise<void> {
  const schema = services.schema;
  let recording = Promise.resolve();
  const unsubscribe = services.bus.subscribe(deliveredTopic, (event: BusEvent) => {
    // One at a time, in the order heard (each keeps only a higher mark anyway).
    recording = recording
      .then(() => recordNoticesDelivered(services.orm.em.fork(), schema, event.data))
      .catch((error) => log.error('recording a delivery announcement failed', { schema, error: String(error) }));
  });
  const stopSweep = startPeriodicSweep({ clock: services.clock, everyMs: PRUNE_EVERY_MS, log, name: `${schema} notice prune`, runAtStart: true }, () =>
    pruneDeliveredNoticesIn(services.orm.em.fork(), schema, services.clock.now(), retentionMs).catch((error) => {
      if (!missingTable(error)) throw error; // not migrated yet: nothing to prune
    }),
  );
  return async () => {
    unsubscribe();
    await stopSweep();
    await recording;
  };
}
