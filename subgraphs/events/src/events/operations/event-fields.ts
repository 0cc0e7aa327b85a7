// The Event type's computed fields: the organiser, counts, places left, the caller's attendance,
// the attendee list (requests and the waitlist only for the organiser), the .ics link.
// Counts and the caller's attendance are batched per request (a list page asks once).
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { requireUser, type SubgraphContext } from '@pulse/kit';
import { UserReference, userRef } from '../../user-ref.js';
import { Attendance, AttendanceStatus, Event } from '../entities.js';
import { waitlistPosition } from '../store.js';
import { EventAttendanceCounts, EventAttendee } from './event-types.js';
import { icsUrlOf } from '../ics.js';

const ATTENDEES_MAX = 200;
/** What every member may see of an event's attendees; the rest is the organiser's. */
const PUBLIC_STATUSES: readonly AttendanceStatus[] = ['GOING', 'APPROVED', 'INTERESTED'];

const COUNT_KEYS: Record<AttendanceStatus, keyof Omit<EventAttendanceCounts, 'attending'>> = {
  GOING: 'going',
  INTERESTED: 'interested',
  NOT_GOING: 'notGoing',
  REQUESTED: 'requested',
  APPROVED: 'approved',
  DECLINED: 'declined',
  WAITLISTED: 'waitlisted',
  PAYMENT_PENDING: 'paymentPending',
};

export async function attendeeOf(ctx: SubgraphContext, attendance: Attendance): Promise<EventAttendee> {
  return {
    eventId: attendance.eventId,
    user: userRef(attendance.userId),
    status: attendance.status,
    waitlistPosition: await waitlistPosition(ctx.em, attendance),
    paymentDueBy: attendance.heldAt && new Date(attendance.heldAt.getTime() + ctx.services.config.holds.paymentMs),
    updatedAt: attendance.updatedAt,
  };
}

function countsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, EventAttendanceCounts>('eventCounts', async (ids) => {
    const rows = await ctx.em
      .getConnection()
      .execute<{ event_id: string; status: AttendanceStatus; n: number }[]>(
        `SELECT event_id, status, count(*)::int AS n FROM events.attendances WHERE event_id IN (${ids.map(() => '?').join(', ')}) GROUP BY event_id, status`,
        [...ids],
      );
    return ids.map((id) => {
      const counts: EventAttendanceCounts = {
        going: 0,
        interested: 0,
        notGoing: 0,
        requested: 0,
        approved: 0,
        declined: 0,
        waitlisted: 0,
        paymentPending: 0,
        attending: 0,
      };
      for (const row of rows) if (row.event_id === id) counts[COUNT_KEYS[row.status]] = row.n;
      counts.attending = counts.going + counts.approved;
      return counts;
    });
  });
}

function mineLoader(ctx: SubgraphContext, userId: string) {
  return ctx.loaders.get<string, Attendance | null>('myEventAttendance', async (ids) => {
    const rows = await ctx.em.find(Attendance, { eventId: { $in: [...ids] }, userId }, { disableIdentityMap: true });
    return ids.map((id) => rows.find((r) => r.eventId === id) ?? null);
  });
}

@Resolver(() => Event)
export class EventFieldsResolver {
  @FieldResolver(() => UserReference, { description: 'Who created it.' })
  organiser(@Root() event: Event): UserReference {
    return userRef(event.organiserId);
  }

  @FieldResolver(() => Boolean)
  cancelled(@Root() event: Event): boolean {
    return event.cancelledAt !== null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller organises it.' })
  isOrganiser(@Root() event: Event, @Ctx() ctx: SubgraphContext): boolean {
    return ctx.auth.user?.id === event.organiserId;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Places left for approved guests; null when unlimited.' })
  spotsLeft(@Root() event: Event): number | null {
    return event.capacity === null ? null : Math.max(0, event.capacity - event.approvedCount);
  }

  @FieldResolver(() => EventAttendanceCounts)
  counts(@Root() event: Event, @Ctx() ctx: SubgraphContext): Promise<EventAttendanceCounts> {
    return countsLoader(ctx).load(event.id);
  }

  @FieldResolver(() => EventAttendee, { nullable: true, description: 'The caller’s attendance; null when they have none.' })
  async myAttendance(@Root() event: Event, @Ctx() ctx: SubgraphContext): Promise<EventAttendee | null> {
    const me = requireUser(ctx.auth).id;
    const mine = await mineLoader(ctx, me).load(event.id);
    return mine ? attendeeOf(ctx, mine) : null;
  }

  @FieldResolver(() => [EventAttendee], {
    description: `Attendees in a status (default: going and approved), at most ${ATTENDEES_MAX}; requests, declines and the waitlist are the organiser's to see. The waitlist in its order.`,
  })
  async attendees(
    @Root() event: Event,
    @Arg('status', () => AttendanceStatus, { nullable: true }) status: AttendanceStatus | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<EventAttendee[]> {
    const me = requireUser(ctx.auth).id;
    const wanted: AttendanceStatus[] = status ? [status] : ['GOING', 'APPROVED'];
    if (me !== event.organiserId && wanted.some((s) => !PUBLIC_STATUSES.includes(s))) return [];
    const rows = await ctx.em.find(
      Attendance,
      { eventId: event.id, status: { $in: wanted } },
      { orderBy: status === 'WAITLISTED' ? { waitlistSeq: 'asc', userId: 'asc' } : { updatedAt: 'asc', userId: 'asc' }, limit: ATTENDEES_MAX, disableIdentityMap: true },
    );
    return Promise.all(rows.map((row) => attendeeOf(ctx, row)));
  }

  @FieldResolver(() => String, { description: 'The event as an iCalendar file (RFC 5545), for a calendar app.' })
  icsUrl(@Root() event: Event): string {
    return icsUrlOf(event.id);
  }
}
