// calendarEvents: the caller's events overlapping [from, to), earliest first. The window is
// at most 62 days (two months and a bit: a month view with its leading and trailing weeks).
// Both ends may be left out (the spec documents `GET /calendar/events` with no parameters):
// `from` defaults to now, `to` to 30 days after `from`, so a bare call lists the member's
// upcoming month, including an event that is under way.
import { Args, ArgsType, Ctx, Field, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from '../entities.js';
import { clampInstant } from '@pulse/kit/dates';
import { eventsInRange } from '../events-in-range.js';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from '../limits.js';

export { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS };

export const RANGE_TOO_LONG = `The range can be at most ${MAX_RANGE_DAYS} days`;
export const RANGE_BACKWARDS = '"to" must be after "from"';
const DAY_MS = 86_400_000;

const instant = (label: string) => z.date().refine((d) => !Number.isNaN(d.getTime()), `${label} must be an ISO-8601 date and time`);

/** [from, to), at most MAX_RANGE_DAYS long: calendarEvents' and calendarRecords' window. */
@ArgsType()
export class CalendarRangeArgs {
  static schema = z.object({ from: instant('from').nullish(), to: instant('to').nullish() });

  @Field(() => Date, { nullable: true, description: 'Default: now.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: `After from, at most ${MAX_RANGE_DAYS} days later. Default: ${DEFAULT_RANGE_DAYS} days after from.` })
  to?: Date | null;
}

/** The range asked for, with the defaults filled in and the rules that span both ends checked. */
export function calendarRange(given: { from?: Date | null; to?: Date | null }, now: Date): { from: Date; to: Date } {
  const from = given.from ?? now;
  // Held to the years 1-9999 when `from` is in 9999's last month.
  const to = given.to ?? new Date(clampInstant(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS));
  if (to.getTime() <= from.getTime()) throw new BadUserInputError(RANGE_BACKWARDS, 'to');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new BadUserInputError(RANGE_TOO_LONG, 'to');
  return { from, to };
}

@Resolver()
export class CalendarEventsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [CalendarEvent], {
    description: `Your events overlapping [from, to) (at most ${MAX_RANGE_DAYS} days), earliest first; with neither, your next ${DEFAULT_RANGE_DAYS} days from now.`,
  })
  async calendarEvents(@Args(() => CalendarRangeArgs) args: CalendarRangeArgs, @Ctx() ctx: SubgraphContext): Promise<CalendarEvent[]> {
    const { from, to } = calendarRange(args, ctx.services.clock.now());
    return eventsInRange(ctx, requireUser(ctx.auth).id, from, to);
  }
}
