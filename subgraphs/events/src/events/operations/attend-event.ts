// attendEvent, leaveEvent and decideEventRequest: every attendance change is one SQL statement
// that takes the event's row lock (store.ts), so capacity and waitlist order hold under any
// number of members joining at once, and the lock is held for that one round trip. Each answers
// the event as it now is. On a paid event the place is held (PAYMENT_PENDING) and the ticket's
// payment started once the statement committed, outside it (tickets/tickets.ts):
// Event.myAttendance.ticketPayment.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, enqueueEvent, requireUser, type SubgraphContext } from '@pulse/kit';
import { AttendanceStatus, Event } from '../entities.js';
import { attend, decide, leave } from '../store.js';
import { startTicketPayment, takesPaymentsOnline } from '../../tickets/tickets.js';

export const CHOOSE_STATUS = 'Choose going, interested or not going';
const MEMBER_CHOICES = ['GOING', 'INTERESTED', 'NOT_GOING'] as const;

@Resolver()
export class AttendEventResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Event, {
    description:
      'Says whether the caller goes: GOING (a request when the organiser approves, the waitlist when full), INTERESTED or NOT_GOING. Other statuses are the organiser’s.',
  })
  async attendEvent(@Arg('id', () => ID) id: string, @Arg('status', () => AttendanceStatus) status: AttendanceStatus, @Ctx() ctx: SubgraphContext): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const choice = MEMBER_CHOICES.find((c) => c === status);
    if (!choice) throw new BadUserInputError(CHOOSE_STATUS, 'status');
    const now = ctx.services.clock.now();
    // The RSVP and its event for the organiser's webhooks (accounts' webhooks/sources.ts) commit together.
    const { event, status: after } = await ctx.em.transactional(async (tx) => {
      const change = await attend(tx, { eventId: id, userId: me, wanted: choice, paymentsOnline: takesPaymentsOnline(ctx.services), now });
      if (change.changed) {
        enqueueEvent(tx, 'eventRsvp', { internal: true }, { eventId: id, organiserId: change.event.organiserId, userId: me, status: change.status });
      }
      return change;
    });
    // Asked again while held (a retry after a provider error, a place from the waitlist): the same payment.
    if (after === 'PAYMENT_PENDING') await startTicketPayment(ctx, event, me);
    return event;
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Event, { description: 'Withdraws the caller’s attendance, request or waitlist place; a freed place goes to the first in the waitlist.' })
  async leaveEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    return (await leave(ctx.em, id, me, now)).event;
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Event, { description: 'The organiser approves (a place, else the waitlist) or declines a member’s request or place.' })
  async decideEventRequest(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('userId', () => ID) userId: string,
    @Arg('approve', () => Boolean) approve: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    return (await decide(ctx.em, eventId, me, userId, approve, now)).event;
  }
}
