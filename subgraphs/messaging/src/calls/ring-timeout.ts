// A call nobody answers within CALL_RING_TIMEOUT_SECONDS becomes MISSED and both members get
// ENDED. Durable without timers per call: every read of a call checks it (so nobody sees a
// call ringing past its time), and a sweep in the messaging process catches the calls nobody
// reads (after a restart too). Several messaging processes sweep safely: rows one process
// holds are skipped by the others (FOR UPDATE SKIP LOCKED). Past its time by the subgraph's
// clock (kit's clock.ts): when a test moves it, the sweep looks at once.
import { createLogger, startPeriodicSweep, type SubgraphServices } from '@pulse/kit';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { QBFilterQuery } from '@mikro-orm/core';
import { conversationsOf } from '../conversations/message-queries.js';
import { Call, CallStatus } from './entities/call.js';
import { CallParticipant } from './entities/call-participant.js';
import { CallEventKind, callEvent } from './events.js';
import { closeMediaRoom } from './media-server.js';
import { writeCallRecord } from './call-records.js';

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
export async function expireRinging(em: EntityManager, services: SubgraphServices, scope: RingScope = {}, skipLocked = false): Promise<string[]> {
  if (scope.callIds?.length === 0 || scope.conversationIds?.length === 0) return [];
  const { config, clock } = services;
  const now = clock.now();
  const cutoff = new Date(now.getTime() - config.calls.ringTimeoutSeconds * 1000);
  const where: QBFilterQuery<Call> = {
    $and: [
      { status: CallStatus.RINGING, createdAt: { $lte: cutoff } },
      scope.callIds ? { id: { $in: scope.callIds } } : {},
      scope.conversationIds ? { conversationId: { $in: scope.conversationIds } } : {},
      scope.userId ? { conversationId: { $in: conversationsOf(em, scope.userId) } } : {},
    ],
  };
  // A cheap look first: reads call this all the time and almost never find anything.
  const candidate = await em.createQueryBuilder(Call).select('id').where(where).limit(1).execute('get', false);
  if (!candidate) return [];
  const missed = await em.transactional(async (tx) => {
    // Rows another transaction holds are left to it in the sweep's mode; reads wait, then
    // PostgreSQL re-checks each row as that transaction left it.
    const calls = await tx
      .createQueryBuilder(Call)
      .where(where)
      .orderBy({ createdAt: 'asc' })
      .limit(BATCH)
      .setLockMode(skipLocked ? LockMode.PESSIMISTIC_PARTIAL_WRITE : LockMode.PESSIMISTIC_WRITE)
      .getResultList();
    if (calls.length === 0) return calls;
    for (const call of calls) {
      call.status = CallStatus.MISSED;
      call.endedAt = now;
    }
    const ids = calls.map((c) => c.id);
    const participants = await tx.find(CallParticipant, { callId: { $in: ids } });
    for (const call of calls) {
      const audience = participants.filter((p) => p.callId === call.id).map((p) => p.userId);
      callEvent(tx, CallEventKind.ENDED, call.id, audience);
      await writeCallRecord(services, tx, call, audience);
    }
    log.info('unanswered calls missed', { count: ids.length });
    return calls;
  });
  // The caller waited in the room: it closes with the call.
  await Promise.all(missed.map((call) => closeMediaRoom(config, call.roomId)));
  return missed.map((call) => call.id);
}

/** The periodic sweep; the returned function stops it (waiting for a pass in progress). */
export function startRingSweeper(services: SubgraphServices): () => Promise<void> {
  const everyMs = Math.min(SWEEP_INTERVAL_SECONDS, services.config.calls.ringTimeoutSeconds) * 1000;
  const sweep = async () => {
    for (;;) {
      const ids = await expireRinging(services.orm.em.fork(), services, {}, true);
      if (ids.length < BATCH) return;
    }
  };
  return startPeriodicSweep({ clock: services.clock, everyMs, log, name: 'ring-timeout sweep' }, sweep);
}
