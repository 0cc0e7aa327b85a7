// Held places of paid events that were not paid in time (PAYMENT_HOLD_MINUTES after the hold
// began) are released: the member is told, the place goes to the waitlist (tickets.ts
// releaseHold, as a leave). The hold is a row (attendances.held_at), so it survives restarts:
// a sweep in every events process, on a timer and whenever services.clock jumps (tests move
// the TestClock), reads what is due. Each event's holds are released in one transaction holding
// its row lock, re-read under it: a payment success committed first left the place APPROVED and
// it is not touched; one arriving after finds the place released (tickets.ts, "late success").
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, startPeriodicSweep, type SubgraphServices } from '@pulse/kit';
import { Attendance } from '../events/entities.js';
import { lockEvent } from '../events/store.js';
import { releaseHold } from './tickets.js';

const log = createLogger('events.tickets.expiry');
const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;

/** Releases the holds due at `now`; answers how many. */
export async function releaseExpiredHolds(em: EntityManager, holdMs: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - holdMs);
  let released = 0;
  for (;;) {
    const due = await em
      .fork()
      .getConnection()
      .execute<{ event_id: string }[]>(
        `SELECT event_id FROM events.attendances WHERE status = 'PAYMENT_PENDING' AND held_at <= ? GROUP BY event_id ORDER BY min(held_at) LIMIT ${BATCH}`,
        [cutoff],
      );
    for (const { event_id: eventId } of due) {
      released += await em.fork().transactional(async (tx) => {
        const event = await lockEvent(tx, eventId);
        const held = await tx.find(Attendance, { eventId, status: 'PAYMENT_PENDING', heldAt: { $lte: cutoff } }, { orderBy: { heldAt: 'asc', userId: 'asc' } });
        for (const attendance of held) await releaseHold(tx, event, attendance.userId, 'expired', now);
        return held.length;
      });
    }
    if (due.length < BATCH) return released;
  }
}

/** The tickets part's background sweep; the answer stops it. */
export function startHoldSweep(services: SubgraphServices): () => Promise<void> {
  return startPeriodicSweep({ clock: services.clock, everyMs: SWEEP_EVERY_MS, log, name: 'ticket hold sweep', runAtStart: true }, () =>
    releaseExpiredHolds(services.orm.em, services.config.holds.paymentMs, services.clock.now()),
  );
}
