// Nutrition of a plate: each {food, grams} scaled from SR28's per-100 g values and summed.
// Every number a meal shows comes from here (a vision model only names foods and grams).
import type { FoodRecord, Per100g } from './foods.js';

export interface PlateItem {
  food: FoodRecord;
  grams: number;
}

/** What a plate holds, rounded for people: kcal and mg to whole units, grams to one decimal. */
export interface Nutrition {
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  fiber: number;
  sugar: number;
  saturatedFat: number;
  sodiumMg: number;
  micronutrients: Micronutrient[];
}

export interface Micronutrient {
  name: string;
  kind: 'vitamin' | 'mineral';
  amount: number;
  unit: 'mg' | 'µg';
  /** Share of the daily value, in percent (rounded). */
  dailyValuePercent: number;
}

/**
 * Daily values (FDA, 21 CFR 101.9, adults) of the micronutrients we report; the quality score
 * and the "% DV" labels use them.
 */
export const DAILY_VALUES: ReadonlyArray<{ name: string; kind: 'vitamin' | 'mineral'; key: keyof Per100g; unit: 'mg' | 'µg'; dv: number }> = [
  { name: 'Vitamin A', kind: 'vitamin', key: 'vitaminAUg', unit: 'µg', dv: 900 },
  { name: 'Vitamin C', kind: 'vitamin', key: 'vitaminCMg', unit: 'mg', dv: 90 },
  { name: 'Vitamin D', kind: 'vitamin', key: 'vitaminDUg', unit: 'µg', dv: 20 },
  { name: 'Vitamin E', kind: 'vitamin', key: 'vitaminEMg', unit: 'mg', dv: 15 },
  { name: 'Vitamin K', kind: 'vitamin', key: 'vitaminKUg', unit: 'µg', dv: 120 },
  { name: 'Vitamin B12', kind: 'vitamin', key: 'vitaminB12Ug', unit: 'µg', dv: 2.4 },
  { name: 'Folate', kind: 'vitamin', key: 'folateUg', unit: 'µg', dv: 400 },
  { name: 'Calcium', kind: 'mineral', key: 'calciumMg', unit: 'mg', dv: 1300 },
  { name: 'Iron', kind: 'mineral', key: 'ironMg', unit: 'mg', dv: 18 },
  { name: 'Magnesium', kind: 'mineral', key: 'magnesiumMg', unit: 'mg', dv: 420 },
  { name: 'Potassium', kind: 'mineral', key: 'potassiumMg', unit: 'mg', dv: 4700 },
  { name: 'Zinc', kind: 'mineral', key: 'zincMg', unit: 'mg', dv: 11 },
];

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The summed, unrounded amounts of every SR28 column we use. */
export function sumPer100g(items: readonly PlateItem[]): Per100g {
  const total = {} as Per100g;
  for (const key of Object.keys(items[0]?.food.per100g ?? {}) as (keyof Per100g)[]) total[key] = 0;
  for (const { food, grams } of items) {
    for (const key of Object.keys(food.per100g) as (keyof Per100g)[]) total[key] = (total[key] ?? 0) + (food.per100g[key] * grams) / 100;
  }
  return total;
}

export function nutritionOf(items: readonly PlateItem[]): Nutrition {
  const t = sumPer100g(items);
  const get = (key: keyof Per100g) => t[key] ?? 0;
  return {
    calories: Math.round(get('kcal')),
    protein: round1(get('protein')),
    carbs: round1(get('carbs')),
    fats: round1(get('fat')),
    fiber: round1(get('fiber')),
    sugar: round1(get('sugar')),
    saturatedFat: round1(get('saturatedFat')),
    sodiumMg: Math.round(get('sodiumMg')),
    micronutrients: DAILY_VALUES.map(({ name, kind, key, unit, dv }) => ({
      name,
      kind,
      unit,
      amount: unit === 'µg' ? Math.round(get(key)) : round1(get(key)),
      dailyValuePercent: Math.round((get(key) / dv) * 100),
    })),
  };
}
