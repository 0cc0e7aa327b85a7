// The calendar event form's rules. Times are instants (DateTime); the end must come after the
// start; the zone is an IANA name (it decides what "all day" and local times mean).
import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError } from '@pulse/kit';
import { CalendarEventKind } from './event-kind.js';
import { INVALID_TIMEZONE, TIMEZONE_MAX_LENGTH, isTimeZone, storedEnum } from './time-zone.js';
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

export interface EventValues {
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  timezone: string;
  location: string;
  kind: CalendarEventKind;
}

/** The whole event after a create or an update: the rules that span two fields. */
export function checkSpan(event: Pick<EventValues, 'startsAt' | 'endsAt'>): void {
  if (event.endsAt.getTime() <= event.startsAt.getTime()) throw new BadUserInputError(END_BEFORE_START, 'endsAt');
  if (event.endsAt.getTime() - event.startsAt.getTime() > MAX_EVENT_DAYS * 86_400_000) throw new BadUserInputError(EVENT_TOO_LONG, 'endsAt');
}

@InputType({ description: 'A new calendar event.' })
export class CalendarEventInput {
  static schema = z.object({
    title: fields.title,
    description: fields.description.nullish().transform((v) => v ?? ''),
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    allDay: fields.allDay.nullish().transform((v) => v ?? false),
    timezone: fields.timezone.nullish().transform((v) => v || 'UTC'),
    location: fields.location.nullish().transform((v) => v ?? ''),
    kind: fields.kind.nullish().transform((v) => v ?? CalendarEventKind.OTHER),
  });

  @Field(() => String, { description: '1-200 characters.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Up to 2,000 characters.' }) description?: string | null;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date, { description: 'After startsAt; at most 31 days later.' }) endsAt!: Date;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) allDay?: boolean | null;
  @Field(() => String, { nullable: true, description: 'IANA time zone (default UTC).' }) timezone?: string | null;
  @Field(() => String, { nullable: true, description: 'Up to 200 characters.' }) location?: string | null;
  @Field(() => CalendarEventKind, { nullable: true, description: 'Default OTHER.' }) kind?: CalendarEventKind | null;
}

/** The fields to change; the others keep their values. */
@InputType({ description: 'Changes to a calendar event (only the fields given change).' })
export class CalendarEventUpdateInput {
  static schema = z.object({
    title: fields.title.nullish(),
    description: fields.description.nullish(),
    startsAt: fields.startsAt.nullish(),
    endsAt: fields.endsAt.nullish(),
    allDay: fields.allDay.nullish(),
    timezone: fields.timezone.nullish(),
    location: fields.location.nullish(),
    kind: fields.kind.nullish(),
  });

  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Date, { nullable: true }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
  @Field(() => Boolean, { nullable: true }) allDay?: boolean | null;
  @Field(() => String, { nullable: true }) timezone?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => CalendarEventKind, { nullable: true }) kind?: CalendarEventKind | null;
}
