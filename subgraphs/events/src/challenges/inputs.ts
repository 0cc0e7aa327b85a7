// The Create Challenge form's rules (spec 001 section 5: title, description, category and
// subcategory required; the lists verbatim) and the progress log's. Limits the spec leaves open
// are ours (docs/challenges.md).
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';
import { isCalendarDate, isTimeZone } from '@pulse/kit/dates';
import { AGE_GROUPS, CATEGORIES, DEFAULTS, DIFFICULTIES, FREQUENCIES, METRICS, SUBCATEGORIES, type Category } from './options.js';
import { ChallengeMetric } from './entities.js';

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const TIERS_MAX = 5;
export const TIER_NAME_MAX = 30;
export const GOAL_MAX = 1_000_000_000;
export const AMOUNT_MAX = 1_000_000;
const LIST_TEXT_MAX = 40;
const TZ_MAX = 100;

export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const CATEGORY_REQUIRED = 'Category is required';
export const SUBCATEGORY_REQUIRED = 'Subcategory is required';
export const SUBCATEGORY_NOT_IN_CATEGORY = 'Subcategory must be one of its category’s';
export const TIERS_ASCENDING = 'Each tier’s goal must be higher than the one before';
export const ENDS_BEFORE_START = 'The end date must not be before the start date';
export const INVALID_TIMEZONE = 'Time zone must be an IANA zone such as Europe/Oslo';
export const INVALID_DATE = 'Use a date like 2026-11-26';

const oneOf = (values: readonly string[], label: string) =>
  z
    .string()
    .max(LIST_TEXT_MAX, `${label} must be one of: ${values.join(', ')}`)
    .trim()
    .refine((v) => values.includes(v), `${label} must be one of: ${values.join(', ')}`);

const required = (values: readonly string[], label: string, message: string) =>
  z
    .string({ error: message })
    .max(LIST_TEXT_MAX, `${label} must be one of: ${values.join(', ')}`)
    .trim()
    .min(1, message)
    .refine((v) => values.includes(v), `${label} must be one of: ${values.join(', ')}`);

const withDefault = (values: readonly string[], label: string, fallback: string) =>
  oneOf(values, label)
    .nullish()
    .transform((v) => v ?? fallback);

export const dateRule = z.string().max(10, INVALID_DATE).trim().refine(isCalendarDate, INVALID_DATE);
export const timezoneRule = z.string().max(TZ_MAX, INVALID_TIMEZONE).trim().refine(isTimeZone, INVALID_TIMEZONE);

export const ChallengeTierInput = declareInput('ChallengeTierInput', {
  name: inputField(z.string().max(TIER_NAME_MAX, `A tier name must be at most ${TIER_NAME_MAX} characters`).trim().min(1, 'A tier needs a name'), () => String, {
    description: 'bronze, silver, gold...',
  }),
  goal: inputField(z.number().positive('A tier’s goal must be more than 0').max(GOAL_MAX, `A tier’s goal must be at most ${GOAL_MAX}`), () => Number, {
    description: 'In the challenge’s unit.',
  }),
});

export const CreateChallengeInput = declareInput(
  'CreateChallengeInput',
  {
    title: inputField(z.string({ error: TITLE_REQUIRED }).max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`).trim().min(1, TITLE_REQUIRED), () => String),
    description: inputField(
      z.string({ error: DESCRIPTION_REQUIRED }).max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).trim().min(1, DESCRIPTION_REQUIRED),
      () => String,
    ),
    category: inputField(required(CATEGORIES, 'Category', CATEGORY_REQUIRED), () => String, { description: CATEGORIES.join(', ') }),
    subcategory: inputField(z.string({ error: SUBCATEGORY_REQUIRED }).max(LIST_TEXT_MAX, SUBCATEGORY_NOT_IN_CATEGORY).trim().min(1, SUBCATEGORY_REQUIRED), () => String, {
      description: 'One of the category’s (challengeOptions).',
    }),
    ageGroup: inputField(withDefault(AGE_GROUPS, 'Age group', DEFAULTS.ageGroup), () => String, { description: `${AGE_GROUPS.join(', ')}; default All Ages.` }),
    frequency: inputField(withDefault(FREQUENCIES, 'Frequency', DEFAULTS.frequency), () => String, { description: `${FREQUENCIES.join(', ')}; default Daily.` }),
    difficulty: inputField(withDefault(DIFFICULTIES, 'Difficulty', DEFAULTS.difficulty), () => String, { description: `${DIFFICULTIES.join(', ')}; default Medium.` }),
    metric: inputField(
      z
        .enum(METRICS)
        .nullish()
        .transform((v) => v ?? 'CHECK_INS'),
      () => ChallengeMetric,
      { description: 'Default CHECK_INS.' },
    ),
    tiers: inputField(
      ChallengeTierInput.schema
        .array()
        .max(TIERS_MAX, `At most ${TIERS_MAX} tiers`)
        .nullish()
        .transform((v) => v ?? []),
      () => [ChallengeTierInput],
      { description: `Up to ${TIERS_MAX}, goals ascending.` },
    ),
    startsOn: inputField(dateRule.nullish(), () => String, { description: 'YYYY-MM-DD; default today in `timezone`.' }),
    endsOn: inputField(dateRule.nullish(), () => String, { description: 'YYYY-MM-DD, not before startsOn; null: open-ended.' }),
    timezone: inputField(
      timezoneRule.nullish().transform((v) => v || 'UTC'),
      () => String,
      { description: 'Your IANA zone (default UTC): "today" for the start and your streak.' },
    ),
    communityId: inputField(z.string().max(64).trim().nullish(), () => String, {
      description: 'A community you are in: its members may all join, and the post goes to the community.',
    }),
  },
  { description: 'A new challenge (the Create Challenge dialog).' },
);

export type ChallengeValues = z.output<typeof CreateChallengeInput.schema>;

/** The rules that span fields: the subcategory belongs to its category, tiers ascend, the end is not before the start. */
export function crossFieldProblem(input: ChallengeValues): { message: string; field: string } | null {
  if (!SUBCATEGORIES[input.category as Category].includes(input.subcategory)) return { message: SUBCATEGORY_NOT_IN_CATEGORY, field: 'subcategory' };
  for (let i = 1; i < input.tiers.length; i++) {
    if (input.tiers[i].goal <= input.tiers[i - 1].goal) return { message: TIERS_ASCENDING, field: 'tiers.goal' };
  }
  if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) return { message: ENDS_BEFORE_START, field: 'endsOn' };
  return null;
}

export const LogChallengeProgressInput = declareInput(
  'LogChallengeProgressInput',
  {
    challengeId: inputField(z.string().max(64).trim().min(1, 'challengeId is required'), () => String),
    amount: inputField(
      z
        .number()
        .positive('Amount must be more than 0')
        .max(AMOUNT_MAX, `Amount must be at most ${AMOUNT_MAX}`)
        .nullish()
        .transform((v) => v ?? 1),
      () => Number,
      { description: 'In the challenge’s unit; default 1 (a check-in is always 1).' },
    ),
    day: inputField(dateRule.nullish(), () => String, { description: 'YYYY-MM-DD in your zone; default today. Not in the future, not outside the challenge.' }),
  },
  { description: 'Progress you made in a challenge you joined.' },
);
