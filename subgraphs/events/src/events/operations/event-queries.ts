// events: the upcoming events (not cancelled, not over), soonest first, in keyset pages.
// event(id): one event, cancelled or past ones too (a link in a notification still opens).
// Every signed-in member sees every event: events are the community's (spec section 1).
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { NotFoundError, SignedIn, keysetFetchSize, keysetPage, pageSize, type SubgraphContext } from '@pulse/kit';
import { Event } from '../entities.js';
import { EVENT_NOT_FOUND } from '../limits.js';
import { EventConnection } from './event-types.js';
import { EVENT_CURSOR } from '../cursor.js';

const DEFAULT_FIRST = 20;

const eventCursor = (e: Event) => EVENT_CURSOR.encode(e.startDate, e.id);

@ArgsType()
class EventsArgs {
  static schema = z.object({ after: EVENT_CURSOR.arg() });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

@Resolver()
export class EventQueriesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => EventConnection, { description: 'Upcoming events (not cancelled, not over), soonest first.' })
  async events(@Args(() => EventsArgs) args: EventsArgs, @Ctx() ctx: SubgraphContext): Promise<EventConnection> {
    const limit = pageSize(args.first, DEFAULT_FIRST);
    const after = EVENT_CURSOR.decode(args.after, 'after');
    const now = ctx.services.clock.now();
    // (starts_at, id) > (at, id), with starts_at bounded for the index's range.
    const past = after ? { startDate: { $gte: new Date(after.key) }, $or: [{ startDate: { $gt: new Date(after.key) } }, { id: { $gt: after.id } }] } : {};
    const rows = await ctx.em.find(
      Event,
      { $and: [{ cancelledAt: null, endDate: { $gt: now } }, past] },
      { orderBy: [{ startDate: 'asc' }, { id: 'asc' }], limit: keysetFetchSize(limit) },
    );
    return keysetPage(rows, limit, eventCursor);
  }

  @UseMiddleware(SignedIn)
  @Query(() => Event)
  async event(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Event> {
    const event = await ctx.em.findOne(Event, { id });
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    return event;
  }
}
