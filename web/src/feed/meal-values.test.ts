import { describe, expect, it } from 'vitest';
import { GRADE_PALETTE, MEAL_FALLBACKS, mealValues, nutritionGrade } from './meal-values';

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
