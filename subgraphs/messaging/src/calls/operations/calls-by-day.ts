// Calls started (rung, whether answered or not) for the admin dashboard's stats (issue 23, docs/admin.md): how many a day (UTC) in
// [from, to), read from the subgraph's daily counts rollup, kept by triggers on the table (kit's countByDay). Admins only, checked here; the admin
// subgraph asks it as the admin and buckets the days into its series.
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { countByDay, SignedIn, type CountByDayOptions, type SubgraphContext } from '@pulse/kit';

/** What is counted: the rollup's series, its source rows (the migration's triggers and backfill) and the read bench/admin-stats.ts EXPLAINs. */
export const CALLS_COUNT: CountByDayOptions = { series: 'calls', table: 'calls', timeColumn: 'created_at' };

@ObjectType({ description: 'How many on one day (UTC).' })
export class CallDayCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int) count!: number;
}

@ArgsType()
class DayRangeArgs {
  @Field(() => Date) from!: Date;
  @Field(() => Date) to!: Date;
}

@Resolver()
export class CallsByDayResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [CallDayCount], { description: 'Admins only: Calls started (rung, whether answered or not) a day (UTC) in [from, to), days with none left out.' })
  async callsByDay(@Args(() => DayRangeArgs) { from, to }: DayRangeArgs, @Ctx() ctx: SubgraphContext): Promise<CallDayCount[]> {
    return countByDay(ctx, CALLS_COUNT, from, to);
  }
}
