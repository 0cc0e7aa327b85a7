// Account deletion reaches every subgraph through rows, not messages (docs/member-data.md):
// accounts writes an `accounts.erasures` row (member id, requested at) in the deletion's
// transaction, and every subgraph with erase hooks runs them for each row, in commit order,
// with a cursor of its own (`<schema>.member_erasure_cursor`). A subgraph that was down when
// the member left finds the row when it starts again: nothing is missed.
//
// The rows are read straight from accounts' table, as social reads `events.notices`
// (social/notifications/event-notices.ts): the same (txid, seq) order taken only below the
// oldest transaction still running (pg_snapshot_xmin), so a slow deletion cannot commit a row
// behind a cursor that already moved. One erasure at a time: the hooks run (each idempotent,
// in its own transactions), then the cursor moves past the row. A crash between the two runs
// the hooks again, which changes nothing. A failing hook stops the reader at that row, logged,
// and it is retried on the next wake-up (the `memberErased` bus event accounts queues beside
// the row) or the safety poll, with a growing delay, so no later erasure overtakes it.
// A transaction-level advisory lock keeps several processes of one subgraph from running the
// same erasure at once.
import { createLogger } from '../logger.js';
import type { SqlMigration } from '../db.js';
import type { SubgraphServices } from '../subgraph.js';
import type { PartMemberData } from './hooks.js';

/** The bus topic accounts publishes (internal) beside a new erasure row: a wake-up only. */
export const MEMBER_ERASED_TOPIC = 'memberErased';
/** The schema holding the erasure rows (the accounts subgraph's). */
export const ERASURE_SOURCE = 'accounts';

const SAFETY_POLL_MS = 5000;
const MAX_RETRY_MS = 60_000;
const log = createLogger('member-erasures');

/** The cursor table kit adds to every subgraph schema (applied with the outbox's). */
export const erasureCursorMigration: SqlMigration = {
  name: '0001-kit-member-erasure-cursor',
  up: (s) => [
    `CREATE TABLE ${s}.member_erasure_cursor (
       source text PRIMARY KEY,
       txid xid8 NOT NULL,
       seq bigint NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
  ],
};

interface ErasureRow {
  member_id: string;
  txid: string;
  seq: string;
}

const missingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

/** Runs every part's erase hook for one member, in part order (throws the first failure). */
export async function eraseMember(services: SubgraphServices, parts: readonly PartMemberData[], memberId: string): Promise<void> {
  for (const { part, hooks } of parts) {
    if (!hooks.erase) continue;
    try {
      await hooks.erase(services, memberId);
    } catch (error) {
      throw new Error(`The ${part} part's erase hook failed for ${memberId}: ${String(error)}`, { cause: error });
    }
  }
}

/**
 * One pass: erases the next member behind the cursor, if any. Answers whether it erased one
 * (so the caller goes on) and whether rows are still waiting (held back by a running transaction).
 */
export async function eraseNext(services: SubgraphServices, parts: readonly PartMemberData[]): Promise<{ erased: boolean; waiting: boolean }> {
  const schema = services.schema;
  return services.orm.em.fork().transactional(async (tx) => {
    const run = <T>(sql: string, params: unknown[] = []) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    await run(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`${schema}.member_erasure_cursor`]);
    const [cursor] = await run<{ txid: string; seq: string }>(`SELECT txid::text AS txid, seq::text AS seq FROM ${schema}.member_erasure_cursor WHERE source = ?`, [
      ERASURE_SOURCE,
    ]);
    const from = cursor ?? { txid: '0', seq: '0' };
    const [row] = await run<ErasureRow>(
      `SELECT member_id, txid::text AS txid, seq::text AS seq FROM "${ERASURE_SOURCE}".erasures
        WHERE (txid, seq) > (?::xid8, ?::bigint) AND txid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY txid, seq LIMIT 1`,
      [from.txid, from.seq],
    );
    if (row) {
      await eraseMember(services, parts, row.member_id);
      await run(
        `INSERT INTO ${schema}.member_erasure_cursor (source, txid, seq, updated_at) VALUES (?, ?::xid8, ?::bigint, now())
         ON CONFLICT (source) DO UPDATE SET txid = excluded.txid, seq = excluded.seq, updated_at = now()`,
        [ERASURE_SOURCE, row.txid, row.seq],
      );
    }
    const last = row ?? from;
    const [more] = await run<{ waiting: boolean }>(`SELECT EXISTS (SELECT 1 FROM "${ERASURE_SOURCE}".erasures WHERE (txid, seq) > (?::xid8, ?::bigint)) AS waiting`, [
      last.txid,
      last.seq,
    ]);
    return { erased: Boolean(row), waiting: more?.waiting ?? false };
  });
}

/** The background reader kit's runner starts for a subgraph with erase hooks. */
export function startErasureReader(services: SubgraphServices, parts: readonly PartMemberData[]): () => Promise<void> {
  let pass: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const later = (ms: number) => {
    clearTimeout(retry);
    retry = setTimeout(tick, ms);
    retry.unref();
  };
  const run = async () => {
    for (;;) {
      if (stopped) return;
      const { erased, waiting } = await eraseNext(services, parts);
      failures = 0;
      if (erased) continue;
      if (waiting) later(100);
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
        if (missingTable(error)) return; // accounts has not migrated yet: the poll tries again
        failures++;
        log.error('member erasure failed; retrying', { subgraph: services.schema, error: String(error) });
        later(Math.min(MAX_RETRY_MS, 500 * 2 ** Math.min(failures, 7)));
      })
      .finally(() => {
        pass = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const unsubscribe = services.bus.subscribe(MEMBER_ERASED_TOPIC, tick);
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
