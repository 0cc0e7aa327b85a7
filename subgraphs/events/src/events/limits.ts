// The events capability's rules and messages (spec sections 5, 8 and 9, verbatim where the
// spec words them). Constants only: the REST rows (src/rest.ts) and the web import nothing
// else from here, so it must not reach a resolver or an entity.
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 300;
/** A cover as a data URL (the spec's create payload): a 5 MB image is ~6.7 MB of base64. */
export const IMAGE_DATA_URL_MAX = 7_000_000;
/** A GraphQL body carrying such an image (createEvent only). */
export const EVENT_BODY_ALLOWANCE = { limit: 8 * 1024 * 1024, rootFields: ['createEvent'] } as const;
export const EVENT_BODY_LIMIT = '8mb';

export const NAME_REQUIRED = 'Event name is required';
export const LOCATION_REQUIRED = 'Location is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const BOTH_DATES = 'Please select both start and end dates';
export const END_AFTER_START = 'End time must be after start time';
export const START_BEFORE_TODAY = 'Start date cannot be before today';
export const DROP_AN_IMAGE = 'Please drop an image file';
export const INVALID_TIMEZONE = 'Choose one of the listed time zones';
export const EVENT_NOT_FOUND = 'Event not found';
export const NOT_ORGANISER = 'Only the organiser can do this';
export const EVENT_FULL = 'This event is full';
export const EVENT_CANCELLED = 'This event was cancelled';
export const EVENT_ENDED = 'This event has ended';
export const NO_REQUEST = 'There is no request from this member to decide';
export const LOGIN_FOR_EVENTS = 'Please log in to join events';

/** Spec section 9: capacity minimum 1 (anything else is ignored: unlimited). */
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 100_000;
/** The capacity dialog's starting value (spec section 4); the form's is unlimited. */
export const CAPACITY_DIALOG_DEFAULT = 50;

/** How long before the start attendees are reminded. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** The nine time zones of spec section 5, Los Angeles the default, in the spec's order. */
export const EVENT_TIME_ZONES = [
  { id: 'America/Los_Angeles', label: 'Los Angeles' },
  { id: 'America/New_York', label: 'New York' },
  { id: 'America/Chicago', label: 'Chicago' },
  { id: 'America/Denver', label: 'Denver' },
  { id: 'Europe/London', label: 'London' },
  { id: 'Europe/Paris', label: 'Paris' },
  { id: 'Asia/Tokyo', label: 'Tokyo' },
  { id: 'Asia/Shanghai', label: 'Shanghai' },
  { id: 'Australia/Sydney', label: 'Sydney' },
] as const;
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const TIME_ZONE_MAX = 64;

/** Capacity as the spec's payload gives it: a number, or the word unlimited; anything but an integer of at least 1 is ignored (unlimited). */
export function capacityOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= CAPACITY_MIN ? Math.min(n, CAPACITY_MAX) : null;
}
