// Posts published (replies left out) for the admin dashboard's stats (issue 23, docs/admin.md): how many a day (UTC) in
// [from, to), read from the subgraph's daily counts rollup, kept by triggers on the table (kit's countByDay). Admins only, checked here; the admin
// subgraph asks it as the admin and buckets the days into its series.
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { countByDay, SignedIn, type CountByDayOptions, type SubgraphContext } from '@pulse/kit';

/** What is counted: the rollup's series, its source rows (the migration's triggers and backfill) and the read bench/admin-stats.ts EXPLAINs. */
export const POSTS_COUNT: CountByDayOptions = { series: 'posts', table: 'posts', timeColumn: 'published_at', where: "status = 'POSTED' AND type <> 'REPLY'" };

@ObjectType({ description: 'How many on one day (UTC).' })
export class PostDayCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int) count!: number;
}

@ArgsType()
class DayRangeArgs {
  @Field(() => Date) from!: Date;
  @Field(() => Date) to!: Date;
}

@Resolver()
export class PostsByDayResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [PostDayCount], { description: 'Admins only: Posts published (replies left out) a day (UTC) in [from, to), days with none left out.' })
  async postsByDay(@Args(() => DayRangeArgs) { from, to }: DayRangeArgs, @Ctx() ctx: SubgraphContext): Promise<PostDayCount[]> {
    return countByDay(ctx, POSTS_COUNT, from, to);
  }
}
