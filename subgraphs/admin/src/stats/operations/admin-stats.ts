// adminStats: the dashboard's charts (issue 23, docs/admin.md): sign-ups, active members, posts,
// messages, calls, meals and events over time, each counted by the subgraph owning the data (a
// count a day on an index of its time column, asked as the admin) and put into buckets of a
// day, a week (from Monday) or a month here, every bucket of the range present (zero when none).
// Active members are distinct over a bucket, not a sum of days: accounts counts them per bucket.
// Days are UTC.
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, registerEnumType, Resolver, UseMiddleware } from 'type-graphql';
import { askSubgraph, BadUserInputError, requireAdmin, ServiceUnavailableError, SignedIn, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import {
  AdminActiveMembersByDayDocument,
  AdminCallsByDayDocument,
  AdminEventsByDayDocument,
  AdminMealsByDayDocument,
  AdminMessagesByDayDocument,
  AdminPostsByDayDocument,
  AdminSignupsByDayDocument,
  type ActivityBucket,
} from '../../calls.generated.js';

export enum StatsBucket {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(StatsBucket, { name: 'StatsBucket', description: 'DAY; WEEK from Monday; MONTH from the 1st (UTC).' });

/** The longest range asked at once (the owning subgraphs' own limit). */
export const STATS_MAX_DAYS = 400;
export const STATS_RANGE_TOO_LONG = `At most ${STATS_MAX_DAYS} days at once`;
export const STATS_RANGE_ORDER = 'from must be before to';

@ObjectType({ description: 'One bucket of a series.' })
export class StatsPoint {
  @Field(() => String, { description: 'The first day of the bucket, YYYY-MM-DD (UTC).' }) start!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'The dashboard series over [from, to).' })
export class AdminStats {
  @Field(() => StatsBucket) bucket!: StatsBucket;
  @Field(() => [StatsPoint], { description: 'New members.' }) signups!: StatsPoint[];
  @Field(() => [StatsPoint], { description: 'Distinct members seen signed in during the bucket (not a sum of days).' }) activeMembers!: StatsPoint[];
  @Field(() => [StatsPoint], { description: 'Posts published (replies left out).' }) posts!: StatsPoint[];
  @Field(() => [StatsPoint], { description: 'Messages sent.' }) messages!: StatsPoint[];
  @Field(() => [StatsPoint], { description: 'Calls started (answered or not).' }) calls!: StatsPoint[];
  @Field(() => [StatsPoint], { description: 'Meals logged.' }) meals!: StatsPoint[];
  @Field(() => [StatsPoint], { description: 'Events created.' }) events!: StatsPoint[];
}

@ArgsType()
class AdminStatsArgs {
  @Field(() => Date, { nullable: true, description: '30 days before `to` when not given.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Now when not given.' }) to?: Date | null;
  @Field(() => StatsBucket, { nullable: true, defaultValue: StatsBucket.DAY }) bucket?: StatsBucket | null;
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The first day of the bucket holding `day` (YYYY-MM-DD). */
export function bucketStart(day: string, bucket: StatsBucket): string {
  if (bucket === StatsBucket.MONTH) return `${day.slice(0, 8)}01`;
  if (bucket === StatsBucket.DAY) return day;
  const d = new Date(`${day}T00:00:00Z`);
  return dayOf(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS));
}

/** Every bucket from `from` to `to`, with the days' counts added up; zero where none. */
export function bucketed(days: readonly { day: string; count: number }[], from: Date, to: Date, bucket: StatsBucket): StatsPoint[] {
  const counts = new Map<string, number>();
  for (let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()); t < to.getTime(); t += DAY_MS) {
    counts.set(bucketStart(dayOf(new Date(t)), bucket), 0);
  }
  for (const { day, count } of days) {
    const start = bucketStart(day, bucket);
    counts.set(start, (counts.get(start) ?? 0) + count);
  }
  return [...counts].map(([start, count]) => ({ start, count }));
}

function daysOf<T>(answer: SubgraphAnswer<T>, series: string): T {
  if (answer.data && answer.errors.length === 0) return answer.data;
  const error = answer.errors[0];
  if (error?.extensions?.code === 'BAD_USER_INPUT') throw new BadUserInputError(error.message, 'to');
  throw new ServiceUnavailableError(`The ${series} series is unavailable; try again`);
}

@Resolver()
export class AdminStatsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AdminStats, {
    description: 'Admins only: sign-ups, active members, posts, messages, calls, meals and events over time, counted by the subgraphs owning them.',
  })
  async adminStats(@Args(() => AdminStatsArgs) args: AdminStatsArgs, @Ctx() ctx: SubgraphContext): Promise<AdminStats> {
    requireAdmin(ctx.auth);
    const to = args.to ?? ctx.services.clock.now();
    const from = args.from ?? new Date(to.getTime() - 30 * DAY_MS);
    if (!(from.getTime() < to.getTime())) throw new BadUserInputError(STATS_RANGE_ORDER, 'to');
    if (to.getTime() - from.getTime() > STATS_MAX_DAYS * DAY_MS) throw new BadUserInputError(STATS_RANGE_TOO_LONG, 'to');
    const bucket = args.bucket ?? StatsBucket.DAY;
    const range = { from: from.toISOString(), to: to.toISOString() };
    const [signups, activeMembers, posts, messages, calls, meals, events] = await Promise.all([
      askSubgraph(ctx, 'accounts', AdminSignupsByDayDocument, range).then((a) => daysOf(a, 'sign-ups').signupsByDay),
      askSubgraph(ctx, 'accounts', AdminActiveMembersByDayDocument, { ...range, bucket: bucket as unknown as ActivityBucket }).then(
        (a) => daysOf(a, 'active members').activeMembersByDay,
      ),
      askSubgraph(ctx, 'social', AdminPostsByDayDocument, range).then((a) => daysOf(a, 'posts').postsByDay),
      askSubgraph(ctx, 'messaging', AdminMessagesByDayDocument, range).then((a) => daysOf(a, 'messages').messagesByDay),
      askSubgraph(ctx, 'messaging', AdminCallsByDayDocument, range).then((a) => daysOf(a, 'calls').callsByDay),
      askSubgraph(ctx, 'health', AdminMealsByDayDocument, range).then((a) => daysOf(a, 'meals').mealsByDay),
      askSubgraph(ctx, 'events', AdminEventsByDayDocument, range).then((a) => daysOf(a, 'events').eventsByDay),
    ]);
    const series = (days: readonly { day: string; count: number }[]) => bucketed(days, from, to, bucket);
    return {
      bucket,
      signups: series(signups),
      // One count a bucket already (its first day): bucketed only places it and fills the gaps.
      activeMembers: series(activeMembers),
      posts: series(posts),
      messages: series(messages),
      calls: series(calls),
      meals: series(meals),
      events: series(events),
    };
  }
}
