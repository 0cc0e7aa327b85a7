// The Create New Meal flow's steps and the browser-side image rules, and the review form's
// entries, and the server's MEAL_DATA block as the feed's meal card reads it back.
import { describe, expect, it } from 'vitest';
import { imageFileProblem, nextStep } from './meal-steps';
import { entries, mealFormSchema } from './meal-form';
import { mealValues, parseMealData } from '../../feed/meal-values';

describe('nextStep', () => {
  it('moves forward through upload, review and preview, and back with Start Over, Clear and Edit Details', () => {
    expect(nextStep('upload', 'analyzed')).toBe('review');
    expect(nextStep('review', 'previewed')).toBe('preview');
    expect(nextStep('preview', 'edit-details')).toBe('review');
    expect(nextStep('review', 'start-over')).toBe('upload');
    expect(nextStep('preview', 'start-over')).toBe('upload');
    expect(nextStep('upload', 'clear')).toBe('upload');
    // Out-of-order actions leave the step alone.
    expect(nextStep('upload', 'previewed')).toBe('upload');
    expect(nextStep('review', 'edit-details')).toBe('review');
  });
});

describe('imageFileProblem', () => {
  it('answers the spec messages', () => {
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe('Please upload an image file');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Image must be less than 5MB');
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
  });
});

describe('the review form', () => {
  it('trims entries and ignores empty ones; requires name and description', () => {
    expect(entries(' rice, ,chicken\n\n broccoli ')).toEqual(['rice', 'chicken', 'broccoli']);
    const base = { ingredients: '', brands: '', cuisineType: '', isOrganic: false, hasSeedOils: false, isSeedOilFree: false, calories: 1, protein: 1, carbs: 1, fats: 1 };
    expect(mealFormSchema.safeParse({ ...base, name: ' ', description: 'x' }).error?.issues[0].message).toBe('Meal name is required');
    expect(mealFormSchema.safeParse({ ...base, name: 'x', description: '' }).error?.issues[0].message).toBe('Description is required');
  });

  it('reads back the MEAL_DATA block the server writes into a meal post', () => {
    // As health's meal-post.ts writes it: "--" inside a value escaped so the comment stays whole.
    const description =
      'Lunch\n\n<!-- MEAL_DATA {"name":"Bowl \\u002d\\u002d rice","calories":508,"protein":50,"carbs":{"total":56,"fiber":2,"sugar":1},"fats":{"total":8,"saturated":2},' +
      '"nutritionalInfo":{"calories":508,"servingSize":"350 g","protein":50,"carbs":56,"fats":8,"vitamins":[],"minerals":[],"qualityScore":92},' +
      '"ingredients":["rice","egg"],"isOrganic":true,"isSeedOilFree":true,"formatVersion":1,"qualityScore":92} -->';
    expect(parseMealData(description)).toMatchObject({ name: 'Bowl -- rice', formatVersion: 1, qualityScore: 92, ingredients: ['rice', 'egg'] });
    expect(mealValues({ calories: null, protein: null, carbs: null, fats: null, nutritionalInfo: null, description })).toEqual({
      calories: 508,
      protein: 50,
      carbs: 56,
      fats: 8,
      qualityScore: 92,
    });
  });
});
