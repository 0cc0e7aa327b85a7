// healthGoals: the caller's goals, oldest first, with today's progress; the spec's three
// samples (marked sample) while they have none.
import { Args, Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { GoalMetric, GoalRow } from '../entities.js';
import { Goal, SAMPLE_GOALS, goalOf } from '../goal.js';
import { dayData } from '../day-data.js';
import { TodayArgs } from '../today-args.js';
import { localDate } from '@pulse/kit/dates';

@Resolver()
export class HealthGoalsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [Goal], { description: 'Your goals with today’s progress; three samples (sample: true) while you have none.' })
  async healthGoals(@Args(() => TodayArgs) args: TodayArgs, @Ctx() ctx: SubgraphContext): Promise<Goal[]> {
    const user = requireUser(ctx.auth);
    const rows = await ctx.em.find(GoalRow, { ownerId: user.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (!rows.length) return SAMPLE_GOALS.map((g) => ({ ...g }));
    const timezone = args.timezone!;
    const fed = rows.some((r) => r.metric && r.metric !== GoalMetric.WATER);
    const day = fed ? await dayData(ctx, user.id, localDate(timezone), timezone) : null;
    return rows.map((row) => goalOf(row, day));
  }
}
