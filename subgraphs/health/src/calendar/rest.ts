// The spec's Calendar paths (section 7: "GET and POST /calendar/events; PUT and DELETE
// /calendar/events/{id}; GET /calendar/summary?period"), each onto one calendar operation. The
// payloads are not shown in the spec: ours are documented in the gateway's OpenAPI document.
import { z } from 'zod';
import { caseInsensitiveEnum, defineRoute, optionalFlag, optionalText, pathId, requiredText, type RestRoute } from '@pulse/kit/rest';
import {
  RestCalendarEventsDocument,
  RestCalendarSummaryDocument,
  RestCreateCalendarEventDocument,
  RestDeleteCalendarEventDocument,
  RestUpdateCalendarEventDocument,
  type CalendarEventKind,
  type CalendarPeriod,
} from '../rest.generated.js';
import { DEFAULT_RANGE_DAYS, DESCRIPTION_MAX, LOCATION_MAX, MAX_RANGE_DAYS, TITLE_MAX } from './limits.js';
import { TIMEZONE_MAX_LENGTH } from './time-zone.js';

const KINDS = ['WORKOUT', 'MEAL', 'APPOINTMENT', 'OTHER'] as const;
const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
const INSTANT_MAX = 64;

const event = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string().meta({ format: 'date-time' }),
  endsAt: z.string().meta({ format: 'date-time' }),
  allDay: z.boolean(),
  timezone: z.string(),
  location: z.string(),
  kind: z.enum(KINDS),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
const eventAnswer = z.object({ event });

const eventFields = {
  description: optionalText('description', DESCRIPTION_MAX),
  allDay: optionalFlag('allDay'),
  timezone: optionalText('timezone', TIMEZONE_MAX_LENGTH).meta({ description: 'IANA time zone (default UTC)' }),
  location: optionalText('location', LOCATION_MAX),
  kind: caseInsensitiveEnum('kind', KINDS),
};
const createBody = z.object({
  title: requiredText('title', TITLE_MAX),
  startsAt: requiredText('startsAt', INSTANT_MAX).meta({ format: 'date-time' }),
  endsAt: requiredText('endsAt', INSTANT_MAX).meta({ format: 'date-time' }),
  ...eventFields,
});
const updateBody = z.object({
  title: optionalText('title', TITLE_MAX),
  startsAt: optionalText('startsAt', INSTANT_MAX).meta({ format: 'date-time' }),
  endsAt: optionalText('endsAt', INSTANT_MAX).meta({ format: 'date-time' }),
  ...eventFields,
});

/** Only the fields sent (null and absent both mean "unchanged"). */
const given = <T extends Record<string, unknown>>(body: T) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as T;
const eventId = z.object({ id: pathId('The event id') });

export const calendarRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/calendar/events',
    summary: `Your events overlapping [from, to) (at most ${MAX_RANGE_DAYS} days), earliest first; with no parameters, the next ${DEFAULT_RANGE_DAYS} days from now`,
    auth: 'member',
    query: z.object({
      from: optionalText('from', INSTANT_MAX).meta({ format: 'date-time', description: 'Default: now' }),
      to: optionalText('to', INSTANT_MAX).meta({
        format: 'date-time',
        description: `Default: ${DEFAULT_RANGE_DAYS} days after from (at most ${MAX_RANGE_DAYS} days after it)`,
      }),
    }),
    document: RestCalendarEventsDocument,
    variables: ({ query }) => ({ from: query.from || null, to: query.to || null }),
    response: z.object({ events: z.array(event) }),
    respond: (data) => ({ events: data.calendarEvents }),
  }),
  defineRoute({
    method: 'post',
    path: '/calendar/events',
    summary: 'Add an event to your calendar',
    auth: 'member',
    body: createBody,
    document: RestCreateCalendarEventDocument,
    variables: ({ body }) => ({ input: { ...given(body), kind: (body.kind ?? undefined) as CalendarEventKind | undefined } }),
    response: eventAnswer,
    respond: (data) => ({ event: data.createCalendarEvent }),
  }),
  defineRoute({
    method: 'put',
    path: '/calendar/events/:id',
    summary: 'Change your event (only the fields sent)',
    auth: 'member',
    params: eventId,
    body: updateBody,
    document: RestUpdateCalendarEventDocument,
    variables: ({ params, body }) => ({ id: params.id, input: { ...given(body), kind: (body.kind ?? undefined) as CalendarEventKind | undefined } }),
    response: eventAnswer,
    respond: (data) => ({ event: data.updateCalendarEvent }),
  }),
  defineRoute({
    method: 'delete',
    path: '/calendar/events/:id',
    summary: 'Delete your event',
    auth: 'member',
    params: eventId,
    document: RestDeleteCalendarEventDocument,
    variables: ({ params }) => params,
    response: z.object({ success: z.literal(true), id: z.string() }),
    respond: (data) => ({ success: true as const, id: data.deleteCalendarEvent }),
  }),
  defineRoute({
    method: 'get',
    path: '/calendar/summary',
    summary: 'Your day, week (Monday first) or month: events, minutes by kind, busy minutes',
    auth: 'member',
    query: z.object({
      period: caseInsensitiveEnum('period', PERIODS).refine((p) => p !== null, { error: 'period is required (day, week or month)' }),
      date: optionalText('date', 10).meta({ description: 'YYYY-MM-DD inside the period (default today in the zone)' }),
      timezone: optionalText('timezone', TIMEZONE_MAX_LENGTH).meta({ description: 'IANA time zone (default UTC)' }),
    }),
    document: RestCalendarSummaryDocument,
    variables: ({ query }) => ({ period: query.period as CalendarPeriod, date: query.date || null, timezone: query.timezone || null }),
    response: z.object({
      summary: z.object({
        period: z.enum(PERIODS),
        date: z.string(),
        timezone: z.string(),
        from: z.string().meta({ format: 'date-time' }),
        to: z.string().meta({ format: 'date-time' }),
        eventCount: z.number().int(),
        busyMinutes: z.number().int(),
        events: z.array(event),
        byKind: z.array(z.object({ kind: z.enum(KINDS), count: z.number().int(), minutes: z.number().int() })),
      }),
    }),
    respond: (data) => ({ summary: data.calendarSummary }),
  }),
];
