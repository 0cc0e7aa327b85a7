// Dates and time zones, written once for every subgraph. A member's local day is computed with
// Intl only (the server carries no time-zone library): a calendar day, a week or a month is a
// pair of UTC instants found from the zone's offset at that moment, so days of 23 or 25 hours
// (DST changes) come out right. Dates without a time are YYYY-MM-DD text.

// Area/Location names and UTC; Intl alone also accepts offsets ('+01:00'), which are no zone.
const ZONE_SHAPE = /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

export function isTimeZone(zone: string): boolean {
  return ZONE_SHAPE.test(zone) && canonicalTimeZone(zone) !== undefined;
}

/** The zone's canonical IANA name as Intl knows it ('europe/oslo' -> 'Europe/Oslo'), or undefined for none. */
export function canonicalTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(text: string): boolean {
  if (!DATE_SHAPE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format;
}

function wallClock(zone: string, instant: number): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), min: Number(parts.minute), s: Number(parts.second) };
}

/** The zone's offset from UTC at an instant, in ms (Oslo in summer: +7,200,000). */
function offsetAt(zone: string, instant: number): number {
  const w = wallClock(zone, instant);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instant / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in the zone. */
export function localDate(zone: string, instant: Date = new Date()): string {
  const w = wallClock(zone, instant.getTime());
  return `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** The instant a local date starts (its first moment; after a DST gap, the first that exists). */
export function startOfLocalDay(zone: string, date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(zone, guess);
  const second = guess - offsetAt(zone, first);
  return new Date(second);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export type Period = 'day' | 'week' | 'month';

/** The first and the day after the last local date of the period holding `date` (weeks start on Monday, ISO 8601). */
export function periodDates(period: Period, date: string): { first: string; next: string } {
  if (period === 'day') return { first: date, next: addDays(date, 1) };
  if (period === 'week') {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const first = addDays(date, -weekday);
    return { first, next: addDays(first, 7) };
  }
  const first = `${date.slice(0, 8)}01`;
  const t = new Date(`${first}T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + 1);
  return { first, next: t.toISOString().slice(0, 10) };
}

/** Every date from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push(date);
  return days;
}
