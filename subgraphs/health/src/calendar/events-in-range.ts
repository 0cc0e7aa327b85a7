// The caller's events overlapping [from, to): an event that started before the range and ends
// inside it counts (a night shift, a multi-day trip). Events last at most 31 days
// (event-input.ts), so the scan on (owner_id, starts_at) starts 31 days before `from`.
import type { SubgraphContext } from '@pulse/kit';
import { clampInstant } from '@pulse/kit/dates';
import { CalendarEvent } from './entities.js';
import { MAX_EVENT_DAYS } from './event-input.js';

export async function eventsInRange(ctx: SubgraphContext, ownerId: string, from: Date, to: Date): Promise<CalendarEvent[]> {
  return ctx.em.find(
    CalendarEvent,
    // Held to the years 1-9999 (a range that starts in 0001-01 looks back into year 0).
    { ownerId, startsAt: { $lt: to, $gte: new Date(clampInstant(from.getTime() - MAX_EVENT_DAYS * 86_400_000)) }, endsAt: { $gt: from } },
    { orderBy: { startsAt: 'asc', id: 'asc' } },
  );
}
