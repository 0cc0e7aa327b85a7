// The calendar event form's bounds, shared by the input rules and the REST rows (kept free of
// service code: the gateway imports rest.ts).
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const LOCATION_MAX = 200;
/** The longest [from, to) a calendar read covers: a month view with its leading and trailing weeks. */
export const MAX_RANGE_DAYS = 62;
/** What `GET /calendar/events` (calendarEvents) covers when `to` is left out: 30 days after `from` (default now). */
export const DEFAULT_RANGE_DAYS = 30;
