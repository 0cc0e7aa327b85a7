// updateGoalProgress: the caller records where they are on a goal (glasses of water so far).
// A goal fed by data keeps showing the measured value while there is one today.
import { Args, ArgsType, Ctx, Field, Float, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Goal, shownGoal } from '../goal.js';
import { currentRule } from '../goal-input.js';
import { requireOwnGoal } from '../owned.js';
import { localDate } from '@pulse/kit/dates';
import { timeZoneRule } from '../../calendar/time-zone.js';

@ArgsType()
class GoalProgressArgs {
  static schema = z.object({ current: currentRule, timezone: timeZoneRule });

  @Field(() => ID) id!: string;
  @Field(() => Float, { description: '0 or more.' }) current!: number;
  @Field(() => String, { nullable: true, description: 'IANA time zone deciding what today is (default UTC).' }) timezone?: string | null;
}

@Resolver()
export class UpdateGoalProgressResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Goal, { description: 'Records your progress on a goal.' })
  async updateGoalProgress(@Args(() => GoalProgressArgs) args: GoalProgressArgs, @Ctx() ctx: SubgraphContext): Promise<Goal> {
    const row = await requireOwnGoal(ctx, args.id);
    row.current = args.current;
    row.updatedAt = new Date();
    await ctx.em.flush();
    return shownGoal(ctx, row, { date: localDate(args.timezone!), timezone: args.timezone! });
  }
}
