// The limitation form's rules: a name, a kind and a severity; affected exercises from the
// catalogue (the eight of spec section 9); dates as YYYY-MM-DD.
import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { EXERCISE_IDS } from '../exercise/catalogue.js';
import { isCalendarDate } from '@pulse/kit/dates';
import { LimitationKind, LimitationSeverity } from './kinds.js';
import { INVALID_DATE, storedEnum } from '../calendar/time-zone.js';
import { BODY_PART_MAX, NAME_MAX, NOTES_MAX } from './limits.js';

export const UNKNOWN_EXERCISE = `Affected exercises must be among ${EXERCISE_IDS.join(', ')}`;

export const dateRule = z.string().max(10, INVALID_DATE).refine(isCalendarDate, INVALID_DATE);

@InputType({ description: 'An injury or condition to respect in exercise.' })
export class LimitationInput {
  static schema = z.object({
    kind: storedEnum(['injury', 'condition']),
    name: z.string().max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`).trim().min(1, 'Name is required'),
    bodyPart: z
      .string()
      .max(BODY_PART_MAX, `Body part must be at most ${BODY_PART_MAX} characters`)
      .trim()
      .nullish()
      .transform((v) => v ?? ''),
    severity: storedEnum(['mild', 'moderate', 'severe']),
    notes: z
      .string()
      .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
      .trim()
      .nullish()
      .transform((v) => v ?? ''),
    affects: z
      .array(
        z
          .string()
          .max(20, UNKNOWN_EXERCISE)
          .refine((id) => (EXERCISE_IDS as readonly string[]).includes(id), UNKNOWN_EXERCISE),
      )
      .max(EXERCISE_IDS.length, UNKNOWN_EXERCISE)
      .nullish()
      .transform((list) => [...new Set(list ?? [])]),
    startedOn: dateRule.nullish(),
  });

  @Field(() => LimitationKind) kind!: LimitationKind;
  @Field(() => String, { description: '1-200 characters.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Up to 100 characters (knee, lower back...).' }) bodyPart?: string | null;
  @Field(() => LimitationSeverity) severity!: LimitationSeverity;
  @Field(() => String, { nullable: true, description: 'Up to 2,000 characters.' }) notes?: string | null;
  @Field(() => [String], { nullable: true, description: 'Exercise ids from exerciseCatalogue.' }) affects?: string[] | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today (UTC).' }) startedOn?: string | null;
}
