// logMeal: a meal into the member's food diary (the spec's POST /meals payload; the answer is
// the created meal). Nutrition comes from the foods when they are sent (SR28), otherwise from
// nutritionalInfo with section 9's fallbacks for what is missing.
import { Arg, Ctx, Field, Float, ID, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { newId, requireUser, SignedIn, type SubgraphContext } from '@pulse/kit';
import { LoggedMeal } from '../entities.js';
import { fallbackNutrition, FoodPortionInput, foodsRule, plateNutrition, plateOf } from '../plate.js';
import { localDay, timezoneRule } from '../days.js';

const texts = (max: number, count: number, what: string) =>
  z
    .array(z.string().max(max, `Each ${what} must be at most ${max} characters`))
    .max(count, `At most ${count} ${what}s`)
    .nullish()
    .transform((list) => (list ?? []).map((t) => t.trim()).filter(Boolean));
const amount = (field: string) => z.number().finite().min(0, `${field} must be 0 or more`).max(100_000, `${field} is too large`).nullish();

export const nutritionalInfoRule = z.object({
  calories: amount('calories'),
  servingSize: z.string().max(200, 'Serving size must be at most 200 characters').nullish(),
  protein: amount('protein'),
  carbs: amount('carbs'),
  fats: amount('fats'),
  fiber: amount('fiber'),
  sugar: amount('sugar'),
  saturatedFat: amount('saturatedFat'),
  sodiumMg: amount('sodiumMg'),
  vitamins: texts(100, 20, 'vitamin'),
  minerals: texts(100, 20, 'mineral'),
  qualityScore: z.number().finite().min(0, 'qualityScore must be between 0 and 100').max(100, 'qualityScore must be between 0 and 100').nullish(),
});

@InputType('MealNutritionInput', { description: "The spec's nutritionalInfo (plus fiber, sugar, saturatedFat, sodiumMg); missing values take section 9's fallbacks." })
export class MealNutritionInput {
  @Field(() => Float, { nullable: true }) calories?: number | null;
  @Field(() => String, { nullable: true }) servingSize?: string | null;
  @Field(() => Float, { nullable: true }) protein?: number | null;
  @Field(() => Float, { nullable: true }) carbs?: number | null;
  @Field(() => Float, { nullable: true }) fats?: number | null;
  @Field(() => Float, { nullable: true }) fiber?: number | null;
  @Field(() => Float, { nullable: true }) sugar?: number | null;
  @Field(() => Float, { nullable: true }) saturatedFat?: number | null;
  @Field(() => Float, { nullable: true }) sodiumMg?: number | null;
  @Field(() => [String], { nullable: true }) vitamins?: string[] | null;
  @Field(() => [String], { nullable: true }) minerals?: string[] | null;
  @Field(() => Float, { nullable: true }) qualityScore?: number | null;
}

export const logMealRule = z.object({
  postId: z
    .string()
    .max(64, 'Invalid post id')
    .nullish()
    .transform((id) => id?.trim() || null),
  name: z.string().max(1000, 'Meal name must be at most 1000 characters').trim().min(1, 'Meal name is required'),
  description: z
    .string()
    .max(5000, 'Meal description must be at most 5000 characters')
    .nullish()
    .transform((d) => d?.trim() ?? ''),
  ingredients: texts(200, 50, 'ingredient'),
  brands: texts(200, 20, 'brand'),
  isOrganic: z.boolean().nullish(),
  hasSeedOils: z.boolean().nullish(),
  isSeedOilFree: z.boolean().nullish(),
  taggedUsers: texts(64, 20, 'tagged member'),
  cuisineType: z
    .string()
    .max(200, 'Cuisine type must be at most 200 characters')
    .nullish()
    .transform((c) => c?.trim() || null),
  allergens: texts(100, 20, 'allergen'),
  dietaryCategories: texts(100, 20, 'dietary category'),
  nutritionalInfo: nutritionalInfoRule.nullish(),
  foods: foodsRule.nullish(),
  eatenAt: z.date().nullish(),
  timezone: timezoneRule,
  private: z.boolean().nullish(),
});

@InputType('LogMealInput', { description: "The spec's meal payload (POST /meals) plus eatenAt, timezone, private and the foods eaten." })
export class LogMealInput {
  static schema = logMealRule;
  @Field(() => ID, { nullable: true, description: 'The meal post this meal belongs to.' }) postId?: string | null;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String], { nullable: true }) ingredients?: string[] | null;
  @Field(() => [String], { nullable: true }) brands?: string[] | null;
  @Field(() => Boolean, { nullable: true }) isOrganic?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasSeedOils?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isSeedOilFree?: boolean | null;
  @Field(() => [ID], { nullable: true }) taggedUsers?: string[] | null;
  @Field(() => String, { nullable: true }) cuisineType?: string | null;
  @Field(() => [String], { nullable: true }) allergens?: string[] | null;
  @Field(() => [String], { nullable: true }) dietaryCategories?: string[] | null;
  @Field(() => MealNutritionInput, { nullable: true }) nutritionalInfo?: MealNutritionInput | null;
  @Field(() => [FoodPortionInput], { nullable: true, description: 'When given, the nutrition is computed from USDA SR28 (nutritionalInfo is then ignored).' })
  foods?: FoodPortionInput[] | null;
  @Field(() => Date, { nullable: true, description: 'Default: now.' }) eatenAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'IANA zone deciding the diary day; default UTC.' }) timezone?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Kept out of the feed (diary only).' }) private?: boolean | null;
}

export type ValidLogMeal = z.output<typeof logMealRule>;

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
  logMeal(@Arg('input', () => LogMealInput) input: LogMealInput, @Ctx() ctx: SubgraphContext): Promise<LoggedMeal> {
    return saveMeal(ctx, input as unknown as ValidLogMeal);
  }
}
