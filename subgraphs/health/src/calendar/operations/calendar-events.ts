// calendarEvents: the caller's events overlapping [from, to), earliest first. The window is
// at most 62 days (two months and a bit: a month view with its leading and trailing weeks).
import { Args, ArgsType, Ctx, Field, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from '../entities.js';
import { eventsInRange } from '../events-in-range.js';

export const MAX_RANGE_DAYS = 62;
export const RANGE_TOO_LONG = `The range can be at most ${MAX_RANGE_DAYS} days`;
export const RANGE_BACKWARDS = '"to" must be after "from"';

const instant = (label: string) => z.date().refine((d) => !Number.isNaN(d.getTime()), `${label} must be an ISO-8601 date and time`);

/** [from, to), at most MAX_RANGE_DAYS long: calendarEvents' and calendarRecords' window. */
@ArgsType()
export class CalendarRangeArgs {
  static schema = z
    .object({ from: instant('from'), to: instant('to') })
    .refine((r) => r.to.getTime() > r.from.getTime(), { message: RANGE_BACKWARDS, path: ['to'] })
    .refine((r) => r.to.getTime() - r.from.getTime() <= MAX_RANGE_DAYS * 86_400_000, { message: RANGE_TOO_LONG, path: ['to'] });

  @Field(() => Date) from!: Date;
  @Field(() => Date, { description: `After from, at most ${MAX_RANGE_DAYS} days later.` }) to!: Date;
}

@Resolver()
export class CalendarEventsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [CalendarEvent], { description: `Your events overlapping [from, to) (at most ${MAX_RANGE_DAYS} days), earliest first.` })
  async calendarEvents(@Args(() => CalendarRangeArgs) args: CalendarRangeArgs, @Ctx() ctx: SubgraphContext): Promise<CalendarEvent[]> {
    return eventsInRange(ctx, requireUser(ctx.auth).id, args.from, args.to);
  }
}
