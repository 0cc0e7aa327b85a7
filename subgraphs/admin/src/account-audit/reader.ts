// Appends accounts' audit records to the audit log (issue 23, docs/admin.md "The audit log").
// Accounts writes each admin action on a member, and each timed suspension ending by itself
// (actor "system"), into its own `accounts.audit_outbox` in the change's transaction
// (subgraphs/accounts/src/audit/outbox.ts); this reader, running in every admin process, takes
// them in commit order and appends each to `audit_log`, in one transaction with its cursor
// (`audit_cursors`). So an action and its audit row can no longer part: if the change commits,
// its row reaches the log, however long the admin subgraph was down.
//
// Exactly once, as social reads events.notices (subgraphs/social/src/notifications/event-notices.ts):
// - Order: rows are taken in (txid, seq) order, and only below the oldest transaction still
//   running (pg_snapshot_xmin), so a slow transaction cannot commit a row behind the cursor.
// - Idempotent: the audit row's id is the record's id (ON CONFLICT DO NOTHING), and the cursor
//   moves in the same transaction as the inserts, so a pass repeated after a crash adds nothing.
// - Several admin processes: each pass holds a transaction-level advisory lock.
// The log stays append-only: the reader only inserts, but for one case. A record about a member
// who deleted their account may commit after the deletion (an admin's change racing it) or be
// read after the admin subgraph's erase hook ran (the reader was down or behind): appended as
// written, it would put the erased member's id and personal values back into the log. So each
// pass looks up the members its records name in accounts.erasures (committed erasures; read in
// the pass's transaction, after the lock) and anonymises those records in the same transaction
// (audit/anonymise.ts), and the erase hook holds this reader's lock: a record is appended either
// before the hook (which anonymises it) or after the erasure committed (and anonymised here).
// Accounts also anonymises the records still in its outbox in the deletion's own transaction
// (account-deletion), but that cannot see a record of a transaction not yet committed; this can.
//
// Woken by the `accountAudit` bus event accounts queues beside each record, with a safety poll;
// the admin operations also run a pass once accounts answered, so the dashboard shows the row
// at once (deliverAccountAudit).
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, type SubgraphServices } from '@pulse/kit';
import { anonymiseAuditRows } from '../audit/anonymise.js';

/** The bus topic accounts publishes (internal) beside each audit record. */
export const ACCOUNT_AUDIT_TOPIC = 'accountAudit';
/** The schema whose records are read: the accounts subgraph's own (the registry's name). */
export const AUDIT_SOURCE = 'accounts';

const BATCH = 500;
const SAFETY_POLL_MS = 5000;
const HELD_BACK_RETRY_MS = 100;
const log = createLogger('admin.account-audit');

/** True when PostgreSQL says the table is not there (accounts has not migrated yet). */
const missingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

interface RecordRow {
  id: string;
  txid: string;
  seq: string;
  actor_id: string;
  target_id: string;
}

/** The advisory lock each pass holds (and the audit log's erase hook: audit/member-data.ts). */
export const auditReaderLock = (schema: string, source = AUDIT_SOURCE) => `${schema}.audit_cursors.${source}`;

/** One pass: appends up to BATCH records; says how many and whether more are waiting (held back or past the batch). */
export async function deliverAccountAudit(em: EntityManager, schema: string, source = AUDIT_SOURCE): Promise<{ taken: number; waiting: boolean }> {
  return em.transactional(async (tx) => {
    const run = <T>(sql: string, params: unknown[] = []) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    await run(`SELECT pg_advisory_xact_lock(hashtext(?))`, [auditReaderLock(schema, source)]);
    const [cursor] = await run<{ txid: string; seq: string }>(`SELECT txid::text AS txid, seq::text AS seq FROM ${schema}.audit_cursors WHERE source = ?`, [source]);
    const from = cursor ?? { txid: '0', seq: '0' };
    // Taken and appended in one statement: the records never pass through this process's memory.
    const rows = await run<RecordRow>(
      `WITH taken AS (
         SELECT id, txid, seq, actor_id, action, target_type, target_id, before, after, request_id, at
           FROM "${source}".audit_outbox
          WHERE (txid, seq) > (?::xid8, ?::bigint) AND txid < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY txid, seq LIMIT ${BATCH}),
       appended AS (
         INSERT INTO ${schema}.audit_log (id, actor_id, action, target_type, target_id, before, after, request_id, created_at)
         SELECT id, actor_id, action, target_type, target_id, before, after, request_id, at FROM taken
         ON CONFLICT (id) DO NOTHING)
       SELECT id, txid::text AS txid, seq::text AS seq, actor_id, target_id FROM taken ORDER BY txid, seq`,
      [from.txid, from.seq],
    );
    if (rows.length) {
      const named = [...new Set(rows.flatMap((r) => [r.actor_id, r.target_id]))];
      const erased = await run<{ member_id: string }>(`SELECT member_id FROM "${source}".erasures WHERE member_id IN (SELECT jsonb_array_elements_text(?::jsonb))`, [
        JSON.stringify(named),
      ]);
      const ids = rows.map((r) => r.id);
      for (const { member_id } of erased) await anonymiseAuditRows((sql, params) => run(sql, params), schema, member_id, ids);
    }
    const last = rows[rows.length - 1];
    if (last) {
      await run(
        `INSERT INTO ${schema}.audit_cursors (source, txid, seq, updated_at) VALUES (?, ?::xid8, ?::bigint, now())
         ON CONFLICT (source) DO UPDATE SET txid = excluded.txid, seq = excluded.seq, updated_at = now()`,
        [source, last.txid, last.seq],
      );
    }
    const at = last ?? from;
    const [more] = await run<{ waiting: boolean }>(`SELECT EXISTS (SELECT 1 FROM "${source}".audit_outbox WHERE (txid, seq) > (?::xid8, ?::bigint)) AS waiting`, [
      at.txid,
      at.seq,
    ]);
    return { taken: rows.length, waiting: more?.waiting ?? false };
  });
}

/**
 * Runs passes until nothing waits, or `tries` passes found only records held back by a running
 * transaction: what an admin operation does after accounts answered, so its row is in the log
 * when the dashboard asks. The background reader covers whatever this leaves.
 */
export async function catchUpAccountAudit(services: SubgraphServices, tries = 80): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const { taken, waiting } = await deliverAccountAudit(services.orm.em.fork() as EntityManager, services.schema);
    if (!waiting) return;
    if (taken === 0) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The background reader (part.ts): a pass on every wake-up, the safety poll and a retry while records wait. */
export function startAccountAuditReader(services: SubgraphServices): () => Promise<void> {
  let pass: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const run = async () => {
    for (;;) {
      const { taken, waiting } = await deliverAccountAudit(services.orm.em.fork() as EntityManager, services.schema);
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
        if (missingTable(error)) return; // accounts has not started yet: the poll tries again
        log.error('appending account audit records failed', { error: String(error) });
      })
      .finally(() => {
        pass = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const unsubscribe = services.bus.subscribe(ACCOUNT_AUDIT_TOPIC, tick);
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
