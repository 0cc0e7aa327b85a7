// Local days in a member's IANA time zone, computed with Intl only (the server carries no
// time-zone library): a calendar day, a week or a month is a pair of UTC instants found from
// the zone's offset at that moment, so days of 23 or 25 hours (DST changes) come out right.
import { z } from 'zod';

export const TIMEZONE_MAX_LENGTH = 100;
export const INVALID_TIMEZONE = 'Time zone must be an IANA zone such as Europe/Oslo';
export const INVALID_DATE = 'Date must be a calendar date (YYYY-MM-DD)';

// Area/Location names and UTC; Intl alone also accepts offsets ('+01:00'), which are no zone.
const ZONE_SHAPE = /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

export function isTimeZone(zone: string): boolean {
  if (!ZONE_SHAPE.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An optional IANA zone argument; absent or null: UTC. */
export const timeZoneRule = z
  .string()
  .max(TIMEZONE_MAX_LENGTH, `Time zone must be at most ${TIMEZONE_MAX_LENGTH} characters`)
  .nullish()
  .transform((zone) => zone?.trim() || 'UTC')
  .refine(isTimeZone, INVALID_TIMEZONE);

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(text: string): boolean {
  if (!DATE_SHAPE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A YYYY-MM-DD argument (10 characters), or nothing. */
export const optionalDateRule = z
  .string()
  .max(10, INVALID_DATE)
  .nullish()
  .refine((d) => d === null || d === undefined || isCalendarDate(d), INVALID_DATE);

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

/**
 * An enum argument by its stored (lowercase) values. GraphQL hands a resolver the internal
 * value, but a default the gateway filled in can arrive as the GraphQL name (OTHER): both pass.
 */
export function storedEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(values));
}
