// deleteMeal: removes one of the member's meals from the diary (the meal post, if any, is
// social's and stays until its author deletes it there).
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireOwnMeal } from './meal-queries.js';

@Resolver()
export class DeleteMealResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Boolean, { description: "Deletes one of the signed-in member's meals; anyone else's is NOT_FOUND." })
  async deleteMeal(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const meal = await requireOwnMeal(ctx, id);
    await ctx.em.remove(meal).flush();
    return true;
  }
}
