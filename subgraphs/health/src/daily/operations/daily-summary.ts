// dailySummary: the caller's six scores for one local day (summary.ts defines them).
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { GoalRow } from '../entities.js';
import { dayData, hasAnyData } from '../day-data.js';
import { goalOf } from '../goal.js';
import { explain, scores, type Explanation } from '../summary.js';
import { eventsInRange } from '../../calendar/events-in-range.js';
import { addDays, localDate, startOfLocalDay } from '@pulse/kit/dates';
import { optionalDateRule, timeZoneRule } from '../../calendar/time-zone.js';

@ObjectType('DailyScoreExplanation', { description: "What one score of the daily summary measures, which of the day's data it used, and how to raise it." })
export class DailyScoreExplanation {
  @Field(() => String, { description: 'endurance, appraisal, sleep, workout, nutrition or productivity.' }) key!: string;
  @Field(() => String) label!: string;
  @Field(() => String) measures!: string;
  @Field(() => String, { description: "The day's data the score used, or that there was none." }) data!: string;
  @Field(() => String) raise!: string;
}

@ObjectType('DailySummary', { description: 'Scores 0-100 for one day; null where the day has no data for a score.' })
export class DailySummary {
  @Field(() => String, { description: 'The local date (YYYY-MM-DD).' }) date!: string;
  @Field(() => String) timezone!: string;
  @Field(() => Int, { nullable: true, description: 'Steps against 10,000.' }) endurance!: number | null;
  @Field(() => Int, { nullable: true, description: 'The mean of the other five scores that have a value.' }) appraisal!: number | null;
  @Field(() => Int, { nullable: true, description: 'The wearable sleep score, else hours asleep against 8.' }) sleep!: number | null;
  @Field(() => Int, { nullable: true, description: 'Active minutes against 30.' }) workout!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "The mean quality score of the day's meals times the share of the day's calorie, protein and fiber needs they cover.",
  })
  nutrition!: number | null;
  @Field(() => Int, { nullable: true, description: "The share of the day's events over and goals met." }) productivity!: number | null;
  @Field(() => Boolean, { deprecationReason: 'No sample values are shown any more: a member with no data gets null scores and hasData false.' }) sample!: boolean;
  @Field(() => Boolean, { description: 'Whether the member has any health data at all (any day): without any, the card says how to start.' }) hasData!: boolean;
  @Field(() => [DailyScoreExplanation], { description: 'One per score, in the order endurance, appraisal, sleep, workout, nutrition, productivity.' })
  explanations!: Explanation[];
}

@ArgsType()
class DailySummaryArgs {
  static schema = z.object({ date: optionalDateRule, timezone: timeZoneRule });

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today in the zone.' }) date?: string | null;
  @Field(() => String, { nullable: true, description: 'IANA time zone (default UTC).' }) timezone?: string | null;
}

@Resolver()
export class DailySummaryResolver {
  @UseMiddleware(SignedIn)
  @Query(() => DailySummary, { description: 'Your endurance, appraisal, sleep, workout, nutrition and productivity for a day.' })
  async dailySummary(@Args(() => DailySummaryArgs) args: DailySummaryArgs, @Ctx() ctx: SubgraphContext): Promise<DailySummary> {
    const user = requireUser(ctx.auth);
    const timezone = args.timezone!;
    const date = args.date ?? localDate(timezone, ctx.services.clock.now());
    const from = startOfLocalDay(timezone, date);
    const to = startOfLocalDay(timezone, addDays(date, 1));
    const [hasData, day, events, goalRows] = await Promise.all([
      hasAnyData(ctx, user.id),
      dayData(ctx, user.id, date, timezone),
      eventsInRange(ctx, user.id, from, to),
      ctx.em.find(GoalRow, { ownerId: user.id }),
    ]);
    const now = ctx.services.clock.now().getTime();
    // Goals hold where the member is now: they count towards today only, not a past day.
    const goals = date === localDate(timezone, new Date(now)) ? goalRows.map((row) => goalOf(row, day)) : [];
    const plan = {
      events: events.length,
      eventsOver: events.filter((e) => e.endsAt.getTime() <= now).length,
      goals: goals.length,
      goalsMet: goals.filter((g) => g.current >= g.target).length,
    };
    const result = scores(day, plan);
    return { date, timezone, ...result, sample: false, hasData, explanations: explain(day, plan, result) };
  }
}
