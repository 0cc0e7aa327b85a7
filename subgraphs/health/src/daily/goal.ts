// The Goal the API shows: a stored goal with today's progress, or one of the spec's three
// samples ("Daily Steps 7500/10000, Water 6/8, Sleep 7/8", marked sample) for a member with no
// goals yet. A goal with a metric shows today's measured value when a source has one (a
// wearable's steps, the diary's calories...); otherwise the value the member entered.
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { GoalMetric, type GoalRow } from './entities.js';
import type { DayData } from './day-data.js';
import { dayData } from './day-data.js';

export const GoalSource = { MEMBER: 'member', WEARABLE: 'wearable', DIARY: 'diary', ACTIVITY: 'activity', SAMPLE: 'sample' } as const;
export type GoalSource = (typeof GoalSource)[keyof typeof GoalSource];
registerEnumType(GoalSource, { name: 'GoalSource', description: "Where a goal's current value comes from today." });

@ObjectType('Goal')
export class Goal {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) current!: number;
  @Field(() => Float) target!: number;
  @Field(() => String) unit!: string;
  @Field(() => GoalMetric, { nullable: true }) metric!: GoalMetric | null;
  @Field(() => Int, { description: 'current / target as a percentage, 0-100.' }) progress!: number;
  @Field(() => GoalSource) source!: GoalSource;
  @Field(() => Boolean, { description: 'A sample shown to a member with no goals yet; it cannot be changed.' }) sample!: boolean;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;
}

// Multiplying first keeps 1150 of 2000 at 57.5 (then 58), not 57.4999….
const percent = (current: number, target: number) => Math.max(0, Math.min(100, Math.round((current * 100) / target)));

export const SAMPLE_GOALS: Goal[] = [
  ['sample-steps', 'Daily Steps', 7500, 10000, 'steps', GoalMetric.STEPS],
  ['sample-water', 'Water', 6, 8, 'glasses', GoalMetric.WATER],
  ['sample-sleep', 'Sleep', 7, 8, 'hours', GoalMetric.SLEEP_HOURS],
].map(([id, name, current, target, unit, metric]) => ({
  id: id as string,
  name: name as string,
  current: current as number,
  target: target as number,
  unit: unit as string,
  metric: metric as GoalMetric,
  progress: percent(current as number, target as number),
  source: GoalSource.SAMPLE,
  sample: true,
  updatedAt: null,
}));

/** Today's measured value for a metric and where it came from; null when no source has one. */
export function measured(metric: GoalMetric | null, day: DayData): { value: number; source: GoalSource } | null {
  switch (metric) {
    case GoalMetric.STEPS: {
      const steps = Math.max(day.steps ?? -1, day.activitySteps ?? -1);
      if (steps < 0) return null;
      return { value: steps, source: day.steps !== null && day.steps >= (day.activitySteps ?? -1) ? GoalSource.WEARABLE : GoalSource.ACTIVITY };
    }
    case GoalMetric.SLEEP_HOURS:
      return day.sleepMinutes === null ? null : { value: Math.round((day.sleepMinutes / 60) * 10) / 10, source: GoalSource.WEARABLE };
    case GoalMetric.ACTIVE_MINUTES: {
      const minutes = Math.max(day.activeMinutes ?? -1, day.activityMinutes ?? -1);
      if (minutes < 0) return null;
      return {
        value: Math.round(minutes),
        source: day.activeMinutes !== null && day.activeMinutes >= (day.activityMinutes ?? -1) ? GoalSource.WEARABLE : GoalSource.ACTIVITY,
      };
    }
    case GoalMetric.CALORIES:
      return day.calories === null ? null : { value: Math.round(day.calories), source: GoalSource.DIARY };
    case GoalMetric.PROTEIN:
      return day.protein === null ? null : { value: Math.round(day.protein), source: GoalSource.DIARY };
    default:
      // Water: nothing records it; the member enters it.
      return null;
  }
}

export function goalOf(row: GoalRow, day: DayData | null): Goal {
  const found = day ? measured(row.metric, day) : null;
  const current = found?.value ?? row.current;
  return {
    id: row.id,
    name: row.name,
    current,
    target: row.target,
    unit: row.unit,
    metric: row.metric,
    progress: percent(current, row.target),
    source: found?.source ?? GoalSource.MEMBER,
    sample: false,
    updatedAt: row.updatedAt,
  };
}

/** A stored goal as shown today (reads today's data only when the goal has a metric). */
export async function shownGoal(ctx: SubgraphContext, row: GoalRow, today: { date: string; timezone: string }): Promise<Goal> {
  const day = row.metric && row.metric !== GoalMetric.WATER ? await dayData(ctx, row.ownerId, today.date, today.timezone) : null;
  return goalOf(row, day);
}
