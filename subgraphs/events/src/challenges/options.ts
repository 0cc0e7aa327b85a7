// The Create Challenge form's lists. Categories, age groups, frequencies and difficulties are
// the spec's, verbatim (001 section 5); the spec requires a subcategory but shows no list, so
// the subcategories under each category are ours (docs/challenges.md). The one copy: the server
// validates against it and answers it as challengeOptions, which the web dialog reads, so the
// dialog offers exactly what the server takes.
export const CATEGORIES = ['Physical Activity', 'Mental Health', 'Nutrition', 'Preventative Healthcare', 'Healthy Habits', 'Miscellaneous'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUBCATEGORIES: Record<Category, readonly string[]> = {
  'Physical Activity': ['Running', 'Walking', 'Cycling', 'Swimming', 'Strength Training', 'Yoga', 'Steps'],
  'Mental Health': ['Meditation', 'Breathwork', 'Journaling', 'Gratitude', 'Digital Detox'],
  Nutrition: ['Hydration', 'Fruit and Vegetables', 'No Added Sugar', 'Home Cooking', 'Protein'],
  'Preventative Healthcare': ['Check-ups', 'Screenings', 'Blood Pressure', 'Dental Care', 'Sun Protection'],
  'Healthy Habits': ['Sleep', 'Early Rising', 'Screen Time', 'Posture', 'Reading'],
  Miscellaneous: ['Other'],
};

export const AGE_GROUPS = ['All Ages', '18+', '30+', '50+', '65+'] as const;
export const FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Yearly', 'Long-Term'] as const;
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;

/** The form's defaults (spec section 4: "fields reset to defaults (All Ages, Daily, Medium)"). */
export const DEFAULTS = { ageGroup: 'All Ages', frequency: 'Daily', difficulty: 'Medium' } as const;

/**
 * What progress is counted in. STEPS, DISTANCE (km), ACTIVE_MINUTES and CALORIES can also come
 * from the member's wearable days and activities (health); CHECK_INS is one per day done,
 * logged by hand (meditation, hydration...).
 */
export const METRICS = ['CHECK_INS', 'STEPS', 'DISTANCE', 'ACTIVE_MINUTES', 'CALORIES'] as const;
export type Metric = (typeof METRICS)[number];
export const DEVICE_METRICS: readonly Metric[] = ['STEPS', 'DISTANCE', 'ACTIVE_MINUTES', 'CALORIES'];
export const UNITS: Record<Metric, string> = { CHECK_INS: 'check-ins', STEPS: 'steps', DISTANCE: 'km', ACTIVE_MINUTES: 'min', CALORIES: 'kcal' };
