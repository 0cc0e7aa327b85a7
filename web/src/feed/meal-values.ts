// What the meal card shows. A value the author left out displays as the spec's fallback
// (calories 500, protein 20 g, carbs 30 g, fats 10 g, quality 85 out of 100).
import type { PostMealFragment } from '../generated/graphql';

export const MEAL_FALLBACKS = { calories: 500, protein: 20, carbs: 30, fats: 10, qualityScore: 85 } as const;

export interface MealValues {
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  qualityScore: number;
}

/** Matches the `<!-- MEAL_DATA {...} -->` block a description may carry (spec section 3). */
const MEAL_DATA_BLOCK = /<!--\s*MEAL_DATA\b([\s\S]*?)-->/;
const MEAL_DATA_BLOCKS = new RegExp(MEAL_DATA_BLOCK.source, 'g');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A nutrient as the spec allows it: a number, text such as "45g" (carbs and fats may be
 * text), or an object with a total. Anything else counts as missing.
 */
function amount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const match = /^\s*(-?\d+(?:\.\d+)?)/.exec(value);
    return match ? Number(match[1]) : undefined;
  }
  if (isObject(value)) return amount(value.total);
  return undefined;
}

/**
 * The JSON object inside a description's MEAL_DATA block, or undefined when there is no
 * block or it is not a JSON object: authors write these by hand, so a broken block must
 * leave the card on its other sources instead of breaking it.
 */
export function parseMealData(description: string | null | undefined): Json | undefined {
  const body = description ? MEAL_DATA_BLOCK.exec(description)?.[1] : undefined;
  if (body === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The description as readers see it: the machine-readable MEAL_DATA blocks taken out. */
export function mealDescriptionText(description: string): string {
  return description.replace(MEAL_DATA_BLOCKS, '').trim();
}

const first = (...values: Array<number | null | undefined>): number | undefined => values.find((v): v is number => typeof v === 'number' && Number.isFinite(v));

type MealSource = Pick<PostMealFragment, 'calories' | 'protein' | 'carbs' | 'fats' | 'nutritionalInfo'> & { description?: string | null };

/**
 * Each value comes from the first source that has it: the structured meal (its top-level
 * field, then its nutritionalInfo), then the description's MEAL_DATA block (top-level, then
 * its nutritionalInfo), then the fallback. Structured fields win because they are what the
 * server validated and stores; the block is the author's free-text copy.
 */
export function mealValues(meal: MealSource | null | undefined): MealValues {
  const info = meal?.nutritionalInfo;
  const data = parseMealData(meal?.description);
  const dataInfo = isObject(data?.nutritionalInfo) ? data.nutritionalInfo : undefined;
  const fromData = (field: string) => first(amount(data?.[field]), amount(dataInfo?.[field]));
  return {
    calories: first(meal?.calories, info?.calories, fromData('calories')) ?? MEAL_FALLBACKS.calories,
    protein: first(meal?.protein, info?.protein, fromData('protein')) ?? MEAL_FALLBACKS.protein,
    carbs: first(meal?.carbs?.total, info?.carbs, fromData('carbs')) ?? MEAL_FALLBACKS.carbs,
    fats: first(meal?.fats?.total, info?.fats, fromData('fats')) ?? MEAL_FALLBACKS.fats,
    qualityScore: first(info?.qualityScore, fromData('qualityScore')) ?? MEAL_FALLBACKS.qualityScore,
  };
}

export type NutritionGrade = 'A' | 'B' | 'C' | 'D' | 'F';

/**
 * The letter of a 0-100 quality score. The spec lists grade bands only for scores in general
 * (A 90+, B 80+, C 70+, D 60+, else F, the +/- steps aside), so the meal card uses the same
 * bands: 85, the fallback, is a B.
 */
export function nutritionGrade(score: number): NutritionGrade {
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 70) return 'C';
  if (score >= 60) return 'D';
  return 'F';
}

/** The spec's grade colours, as Chakra palettes. */
export const GRADE_PALETTE: Record<NutritionGrade, string> = { A: 'green', B: 'blue', C: 'yellow', D: 'orange', F: 'red' };
