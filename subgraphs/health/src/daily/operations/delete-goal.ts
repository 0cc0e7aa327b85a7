// deleteGoal: removes the caller's goal; answers its id.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { GoalRow } from '../entities.js';
import { requireOwnGoal } from '../owned.js';

@Resolver()
export class DeleteGoalResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, { description: 'Deletes your goal; answers its id.' })
  async deleteGoal(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const row = await requireOwnGoal(ctx, id);
    await ctx.em.nativeDelete(GoalRow, { id: row.id });
    return row.id;
  }
}
