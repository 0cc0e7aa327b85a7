// The review step's form: name and description are required (spec section 5); ingredient
// and brand entries are trimmed and empties ignored; numbers are the analysis' until edited.
import { z } from 'zod';

/** "a, b,, c " -> ["a", "b", "c"] */
export const entries = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

const amount = z.coerce.number({ error: 'Enter a number' }).min(0, 'Must be 0 or more').max(100000, 'Too large');

export const mealFormSchema = z.object({
  name: z.string().trim().min(1, 'Meal name is required').max(200, 'Meal name must be at most 200 characters'),
  description: z.string().trim().min(1, 'Description is required').max(2000, 'Description must be at most 2000 characters'),
  ingredients: z.string().max(5000),
  brands: z.string().max(2000),
  cuisineType: z.string().trim().max(200),
  isOrganic: z.boolean(),
  hasSeedOils: z.boolean(),
  isSeedOilFree: z.boolean(),
  calories: amount,
  protein: amount,
  carbs: amount,
  fats: amount,
});

export type MealFormValues = z.input<typeof mealFormSchema>;
export type MealForm = z.output<typeof mealFormSchema>;

/** The description's MEAL_DATA block (spec section 3), read back by feed/meal-values.ts. */
export function mealDataBlock(form: MealForm, extra: { qualityScore: number; fiber: number; sugar: number; saturatedFat: number; servingSize: string }): string {
  const data = {
    name: form.name,
    calories: form.calories,
    protein: form.protein,
    carbs: { total: form.carbs, fiber: extra.fiber, sugar: extra.sugar },
    fats: { total: form.fats, saturated: extra.saturatedFat },
    ingredients: entries(form.ingredients),
    isOrganic: form.isOrganic,
    isSeedOilFree: form.isSeedOilFree,
    nutritionalInfo: {
      calories: form.calories,
      servingSize: extra.servingSize,
      protein: form.protein,
      carbs: form.carbs,
      fats: form.fats,
      qualityScore: extra.qualityScore,
    },
    formatVersion: 1,
    qualityScore: extra.qualityScore,
  };
  return `<!-- MEAL_DATA ${JSON.stringify(data).replace(/--/g, '\\u002d\\u002d')} -->`;
}
