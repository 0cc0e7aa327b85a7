// createGoal: a new goal of the caller's.
import { Arg, Args, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { GoalRow, type GoalMetric } from '../entities.js';
import { Goal, shownGoal } from '../goal.js';
import { GoalInput } from '../goal-input.js';
import { TodayArgs } from '../today-args.js';
import { localDate } from '@pulse/kit/dates';

@Resolver()
export class CreateGoalResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Goal, { description: 'Adds a goal.' })
  async createGoal(@Arg('input', () => GoalInput) input: GoalInput, @Args(() => TodayArgs) args: TodayArgs, @Ctx() ctx: SubgraphContext): Promise<Goal> {
    const user = requireUser(ctx.auth);
    const now = new Date();
    const row = ctx.em.create(GoalRow, {
      id: newId(),
      ownerId: user.id,
      name: input.name,
      target: input.target,
      unit: input.unit ?? '',
      metric: (input.metric ?? null) as GoalMetric | null,
      current: input.current ?? 0,
      createdAt: now,
      updatedAt: now,
    });
    await ctx.em.persistAndFlush(row);
    return shownGoal(ctx, row, { date: localDate(args.timezone!), timezone: args.timezone! });
  }
}
