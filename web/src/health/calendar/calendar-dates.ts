// The calendar's grid: weeks (Monday first), months, titles, and the days an event covers. A
// day is a local date string (YYYY-MM-DD) computed in the member's chosen zone; the server gets
// instants (UTC), so an event made at 09:00 in Tokyo shows at 02:00 for a member reading it in
// Oslo. The zone math itself is the web's one date module's (lib/dates.ts).
import { addDays, addMonths, zonedDateTime, type LocalDate } from '../../lib/dates';

/** Monday of the week holding the date. */
export function weekStart(date: LocalDate): LocalDate {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

export function weekDays(date: LocalDate): LocalDate[] {
  const first = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The month's grid: whole weeks (Monday first) from the week of the 1st to the week of the last day. */
export function monthWeeks(date: LocalDate): LocalDate[][] {
  const first = `${date.slice(0, 8)}01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: LocalDate[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7)) weeks.push(weekDays(start));
  return weeks;
}

export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function monthTitle(date: LocalDate): string {
  return new Date(`${date.slice(0, 8)}01T12:00:00Z`).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function dayTitle(date: LocalDate): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Every local date an event covers in the zone (an event ending at midnight does not cover the next day). */
export function datesCovered(startsAt: string, endsAt: string, zone: string): LocalDate[] {
  const first = zonedDateTime(startsAt, zone).date;
  const last = zonedDateTime(new Date(endsAt).getTime() - 1, zone).date;
  const dates: LocalDate[] = [];
  for (let d = first; d <= last && dates.length < 62; d = addDays(d, 1)) dates.push(d);
  return dates;
}
