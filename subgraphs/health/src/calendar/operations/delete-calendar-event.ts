// deleteCalendarEvent: removes the caller's own event; answers its id.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from '../entities.js';
import { requireOwnEvent } from '../owned.js';

@Resolver()
export class DeleteCalendarEventResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, { description: 'Deletes your event; answers its id.' })
  async deleteCalendarEvent(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const event = await requireOwnEvent(ctx, id);
    await ctx.em.nativeDelete(CalendarEvent, { id: event.id });
    return event.id;
  }
}
