// createCalendarEvent: a new event in the caller's own calendar.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, newId, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from '../entities.js';
import { CalendarEventInput, checkSpan } from '../event-input.js';

@Resolver()
export class CreateCalendarEventResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => CalendarEvent, { description: 'Adds an event to your calendar.' })
  async createCalendarEvent(@Arg('input', () => CalendarEventInput) input: InputOf<typeof CalendarEventInput>, @Ctx() ctx: SubgraphContext): Promise<CalendarEvent> {
    const user = requireUser(ctx.auth);
    checkSpan(input);
    const event = ctx.em.create(CalendarEvent, { ...input, id: newId(), ownerId: user.id, createdAt: new Date(), updatedAt: new Date() });
    await ctx.em.persistAndFlush(event);
    return event;
  }
}
