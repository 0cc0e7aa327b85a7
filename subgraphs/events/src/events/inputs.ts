// The Create Event form's rules (spec sections 3, 5 and 8): one declaration for GraphQL and the
// REST row (POST /events). Name, location and description are required; both dates are
// required and checked together (checkDates), as are the time zone and the capacity.
import { Int } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, declareInput, inputField, type InputOf } from '@pulse/kit';
import { localDate } from '@pulse/kit/dates';
import {
  BOTH_DATES,
  CAPACITY_MAX,
  DEFAULT_TIME_ZONE,
  DESCRIPTION_MAX,
  DESCRIPTION_REQUIRED,
  END_AFTER_START,
  EVENT_TIME_ZONES,
  IMAGE_DATA_URL_MAX,
  INVALID_TIMEZONE,
  LOCATION_MAX,
  LOCATION_REQUIRED,
  NAME_MAX,
  NAME_REQUIRED,
  START_BEFORE_TODAY,
  TIME_ZONE_MAX,
  capacityOf,
} from './limits.js';

const ZONES = new Set<string>(EVENT_TIME_ZONES.map((z) => z.id));

const text = (max: number, label: string, required: string) => z.string().max(max, `${label} must be at most ${max} characters`).trim().min(1, required);
/** A missing or unreadable date is the spec's 'Please select both start and end dates'. */
const date = z
  .date()
  .nullish()
  .transform((d) => (d && !Number.isNaN(d.getTime()) ? d : null));

export const fields = {
  name: text(NAME_MAX, 'Name', NAME_REQUIRED),
  description: text(DESCRIPTION_MAX, 'Description', DESCRIPTION_REQUIRED),
  location: text(LOCATION_MAX, 'Location', LOCATION_REQUIRED),
  timezone: z
    .string()
    .max(TIME_ZONE_MAX, INVALID_TIMEZONE)
    .trim()
    .refine((zone) => ZONES.has(zone), INVALID_TIMEZONE),
};

export const CreateEventInput = declareInput(
  'CreateEventInput',
  {
    name: inputField(fields.name, () => String, { description: `1-${NAME_MAX} characters.` }),
    description: inputField(fields.description, () => String, { description: `1-${DESCRIPTION_MAX} characters.` }),
    location: inputField(fields.location, () => String, { description: `1-${LOCATION_MAX} characters.` }),
    startDate: inputField(date, () => Date, { nullable: true, description: 'Required: the first moment; not before today in the event’s time zone.' }),
    endDate: inputField(date, () => Date, { nullable: true, description: 'Required: after startDate.' }),
    timezone: inputField(
      fields.timezone.nullish().transform((zone) => zone || DEFAULT_TIME_ZONE),
      () => String,
      { description: 'One of the nine zones (eventTimeZones); default America/Los_Angeles.' },
    ),
    image: inputField(
      z
        .string()
        .max(IMAGE_DATA_URL_MAX, 'File too large')
        .nullish()
        .transform((v) => v?.trim() || null),
      () => String,
      { description: 'The cover: the URL POST /api/events/upload answered, or a data:image/... URL (stored as an upload).' },
    ),
    requireApproval: inputField(
      z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
      () => Boolean,
      { defaultValue: false },
    ),
    capacity: inputField(
      z
        .number()
        .nullish()
        .transform((v) => capacityOf(v)),
      () => Number,
      { nullable: true, description: `Places for approved guests: an integer of at least 1 (at most ${CAPACITY_MAX}); anything else, or none, is unlimited.` },
    ),
    hasWaitlist: inputField(
      z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
      () => Boolean,
      { defaultValue: false, description: 'With a capacity: members past it wait in line. Ignored when unlimited.' },
    ),
    // Checked with the deployment's provider by tickets/tickets.ts checkTicketPrice.
    ticketPriceMinor: inputField(
      z
        .number()
        .nullish()
        .transform((v) => v ?? null),
      () => Int,
      { nullable: true, description: 'Ticket price in integer minor units (cents); 0 or none is free. Needs a payment provider that takes money online (Stripe).' },
    ),
    ticketCurrency: inputField(
      z
        .string()
        .max(8, 'Ticket currency must be a three-letter code')
        .nullish()
        .transform((v) => v ?? null),
      () => String,
      { nullable: true, description: 'ISO 4217 code of the ticket price (usd, eur, ...); needed with a price.' },
    ),
  },
  { description: 'A new event (the spec’s create payload).' },
);
export type CreateEventValues = InputOf<typeof CreateEventInput>;

/** What may change after creation; the others keep their values. Capacity and approval are set once (docs/events.md). */
export const UpdateEventInput = declareInput(
  'UpdateEventInput',
  {
    name: inputField(fields.name.nullish(), () => String),
    description: inputField(fields.description.nullish(), () => String),
    location: inputField(fields.location.nullish(), () => String),
    startDate: inputField(date, () => Date, { nullable: true }),
    endDate: inputField(date, () => Date, { nullable: true }),
    timezone: inputField(fields.timezone.nullish(), () => String),
  },
  { description: 'The event’s details to change; left out keeps them.' },
);
export type UpdateEventValues = InputOf<typeof UpdateEventInput>;

/** Both dates, the end after the start, the start not before today in the event's zone (read from the clock). */
export function checkDates(start: Date | null, end: Date | null, zone: string, now: Date): { start: Date; end: Date } {
  if (!start || !end) throw new BadUserInputError(BOTH_DATES, start ? 'endDate' : 'startDate');
  if (end.getTime() <= start.getTime()) throw new BadUserInputError(END_AFTER_START, 'endDate');
  if (localDate(zone, start) < localDate(zone, now)) throw new BadUserInputError(START_BEFORE_TODAY, 'startDate');
  return { start, end };
}
