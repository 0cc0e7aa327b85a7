// attendEvent, leaveEvent and decideEventRequest: every attendance change runs in one
// transaction holding the event's row lock (store.ts), so capacity and waitlist order hold
// under any number of members joining at once. Each answers the event as it now is.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { AttendanceStatus, Event } from '../entities.js';
import { decideRequest, leaveEvent, lockEvent, setAttendance } from '../store.js';

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
    return ctx.em.transactional(async (tx) => {
      const event = await lockEvent(tx, id);
      await setAttendance(tx, event, me, choice, now);
      return event;
    });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Event, { description: 'Withdraws the caller’s attendance, request or waitlist place; a freed place goes to the first in the waitlist.' })
  async leaveEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Event> {
    const me = requireUser(ctx.auth).id;
    const now = ctx.services.clock.now();
    return ctx.em.transactional(async (tx) => {
      const event = await lockEvent(tx, id);
      await leaveEvent(tx, event, me, now);
      return event;
    });
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
    return ctx.em.transactional(async (tx) => {
      const event = await lockEvent(tx, eventId);
      await decideRequest(tx, event, me, userId, approve, now);
      return event;
    });
  }
}
