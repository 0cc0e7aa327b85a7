// calendarSummary: the caller's day, week (Monday first) or month in their time zone: the
// events overlapping it, how many of each kind and their minutes inside the period, and
// busyMinutes, the time covered by at least one event (two overlapping events count once).
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from '../entities.js';
import { CalendarEventKind } from '../event-kind.js';
import { eventsInRange } from '../events-in-range.js';
import { isCalendarDate, localDate, periodDates, startOfLocalDay, type Period } from '@pulse/kit/dates';
import { optionalDateRule, storedEnum, timeZoneRule } from '../time-zone.js';

export const CalendarPeriod = { DAY: 'day', WEEK: 'week', MONTH: 'month' } as const;
export type CalendarPeriod = (typeof CalendarPeriod)[keyof typeof CalendarPeriod];
registerEnumType(CalendarPeriod, { name: 'CalendarPeriod' });

export const PERIOD_OUT_OF_RANGE = 'The period must lie between the years 1 and 9999 (0001-01-01 to 9999-12-31)';

@ObjectType('CalendarKindSummary')
export class CalendarKindSummary {
  @Field(() => CalendarEventKind) kind!: CalendarEventKind;
  @Field(() => Int) count!: number;
  @Field(() => Int, { description: 'Minutes of these events inside the period.' }) minutes!: number;
}

@ObjectType('CalendarSummary')
export class CalendarSummary {
  @Field(() => CalendarPeriod) period!: CalendarPeriod;
  @Field(() => String, { description: 'The first local date of the period (YYYY-MM-DD).' }) date!: string;
  @Field(() => String) timezone!: string;
  @Field(() => Date, { description: 'The instant the period starts.' }) from!: Date;
  @Field(() => Date, { description: 'The instant the next period starts.' }) to!: Date;
  @Field(() => [CalendarEvent]) events!: CalendarEvent[];
  @Field(() => Int) eventCount!: number;
  @Field(() => [CalendarKindSummary], { description: 'Every kind, in a fixed order (zero rows included).' }) byKind!: CalendarKindSummary[];
  @Field(() => Int, { description: 'Minutes covered by at least one event inside the period.' }) busyMinutes!: number;
}

@ArgsType()
class CalendarSummaryArgs {
  static schema = z.object({ period: storedEnum(['day', 'week', 'month']), date: optionalDateRule, timezone: timeZoneRule });

  @Field(() => CalendarPeriod) period!: CalendarPeriod;
  @Field(() => String, { nullable: true, description: 'A local date (YYYY-MM-DD) inside the period; default today in the zone.' }) date?: string | null;
  @Field(() => String, { nullable: true, description: 'IANA time zone (default UTC).' }) timezone?: string | null;
}

/** Minutes covered by the union of the intervals, each clipped to [from, to). */
export function coveredMinutes(spans: { start: number; end: number }[], from: number, to: number): number {
  const clipped = spans.map((s) => ({ start: Math.max(s.start, from), end: Math.min(s.end, to) })).filter((s) => s.end > s.start);
  clipped.sort((a, b) => a.start - b.start);
  let total = 0;
  let cursor = -Infinity;
  for (const s of clipped) {
    const start = Math.max(s.start, cursor);
    if (s.end > start) total += s.end - start;
    cursor = Math.max(cursor, s.end);
  }
  return Math.round(total / 60_000);
}

export async function summarise(ctx: SubgraphContext, ownerId: string, period: Period, date: string, timezone: string): Promise<CalendarSummary> {
  const { first, next } = periodDates(period, date);
  // The week of 0001-01-01 starts in year 0 and the month of 9999-12-25 ends in year 10000:
  // outside the dates the API has (years 1-9999), so such a period is refused, not computed.
  if (!isCalendarDate(first) || !isCalendarDate(next)) throw new BadUserInputError(PERIOD_OUT_OF_RANGE, 'date');
  const from = startOfLocalDay(timezone, first);
  const to = startOfLocalDay(timezone, next);
  const events = await eventsInRange(ctx, ownerId, from, to);
  const span = (e: CalendarEvent) => ({ start: e.startsAt.getTime(), end: e.endsAt.getTime() });
  const byKind = Object.values(CalendarEventKind).map((kind) => {
    const mine = events.filter((e) => e.kind === kind);
    const minutes = mine.reduce((sum, e) => sum + coveredMinutes([span(e)], from.getTime(), to.getTime()), 0);
    return { kind, count: mine.length, minutes };
  });
  return {
    period: period as CalendarPeriod,
    date: first,
    timezone,
    from,
    to,
    events,
    eventCount: events.length,
    byKind,
    busyMinutes: coveredMinutes(events.map(span), from.getTime(), to.getTime()),
  };
}

@Resolver()
export class CalendarSummaryResolver {
  @UseMiddleware(SignedIn)
  @Query(() => CalendarSummary, { description: 'Your day, week (Monday first) or month in your time zone: events, minutes by kind, busy minutes.' })
  async calendarSummary(@Args(() => CalendarSummaryArgs) args: CalendarSummaryArgs, @Ctx() ctx: SubgraphContext): Promise<CalendarSummary> {
    const user = requireUser(ctx.auth);
    const timezone = args.timezone!;
    return summarise(ctx, user.id, args.period, args.date ?? localDate(timezone, ctx.services.clock.now()), timezone);
  }
}
