// The Create Challenge dialog's lists: the spec's categories, age groups, frequencies and
// difficulties verbatim (001 section 5), and our subcategories (the spec shows none). The server
// checks the same lists (subgraphs/events/src/challenges/options.ts; challengeOptions answers them).
export const CATEGORIES = ['Physical Activity', 'Mental Health', 'Nutrition', 'Preventative Healthcare', 'Healthy Habits', 'Miscellaneous'] as const;

export const SUBCATEGORIES: Record<string, readonly string[]> = {
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

export const METRICS = [
  { value: 'CHECK_INS', label: 'Check-ins (one a day)' },
  { value: 'STEPS', label: 'Steps' },
  { value: 'DISTANCE', label: 'Distance (km)' },
  { value: 'ACTIVE_MINUTES', label: 'Active minutes' },
  { value: 'CALORIES', label: 'Calories (kcal)' },
] as const;
export type MetricValue = (typeof METRICS)[number]['value'];

/** Spec section 4: after a submit the fields reset to All Ages, Daily, Medium. */
export const DEFAULT_VALUES = { ageGroup: 'All Ages', frequency: 'Daily', difficulty: 'Medium' } as const;

/** Metrics a wearable or an imported activity measures (the "Sync from devices" button). */
export const DEVICE_METRICS: readonly string[] = ['STEPS', 'DISTANCE', 'ACTIVE_MINUTES', 'CALORIES'];

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
