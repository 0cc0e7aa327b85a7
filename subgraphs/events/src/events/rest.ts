// The spec's event calls (001 section 7): GET and POST /events (the create payload of section 3:
// capacity a number or the word unlimited, the cover a data URL or an upload's URL) and
// POST /events/{id}/attend {status}; and ours: GET /events/{id}, POST /events/{id}/leave,
// POST /events/{id}/approve and /decline {userId} (the organiser). The operation's own rules
// answer through the document, so REST and GraphQL give the same messages ('Please select
// both start and end dates'...). Route declarations and generated documents only.
import { z } from 'zod';
import { cursorQuery, defineRoute, limitQuery, optionalFlag, optionalText, pageInfoAnswer, pathId, requiredId, type RestRoute } from '@pulse/kit/rest';
import {
  RestAttendEventDocument,
  RestCreateEventDocument,
  RestDecideEventRequestDocument,
  RestEventDocument,
  RestEventsDocument,
  RestLeaveEventDocument,
  type AttendanceStatus,
  type RestEventFieldsFragment,
} from '../rest.generated.js';
import { EVENT_CURSOR } from './cursor.js';
import { TICKET_PRICE_INVALID, TICKET_PRICE_MAX } from '../tickets/limits.js';
import { DESCRIPTION_MAX, EVENT_BODY_LIMIT, IMAGE_DATA_URL_MAX, LOCATION_MAX, NAME_MAX, TIME_ZONE_MAX, capacityOf } from './limits.js';

const dateTime = z.string().meta({ format: 'date-time' });
const STATUSES = ['GOING', 'INTERESTED', 'NOT_GOING', 'REQUESTED', 'APPROVED', 'DECLINED', 'WAITLISTED', 'PAYMENT_PENDING'] as const;

const eventAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    location: z.string(),
    startDate: dateTime,
    endDate: dateTime,
    timezone: z.string(),
    image: z.string().nullable().meta({ description: 'The cover’s URL' }),
    requireApproval: z.boolean(),
    capacity: z.union([z.number().int(), z.literal('unlimited')]),
    hasWaitlist: z.boolean(),
    ticketPriceMinor: z.number().int().meta({ description: 'Ticket price in integer minor units (cents); 0 is free' }),
    ticketCurrency: z.string().nullable(),
    cancelled: z.boolean(),
    spotsLeft: z.number().int().nullable(),
    icsUrl: z.string(),
    createdAt: dateTime,
    isOrganiser: z.boolean(),
    organiser: z.object({ id: z.string(), name: z.string(), username: z.string(), image: z.string().nullable() }),
    counts: z.object({
      going: z.number().int(),
      interested: z.number().int(),
      notGoing: z.number().int(),
      requested: z.number().int(),
      approved: z.number().int(),
      declined: z.number().int(),
      waitlisted: z.number().int(),
      paymentPending: z.number().int(),
      attending: z.number().int(),
    }),
    status: z.enum(STATUSES).nullable().meta({ description: 'Your attendance; null when none' }),
    waitlistPosition: z.number().int().nullable(),
    paymentDueBy: dateTime.nullable().meta({ description: 'PAYMENT_PENDING: your place is released if the ticket is not paid by then' }),
  })
  .meta({ id: 'Event' });

const paymentAnswer = z
  .object({
    provider: z.enum(['STRIPE', 'OFFLINE']),
    status: z.string().meta({ description: 'PENDING, SUCCEEDED or FAILED' }),
    amountMinor: z.number().int(),
    currency: z.string(),
    checkoutUrl: z.string().nullable().meta({ description: "Stripe Checkout's hosted payment page (a plain link back to the event); null once paid" }),
    clientSecret: z
      .string()
      .nullable()
      .meta({ description: "A PaymentIntent's client_secret, only for a payment started before Stripe Checkout; null otherwise (deprecated)" }),
  })
  .nullable()
  .meta({ id: 'TicketPayment', description: 'Your ticket’s payment on a paid event; null for a free one' });

function restEvent(e: RestEventFieldsFragment): z.input<typeof eventAnswer> {
  const { imageUrl, capacity, myAttendance, ...rest } = e;
  return {
    ...rest,
    image: imageUrl,
    capacity: capacity ?? 'unlimited',
    status: myAttendance?.status ?? null,
    waitlistPosition: myAttendance?.waitlistPosition ?? null,
    paymentDueBy: myAttendance?.paymentDueBy ?? null,
  };
}

const eventId = z.object({ id: pathId('The event id') });
/** going, interested, not going in any case, "not-going" and "not going" too. */
const status = z
  .string({ error: 'status is required' })
  .max(20, 'Choose going, interested or not going')
  .transform((s) =>
    s
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_'),
  )
  .pipe(z.enum(['GOING', 'INTERESTED', 'NOT_GOING'], { error: 'Choose going, interested or not going' }));

const createBody = z.object({
  // Left out: the operation answers its own message ('Event name is required'...).
  name: optionalText('name', NAME_MAX),
  description: optionalText('description', DESCRIPTION_MAX),
  location: optionalText('location', LOCATION_MAX),
  startDate: optionalText('startDate', 40).meta({ format: 'date-time' }),
  endDate: optionalText('endDate', 40).meta({ format: 'date-time' }),
  image: optionalText('image', IMAGE_DATA_URL_MAX).meta({ description: 'A data:image/... URL, or the URL POST /api/events/upload answered' }),
  requireApproval: optionalFlag('requireApproval'),
  capacity: z
    .union([z.number(), z.string().max(20)])
    .nullish()
    .meta({ description: 'An integer of at least 1, or "unlimited"; anything else is ignored (unlimited)' }),
  hasWaitlist: optionalFlag('hasWaitlist'),
  timezone: optionalText('timezone', TIME_ZONE_MAX),
  ticketPriceMinor: z
    .number({ error: TICKET_PRICE_INVALID })
    .int(TICKET_PRICE_INVALID)
    .min(0, TICKET_PRICE_INVALID)
    .max(TICKET_PRICE_MAX, TICKET_PRICE_INVALID)
    .nullish()
    .meta({ description: 'Ticket price in integer minor units (cents); 0 or none is free; needs Stripe configured' }),
  ticketCurrency: optionalText('ticketCurrency', 8),
});

export const eventRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/events',
    summary: 'Upcoming events, soonest first',
    auth: 'member',
    query: z.object({ limit: limitQuery(), after: cursorQuery('after', EVENT_CURSOR) }),
    document: RestEventsDocument,
    variables: ({ query }) => ({ first: query.limit ?? null, after: query.after ?? null }),
    response: z.object({ events: z.array(eventAnswer), pageInfo: pageInfoAnswer }),
    respond: (data) => ({ events: data.events.nodes.map(restEvent), pageInfo: data.events.pageInfo }),
  }),
  defineRoute({
    method: 'post',
    path: '/events',
    summary: 'Create an event (the Create Event dialog); you organise it',
    auth: 'member',
    bodyLimit: EVENT_BODY_LIMIT,
    longStrings: { image: IMAGE_DATA_URL_MAX },
    body: createBody,
    document: RestCreateEventDocument,
    variables: ({ body }) => ({
      input: {
        name: body.name ?? '',
        description: body.description ?? '',
        location: body.location ?? '',
        startDate: body.startDate || null,
        endDate: body.endDate || null,
        image: body.image || null,
        requireApproval: body.requireApproval ?? false,
        capacity: capacityOf(body.capacity),
        hasWaitlist: body.hasWaitlist ?? false,
        timezone: body.timezone || null,
        ticketPriceMinor: body.ticketPriceMinor ?? null,
        ticketCurrency: body.ticketCurrency || null,
      },
    }),
    response: z.object({ event: eventAnswer }),
    respond: (data) => ({ event: restEvent(data.createEvent) }),
  }),
  defineRoute({
    method: 'get',
    path: '/events/:id',
    summary: 'One event, with your attendance',
    auth: 'member',
    params: eventId,
    document: RestEventDocument,
    variables: ({ params }) => params,
    response: z.object({ event: eventAnswer }),
    respond: (data) => ({ event: restEvent(data.event) }),
  }),
  defineRoute({
    method: 'post',
    path: '/events/:id/attend',
    summary:
      'Say whether you go: going (a request when approval is needed, the waitlist when full; on a paid event a place held while you pay, with the payment), interested or not going',
    auth: 'member',
    params: eventId,
    body: z.object({ status }),
    document: RestAttendEventDocument,
    variables: ({ params, body }) => ({ id: params.id, status: body.status as AttendanceStatus }),
    response: z.object({ status: z.enum(STATUSES).nullable(), event: eventAnswer, payment: paymentAnswer }),
    respond: (data) => ({
      status: data.attendEvent.myAttendance?.status ?? null,
      event: restEvent(data.attendEvent),
      payment: data.attendEvent.myAttendance?.ticketPayment ?? null,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/events/:id/leave',
    summary: 'Withdraw your attendance, request or waitlist place',
    auth: 'member',
    params: eventId,
    document: RestLeaveEventDocument,
    variables: ({ params }) => params,
    response: z.object({ event: eventAnswer }),
    respond: (data) => ({ event: restEvent(data.leaveEvent) }),
  }),
  ...(['approve', 'decline'] as const).map((decision) =>
    defineRoute({
      method: 'post',
      path: `/events/:id/${decision}`,
      summary: decision === 'approve' ? 'Approve a member’s request (the organiser): a place, else the waitlist' : 'Decline a member’s request or place (the organiser)',
      auth: 'member',
      params: eventId,
      body: z.object({ userId: requiredId('userId') }),
      document: RestDecideEventRequestDocument,
      variables: ({ params, body }) => ({ eventId: params.id, userId: body.userId, approve: decision === 'approve' }),
      response: z.object({ event: eventAnswer }),
      respond: (data) => ({ event: restEvent(data.decideEventRequest) }),
    }),
  ),
];
