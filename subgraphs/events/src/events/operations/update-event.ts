// updateEvent and cancelEvent: the organiser changes an event's details, or calls it off.
// Everyone with a stake in it (going, approved, interested, requested, waitlisted) is told, in
// the same transaction. A moved start clears the attendees' reminders so they are reminded of
// the new time. Capacity and approval are set at creation only (docs/events.md).
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { noticeMembers } from '../../notices/notice-members.js';
import { Attendance, Event } from '../entities.js';
import { UpdateEventInput, checkDates } from '../inputs.js';
import { EVENT_CANCELLED } from '../limits.js';
import { audienceOf, lockEvent, requireOrganiser } from '../store.js';
import { ConflictError } from '@pulse/kit';

@Resolver()
export class UpdateEventResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Event, { description: 'Changes an event’s details (the organiser only); its attendees are notified.' })
  async updateEvent(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateEventInput) input: InputOf<typeof UpdateEventInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    return ctx.em.transactional(async (tx) => {
      const event = await lockEvent(tx, id);
      requireOrganiser(event, me);
      if (event.cancelledAt) throw new ConflictError(EVENT_CANCELLED);
      const zone = input.timezone ?? event.timezone;
      const moved =
        (input.startDate && input.startDate.getTime() !== event.startDate.getTime()) || (input.endDate && input.endDate.getTime() !== event.endDate.getTime());
      if (moved || input.timezone) {
        const { start, end } = checkDates(input.startDate ?? event.startDate, input.endDate ?? event.endDate, zone, now);
        if (start.getTime() !== event.startDate.getTime()) await tx.nativeUpdate(Attendance, { eventId: event.id }, { remindedAt: null });
        event.startDate = start;
        event.endDate = end;
        event.timezone = zone;
      }
      if (input.name) event.name = input.name;
      if (input.description) event.description = input.description;
      if (input.location) event.location = input.location;
      event.updatedAt = now;
      const audience = await audienceOf(tx, event.id);
      noticeMembers(
        tx,
        audience.map((userId) => ({ userId, actorId: me, kind: 'EVENT_UPDATED' as const, message: `“${event.name}” was updated`, eventId: event.id })),
        now,
      );
      return event;
    });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Event, { description: 'Calls an event off (the organiser only); its attendees are notified.' })
  async cancelEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    return ctx.em.transactional(async (tx) => {
      const event = await lockEvent(tx, id);
      requireOrganiser(event, me);
      if (event.cancelledAt) return event;
      event.cancelledAt = now;
      event.updatedAt = now;
      const audience = await audienceOf(tx, event.id);
      noticeMembers(
        tx,
        audience.map((userId) => ({ userId, actorId: me, kind: 'EVENT_CANCELLED' as const, message: `“${event.name}” was cancelled`, eventId: event.id })),
        now,
      );
      return event;
    });
  }
}
