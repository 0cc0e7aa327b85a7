// The calendar event form's rules. Times are instants (DateTime); the end must come after the
// start; the zone is an IANA name (it decides what "all day" and local times mean).
import { z } from 'zod';
import { BadUserInputError, declareInput, inputField, type InputOf } from '@pulse/kit';
import { isTimeZone } from '@pulse/kit/dates';
import { CalendarEventKind } from './event-kind.js';
import { INVALID_TIMEZONE, TIMEZONE_MAX_LENGTH, storedEnum } from './time-zone.js';
import { DESCRIPTION_MAX, LOCATION_MAX, TITLE_MAX } from './limits.js';

export const END_BEFORE_START = 'The end must be after the start';
export const TITLE_REQUIRED = 'Title is required';
/** An event longer than this is a data-entry mistake (and would swell every range read). */
export const MAX_EVENT_DAYS = 31;
export const EVENT_TOO_LONG = `An event can last at most ${MAX_EVENT_DAYS} days`;

const instant = (label: string) => z.date({ error: `${label} is required` }).refine((d) => !Number.isNaN(d.getTime()), `${label} must be an ISO-8601 date and time`);

const fields = {
  title: z.string().max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`).trim().min(1, TITLE_REQUIRED),
  description: z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).trim(),
  startsAt: instant('Start'),
  endsAt: instant('End'),
  allDay: z.boolean(),
  timezone: z.string().max(TIMEZONE_MAX_LENGTH, `Time zone must be at most ${TIMEZONE_MAX_LENGTH} characters`).trim().refine(isTimeZone, INVALID_TIMEZONE),
  location: z.string().max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`).trim(),
  kind: storedEnum(Object.values(CalendarEventKind) as [CalendarEventKind, ...CalendarEventKind[]]),
};

export type EventValues = InputOf<typeof CalendarEventInput>;

/** The whole event after a create or an update: the rules that span two fields. */
export function checkSpan(event: Pick<EventValues, 'startsAt' | 'endsAt'>): void {
  if (event.endsAt.getTime() <= event.startsAt.getTime()) throw new BadUserInputError(END_BEFORE_START, 'endsAt');
  if (event.endsAt.getTime() - event.startsAt.getTime() > MAX_EVENT_DAYS * 86_400_000) throw new BadUserInputError(EVENT_TOO_LONG, 'endsAt');
}

export const CalendarEventInput = declareInput(
  'CalendarEventInput',
  {
    title: inputField(fields.title, () => String, { description: '1-200 characters.' }),
    description: inputField(
      fields.description.nullish().transform((v) => v ?? ''),
      () => String,
      { description: 'Up to 2,000 characters.' },
    ),
    startsAt: inputField(fields.startsAt, () => Date),
    endsAt: inputField(fields.endsAt, () => Date, { description: 'After startsAt; at most 31 days later.' }),
    allDay: inputField(
      fields.allDay.nullish().transform((v) => v ?? false),
      () => Boolean,
      { defaultValue: false },
    ),
    timezone: inputField(
      fields.timezone.nullish().transform((v) => v || 'UTC'),
      () => String,
      { description: 'IANA time zone (default UTC).' },
    ),
    location: inputField(
      fields.location.nullish().transform((v) => v ?? ''),
      () => String,
      { description: 'Up to 200 characters.' },
    ),
    kind: inputField(
      fields.kind.nullish().transform((v) => v ?? CalendarEventKind.OTHER),
      () => CalendarEventKind,
      { description: 'Default OTHER.' },
    ),
  },
  { description: 'A new calendar event.' },
);

/** The fields to change; the others keep their values. */
export const CalendarEventUpdateInput = declareInput(
  'CalendarEventUpdateInput',
  {
    title: inputField(fields.title.nullish(), () => String),
    description: inputField(fields.description.nullish(), () => String),
    startsAt: inputField(fields.startsAt.nullish(), () => Date),
    endsAt: inputField(fields.endsAt.nullish(), () => Date),
    allDay: inputField(fields.allDay.nullish(), () => Boolean),
    timezone: inputField(fields.timezone.nullish(), () => String),
    location: inputField(fields.location.nullish(), () => String),
    kind: inputField(fields.kind.nullish(), () => CalendarEventKind),
  },
  { description: 'Changes to a calendar event (only the fields given change).' },
);
