// Active members for the admin dashboard's stats (issue 23, docs/admin.md): how many distinct
// members were seen signed in (active-days.ts) in each bucket touching [from, to). Unlike the
// other series this is not a sum of days (a member active on Monday and Tuesday is one active
// member that week), so the admin subgraph asks for the bucket it shows and gets one count a
// bucket, named by its first day: the rows of the bucket's own table (a member once per day, per
// week, per month), read from the rollup its triggers keep per bucket start (kit's countByDay,
// series active_days, active_weeks, active_months). A bucket counts whole: the first
// and last may reach outside the range. Admins only, checked here.
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, registerEnumType, Resolver, UseMiddleware } from 'type-graphql';
import { countByDay, SignedIn, type CountByDayOptions, type SubgraphContext } from '@pulse/kit';

export enum ActivityBucket {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(ActivityBucket, { name: 'ActivityBucket', description: 'DAY; WEEK from Monday; MONTH from the 1st (UTC).' });

/** What is counted for each bucket (also EXPLAINed by bench/admin-stats.ts): a table whose rows are the members once each, rolled up per bucket start. */
export const ACTIVE_MEMBERS_COUNT: Record<ActivityBucket, CountByDayOptions> = {
  DAY: { series: 'active_days', table: 'active_days', timeColumn: 'day', dateColumn: true, bucket: 'DAY' },
  WEEK: { series: 'active_weeks', table: 'active_weeks', timeColumn: 'week', dateColumn: true, bucket: 'WEEK' },
  MONTH: { series: 'active_months', table: 'active_months', timeColumn: 'month', dateColumn: true, bucket: 'MONTH' },
};

@ObjectType({ description: 'Distinct active members in one bucket (UTC).' })
export class ActiveMembersCount {
  @Field(() => String, { description: 'The first day of the bucket, YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int) count!: number;
}

@ArgsType()
class ActiveMembersArgs {
  @Field(() => Date) from!: Date;
  @Field(() => Date) to!: Date;
  @Field(() => ActivityBucket, { nullable: true, defaultValue: ActivityBucket.DAY }) bucket?: ActivityBucket | null;
}

@Resolver()
export class ActiveMembersByDayResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [ActiveMembersCount], {
    description: 'Admins only: distinct members seen signed in, per bucket (UTC) touching [from, to), each bucket whole; buckets with none left out.',
  })
  async activeMembersByDay(@Args(() => ActiveMembersArgs) { from, to, bucket }: ActiveMembersArgs, @Ctx() ctx: SubgraphContext): Promise<ActiveMembersCount[]> {
    return countByDay(ctx, ACTIVE_MEMBERS_COUNT[bucket ?? ActivityBucket.DAY], from, to);
  }
}
