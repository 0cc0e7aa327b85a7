// From named foods and grams to SR28 rows and a meal's nutrition, with the spec's fallbacks
// (section 9) for whatever is not known. Used by analyzeMeal (names from a member or a vision
// model), logMeal (foods sent with the meal) and the diary.
import { GraphQLError } from 'graphql';
import { searchFoods } from '../nutrition/search.js';
import { foodById, type FoodRecord } from '../nutrition/foods.js';
import { nutritionOf, type Nutrition, type PlateItem } from '../nutrition/nutrients.js';
import { gradeOf, qualityOf, type NutritionGrade } from '../nutrition/quality.js';
import type { MealFood, MealNutrition } from './entities.js';

/** Section 9's fallbacks, where a value is missing. */
export const MEAL_FALLBACKS = {
  calories: 500,
  protein: 20,
  carbs: 30,
  fats: 10,
  qualityScore: 85,
  servingSize: '1 serving',
  fiber: 5,
  sugar: 10,
  saturatedFat: 3,
} as const;

export interface Plate {
  items: PlateItem[];
  foods: MealFood[];
}

/** Said beside a food row whose name matches no SR28 row, in the member's words. */
export const NO_MATCH_ROW = 'Not in the USDA food table. Try another word for this food, or a shorter one.';
/** Said beside a row whose picked food is not an SR28 row (a stale or forged foodId). */
export const UNKNOWN_PICK_ROW = 'This food is no longer in the list. Pick a match again.';

export interface FoodRowProblem {
  /** The row's position in the foods list, from 0. */
  index: number;
  name: string;
  message: string;
}

/**
 * A plate some rows of which cannot be matched: BAD_USER_INPUT on `field`, whose message names
 * every such food, and whose extensions.rows say which rows they are (the dialog marks them).
 */
export class UnmatchedFoodsError extends GraphQLError {
  constructor(
    readonly rows: FoodRowProblem[],
    field: string,
  ) {
    super(`No food in the USDA table matches ${rows.map((r) => `"${r.name}"`).join(' or ')}`, {
      extensions: { code: 'BAD_USER_INPUT', field, rows: rows.map(({ index, name, message }) => ({ index, name, message })) },
    });
  }
}

export interface Portion {
  name: string;
  grams: number;
  foodId?: string | null;
}

/** The row picked by foodId, else the best SR28 match of the name; null when neither exists. */
export function foodOfPortion(portion: Portion): FoodRecord | null {
  if (portion.foodId) return foodById(portion.foodId) ?? null;
  return searchFoods(portion.name, 1)[0] ?? null;
}

/** Each row's SR28 food; rows nothing matches are reported together (UnmatchedFoodsError on `field`). */
export function plateOf(portions: readonly Portion[], field = 'foods'): Plate {
  const items: PlateItem[] = [];
  const foods: MealFood[] = [];
  const problems: FoodRowProblem[] = [];
  portions.forEach((portion, index) => {
    const { name, grams } = portion;
    const food = foodOfPortion(portion);
    if (!food) {
      problems.push({ index, name, message: portion.foodId ? UNKNOWN_PICK_ROW : NO_MATCH_ROW });
      return;
    }
    items.push({ food, grams });
    foods.push({ name, foodId: food.id, foodName: food.name, grams, calories: Math.round((food.per100g.kcal * grams) / 100) });
  });
  if (problems.length) throw new UnmatchedFoodsError(problems, field);
  return { items, foods };
}

const percentList = (n: Nutrition, kind: 'vitamin' | 'mineral') =>
  n.micronutrients.filter((m) => m.kind === kind && m.dailyValuePercent >= 15).map((m) => `${m.name} (${m.dailyValuePercent}% DV)`);

export interface PlateNutrition {
  nutrition: MealNutrition;
  grade: NutritionGrade;
  reasons: string[];
}

/** The plate's nutrition and quality; an empty plate has section 9's fallback values. */
export function plateNutrition(plate: Plate, flags: { hasSeedOils?: boolean | null; isOrganic?: boolean | null }): PlateNutrition {
  if (!plate.items.length) return fallbackNutrition({});
  const n = nutritionOf(plate.items);
  const quality = qualityOf(n, flags);
  const grams = Math.round(plate.items.reduce((sum, item) => sum + item.grams, 0));
  return {
    nutrition: {
      calories: n.calories,
      servingSize: `${grams} g`,
      protein: n.protein,
      carbs: n.carbs,
      fats: n.fats,
      fiber: n.fiber,
      sugar: n.sugar,
      saturatedFat: n.saturatedFat,
      sodiumMg: n.sodiumMg,
      vitamins: percentList(n, 'vitamin'),
      minerals: percentList(n, 'mineral'),
      micronutrients: n.micronutrients,
      qualityScore: quality.score,
    },
    grade: quality.grade,
    reasons: quality.reasons,
  };
}

/** Values a member (or a REST client) gave, the rest from section 9. */
type Given<T> = { [K in keyof T]?: T[K] | null };
export function fallbackNutrition(given: Given<Omit<MealNutrition, 'micronutrients'>>): PlateNutrition {
  const pick = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  const qualityScore = Math.round(pick(given.qualityScore, MEAL_FALLBACKS.qualityScore));
  return {
    nutrition: {
      calories: pick(given.calories, MEAL_FALLBACKS.calories),
      servingSize: given.servingSize?.trim() || MEAL_FALLBACKS.servingSize,
      protein: pick(given.protein, MEAL_FALLBACKS.protein),
      carbs: pick(given.carbs, MEAL_FALLBACKS.carbs),
      fats: pick(given.fats, MEAL_FALLBACKS.fats),
      fiber: pick(given.fiber, MEAL_FALLBACKS.fiber),
      sugar: pick(given.sugar, MEAL_FALLBACKS.sugar),
      saturatedFat: pick(given.saturatedFat, MEAL_FALLBACKS.saturatedFat),
      sodiumMg: typeof given.sodiumMg === 'number' ? given.sodiumMg : null,
      vitamins: given.vitamins ?? [],
      minerals: given.minerals ?? [],
      micronutrients: [],
      qualityScore,
    },
    grade: gradeOf(qualityScore),
    reasons: [],
  };
}

// Allergens a plate's SR28 rows name (the major allergens as FDA lists them), by word.
const ALLERGEN_WORDS: Array<[string, RegExp]> = [
  ['milk', /\b(milk|cheese|yogurt|butter|cream|whey|casein)\b/i],
  ['egg', /\begg/i],
  ['fish', /\b(salmon|tuna|cod|fish|trout|halibut|tilapia|sardine|anchov)/i],
  ['shellfish', /\b(shrimp|crab|lobster|clam|mussel|oyster|scallop|crustacean)/i],
  ['tree nuts', /\b(almond|walnut|cashew|pecan|pistachio|hazelnut|macadamia)/i],
  ['peanuts', /\bpeanut/i],
  ['wheat', /\b(wheat|bread|pasta|flour|noodle|spaghetti|cracker)/i],
  ['soy', /\b(soy|tofu|edamame|tempeh)/i],
  ['sesame', /\bsesame/i],
];
const MEAT = /\b(chicken|beef|pork|lamb|turkey|veal|bacon|ham|sausage|duck|meat|salmon|tuna|fish|shrimp|crab|cod|trout)/i;
const ANIMAL = /\b(milk|cheese|yogurt|butter|cream|egg|honey|whey)/i;

export function allergensOf(plate: Plate): string[] {
  return ALLERGEN_WORDS.filter(([, words]) => plate.foods.some((f) => words.test(f.foodName))).map(([name]) => name);
}

/** Vegetarian / vegan when no food on the plate is meat or fish (or, for vegan, an animal product). */
export function dietaryCategoriesOf(plate: Plate): string[] {
  if (!plate.foods.length || plate.foods.some((f) => MEAT.test(f.foodName))) return [];
  return plate.foods.some((f) => ANIMAL.test(f.foodName)) ? ['vegetarian'] : ['vegetarian', 'vegan'];
}
