// Reading the member's meals: their list in cursor pages (newest first, optionally one day)
// and one meal. Owner only: another member's meal is NOT_FOUND (existence is private too).
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { keysetFetchSize, keysetPage, NotFoundError, pageInfoType, pageSize, requireUser, SignedIn, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { LoggedMeal } from '../entities.js';
import { dayRule } from '../days.js';
import { MEAL_CURSOR } from '../cursors.js';

export { MEAL_CURSOR };
export const MEAL_NOT_FOUND = 'Meal not found';

export async function requireOwnMeal(ctx: SubgraphContext, id: string): Promise<LoggedMeal> {
  const ownerId = requireUser(ctx.auth).id;
  const meal = id.length <= 64 ? await ctx.em.findOne(LoggedMeal, { id, ownerId }) : null;
  if (!meal) throw new NotFoundError(MEAL_NOT_FOUND);
  return meal;
}

export const MealPageInfo = pageInfoType('MealPageInfo');

@ObjectType('MealConnection')
export class MealConnection {
  @Field(() => [LoggedMeal]) nodes!: LoggedMeal[];
  @Field(() => MealPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class MyMealsArgs {
  static schema = z.object({ date: dayRule.nullish(), after: MEAL_CURSOR.arg() });
  @Field(() => String, { nullable: true, description: 'Only the meals of this diary day (YYYY-MM-DD).' }) date?: string | null;
  @Field(() => Int, { nullable: true }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

@Resolver()
export class MealQueriesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => MealConnection, { description: "The signed-in member's logged meals, newest first." })
  async myMeals(@Args(() => MyMealsArgs) args: MyMealsArgs, @Ctx() ctx: SubgraphContext): Promise<MealConnection> {
    const ownerId = requireUser(ctx.auth).id;
    const limit = pageSize(args.first, 20, 100);
    const after = MEAL_CURSOR.decode(args.after, 'after');
    const before = after ? { eatenAt: { $lte: new Date(after.key) }, $or: [{ eatenAt: { $lt: new Date(after.key) } }, { id: { $lt: after.id } }] } : {};
    const rows = await ctx.em.find(
      LoggedMeal,
      { $and: [{ ownerId }, args.date ? { loggedOn: args.date } : {}, before] },
      { orderBy: [{ eatenAt: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) },
    );
    return keysetPage(rows, limit, (meal) => MEAL_CURSOR.encode(meal.eatenAt, meal.id));
  }

  @UseMiddleware(SignedIn)
  @Query(() => LoggedMeal, { description: "One of the signed-in member's meals; anyone else's is NOT_FOUND." })
  meal(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<LoggedMeal> {
    return requireOwnMeal(ctx, id);
  }
}
