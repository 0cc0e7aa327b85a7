// Scheduling a post: the date (today or later), the time and the time zone the member means
// them in, turned into the UTC instant the server stores (scheduledFor) plus the zone name.
//
// The spec lists 15 zones "from Honolulu to Auckland" with the device's zone as the default.
// When the device's zone is not one of the 15 (e.g. Europe/Madrid), it is put first in the list
// under its own IANA name and is the default, so a member is never scheduled in a zone they did
// not choose.
import { deviceTimeZone, isValidTimeZone, parseDate } from '../lib/dates';

export interface TimeZoneOption {
  zone: string;
  label: string;
}

/** West to east, Honolulu to Auckland. */
export const SCHEDULE_TIMEZONES: readonly TimeZoneOption[] = [
  { zone: 'Pacific/Honolulu', label: 'Honolulu (HST)' },
  { zone: 'America/Anchorage', label: 'Anchorage (AKT)' },
  { zone: 'America/Los_Angeles', label: 'Los Angeles (PT)' },
  { zone: 'America/Denver', label: 'Denver (MT)' },
  { zone: 'America/Chicago', label: 'Chicago (CT)' },
  { zone: 'America/New_York', label: 'New York (ET)' },
  { zone: 'America/Sao_Paulo', label: 'São Paulo (BRT)' },
  { zone: 'Europe/London', label: 'London (GMT/BST)' },
  { zone: 'Europe/Paris', label: 'Paris (CET)' },
  { zone: 'Europe/Moscow', label: 'Moscow (MSK)' },
  { zone: 'Asia/Dubai', label: 'Dubai (GST)' },
  { zone: 'Asia/Kolkata', label: 'India (IST)' },
  { zone: 'Asia/Tokyo', label: 'Tokyo (JST)' },
  { zone: 'Australia/Sydney', label: 'Sydney (AET)' },
  { zone: 'Pacific/Auckland', label: 'Auckland (NZT)' },
];

export const INVALID_DATE = 'Invalid date';
export const DATE_IN_PAST = 'The date must be today or later';
export const TIME_IN_PAST = 'The scheduled time must be in the future';

/** The 15 zones, with the device's zone added first when it is not among them. */
export function timezoneOptions(device: string = deviceTimeZone()): TimeZoneOption[] {
  if (SCHEDULE_TIMEZONES.some((o) => o.zone === device) || !isValidTimeZone(device)) return [...SCHEDULE_TIMEZONES];
  return [{ zone: device, label: device.replace(/_/g, ' ') }, ...SCHEDULE_TIMEZONES];
}

/** The default zone of the dialog: the device's when usable, otherwise UTC's neighbour London. */
export function defaultTimeZone(device: string = deviceTimeZone()): string {
  return isValidTimeZone(device) ? device : 'Europe/London';
}

interface Parts {
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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

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
  const wall = Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute, t.second);
  // The zone's offsets a day either side cover any transition near this reading.
  const before = offsetAt(wall - 86_400_000, zone);
  const after = offsetAt(wall + 86_400_000, zone);
  const valid = [wall - before, wall - after].filter((ms) => offsetAt(ms, zone) === wall - ms);
  return new Date(valid.length ? Math.min(...valid) : wall - before);
}

/** Today's date in `zone`, as a date input wants it: 'YYYY-MM-DD'. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const p = zonedParts(now.getTime(), zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** An instant as the dialog's fields in `zone` (editing a scheduled post). */
export function utcToZonedFields(instant: string | Date, zone: string): { date: string; time: string } | null {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms) || !isValidTimeZone(zone)) return null;
  const p = zonedParts(ms, zone);
  const time = p.second ? `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : `${pad(p.hour)}:${pad(p.minute)}`;
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time };
}

export interface ScheduleFields {
  date: string;
  time: string;
  zone: string;
}

export type ScheduleCheck = { ok: true; scheduledFor: Date; timezone: string } | { ok: false; error: string; field: 'date' | 'time' };

/** The dialog's check: a real date, today or later in the chosen zone, a real time, not past. */
export function checkSchedule(fields: ScheduleFields, now: Date = new Date()): ScheduleCheck {
  if (!parseDate(fields.date) || !isValidTimeZone(fields.zone)) return { ok: false, error: INVALID_DATE, field: 'date' };
  if (!parseTime(fields.time)) return { ok: false, error: INVALID_DATE, field: 'time' };
  // ISO dates compare correctly as strings.
  if (fields.date.trim() < todayIn(fields.zone, now)) return { ok: false, error: DATE_IN_PAST, field: 'date' };
  const scheduledFor = zonedTimeToUtc(fields.date, fields.time, fields.zone);
  if (!scheduledFor) return { ok: false, error: INVALID_DATE, field: 'date' };
  if (scheduledFor.getTime() <= now.getTime()) return { ok: false, error: TIME_IN_PAST, field: 'time' };
  return { ok: true, scheduledFor, timezone: fields.zone };
}

/** How the composer shows a set schedule, e.g. 'Mar 3, 2026, 09:30 (Europe/Paris)'. */
export function describeSchedule(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text} (${zone})`;
}
