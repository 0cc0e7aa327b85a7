// The SR28 search ranking, the plate computation and the quality score, against numbers
// worked out by hand from SR28's per-100 g values.
import { describe, expect, it } from 'vitest';
import { foodById } from './foods.js';
import { searchFoods, singular } from './search.js';
import { nutritionOf, type Micronutrient, type Nutrition } from './nutrients.js';
import { gradeOf, qualityOf } from './quality.js';

describe('searchFoods', () => {
  it('finds the plain food for common names, plurals folded', () => {
    expect(searchFoods('chicken breast', 1)[0].id).toBe('05064');
    expect(searchFoods('rice', 1)[0].id).toBe('20045');
    expect(searchFoods('banana', 1)[0].name).toBe('Bananas, raw');
    expect(searchFoods('Bananas', 1)[0].id).toBe('09040');
    expect(searchFoods('eggs', 1)[0].id).toBe('01123');
    expect(searchFoods('brown rice', 1)[0].id).toBe('20041');
    // "oatmeal" is the porridge (SR28 files it under cereals), then the breads and cookies that name it.
    expect(searchFoods('oatmeal', 3).map((f) => f.id)).toEqual(['08121', '18039', '18040']);
    expect(searchFoods('porridge', 1)[0].id).toBe('08121');
    expect(singular('berries')).toBe('berry');
    expect(singular('potatoes')).toBe('potato');
  });

  it('ranks exact over prefix over token overlap', () => {
    // "Almonds" is the whole name (exact); "Apples, raw, with skin" starts with the query (prefix).
    expect(searchFoods('almonds', 1)[0].id).toBe('12061');
    const apples = searchFoods('apple raw', 5).map((f) => f.name);
    expect(apples[0]).toMatch(/^Apples, raw/);
    // Every query token must be in the name; a last token may be a prefix still being typed.
    expect(searchFoods('banan', 3).map((f) => f.id)).toContain('09040');
    expect(searchFoods('qwzxv')).toEqual([]);
    expect(searchFoods('  ,,, ')).toEqual([]);
  });

  it('expands SR28 abbreviations and keeps portions', () => {
    const rice = foodById('20045')!;
    expect(rice.name).toBe('Rice, white, long-grain, regular, enriched, cooked');
    expect(rice.portions[0]).toEqual({ description: '1 cup', grams: 158 });
  });
});

describe('nutritionOf', () => {
  it('scales each food from per 100 g and sums', () => {
    const chicken = foodById('05064')!; // 165 kcal, 31.02 g protein, 3.57 g fat per 100 g
    const banana = foodById('09040')!; // 89 kcal, 1.09 g protein, 22.84 g carbs per 100 g
    const n = nutritionOf([
      { food: chicken, grams: 150 },
      { food: banana, grams: 120 },
    ]);
    expect(n.calories).toBe(Math.round(165 * 1.5 + 89 * 1.2)); // 354
    expect(n.protein).toBe(Math.round((31.02 * 1.5 + 1.09 * 1.2) * 10) / 10); // 47.8
    expect(n.carbs).toBe(Math.round((0 * 1.5 + 22.84 * 1.2) * 10) / 10); // 27.4
    expect(n.fats).toBe(Math.round((3.57 * 1.5 + 0.33 * 1.2) * 10) / 10); // 5.8
    const potassium = n.micronutrients.find((m) => m.name === 'Potassium')!;
    // 256 mg x 1.5 + 358 mg x 1.2 = 813.6 mg of 4,700 mg
    expect(potassium).toMatchObject({ amount: 813.6, dailyValuePercent: 17 });
  });
});

describe('qualityOf', () => {
  const micro = (percents: number[]): Micronutrient[] => percents.map((p, i) => ({ name: `M${i}`, kind: 'mineral', amount: 0, unit: 'mg', dailyValuePercent: p }));
  const plate = (over: Partial<Nutrition>): Nutrition => ({
    calories: 500,
    protein: 30,
    carbs: 60,
    fats: 15,
    fiber: 8,
    sugar: 5,
    saturatedFat: 3,
    sodiumMg: 300,
    micronutrients: [],
    ...over,
  });

  it('is 100 for a balanced plate with nothing to add or take away', () => {
    expect(qualityOf(plate({}))).toMatchObject({ score: 100, grade: 'A', reasons: [] });
  });

  it('applies each rule of the documented formula', () => {
    // 500 kcal: sugar 13 g x 4 = 52 > 50 (-15); saturated 6 g x 9 = 54 > 50 (-15); fiber 2 g < 3 (-10);
    // protein 12 g x 4 = 48 < 50 (-10); sodium 900 mg (-10); seed oils (-5): 100 - 65 = 35.
    const worst = qualityOf(plate({ sugar: 13, saturatedFat: 6, fiber: 2, protein: 12, sodiumMg: 900 }), { hasSeedOils: true });
    expect(worst.score).toBe(35);
    expect(worst.grade).toBe('F');
    expect(worst.reasons).toHaveLength(6);
    // Just inside each bound: 12.5 g sugar = exactly 10% of 500 kcal, not above it.
    expect(qualityOf(plate({ sugar: 12.5, protein: 12.5, fiber: 3, sodiumMg: 800 })).score).toBe(100);
  });

  it('adds 2 per micronutrient at 15% of the daily value per 500 kcal, at most 10, and 5 for organic', () => {
    // 250 kcal: 8% DV scales to 16% per 500 kcal (counts), 7% to 14% (does not).
    const half = plate({ calories: 250, protein: 15, fiber: 4, sugar: 2, saturatedFat: 1, sodiumMg: 100, micronutrients: micro([8, 7]) });
    expect(qualityOf(half, { hasSeedOils: true }).score).toBe(100 - 5 + 2);
    const rich = plate({ sugar: 13, micronutrients: micro([20, 20, 20, 20, 20, 20, 20]) });
    expect(qualityOf(rich, { isOrganic: true }).score).toBe(100 - 15 + 10 + 5);
    expect(qualityOf(plate({ micronutrients: micro([50, 50]) }), { isOrganic: true }).score).toBe(100);
  });

  it("grades on the card's bands", () => {
    expect([90, 89, 80, 79, 70, 69, 60, 59, 0].map(gradeOf)).toEqual(['A', 'B', 'B', 'C', 'C', 'D', 'D', 'F', 'F']);
  });
});
