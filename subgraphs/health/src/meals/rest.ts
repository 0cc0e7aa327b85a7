// The spec's Meals paths (section 7): GET/POST /meals, POST /meals/analyze, POST
// /meals/preview-overlay, each onto one operation. The analysis answers the spec's snake_case
// shape; the image routes take bodies up to 8 MB (a 5 MB photo as a data URL is ~6.7 MB).
import { z } from 'zod';
import { cursorQuery, defineRoute, inputBody, intQuery, optionalText, pageInfoAnswer, type RestRoute } from '@pulse/kit/rest';
import {
  RestAnalyzeMealDocument,
  RestLogMealDocument,
  RestMyMealsDocument,
  RestPreviewMealOverlayDocument,
  type MealOverlayInput,
  type RestAnalyzeMealMutation,
} from '../rest.generated.js';
import { MEAL_CURSOR } from './cursors.js';
import { AnalyzeMealInput, LogMealInput } from './inputs.js';
import { IMAGE_DATA_URL_MAX } from './limits.js';

import { IMAGE_BODY_LIMIT, MEAL_BODY_ALLOWANCE } from './body-allowance.js';

export { MEAL_BODY_ALLOWANCE };

// The meal and analysis bodies are checked by their operations' input declarations (the same
// messages on the same fields as GraphQL); the overlay's body is the spec's loose shape,
// read by overlayValues.
const anyObject = z.record(z.string(), z.unknown());
const meal = z.record(z.string(), z.unknown()).meta({ description: 'A logged meal (LoggedMeal).' });

type Analysis = RestAnalyzeMealMutation['analyzeMeal'];

/** The spec's analysis shape (section 3), plus where the foods came from. */
export function restAnalysis(a: Analysis) {
  const n = a.nutritionalAnalysis;
  return {
    id: a.id,
    source: a.source,
    model: a.model,
    message: a.message,
    food_detection: {
      main_dish: a.foodDetection.mainDish,
      foods_on_plate: a.foodDetection.foodsOnPlate,
      cuisine_type: a.foodDetection.cuisineType,
      presentation: a.foodDetection.presentation,
      preparation_method: a.foodDetection.preparationMethod,
    },
    ingredients: { main_ingredients: a.ingredients.mainIngredients, garnishes: a.ingredients.garnishes, sauces: a.ingredients.sauces },
    nutritional_analysis: {
      estimated_calories: n.estimatedCalories,
      serving_size: n.servingSize,
      macronutrients: { ...n.macronutrients },
      micronutrients: n.micronutrients.map((m) => ({ ...m })),
    },
    dietary_notes: {
      health_rating: a.dietaryNotes.healthRating,
      quality_score: a.dietaryNotes.qualityScore,
      allergens: a.dietaryNotes.allergens,
      dietary_category: a.dietaryNotes.dietaryCategory,
    },
    foods: a.foods.map((f) => ({ ...f })),
    ...(a.postId ? { post: { id: a.postId } } : {}),
    ...(a.mealId ? { meal: { id: a.mealId } } : {}),
  };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The overlay's values from what a client sends as `analysis`: the spec's analysis as answered
 * by POST /meals/analyze, or the flat values (name, calories, protein, carbs, fats, qualityScore).
 */
export function overlayValues(raw: unknown): MealOverlayInput['analysis'] {
  const a = obj(raw);
  const n = obj(a.nutritional_analysis);
  const macros = obj(n.macronutrients);
  const notes = obj(a.dietary_notes);
  const detection = obj(a.food_detection);
  const name = typeof a.name === 'string' ? a.name : typeof detection.main_dish === 'string' ? detection.main_dish : null;
  return {
    name: name?.slice(0, 200) ?? null,
    calories: num(a.calories) ?? num(n.estimated_calories),
    protein: num(a.protein) ?? num(macros.protein),
    carbs: num(a.carbs) ?? num(macros.carbs),
    fats: num(a.fats) ?? num(macros.fats),
    qualityScore: num(a.qualityScore) ?? num(notes.quality_score),
  };
}

export const mealRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/meals',
    summary: "The signed-in member's logged meals, newest first",
    auth: 'member',
    query: z.object({ date: optionalText('date', 10), limit: intQuery('limit', 1, '1-100 (default 20)'), cursor: cursorQuery('cursor', MEAL_CURSOR) }),
    document: RestMyMealsDocument,
    variables: ({ query }) => ({ date: query.date ?? null, first: query.limit ?? 20, after: query.cursor ?? null }),
    response: z.object({ meals: z.array(meal), pageInfo: pageInfoAnswer }),
    respond: (data) => ({ meals: data.myMeals.nodes, pageInfo: data.myMeals.pageInfo }),
  }),
  defineRoute({
    method: 'post',
    path: '/meals',
    summary: "Log a meal (the spec's meal payload); answers the created meal",
    auth: 'member',
    body: inputBody(LogMealInput),
    document: RestLogMealDocument,
    variables: ({ body }) => ({ input: body }),
    response: meal,
    respond: (data) => data.logMeal,
  }),
  defineRoute({
    method: 'post',
    path: '/meals/analyze',
    summary: 'Analyze a meal photo (data URL); optionally create the meal post with the results',
    description: 'With no vision service configured, send `foods: [{ name, grams }]`: every number is computed from USDA SR28.',
    auth: 'member',
    bodyLimit: IMAGE_BODY_LIMIT,
    longStrings: { image: IMAGE_DATA_URL_MAX },
    body: inputBody(AnalyzeMealInput),
    document: RestAnalyzeMealDocument,
    variables: ({ body }) => ({ input: body }),
    response: z.object({ analysis: anyObject }),
    respond: (data) => ({ analysis: restAnalysis(data.analyzeMeal) }),
  }),
  defineRoute({
    method: 'post',
    path: '/meals/preview-overlay',
    summary: 'The meal photo with its nutrition panel drawn on',
    auth: 'member',
    bodyLimit: IMAGE_BODY_LIMIT,
    longStrings: { image: IMAGE_DATA_URL_MAX },
    body: anyObject,
    document: RestPreviewMealOverlayDocument,
    variables: ({ body }) => ({
      input: {
        image: typeof body.image === 'string' ? body.image : null,
        analysis: overlayValues(body.analysis),
        isOrganic: typeof body.isOrganic === 'boolean' ? body.isOrganic : null,
        isSeedOilFree: typeof body.isSeedOilFree === 'boolean' ? body.isSeedOilFree : null,
      },
    }),
    response: z.object({ overlay: z.object({ overlayImageUrl: z.string() }) }),
    respond: (data) => ({ overlay: data.previewMealOverlay }),
  }),
];
