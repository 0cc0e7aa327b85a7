// Posts published (replies left out) for the admin dashboard's stats (issue 23, docs/admin.md): how many a day (UTC) in
// [from, to), counted on an index of the time column. Admins only, checked here; the admin
// subgraph asks it as the admin and buckets the days into its series.
import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, requireAdmin, SignedIn, type SubgraphContext } from '@pulse/kit';

/** The longest range asked at once (a year and a bit). */
export const STATS_MAX_DAYS = 400;

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
    requireAdmin(ctx.auth);
    if (!(from.getTime() < to.getTime())) throw new BadUserInputError('from must be before to', 'to');
    if (to.getTime() - from.getTime() > STATS_MAX_DAYS * 86_400_000) throw new BadUserInputError(`At most ${STATS_MAX_DAYS} days at once`, 'to');
    const s = ctx.services.schema;
    return ctx.em.getConnection().execute<PostDayCount[]>(
      `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
         FROM ${s}.posts WHERE status = 'POSTED' AND type <> 'REPLY' AND published_at >= ? AND published_at < ?
        GROUP BY 1 ORDER BY 1`,
      [from, to],
    );
  }
}
