// The goal dialog's rules: a name, a target above zero, a unit; an optional metric that feeds
// it from wearable or diary data; the current value is what the member has done so far.
import { Field, Float, InputType } from 'type-graphql';
import { z } from 'zod';
import { GoalMetric } from './entities.js';
import { storedEnum } from '../calendar/time-zone.js';

export const NAME_MAX = 100;
export const UNIT_MAX = 20;
/** Larger than any real daily goal (steps, calories); keeps numbers sane for charts. */
export const VALUE_MAX = 1_000_000;
export const TARGET_POSITIVE = 'Target must be greater than 0';
export const CURRENT_NOT_NEGATIVE = 'Current must be 0 or more';

const name = z.string().max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`).trim().min(1, 'Name is required');
const unit = z.string().max(UNIT_MAX, `Unit must be at most ${UNIT_MAX} characters`).trim();
const target = z
  .number({ error: 'Target is required' })
  .refine((v) => Number.isFinite(v) && v > 0, TARGET_POSITIVE)
  .refine((v) => v <= VALUE_MAX, `Target must be at most ${VALUE_MAX}`);
export const currentRule = z
  .number({ error: 'Current is required' })
  .refine((v) => Number.isFinite(v) && v >= 0, CURRENT_NOT_NEGATIVE)
  .refine((v) => v <= VALUE_MAX, `Current must be at most ${VALUE_MAX}`);
const metric = storedEnum(Object.values(GoalMetric) as [GoalMetric, ...GoalMetric[]]);

@InputType({ description: 'A new goal.' })
export class GoalInput {
  static schema = z.object({
    name,
    target,
    unit: unit.nullish().transform((v) => v ?? ''),
    metric: metric.nullish().transform((v) => v ?? null),
    current: currentRule.nullish().transform((v) => v ?? 0),
  });

  @Field(() => String, { description: '1-100 characters.' }) name!: string;
  @Field(() => Float, { description: 'Greater than 0.' }) target!: number;
  @Field(() => String, { nullable: true, description: 'Up to 20 characters (steps, glasses, hours...).' }) unit?: string | null;
  @Field(() => GoalMetric, { nullable: true, description: 'Fed by wearable or diary data when there is some today.' }) metric?: GoalMetric | null;
  @Field(() => Float, { nullable: true, defaultValue: 0 }) current?: number | null;
}

@InputType({ description: 'Changes to a goal (only the fields given change; metric: null is not "remove", use clearMetric).' })
export class GoalUpdateInput {
  static schema = z.object({
    name: name.nullish(),
    target: target.nullish(),
    unit: unit.nullish(),
    metric: metric.nullish(),
    clearMetric: z.boolean().nullish(),
  });

  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Float, { nullable: true }) target?: number | null;
  @Field(() => String, { nullable: true }) unit?: string | null;
  @Field(() => GoalMetric, { nullable: true }) metric?: GoalMetric | null;
  @Field(() => Boolean, { nullable: true, description: 'Stops feeding the goal from data.' }) clearMetric?: boolean | null;
}
