// updateCalendarEvent: changes the given fields of the caller's own event; the span rules are
// checked on the result (moving only the start past the end is refused too).
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type InputOf, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from '../entities.js';
import { CalendarEventUpdateInput, checkSpan } from '../event-input.js';
import { requireOwnEvent } from '../owned.js';

@Resolver()
export class UpdateCalendarEventResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => CalendarEvent, { description: 'Changes your event (only the fields given).' })
  async updateCalendarEvent(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CalendarEventUpdateInput) input: InputOf<typeof CalendarEventUpdateInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CalendarEvent> {
    const event = await requireOwnEvent(ctx, id);
    for (const [key, value] of Object.entries(input)) {
      if (value !== null && value !== undefined) (event as unknown as Record<string, unknown>)[key] = value;
    }
    checkSpan(event);
    event.updatedAt = new Date();
    await ctx.em.flush();
    return event;
  }
}
