// The meal quality score (0-100) and its letter, from a plate's nutrition. The formula
// (docs/health-design.md section 2; kcal = the plate's calories):
//
//   start at 100
//   -15  sugar           > 10% of kcal   (sugar g x 4 > 0.10 x kcal)
//   -15  saturated fat   > 10% of kcal   (saturated g x 9 > 0.10 x kcal)
//   -10  fiber           < 3 g per 500 kcal  (fiber x 500 / kcal < 3)
//   -10  protein         < 10% of kcal   (protein g x 4 < 0.10 x kcal)
//   -10  sodium          > 800 mg (the whole plate)
//   -5   seed oils (the member says the meal has them)
//   +2   per micronutrient at >= 15% of its daily value per 500 kcal (amount x 500 / kcal),
//        at most +10 (the twelve of nutrients.ts; a plate under 1 kcal counts amounts as they are)
//   +5   organic
//   clamp to 0-100, rounded
//
// A plate with no calories (water, black coffee) is not penalised for what it lacks in
// proportion to nothing: the three "per kcal" shortfall rules (fiber, protein) only apply
// from 50 kcal up.
//
// The letter uses the bands the feed's meal card already uses for every score
// (web/src/feed/meal-values.ts nutritionGrade, from the spec's grade list): A >= 90, B >= 80,
// C >= 70, D >= 60, else F, so the overlay's badge and the card never disagree.
import type { Nutrition } from './nutrients.js';

export type NutritionGrade = 'A' | 'B' | 'C' | 'D' | 'F';

export interface QualityFlags {
  hasSeedOils?: boolean | null;
  isOrganic?: boolean | null;
}

export interface Quality {
  score: number;
  grade: NutritionGrade;
  /** Each rule that moved the score, for the analysis' notes. */
  reasons: string[];
}

export function gradeOf(score: number): NutritionGrade {
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 70) return 'C';
  if (score >= 60) return 'D';
  return 'F';
}

export function qualityOf(n: Nutrition, flags: QualityFlags = {}): Quality {
  const kcal = n.calories;
  const reasons: string[] = [];
  let score = 100;
  const apply = (points: number, reason: string) => {
    score += points;
    reasons.push(`${points > 0 ? '+' : ''}${points} ${reason}`);
  };
  if (n.sugar * 4 > 0.1 * kcal && n.sugar > 0) apply(-15, 'sugar above 10% of calories');
  if (n.saturatedFat * 9 > 0.1 * kcal && n.saturatedFat > 0) apply(-15, 'saturated fat above 10% of calories');
  if (kcal >= 50 && (n.fiber * 500) / kcal < 3) apply(-10, 'fiber under 3 g per 500 kcal');
  if (kcal >= 50 && n.protein * 4 < 0.1 * kcal) apply(-10, 'protein under 10% of calories');
  if (n.sodiumMg > 800) apply(-10, 'sodium above 800 mg');
  if (flags.hasSeedOils) apply(-5, 'seed oils');
  const scale = kcal >= 1 ? 500 / kcal : 1;
  const rich = n.micronutrients.filter((m) => m.dailyValuePercent * scale >= 15);
  if (rich.length) apply(Math.min(10, 2 * rich.length), `${rich.map((m) => m.name).join(', ')} at 15%+ of the daily value per 500 kcal`);
  if (flags.isOrganic) apply(5, 'organic');
  score = Math.max(0, Math.min(100, Math.round(score)));
  return { score, grade: gradeOf(score), reasons };
}
