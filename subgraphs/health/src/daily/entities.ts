// A member's goal: a name, where they are and where they aim (current / target, in `unit`).
// A goal with a `metric` is fed by today's wearable or diary data when there is some
// (goal-progress.ts); its stored `current` is what the member last entered.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';

export const GoalMetric = {
  STEPS: 'steps',
  WATER: 'water',
  SLEEP_HOURS: 'sleep_hours',
  CALORIES: 'calories',
  PROTEIN: 'protein',
  ACTIVE_MINUTES: 'active_minutes',
} as const;
export type GoalMetric = (typeof GoalMetric)[keyof typeof GoalMetric];
registerEnumType(GoalMetric, { name: 'GoalMetric', description: 'What feeds a goal automatically (water is entered by hand: no source records it).' });

@Entity({ tableName: 'goals' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class GoalRow {
  @PrimaryKey({ type: 'string' })
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  name!: string;

  @Property({ type: 'float', columnType: 'double precision' })
  current = 0;

  @Property({ type: 'float', columnType: 'double precision' })
  target!: number;

  @Property({ type: 'string' })
  unit = '';

  @Property({ type: 'string', nullable: true })
  metric: GoalMetric | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}
