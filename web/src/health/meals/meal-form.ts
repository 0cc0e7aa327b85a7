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
