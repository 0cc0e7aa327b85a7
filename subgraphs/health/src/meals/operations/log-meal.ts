// logMeal: a meal into the member's food diary (the spec's POST /meals payload; the answer is
// the created meal). Nutrition comes from the foods when they are sent (SR28), otherwise from
// nutritionalInfo with section 9's fallbacks for what is missing.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { newId, requireUser, SignedIn, type InputOf, type SubgraphContext } from '@pulse/kit';
import { LoggedMeal } from '../entities.js';
import { fallbackNutrition, plateNutrition, plateOf } from '../plate.js';
import { localDay } from '../days.js';
import { LogMealInput } from '../inputs.js';
import { assertOwnMealPost } from '../meal-post.js';

export type ValidLogMeal = InputOf<typeof LogMealInput>;

/** Stores a meal for the caller; the nutrition rules of this file's header. */
export async function saveMeal(
  ctx: SubgraphContext,
  input: ValidLogMeal,
  extra: { imageKey?: string | null; foodsFrom?: ReturnType<typeof plateOf> } = {},
): Promise<LoggedMeal> {
  const ownerId = requireUser(ctx.auth).id;
  const flags = { hasSeedOils: input.hasSeedOils, isOrganic: input.isOrganic };
  const plate = extra.foodsFrom ?? (input.foods?.length ? plateOf(input.foods, 'foods') : null);
  const { nutrition, grade } = plate ? plateNutrition(plate, flags) : fallbackNutrition(input.nutritionalInfo ?? {});
  const eatenAt = input.eatenAt ?? new Date();
  const meal = Object.assign(new LoggedMeal(), {
    id: newId(),
    ownerId,
    postId: input.postId,
    name: input.name,
    description: input.description,
    ingredients: input.ingredients,
    brands: input.brands,
    isOrganic: input.isOrganic ?? false,
    hasSeedOils: input.hasSeedOils ?? false,
    isSeedOilFree: input.isSeedOilFree ?? false,
    cuisineType: input.cuisineType,
    allergens: input.allergens,
    dietaryCategories: input.dietaryCategories,
    taggedUsers: input.taggedUsers,
    foods: plate?.foods ?? [],
    nutrition,
    qualityScore: nutrition.qualityScore,
    grade,
    imageKey: extra.imageKey ?? null,
    eatenAt,
    loggedOn: localDay(eatenAt, input.timezone),
    private: input.private ?? false,
    createdAt: new Date(),
  });
  await ctx.em.persist(meal).flush();
  return meal;
}

@Resolver()
export class LogMealResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => LoggedMeal, { description: "Logs a meal in the signed-in member's food diary; answers the created meal." })
  async logMeal(@Arg('input', () => LogMealInput) input: ValidLogMeal, @Ctx() ctx: SubgraphContext): Promise<LoggedMeal> {
    if (input.postId) await assertOwnMealPost(ctx, requireUser(ctx.auth).id, input.postId);
    return saveMeal(ctx, input);
  }
}
