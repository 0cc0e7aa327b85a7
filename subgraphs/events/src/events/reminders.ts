// Attendees' reminders: a day before an event starts, everyone going (GOING or APPROVED) gets
// an EVENT_REMINDER notice, once (attendances.reminded_at; cleared when the start moves). A
// sweep in every events process, on a timer and whenever the clock jumps (tests move the
// TestClock), reading services.clock. Each event's reminders are written in one transaction
// holding its row lock, and events another process is sweeping are skipped (SKIP LOCKED), so
// two processes never remind twice. Someone joining inside the last day is reminded at the
// next sweep; nobody is reminded of an event that started, was cancelled or that they left.
import { createLogger, startPeriodicSweep, type SubgraphServices } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { noticeMembers } from '../notices/notice-members.js';
import { REMINDER_BEFORE_MS } from './limits.js';

const log = createLogger('events.reminders');
const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;

const formatStart = (start: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(start);

/** Writes the reminders now due; answers how many events it reminded. */
export async function sendDueReminders(em: EntityManager, now: Date): Promise<number> {
  let reminded = 0;
  for (;;) {
    const done = await em.fork().transactional(async (tx) => {
      const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
      const events = await run<{ id: string; name: string; organiser_id: string; starts_at: Date; timezone: string }>(
        `SELECT e.id, e.name, e.organiser_id, e.starts_at, e.timezone FROM events.events e
          WHERE e.cancelled_at IS NULL AND e.starts_at > ? AND e.starts_at <= ?
            AND EXISTS (SELECT 1 FROM events.attendances a WHERE a.event_id = e.id AND a.reminded_at IS NULL AND a.status IN ('GOING', 'APPROVED'))
          ORDER BY e.starts_at LIMIT ${BATCH} FOR UPDATE OF e SKIP LOCKED`,
        [now, new Date(now.getTime() + REMINDER_BEFORE_MS)],
      );
      for (const event of events) {
        const due = await run<{ user_id: string }>(
          `UPDATE events.attendances SET reminded_at = ? WHERE event_id = ? AND reminded_at IS NULL AND status IN ('GOING', 'APPROVED') RETURNING user_id`,
          [now, event.id],
        );
        noticeMembers(
          tx,
          due.map((row) => ({
            userId: row.user_id,
            actorId: event.organiser_id,
            kind: 'EVENT_REMINDER' as const,
            message: `Reminder: “${event.name}” starts ${formatStart(new Date(event.starts_at), event.timezone)}`,
            eventId: event.id,
          })),
          now,
        );
      }
      return events.length;
    });
    reminded += done;
    if (done < BATCH) return reminded;
  }
}

/** The part's background sweep; the answer stops it. */
export function startReminderSweep(services: SubgraphServices): () => Promise<void> {
  return startPeriodicSweep({ clock: services.clock, everyMs: SWEEP_EVERY_MS, log, name: 'reminder sweep', runAtStart: true }, () =>
    sendDueReminders(services.orm.em, services.clock.now()),
  );
}
