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

const first = (...values: Array<number | null | undefined>): number | undefined => values.find((v): v is number => typeof v === 'number' && Number.isFinite(v));

/** The meal's own top-level values first, then its nutritional info, then the fallback. */
export function mealValues(meal: Pick<PostMealFragment, 'calories' | 'protein' | 'carbs' | 'fats' | 'nutritionalInfo'> | null | undefined): MealValues {
  const info = meal?.nutritionalInfo;
  return {
    calories: first(meal?.calories, info?.calories) ?? MEAL_FALLBACKS.calories,
    protein: first(meal?.protein, info?.protein) ?? MEAL_FALLBACKS.protein,
    carbs: first(meal?.carbs?.total, info?.carbs) ?? MEAL_FALLBACKS.carbs,
    fats: first(meal?.fats?.total, info?.fats) ?? MEAL_FALLBACKS.fats,
    qualityScore: first(info?.qualityScore) ?? MEAL_FALLBACKS.qualityScore,
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
