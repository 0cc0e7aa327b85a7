// searchFoods: public reference data, the USDA SR28 table by name (search.ts ranks), with
// SR28's household portions and the nutrients per 100 g. The web client asks it as a member
// types (debounced 300 ms), so it has a limit of its own besides the gateway's: per member (per
// address when signed out), FOOD_SEARCH_LIMIT_PER_MINUTE (120: two a second for a whole
// minute, more than anyone types, while a script hammering the ranking is refused).
import { Args, ArgsType, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { hitRateLimits, type SubgraphContext } from '@pulse/kit';
import { searchFoods } from './search.js';
import type { FoodRecord } from './foods.js';

@ObjectType('FoodPortion')
export class FoodPortion {
  @Field(() => String) description!: string;
  @Field(() => Float) grams!: number;
}

@ObjectType('Food', { description: 'A USDA SR28 food (public reference data).' })
export class Food {
  @Field(() => String, { description: 'The SR28 NDB number.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) caloriesPer100g!: number;
  @Field(() => Float) proteinPer100g!: number;
  @Field(() => Float) carbsPer100g!: number;
  @Field(() => Float) fatsPer100g!: number;
  @Field(() => Float) fiberPer100g!: number;
  @Field(() => Float) sugarPer100g!: number;
  @Field(() => [FoodPortion], { description: "SR28's household weights (grams per serving)." }) portions!: FoodPortion[];
}

export const foodOf = (f: FoodRecord): Food => ({
  id: f.id,
  name: f.name,
  caloriesPer100g: f.per100g.kcal,
  proteinPer100g: f.per100g.protein,
  carbsPer100g: f.per100g.carbs,
  fatsPer100g: f.per100g.fat,
  fiberPer100g: f.per100g.fiber,
  sugarPer100g: f.per100g.sugar,
  portions: f.portions,
});

@ArgsType()
class SearchFoodsArgs {
  static schema = z.object({
    q: z.string().max(100, 'Search text must be at most 100 characters'),
    first: z.number().int().min(1, 'first must be between 1 and 25').max(25, 'first must be between 1 and 25').nullish(),
  });
  @Field(() => String) q!: string;
  @Field(() => Int, { nullable: true, description: 'At most 25; default 10.' }) first?: number | null;
}

export const FOOD_SEARCH_LIMITED = 'You are searching foods faster than anyone types. Please wait a moment, then search again.';

/** Counts one search against the caller's minute: the member's, or the address's when signed out. */
function hitFoodSearchLimit(ctx: SubgraphContext): Promise<void> {
  const who = ctx.auth.user ? `member:${ctx.auth.user.id}` : `ip:${ctx.clientIp}`;
  const limit = ctx.services.config.health.foodSearchesPerMinute;
  return hitRateLimits(ctx.em, ctx.services, [{ key: `food-search:${who}`, limit, windowSeconds: 60, message: FOOD_SEARCH_LIMITED }]);
}

@Resolver()
export class SearchFoodsResolver {
  @Query(() => [Food], { description: 'USDA SR28 foods by name, best match first (public).' })
  async searchFoods(@Args(() => SearchFoodsArgs) args: SearchFoodsArgs, @Ctx() ctx: SubgraphContext): Promise<Food[]> {
    await hitFoodSearchLimit(ctx);
    return searchFoods(args.q, args.first ?? 10).map(foodOf);
  }
}
