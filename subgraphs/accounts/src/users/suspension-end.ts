// Timed suspensions end by themselves (issue 23, the admin dashboard). The end is durable in
// the row (`users.suspended_until`), not in a timer: a sweep in every accounts process lifts
// the suspensions whose end has passed by the subgraph's clock (kit's clock.ts), every
// SWEEP_EVERY_MS and at once when a test moves the clock, so a restart or a process that died
// never leaves a member locked out past their time. Several processes sweep safely: rows
// another one holds are skipped (FOR UPDATE SKIP LOCKED). Lifting is what unsuspendAccount
// does: the flag, the reason and the end cleared, platform.user_access freed (tokens issued
// before the suspension stay dead), and `userUpdated` queued in the same transaction, with the
// audit record (actor "system") the admin subgraph appends to its audit log (audit/outbox.ts).
import { createLogger, newId, startPeriodicSweep, type SubgraphServices } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertAudit, suspensionOf, SYSTEM_ACTOR } from '../audit/outbox.js';

const log = createLogger('accounts.suspension-end');
export const SWEEP_EVERY_MS = 30_000;
const BATCH = 100;

/** Lifts every timed suspension whose end is at or before `now`; answers the members' ids. */
export async function endDueSuspensions(em: EntityManager, schema: string, now: Date): Promise<string[]> {
  const lifted: string[] = [];
  for (;;) {
    const ids = await em.fork().transactional(async (tx) => {
      const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
      const due = await run<{ id: string; suspended_reason: string | null; suspended_until: Date }>(
        `SELECT id, suspended_reason, suspended_until FROM ${schema}.users WHERE suspended_until IS NOT NULL AND suspended_until <= ? AND suspended
          ORDER BY suspended_until LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [now],
      );
      const batch = due.map((row) => row.id);
      if (batch.length === 0) return batch;
      await run(`UPDATE ${schema}.users SET suspended = false, suspended_reason = NULL, suspended_until = NULL, updated_at = ? WHERE id IN (?)`, [now, batch]);
      await run(`UPDATE platform.user_access SET suspended = false WHERE user_id IN (?)`, [batch]);
      for (const row of due) {
        await run(`INSERT INTO ${schema}.outbox (id, topic, audience, data) VALUES (?, 'userUpdated', ?::jsonb, ?::jsonb)`, [
          newId(),
          JSON.stringify({ public: true }),
          JSON.stringify({ id: row.id }),
        ]);
        // Its audit row, in this transaction: the end and its record commit together.
        await insertAudit(run, schema, {
          actorId: SYSTEM_ACTOR,
          action: 'user.unsuspend',
          targetId: row.id,
          before: suspensionOf({ suspended: true, suspendedReason: row.suspended_reason, suspendedUntil: new Date(row.suspended_until) }),
          after: suspensionOf({ suspended: false, suspendedReason: null, suspendedUntil: null }),
          at: now,
        });
      }
      return batch;
    });
    lifted.push(...ids);
    if (ids.length < BATCH) return lifted;
  }
}

/** The part's background sweep; the answer stops it. */
export function startSuspensionEndSweep(services: SubgraphServices): () => Promise<void> {
  return startPeriodicSweep({ clock: services.clock, everyMs: SWEEP_EVERY_MS, log, name: 'suspension-end sweep', runAtStart: true }, async () => {
    const lifted = await endDueSuspensions(services.orm.em as EntityManager, services.schema, services.clock.now());
    if (lifted.length) log.info('timed suspensions ended', { count: lifted.length });
  });
}
