// A call nobody answers within CALL_RING_TIMEOUT_SECONDS becomes MISSED and both members get
// ENDED. Durable without timers per call: every read of a call checks it (so nobody sees a
// call ringing past its time), and a sweep in the messaging process catches the calls nobody
// reads (after a restart too). Several messaging processes sweep safely: rows one process
// holds are skipped by the others (FOR UPDATE SKIP LOCKED).
import { createLogger, marks, type PlatformConfig, type SubgraphServices } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CallParticipant } from './entities/call-participant.js';
import { CallEventKind, callEvent } from './events.js';
import { closeMediaRoom } from './media-server.js';

const log = createLogger('calls');
const BATCH = 100;
/** The sweep runs this often at most (and as often as the timeout when that is shorter). */
export const SWEEP_INTERVAL_SECONDS = 10;

export interface RingScope {
  callIds?: string[];
  conversationIds?: string[];
  /** Calls in any conversation of this member. */
  userId?: string;
}

/**
 * Marks the ringing calls in `scope` that are past the timeout MISSED and queues their ENDED
 * events, in one transaction. `skipLocked`: the sweep's mode (leave rows another transaction
 * holds to it); reads wait instead, then see the call as that transaction left it.
 */
export async function expireRinging(em: EntityManager, schema: string, config: PlatformConfig, scope: RingScope = {}, skipLocked = false): Promise<string[]> {
  const s = `"${schema}"`;
  const now = new Date();
  const cutoff = new Date(now.getTime() - config.calls.ringTimeoutSeconds * 1000);
  const where = [`status = 'RINGING'`, 'created_at <= ?'];
  const params: unknown[] = [cutoff];
  if (scope.callIds) {
    if (scope.callIds.length === 0) return [];
    where.push(`id IN (${marks(scope.callIds)})`);
    params.push(...scope.callIds);
  }
  if (scope.conversationIds) {
    if (scope.conversationIds.length === 0) return [];
    where.push(`conversation_id IN (${marks(scope.conversationIds)})`);
    params.push(...scope.conversationIds);
  }
  if (scope.userId) {
    where.push(`conversation_id IN (SELECT conversation_id FROM ${s}.participants WHERE user_id = ?)`);
    params.push(scope.userId);
  }
  // A cheap look first: reads call this all the time and almost never find anything.
  const candidates = await em.getConnection().execute<{ id: string }[]>(`SELECT id FROM ${s}.calls WHERE ${where.join(' AND ')} LIMIT 1`, params);
  if (candidates.length === 0) return [];
  const missed = await em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: string; room_id: string }[]>(
      `WITH stale AS (
         SELECT id FROM ${s}.calls WHERE ${where.join(' AND ')}
         ORDER BY created_at LIMIT ${BATCH} FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''}
       )
       UPDATE ${s}.calls c SET status = 'MISSED', ended_at = ? FROM stale WHERE c.id = stale.id RETURNING c.id, c.room_id`,
      [...params, now],
    );
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return rows;
    const participants = await tx.find(CallParticipant, { callId: { $in: ids } });
    for (const id of ids) {
      callEvent(tx, CallEventKind.ENDED, id, participants.filter((p) => p.callId === id).map((p) => p.userId));
    }
    log.info('unanswered calls missed', { count: ids.length });
    return rows;
  });
  // The caller waited in the room: it closes with the call.
  await Promise.all(missed.map((row) => closeMediaRoom(config, row.room_id)));
  return missed.map((row) => row.id);
}

/** The periodic sweep; the returned function stops it (waiting for a pass in progress). */
export function startRingSweeper(services: SubgraphServices): () => Promise<void> {
  const everyMs = Math.min(SWEEP_INTERVAL_SECONDS, services.config.calls.ringTimeoutSeconds) * 1000;
  let pass: Promise<void> | undefined;
  const sweep = async () => {
    for (;;) {
      const ids = await expireRinging(services.orm.em.fork(), services.schema, services.config, {}, true);
      if (ids.length < BATCH) return;
    }
  };
  const timer = setInterval(() => {
    if (pass) return;
    pass = sweep()
      .catch((error) => log.error('ring-timeout sweep failed', { error: String(error) }))
      .finally(() => { pass = undefined; });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
