// The Create Event form's rules and lists, as the spec words them (001 sections 4, 5 and 8):
// name, location and description required, both dates required, the end after the start, the
// start not before today in the chosen zone, times in 30-minute steps shown in 12-hour AM/PM,
// the nine zones with Los Angeles the default, capacity unlimited on the form and 50 in the
// capacity dialog (an integer of at least 1, otherwise ignored). The server checks the same
// rules with the same words (subgraphs/events/src/events/inputs.ts).
import { todayIn, zonedTimeToUtc } from '../lib/dates';

export const TIME_ZONES = [
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Chicago', label: 'Chicago' },
  { value: 'America/Denver', label: 'Denver' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
  { value: 'Australia/Sydney', label: 'Sydney' },
] as const;
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const MESSAGES = {
  name: 'Event name is required',
  location: 'Location is required',
  description: 'Description is required',
  bothDates: 'Please select both start and end dates',
  endAfterStart: 'End time must be after start time',
  startBeforeToday: 'Start date cannot be before today',
  dropImage: 'Please drop an image file',
  created: 'Event created successfully!',
  failed: 'Something went wrong!',
  creating: 'Creating...',
} as const;

export const CAPACITY_DIALOG_DEFAULT = 50;

/** Every half hour of a day: value "HH:MM" (24 h), label "h:MM AM/PM". */
export const TIME_OPTIONS = Array.from({ length: 48 }, (_, i) => {
  const hour = Math.floor(i / 2);
  const minute = i % 2 ? '30' : '00';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return { value: `${String(hour).padStart(2, '0')}:${minute}`, label: `${h12}:${minute} ${hour < 12 ? 'AM' : 'PM'}` };
});

/** Capacity as the dialog stores it: an integer of at least 1, or null (unlimited) for anything else. */
export function capacityOf(text: string | number | null): number | null {
  const n = typeof text === 'number' ? text : text !== null && /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}

export interface EventFormValues {
  name: string;
  location: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezone: string;
  requireApproval: boolean;
  capacity: number | null;
  hasWaitlist: boolean;
}

export const initialEventForm = (): EventFormValues => ({
  name: '',
  location: '',
  description: '',
  startDate: '',
  startTime: '09:00',
  endDate: '',
  endTime: '10:00',
  timezone: DEFAULT_TIME_ZONE,
  requireApproval: false,
  capacity: null,
  hasWaitlist: false,
});

export type EventFormErrors = Partial<Record<'name' | 'location' | 'description' | 'startDate' | 'endDate' | 'image' | 'form', string>>;

/** The instants to send, or the errors to show beside their fields. */
export function checkEventForm(values: EventFormValues, now: Date = new Date()): { errors: EventFormErrors; start?: Date; end?: Date } {
  const errors: EventFormErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.name;
  if (!values.location.trim()) errors.location = MESSAGES.location;
  if (!values.description.trim()) errors.description = MESSAGES.description;
  if (!values.startDate || !values.endDate) {
    errors[values.startDate ? 'endDate' : 'startDate'] = MESSAGES.bothDates;
    return { errors };
  }
  const start = zonedTimeToUtc(values.startDate, values.startTime, values.timezone);
  const end = zonedTimeToUtc(values.endDate, values.endTime, values.timezone);
  if (!start || !end) {
    errors.startDate = MESSAGES.bothDates;
    return { errors };
  }
  if (values.startDate < todayIn(values.timezone, now)) errors.startDate = MESSAGES.startBeforeToday;
  else if (end.getTime() <= start.getTime()) errors.endDate = MESSAGES.endAfterStart;
  return Object.keys(errors).length ? { errors } : { errors, start, end };
}

/** "Sat, Dec 5 · 9:00 AM – 11:00 AM (Los Angeles)" in the event's own zone. */
export function eventWhen(startIso: string, endIso: string, zone: string): string {
  const label = TIME_ZONES.find((z) => z.value === zone)?.label ?? zone;
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: zone });
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = day.format(start) === day.format(end);
  return `${day.format(start)} · ${time.format(start)} – ${sameDay ? '' : `${day.format(end)} `}${time.format(end)} (${label})`;
}
