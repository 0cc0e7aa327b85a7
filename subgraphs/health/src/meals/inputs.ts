// The meal operations' inputs, each declared once (kit's declareInput): the GraphQL input and
// its rules come from the same fields, and the REST rows check their bodies with the same
// declarations. Only rules and constants here, so a REST table can import it.
import { Float, ID } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit/input/declare';
import { timezoneRule } from './days.js';
import { IMAGE_DATA_URL_MAX } from './limits.js';

export const MAX_FOODS = 30;
export const MAX_GRAMS = 5000;

export const FoodPortionInput = declareInput(
  'FoodPortionInput',
  {
    name: inputField(z.string().max(100, 'A food name must be at most 100 characters').trim().min(1, 'Name each food'), () => String),
    grams: inputField(z.number().finite().min(1, `Grams must be between 1 and ${MAX_GRAMS}`).max(MAX_GRAMS, `Grams must be between 1 and ${MAX_GRAMS}`), () => Float),
    foodId: inputField(
      z
        .string()
        .max(16, 'Pick a food from the list')
        .nullish()
        .transform((id) => id?.trim() || null),
      () => ID,
      { description: 'The SR28 row the member picked among the matches (searchFoods); default: the best match of the name.' },
    ),
  },
  { description: 'A food on the plate by name (matched against USDA SR28, or the row picked by foodId) and its weight.' },
);

export const foodsRule = z.array(FoodPortionInput.schema).max(MAX_FOODS, `At most ${MAX_FOODS} foods per meal`).nullish();

export const imageKeyRule = z
  .string()
  .max(64, 'File not found')
  .nullish()
  .transform((key) => key?.trim() || null);

const texts = (max: number, count: number, what: string) =>
  z
    .array(z.string().max(max, `Each ${what} must be at most ${max} characters`))
    .max(count, `At most ${count} ${what}s`)
    .nullish()
    .transform((list) => (list ?? []).map((t) => t.trim()).filter(Boolean));
const amount = (field: string) => inputField(z.number().finite().min(0, `${field} must be 0 or more`).max(100_000, `${field} is too large`).nullish(), () => Float);

export const MealNutritionInput = declareInput(
  'MealNutritionInput',
  {
    calories: amount('calories'),
    servingSize: inputField(z.string().max(200, 'Serving size must be at most 200 characters').nullish(), () => String),
    protein: amount('protein'),
    carbs: amount('carbs'),
    fats: amount('fats'),
    fiber: amount('fiber'),
    sugar: amount('sugar'),
    saturatedFat: amount('saturatedFat'),
    sodiumMg: amount('sodiumMg'),
    vitamins: inputField(texts(100, 20, 'vitamin'), () => [String]),
    minerals: inputField(texts(100, 20, 'mineral'), () => [String]),
    qualityScore: inputField(
      z.number().finite().min(0, 'qualityScore must be between 0 and 100').max(100, 'qualityScore must be between 0 and 100').nullish(),
      () => Float,
    ),
  },
  { description: "The spec's nutritionalInfo (plus fiber, sugar, saturatedFat, sodiumMg); missing values take section 9's fallbacks." },
);

export const LogMealInput = declareInput(
  'LogMealInput',
  {
    postId: inputField(
      z
        .string()
        .max(64, 'Invalid post id')
        .nullish()
        .transform((id) => id?.trim() || null),
      () => ID,
      { description: 'The meal post this meal belongs to.' },
    ),
    name: inputField(z.string().max(1000, 'Meal name must be at most 1000 characters').trim().min(1, 'Meal name is required'), () => String),
    description: inputField(
      z
        .string()
        .max(5000, 'Meal description must be at most 5000 characters')
        .nullish()
        .transform((d) => d?.trim() ?? ''),
      () => String,
    ),
    ingredients: inputField(texts(200, 50, 'ingredient'), () => [String]),
    brands: inputField(texts(200, 20, 'brand'), () => [String]),
    isOrganic: inputField(z.boolean().nullish(), () => Boolean),
    hasSeedOils: inputField(z.boolean().nullish(), () => Boolean),
    isSeedOilFree: inputField(z.boolean().nullish(), () => Boolean),
    taggedUsers: inputField(texts(64, 20, 'tagged member'), () => [ID]),
    cuisineType: inputField(
      z
        .string()
        .max(200, 'Cuisine type must be at most 200 characters')
        .nullish()
        .transform((c) => c?.trim() || null),
      () => String,
    ),
    allergens: inputField(texts(100, 20, 'allergen'), () => [String]),
    dietaryCategories: inputField(texts(100, 20, 'dietary category'), () => [String]),
    nutritionalInfo: inputField(MealNutritionInput.schema.nullish(), () => MealNutritionInput),
    foods: inputField(foodsRule, () => [FoodPortionInput], { description: 'When given, the nutrition is computed from USDA SR28 (nutritionalInfo is then ignored).' }),
    eatenAt: inputField(z.date().nullish(), () => Date, { description: 'Default: now.' }),
    timezone: inputField(timezoneRule, () => String, { description: 'IANA zone deciding the diary day; default UTC.' }),
    private: inputField(z.boolean().nullish(), () => Boolean, { description: 'Kept out of the feed (diary only).' }),
  },
  { description: "The spec's meal payload (POST /meals) plus eatenAt, timezone, private and the foods eaten." },
);

export const AnalyzeMealInput = declareInput('AnalyzeMealInput', {
  image: inputField(z.string().max(IMAGE_DATA_URL_MAX, 'Image must be less than 5MB').nullish(), () => String, {
    description: 'The photo as a data:image/...;base64, URL (at most 5MB of image).',
  }),
  imageKey: inputField(imageKeyRule, () => String, { description: 'Or the key of a meal-image upload (POST /api/health/uploads).' }),
  foods: inputField(foodsRule, () => [FoodPortionInput], { description: 'The foods on the plate, named by the member (required when no vision service is configured).' }),
  createPostWithResults: inputField(z.boolean().nullish(), () => Boolean, { description: 'Also create the meal post (and log the meal) with the results.' }),
  content: inputField(z.string().max(5000, 'Content must be at most 5000 characters').nullish(), () => String, {
    description: "The post's text with createPostWithResults; default: the meal's name and calories.",
  }),
});

export const MAX_MEAL_POST_MEDIAS = 4;

export const MealPostMediaInput = declareInput(
  'MealPostMediaInput',
  {
    url: inputField(z.string().max(2000, 'Invalid media'), () => String),
    type: inputField(z.string().max(100, 'Invalid media'), () => String),
  },
  { description: 'A photo or video uploaded with POST /api/posts/media.' },
);

export const PostMealInput = declareInput(
  'PostMealInput',
  {
    meal: inputField(
      LogMealInput.schema
        .refine((meal) => !meal.postId, { message: 'postMeal makes the post itself: leave postId empty', path: ['postId'] })
        .refine((meal) => !meal.private, { message: 'A private meal is not posted: log it with logMeal', path: ['private'] }),
      () => LogMealInput,
      { description: 'The meal as logMeal takes it, without postId and private (postMeal makes the post, a public one).' },
    ),
    content: inputField(
      z
        .string()
        .max(5000, 'Content must be at most 5000 characters')
        .nullish()
        .transform((content) => content?.trim() || null),
      () => String,
      { description: "The post's text; default: the meal's description, else its name." },
    ),
    medias: inputField(
      z
        .array(MealPostMediaInput.schema)
        .max(MAX_MEAL_POST_MEDIAS, `A post can have at most ${MAX_MEAL_POST_MEDIAS} media files`)
        .nullish()
        .transform((list) => list ?? []),
      () => [MealPostMediaInput],
      { description: 'At most 4, shown on the post.' },
    ),
  },
  { description: 'A meal for the diary and the post that shows it in the feed.' },
);
