// Flagged images as reports (issue 23 item 3, docs/moderation.md). Image screening holds content
// back and writes a row into its subgraph's `moderation_flags` in the same transaction (the
// screening's contract: id, txid, seq, content_kind, content_id, author_id, reason
// 'IMAGE_SCREENING', details { media: [{ id, url, scores }] }, created_at). The sources
// (FLAG_SOURCES): social (POST, COMMENT), accounts (PROFILE_IMAGE: a member's picture) and
// events (EVENT_IMAGE: an image's storage key), each with its own cursor row. This reader,
// in every admin process, takes those rows in commit order and queues each as a report with no
// member reporter ("Automatic image screening"), in one transaction with its cursor
// (`flag_cursors`), the same technique as social's notice reader
// (social/src/notifications/event-notices.ts):
// - rows taken in (txid, seq) order, only below the oldest running transaction (pg_snapshot_xmin);
// - idempotent: a report is unique on its flag id, and the cursor moves with the inserts;
// - several processes: a transaction-level advisory lock per pass;
// - a source's table may not exist yet (not migrated, or an older build): that source is skipped
//   until it does, the others are read.
// Woken by a safety poll, and run by the queue before it lists (catchUpFlags).
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, newId, type SubgraphServices } from '@pulse/kit';
import { addReport, sqlIn } from './sql.js';
import type { ContentSnapshot } from './content.js';

/** Each subgraph whose screening writes flags, and the kinds its flags may have. */
export const FLAG_SOURCES: Readonly<Record<string, readonly string[]>> = {
  social: ['POST', 'COMMENT'],
  accounts: ['PROFILE_IMAGE'],
  events: ['EVENT_IMAGE'],
};
export const FLAG_SOURCE = 'social';
const BATCH = 200;
const SAFETY_POLL_MS = 5000;
const log = createLogger('admin.moderation-flags');

const missingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

interface FlagRow {
  id: string;
  txid: string;
  seq: string;
  content_kind: string;
  content_id: string;
  author_id: string;
  reason: string;
  details: { media?: { id?: string; url?: string; scores?: Record<string, number> }[] } | null;
  created_at: Date;
}

/** One pass: queues up to BATCH flags; answers how many were taken. */
export async function deliverFlags(em: EntityManager, schema: string, source = FLAG_SOURCE): Promise<number> {
  return em.transactional(async (tx) => {
    const run = sqlIn(tx);
    await run(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`${schema}.flag_cursors.${source}`]);
    const [cursor] = await run<{ txid: string; seq: string }>(`SELECT txid::text AS txid, seq::text AS seq FROM ${schema}.flag_cursors WHERE source = ?`, [source]);
    const from = cursor ?? { txid: '0', seq: '0' };
    const rows = await run<FlagRow>(
      `SELECT id, txid::text AS txid, seq::text AS seq, content_kind, content_id, author_id, reason, details, created_at
         FROM "${source}".moderation_flags
        WHERE (txid, seq) > (?::xid8, ?::bigint) AND txid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY txid, seq LIMIT ${BATCH}`,
      [from.txid, from.seq],
    );
    for (const row of rows) {
      if (!FLAG_SOURCES[source]?.includes(row.content_kind)) {
        log.error('a flag of a kind moderation does not know was passed over', { id: row.id, source, kind: row.content_kind });
        continue;
      }
      const media = row.details?.media ?? [];
      const snapshot: ContentSnapshot & { screening: unknown } = {
        text: '',
        mediaUrls: media.map((m) => m.url).filter((url): url is string => typeof url === 'string'),
        authorId: row.author_id,
        createdAt: new Date(row.created_at).toISOString(),
        claimed: false,
        screening: media,
      };
      await addReport(tx, schema, {
        kind: row.content_kind,
        targetId: row.content_id,
        authorId: row.author_id,
        snapshot,
        reporterId: null,
        reason: 'IMAGE_SCREENING',
        details: null,
        evidence: null,
        flagId: row.id,
        automatic: true,
        now: new Date(row.created_at),
        newCaseId: newId(),
        newReportId: newId(),
      });
    }
    if (rows.length) {
      const last = rows[rows.length - 1];
      await run(
        `INSERT INTO ${schema}.flag_cursors (source, txid, seq, updated_at) VALUES (?, ?::xid8, ?::bigint, now())
         ON CONFLICT (source) DO UPDATE SET txid = excluded.txid, seq = excluded.seq, updated_at = now()`,
        [source, last.txid, last.seq],
      );
    }
    return rows.length;
  });
}

/** Runs passes until the flags committed so far are queued, source by source; a missing table is nothing to do for that source. */
export async function catchUpFlags(services: SubgraphServices): Promise<void> {
  for (const source of Object.keys(FLAG_SOURCES)) {
    try {
      while ((await deliverFlags(services.orm.em.fork(), services.schema, source)) === BATCH);
    } catch (error) {
      if (!missingTable(error)) throw error;
    }
  }
}

/** The background reader (moderation's part.ts): the safety poll. The answer stops it. */
export function startFlagReader(services: SubgraphServices): () => Promise<void> {
  let pass: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || pass) return;
    pass = catchUpFlags(services)
      .catch((error) => log.error('flag delivery failed', { error: String(error) }))
      .finally(() => {
        pass = undefined;
      });
  };
  const timer = setInterval(tick, SAFETY_POLL_MS);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await pass;
  };
}
