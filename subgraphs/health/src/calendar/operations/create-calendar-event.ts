// createCalendarEvent: a new event in the caller's own calendar.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from '../entities.js';
import { CalendarEventInput, checkSpan, type EventValues } from '../event-input.js';

@Resolver()
export class CreateCalendarEventResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => CalendarEvent, { description: 'Adds an event to your calendar.' })
  async createCalendarEvent(@Arg('input', () => CalendarEventInput) input: CalendarEventInput, @Ctx() ctx: SubgraphContext): Promise<CalendarEvent> {
    const user = requireUser(ctx.auth);
    const values = input as unknown as EventValues;
    checkSpan(values);
    const event = ctx.em.create(CalendarEvent, { ...values, id: newId(), ownerId: user.id, createdAt: new Date(), updatedAt: new Date() });
    await ctx.em.persistAndFlush(event);
    return event;
  }
}
