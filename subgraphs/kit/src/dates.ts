// Dates and time zones, written once for every subgraph. A member's local day is computed with
// Intl only (the server carries no time-zone library): a calendar day, a week or a month is a
// pair of UTC instants found from the zone's offset at that moment, so days of 23 or 25 hours
// (DST changes) come out right. Dates without a time are YYYY-MM-DD text.

// Area/Location names and UTC; Intl alone also accepts offsets ('+01:00'), which are no zone.
const ZONE_SHAPE = /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

export function isTimeZone(zone: string): boolean {
  return ZONE_SHAPE.test(zone) && canonicalTimeZone(zone) !== undefined;
}

// Building an Intl.DateTimeFormat to ask is ~0.1-1 ms of the request thread, and every food
// diary, calendar and day query asks (about 1 % of the main thread's CPU in the fairness bench), so
// answers are kept: by the exact text asked, a few hundred zones exist, and the map stops
// growing at ZONES_KEPT (past that, answers are computed as before), so made-up names cannot
// fill memory.
const ZONES_KEPT = 2000;
const zones = new Map<string, string | undefined>();

/** The zone's canonical IANA name as Intl knows it ('europe/oslo' -> 'Europe/Oslo'), or undefined for none. */
export function canonicalTimeZone(zone: string): string | undefined {
  if (zones.has(zone)) return zones.get(zone);
  let canonical: string | undefined;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    canonical = undefined;
  }
  if (zones.size < ZONES_KEPT) zones.set(zone, canonical);
  return canonical;
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

// The one range of dates the API takes (issue 18): years 1 to 9999, the years a YYYY-MM-DD
// date and an ISO-8601 instant can write in four digits and PostgreSQL's date and timestamptz
// columns store (it has no year 0; JavaScript reaches +275760). Checked at the edge: the
// gateway and every subgraph refuse a DateTime outside it (input/operation-guard.ts), every
// YYYY-MM-DD rule is isCalendarDate, and importers drop records dated outside it.
/** 0001-01-01T00:00:00.000Z (Date.UTC would read year 1 as 1901). */
export const FIRST_INSTANT = -62_135_596_800_000;
export const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const DATE_OUT_OF_RANGE = 'must be a date between the years 1 and 9999';

/** A YYYY-MM-DD calendar date of the years 0001-9999 (no 0000, no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (typeof text !== 'string' || !DATE_SHAPE.test(text) || text.startsWith('0000')) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** An instant (ms since the epoch or a Date) inside the years 1-9999. */
export function isInstantInRange(instant: number | Date): boolean {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return Number.isFinite(ms) && ms >= FIRST_INSTANT && ms <= LAST_INSTANT;
}

/** The nearest instant inside the years 1-9999. */
export function clampInstant(ms: number): number {
  return Math.min(LAST_INSTANT, Math.max(FIRST_INSTANT, ms));
}

/** The UTC date (YYYY-MM-DD) of an instant, or null for one outside the years 1-9999. */
export function utcDateOf(ms: number): string | null {
  return isInstantInRange(ms) ? new Date(ms).toISOString().slice(0, 10) : null;
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
  // setUTCFullYear: Date.UTC would read the years 0-99 as 1900-1999.
  const wall = new Date(0);
  wall.setUTCFullYear(w.y, w.m - 1, w.d);
  wall.setUTCHours(w.h, w.min, w.s, 0);
  return wall.getTime() - Math.floor(instant / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in the zone. */
export function localDate(zone: string, instant: Date = new Date()): string {
  const w = wallClock(zone, instant.getTime());
  return `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** The instant a local date starts (its first moment; after a DST gap, the first that exists). */
export function startOfLocalDay(zone: string, date: string): Date {
  // addDays may step past 9999-12-31 ("+010000-01-01"): the sign and a longer year are read.
  const match = /^([+-]?\d{4,6})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${JSON.stringify(date.slice(0, 20))}`);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const guess = new Date(0).setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const first = guess - offsetAt(zone, guess);
  const second = guess - offsetAt(zone, first);
  // A day at the very ends of the range, in a zone ahead of or behind UTC, would start in year 0
  // or end in year 10000: held to the range, so every query bound is a storable instant (the
  // ORM writes bounds as ISO text, and PostgreSQL reads neither "0000-" nor "+010000-"). The
  // last bound is 9999-12-31T23:59:59.999Z: an exclusive end one millisecond short.
  return new Date(clampInstant(second));
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  // Past 9999-12-31 the year has a sign and six digits ("+010000-01-01"): the whole date part.
  return t.toISOString().split('T')[0];
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
  return { first, next: t.toISOString().split('T')[0] };
}

/** Every date from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push(date);
  return days;
}
