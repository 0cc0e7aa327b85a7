import { describe, expect, it } from 'vitest';
import { GRADE_PALETTE, MEAL_FALLBACKS, mealDescriptionText, mealValues, nutritionGrade, parseMealData } from './meal-values';

describe('meal card values', () => {
  it('shows the spec fallbacks for everything missing', () => {
    expect(mealValues(null)).toEqual({ calories: 500, protein: 20, carbs: 30, fats: 10, qualityScore: 85 });
    expect(mealValues({ calories: null, protein: null, carbs: null, fats: null, nutritionalInfo: null })).toEqual(MEAL_FALLBACKS);
  });

  it('prefers the meal values, then its nutritional info', () => {
    const meal = {
      calories: 640,
      protein: null,
      carbs: { __typename: 'MealCarbs' as const, total: 55, fiber: null, sugar: null },
      fats: null,
      nutritionalInfo: { __typename: 'NutritionalInfo' as const, calories: 1, servingSize: null, protein: 31, carbs: 2, fats: 14, qualityScore: 0 },
    };
    // A zero score is a real score, not a missing one.
    expect(mealValues(meal)).toEqual({ calories: 640, protein: 31, carbs: 55, fats: 14, qualityScore: 0 });
  });
});

describe('nutrition grade', () => {
  it('maps the quality score onto A-F with the score bands', () => {
    expect(nutritionGrade(100)).toBe('A');
    expect(nutritionGrade(90)).toBe('A');
    expect(nutritionGrade(89.9)).toBe('B');
    expect(nutritionGrade(85)).toBe('B');
    expect(nutritionGrade(70)).toBe('C');
    expect(nutritionGrade(60)).toBe('D');
    expect(nutritionGrade(59)).toBe('F');
    expect(nutritionGrade(0)).toBe('F');
  });

  it('colours A green, B blue, C yellow, D orange, F red', () => {
    expect(GRADE_PALETTE).toEqual({ A: 'green', B: 'blue', C: 'yellow', D: 'orange', F: 'red' });
  });
});

describe('MEAL_DATA block in the description', () => {
  const empty = { calories: null, protein: null, carbs: null, fats: null, nutritionalInfo: null };
  const block = (json: string) => `Chicken bowl <!-- MEAL_DATA ${json} --> after`;

  it('fills every value the structured meal lacks from the block', () => {
    const description = block(JSON.stringify({ formatVersion: 1, calories: 720, protein: 42, carbs: '61g', fats: { total: 18, saturated: 4 }, qualityScore: 93 }));
    expect(mealValues({ ...empty, description })).toEqual({ calories: 720, protein: 42, carbs: 61, fats: 18, qualityScore: 93 });
  });

  it('reads the block nutritionalInfo after its top-level fields', () => {
    const description = block(JSON.stringify({ calories: 300, nutritionalInfo: { calories: 999, protein: 12.5, carbs: 40, fats: 7, qualityScore: 71 } }));
    expect(mealValues({ ...empty, description })).toEqual({ calories: 300, protein: 12.5, carbs: 40, fats: 7, qualityScore: 71 });
  });

  it('lets the structured meal win over the block, and the block win over the fallbacks', () => {
    const description = block(JSON.stringify({ calories: 1, protein: 2, carbs: 3, fats: 4, qualityScore: 5 }));
    const meal = {
      ...empty,
      calories: 640,
      nutritionalInfo: { __typename: 'NutritionalInfo' as const, calories: null, servingSize: null, protein: 31, carbs: null, fats: null, qualityScore: null },
      description,
    };
    expect(mealValues(meal)).toEqual({ calories: 640, protein: 31, carbs: 3, fats: 4, qualityScore: 5 });
  });

  it('ignores a malformed or non-object block and unusable values, keeping the fallbacks', () => {
    for (const json of ['{"calories": 720,', '[1, 2]', '"720"', 'null', '']) {
      expect(mealValues({ ...empty, description: block(json) })).toEqual(MEAL_FALLBACKS);
      expect(parseMealData(block(json))).toBeUndefined();
    }
    const junk = block(JSON.stringify({ calories: 'lots', protein: true, carbs: { total: 'none' }, fats: [10], qualityScore: null, nutritionalInfo: 'x' }));
    expect(mealValues({ ...empty, description: junk })).toEqual(MEAL_FALLBACKS);
    expect(parseMealData('no block here')).toBeUndefined();
    expect(parseMealData(null)).toBeUndefined();
  });

  it('keeps the block out of the text readers see', () => {
    expect(mealDescriptionText(block('{"calories": 1}'))).toBe('Chicken bowl  after');
    expect(mealDescriptionText('<!--MEAL_DATA {} -->')).toBe('');
    expect(mealDescriptionText('Plain <!-- a note --> text')).toBe('Plain <!-- a note --> text');
  });
});
