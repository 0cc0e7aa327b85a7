// What the Create Challenge dialog adds to the server's lists: the categories, subcategories, age
// groups, frequencies and difficulties come from challengeOptions (the lists the server validates
// against, subgraphs/events/src/challenges/options.ts), so they are written once. Here: the
// metric labels, the spec's defaults the dialog resets to, and the metrics a device measures.
import type { ChallengeMetric } from '../generated/graphql';

/** Spec section 4: after a submit the fields reset to All Ages, Daily, Medium. */
export const DEFAULT_VALUES = { ageGroup: 'All Ages', frequency: 'Daily', difficulty: 'Medium' } as const;

export type MetricValue = ChallengeMetric;
/** What the metric select shows; the schema's enum makes a new metric need its label here. */
const METRIC_LABELS: Record<MetricValue, string> = {
  CHECK_INS: 'Check-ins (one a day)',
  STEPS: 'Steps',
  DISTANCE: 'Distance (km)',
  ACTIVE_MINUTES: 'Active minutes',
  CALORIES: 'Calories (kcal)',
};
export const METRICS = (Object.keys(METRIC_LABELS) as MetricValue[]).map((value) => ({ value, label: METRIC_LABELS[value] }));

/** Metrics a wearable or an imported activity measures (the "Sync from devices" button). */
export const DEVICE_METRICS: readonly string[] = ['STEPS', 'DISTANCE', 'ACTIVE_MINUTES', 'CALORIES'];

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
