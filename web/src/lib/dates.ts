// Dates and time zones in the web client, written once: the device's zone (the server's
// "today", the calendar's days and a post's schedule are computed in it), zone names,
// YYYY-MM-DD dates stepped by day or month, and wall-clock readings in a zone turned into
// instants and back (Intl only, so any IANA zone the browser knows, DST gaps included). The
// calendar, the composer's schedule and the browser tests all take their zone math from here.

/** A local date as text: YYYY-MM-DD. */
export type LocalDate = string;

/** The device's IANA zone, or UTC where the browser does not say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' -> parts, or null when it is not a real calendar date. */
export function parseDate(date: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** The first of the month `months` after the date's month. */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const t = new Date(`${date.slice(0, 8)}01T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + months);
  return t.toISOString().slice(0, 10);
}

/** A wall-clock reading. */
export interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock reading in `zone` at the instant `ms`. */
export function zonedParts(ms: number, zone: string): Parts {
  const out: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year, month: out.month, day: out.day, hour: out.hour % 24, minute: out.minute, second: out.second };
}

/** How far `zone` is ahead of UTC at the instant `ms`, in ms. */
function offsetAt(ms: number, zone: string): number {
  const p = zonedParts(ms, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC instant (ms) of a wall-clock reading in `zone` (`wall`: the reading's fields as if it
 * were UTC, `Date.UTC(...)`). In a DST gap (a time that does not exist) it lands just after the
 * gap; in an overlap, on the first of the two readings.
 */
function wallToUtc(wall: number, zone: string): number {
  // The zone's offsets a day either side cover any transition near this reading.
  const before = offsetAt(wall - 86_400_000, zone);
  const after = offsetAt(wall + 86_400_000, zone);
  const valid = [wall - before, wall - after].filter((ms) => offsetAt(ms, zone) === wall - ms);
  return valid.length ? Math.min(...valid) : wall - before;
}

/** Two digits (months, days, hours...). */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' or 'HH:mm:ss' (what a time input gives) -> parts, or null. */
export function parseTime(time: string): { hour: number; minute: number; second: number } | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(time.trim());
  if (!m) return null;
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

/**
 * The UTC instant of a wall-clock date and time in `zone`, or null when the date or time cannot
 * be parsed. In a DST gap (a time that does not exist) it lands just after the gap; in an
 * overlap, on the first of the two readings.
 */
export function zonedTimeToUtc(date: string, time: string, zone: string): Date | null {
  const d = parseDate(date);
  const t = parseTime(time);
  if (!d || !t || !isValidTimeZone(zone)) return null;
  return new Date(wallToUtc(Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute, t.second), zone));
}

/**
 * The instant a local date and time ('HH:mm') name in `zone`, as ISO-8601 UTC: the calendar's
 * day bounds and an event's times. Unlike `zonedTimeToUtc` it does not judge the date: a year
 * a date input allows but the server does not (20000) still becomes an instant, so the server's
 * refusal lands beside the field; text that is no date at all throws (RangeError).
 */
export function zonedInstant(date: LocalDate, time: string, zone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(wallToUtc(Date.UTC(year, month - 1, day, hour, minute), zone)).toISOString();
}

/**
 * The local date ('YYYY-MM-DD') and wall-clock time of an instant in `zone`: 'HH:mm', or
 * 'HH:mm:ss' with `seconds` (what a time input with seconds takes).
 */
export function zonedDateTime(instant: string | number | Date, zone: string, { seconds = false } = {}): { date: LocalDate; time: string } {
  const p = zonedParts(new Date(instant).getTime(), zone);
  const time = `${pad2(p.hour)}:${pad2(p.minute)}${seconds ? `:${pad2(p.second)}` : ''}`;
  return { date: `${p.year}-${pad2(p.month)}-${pad2(p.day)}`, time };
}

/** Today's date in `zone`, as a date input wants it: 'YYYY-MM-DD'. */
export function todayIn(zone: string, now: Date = new Date()): LocalDate {
  return zonedDateTime(now, zone).date;
}
