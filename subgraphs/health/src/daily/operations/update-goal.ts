// updateGoal: changes the caller's goal (name, target, unit, metric).
import { Arg, Args, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Goal, shownGoal } from '../goal.js';
import { GoalUpdateInput } from '../goal-input.js';
import { requireOwnGoal } from '../owned.js';
import { TodayArgs } from '../today-args.js';
import { localDate } from '@pulse/kit/dates';

@Resolver()
export class UpdateGoalResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Goal, { description: 'Changes your goal (only the fields given).' })
  async updateGoal(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => GoalUpdateInput) input: GoalUpdateInput,
    @Args(() => TodayArgs) args: TodayArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Goal> {
    const row = await requireOwnGoal(ctx, id);
    if (input.name != null) row.name = input.name;
    if (input.target != null) row.target = input.target;
    if (input.unit != null) row.unit = input.unit;
    if (input.metric != null) row.metric = input.metric;
    if (input.clearMetric) row.metric = null;
    row.updatedAt = new Date();
    await ctx.em.flush();
    return shownGoal(ctx, row, { date: localDate(args.timezone!), timezone: args.timezone! });
  }
}
