// The Create New Meal flow's steps and the browser-side image rules, and the review form's
// entries and MEAL_DATA block (read back by the feed's meal card).
import { describe, expect, it } from 'vitest';
import { imageFileProblem, nextStep } from './meal-steps';
import { entries, mealDataBlock, mealFormSchema } from './meal-form';
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

  it('writes a MEAL_DATA block the meal card reads back', () => {
    const form = mealFormSchema.parse({
      name: 'Bowl',
      description: 'Lunch',
      ingredients: 'rice, egg',
      brands: '',
      cuisineType: '',
      isOrganic: true,
      hasSeedOils: false,
      isSeedOilFree: true,
      calories: 508,
      protein: 50,
      carbs: 56,
      fats: 8,
    });
    const description = `Lunch\n\n${mealDataBlock(form, { qualityScore: 92, fiber: 2, sugar: 1, saturatedFat: 2, servingSize: '350 g' })}`;
    expect(parseMealData(description)).toMatchObject({ formatVersion: 1, qualityScore: 92, ingredients: ['rice', 'egg'] });
    expect(mealValues({ calories: null, protein: null, carbs: null, fats: null, nutritionalInfo: null, description })).toEqual({
      calories: 508,
      protein: 50,
      carbs: 56,
      fats: 8,
      qualityScore: 92,
    });
  });
});
