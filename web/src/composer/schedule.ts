// Scheduling a post: the date (today or later), the time and the time zone the member means
// them in, turned into the UTC instant the server stores (scheduledFor) plus the zone name.
//
// The spec lists 15 zones "from Honolulu to Auckland" with the device's zone as the default.
// When the device's zone is not one of the 15 (e.g. Europe/Madrid), it is put first in the list
// under its own IANA name and is the default, so a member is never scheduled in a zone they did
// not choose.
import { deviceTimeZone, isValidTimeZone, pad2 as pad, parseDate, parseTime, todayIn, zonedParts, zonedTimeToUtc } from '../lib/dates';

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
