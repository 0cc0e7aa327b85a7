// The calendar's dates in the member's chosen time zone (@date-fns/tz). A day is a local date
// string (YYYY-MM-DD) computed in the zone; the server gets instants (UTC), so an event made
// at 09:00 in Tokyo shows at 02:00 for a member reading it in Oslo. Weeks start on Monday.
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, type LocalDate } from '../../lib/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date and HH:MM of an instant in the zone. */
export function localParts(instant: string | number | Date, zone: string): { date: LocalDate; time: string } {
  const t = new TZDate(new Date(instant).getTime(), zone);
  return { date: `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`, time: `${pad(t.getHours())}:${pad(t.getMinutes())}` };
}

export function todayIn(zone: string): LocalDate {
  return localParts(Date.now(), zone).date;
}

/** The instant a local date and time (HH:MM) name in the zone, as ISO-8601 UTC. */
export function instantOf(date: LocalDate, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime()).toISOString();
}

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
  const first = localParts(startsAt, zone).date;
  const last = localParts(new Date(endsAt).getTime() - 1, zone).date;
  const dates: LocalDate[] = [];
  for (let d = first; d <= last && dates.length < 62; d = addDays(d, 1)) dates.push(d);
  return dates;
}
