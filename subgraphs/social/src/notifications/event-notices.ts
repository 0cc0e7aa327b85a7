// Delivers other subgraphs' notices as notifications. Each source subgraph writes its notices
// into its own `<source>.notices` table (one shape for all: events/src/notices/migrations.ts)
// in the transaction of the change it tells about: the events subgraph (event approvals,
// waitlist promotions, reminders, challenge milestones: events/src/notices/notice-members.ts),
// the admin subgraph (moderation: warnings, removed content, the outcome of a report:
// admin/src/moderation/notices.ts) and accounts ("your data export is ready"). This reader,
// running in every social process, takes each source's rows in commit order and turns each into
// a notification row plus its `notificationCreated` event, in one transaction with that
// source's cursor (`notice_cursors`, one row per source). A source whose table does not exist
// yet (that subgraph has not migrated, or has no notices yet) is skipped until it does.
//
// Why a table and a cursor and not the bus: an event on the bus is gone when social is not
// listening, and the outbox keeps published rows for a day only. A notice stays in its table,
// so social catches up however long it was down (docs/events.md, "Notifications").
//
// Exactly once, whatever happens:
// - Order: rows are taken in (txid, seq) order, and only below the oldest transaction still
//   running (pg_snapshot_xmin), so a slow transaction cannot commit a row behind the cursor.
// - Idempotent: the cursor moves in the same transaction as the inserts, and each notification
//   is unique on its notice id (source_id), so a pass repeated after a crash inserts nothing.
// - Several social processes: each pass holds a transaction-level advisory lock (not a row lock,
//   which would give the pass a transaction id of its own and hold back its own xmin).
// - Preferences: a member who turned the family off (`events`, `challenges`) gets nothing;
//   the notice is passed over for good, as notify() does for social's own kinds. Moderation
//   kinds have no switch (PREFERENCE_OF: null): a warning is always delivered.
//
// Woken by the source's bus event (`eventNotices`, `adminNotices`, `accountNotices`) the source
// queues beside its notices, with a safety poll; rows held back by a running transaction are
// retried shortly. Each source has its own reader loop: one source failing does not hold back
// another.
//
// After each pass that moved a cursor it announces it (internal `<topic>Delivered`
// { source, txid, seq }, in the same transaction, through the outbox): the source subgraph may
// prune what is at or below it once old enough, without reading social's tables
// (events/notices/prune.ts). Each source has its own topic, so one source's cursor (txids are
// global) is never taken for another's.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, enqueueEvent, newId, type SubgraphServices } from '@pulse/kit';
import { NotificationKind } from '../enums.js';
import { NotificationPreferences } from './entities.js';
import { wants } from './notify.js';

/** A subgraph whose notices are read: its schema (the registry's name) and its bus topics. */
export interface NoticeSource {
  /** The schema holding its `notices` table. */
  source: string;
  /** The internal bus event it queues beside its notices (wakes the reader). */
  topic: string;
  /** Announces how far the reader has delivered (the source may prune behind it). */
  deliveredTopic: string;
}

/** The bus topic the events subgraph publishes (internal) when it wrote notices. */
export const EVENT_NOTICES_TOPIC = 'eventNotices';
/** Announces how far the reader has delivered: the events subgraph prunes behind it (events/notices/prune.ts). */
export const EVENT_NOTICES_DELIVERED_TOPIC = 'eventNoticesDelivered';
/** The events subgraph's schema (the default source). */
export const NOTICE_SOURCE = 'events';

/** Every source read, in no particular order (each has its own cursor and loop). */
export const NOTICE_SOURCES: readonly NoticeSource[] = [
  { source: NOTICE_SOURCE, topic: EVENT_NOTICES_TOPIC, deliveredTopic: EVENT_NOTICES_DELIVERED_TOPIC },
  // Moderation (admin/src/moderation/notices.ts).
  { source: 'admin', topic: 'adminNotices', deliveredTopic: 'adminNoticesDelivered' },
  // "Your data export is ready" (accounts; the table may not exist yet).
  { source: 'accounts', topic: 'accountNotices', deliveredTopic: 'accountNoticesDelivered' },
];

/** The topics the reader listens to (notifications' part.ts). */
export const NOTICE_TOPICS = NOTICE_SOURCES.map((s) => s.topic);

const BATCH = 500;
const SAFETY_POLL_MS = 5000;
const HELD_BACK_RETRY_MS = 100;
const log = createLogger('notices');

interface NoticeRow {
  id: string;
  txid: string;
  seq: string;
  recipient_id: string;
  actor_id: string;
  kind: string;
  message: string;
  event_id: string | null;
  challenge_id: string | null;
  community_id: string | null;
  created_at: Date;
}

const KINDS = new Set<string>(Object.values(NotificationKind));

/** True when PostgreSQL says the table is not there (the events subgraph has not migrated yet). */
export const missingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

const sourceOf = (source: string): NoticeSource => {
  const known = NOTICE_SOURCES.find((s) => s.source === source);
  if (!known) throw new Error(`Unknown notice source ${source}`);
  return known;
};

/**
 * One pass: delivers up to BATCH notices. Returns how many were taken and whether notices
 * beyond the cursor are still waiting (held back by a running transaction, or past the batch).
 */
export async function deliverNotices(em: EntityManager, schema: string, source = NOTICE_SOURCE): Promise<{ taken: number; waiting: boolean }> {
  const { deliveredTopic } = sourceOf(source);
  return em.transactional(async (tx) => {
    const run = <T>(sql: string, params: unknown[] = []) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    await run(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`${schema}.notice_cursors.${source}`]);
    const [cursor] = await run<{ txid: string; seq: string }>(`SELECT txid::text AS txid, seq::text AS seq FROM ${schema}.notice_cursors WHERE source = ?`, [source]);
    const from = cursor ?? { txid: '0', seq: '0' };
    const rows = await run<NoticeRow>(
      `SELECT id, txid::text AS txid, seq::text AS seq, recipient_id, actor_id, kind, message, event_id, challenge_id, community_id, created_at
         FROM "${source}".notices
        WHERE (txid, seq) > (?::xid8, ?::bigint) AND txid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY txid, seq LIMIT ${BATCH}`,
      [from.txid, from.seq],
    );
    if (rows.length) {
      const known = rows.filter((row) => {
        if (KINDS.has(row.kind)) return true;
        log.error('a notice of a kind social does not know was passed over', { id: row.id, kind: row.kind });
        return false;
      });
      const recipients = [...new Set(known.map((row) => row.recipient_id))];
      const preferences = recipients.length ? await tx.find(NotificationPreferences, { userId: { $in: recipients } }, { disableIdentityMap: true }) : [];
      const prefsOf = new Map(preferences.map((p) => [p.userId, p]));
      const wanted = known.filter((row) => wants(prefsOf.get(row.recipient_id), row.kind as NotificationKind));
      if (wanted.length) {
        const records = wanted.map((row) => ({
          id: newId(),
          recipient_id: row.recipient_id,
          actor_id: row.actor_id,
          kind: row.kind,
          text: row.message,
          source_id: row.id,
          event_id: row.event_id,
          challenge_id: row.challenge_id,
          community_id: row.community_id,
          created_at: new Date(row.created_at).toISOString(),
        }));
        const inserted = await run<{ id: string; recipient_id: string }>(
          `INSERT INTO ${schema}.notifications (id, recipient_id, actor_id, kind, text, source_id, event_id, challenge_id, community_id, created_at)
           SELECT r.id, r.recipient_id, r.actor_id, r.kind, r.text, r.source_id, r.event_id, r.challenge_id, r.community_id, r.created_at
             FROM jsonb_to_recordset(?::jsonb) AS r(id text, recipient_id text, actor_id text, kind text, text text, source_id text,
                                                    event_id text, challenge_id text, community_id text, created_at timestamptz)
           ON CONFLICT (source_id) WHERE source_id IS NOT NULL DO NOTHING
           RETURNING id, recipient_id`,
          [JSON.stringify(records)],
        );
        for (const row of inserted) enqueueEvent(tx, 'notificationCreated', { userIds: [row.recipient_id] }, { id: row.id });
      }
      const last = rows[rows.length - 1];
      await run(
        `INSERT INTO ${schema}.notice_cursors (source, txid, seq, updated_at) VALUES (?, ?::xid8, ?::bigint, now())
         ON CONFLICT (source) DO UPDATE SET txid = excluded.txid, seq = excluded.seq, updated_at = now()`,
        [source, last.txid, last.seq],
      );
      enqueueEvent(tx, deliveredTopic, { internal: true }, { source, txid: last.txid, seq: last.seq });
    }
    const [more] = await run<{ waiting: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM "${source}".notices WHERE (txid, seq) > (?::xid8, ?::bigint)) AS waiting`,
      rows.length ? [rows[rows.length - 1].txid, rows[rows.length - 1].seq] : [from.txid, from.seq],
    );
    return { taken: rows.length, waiting: more?.waiting ?? false };
  });
}

/** The events subgraph's notices (the name its tests and callers know). */
export const deliverEventNotices = deliverNotices;

/** The background readers (notifications' part.ts): one per source. The answer stops them all. */
export function startNoticeReaders(services: SubgraphServices): () => Promise<void> {
  const stops = NOTICE_SOURCES.map((source) => startNoticeReader(services, source));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** One source's reader: a pass on every wake-up, the safety poll and a retry while notices wait. */
export function startNoticeReader(services: SubgraphServices, { source, topic }: NoticeSource): () => Promise<void> {
  let pass: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const run = async () => {
    for (;;) {
      const { taken, waiting } = await deliverNotices(services.orm.em.fork(), services.schema, source);
      if (stopped) return;
      if (taken === BATCH) continue;
      if (waiting) {
        clearTimeout(retry);
        retry = setTimeout(tick, HELD_BACK_RETRY_MS);
        retry.unref();
      }
      return;
    }
  };
  const tick = () => {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    pass = run()
      .catch((error) => {
        if (missingTable(error)) return; // that subgraph has not migrated (or has no notices yet): the poll tries again
        log.error('notice delivery failed', { source, error: String(error) });
      })
      .finally(() => {
        pass = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const unsubscribe = services.bus.subscribe(topic, tick);
  const timer = setInterval(tick, SAFETY_POLL_MS);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(retry);
    unsubscribe();
    await pass;
  };
}
