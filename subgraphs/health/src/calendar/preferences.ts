// What a member chose to see on their calendar beside their planned events: the runs and
// workouts and the meals they recorded (both shown until they hide one). The member's own, on
// the server, so the choice follows them from one browser or phone to the next. One row per
// member, written on their first change; no row reads as everything shown.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { declareInput, inputField, requireUser, type SubgraphContext } from '@pulse/kit';
import { z } from 'zod';

@Entity({ tableName: 'calendar_preferences' })
@ObjectType('CalendarPreferences', { description: 'What your calendar shows beside your events (yours only).' })
export class CalendarPreferences {
  @PrimaryKey({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'boolean', fieldName: 'show_activities' })
  @Field(() => Boolean, { description: 'Your recorded runs and workouts appear on the calendar (default true).' })
  showActivities = true;

  @Property({ type: 'boolean', fieldName: 'show_meals' })
  @Field(() => Boolean, { description: 'Your logged meals appear on the calendar (default true).' })
  showMeals = true;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

/** The caller's preferences: their row, or the defaults (everything shown) before their first change. */
export async function preferencesOf(ctx: SubgraphContext): Promise<CalendarPreferences> {
  const ownerId = requireUser(ctx.auth).id;
  const saved = await ctx.em.findOne(CalendarPreferences, { ownerId });
  return saved ?? Object.assign(new CalendarPreferences(), { ownerId });
}

/** The choices to change; a field left out (or null) keeps its value. */
export const CalendarPreferencesInput = declareInput(
  'CalendarPreferencesInput',
  {
    showActivities: inputField(z.boolean().nullish(), () => Boolean, { description: 'Show your recorded runs and workouts.' }),
    showMeals: inputField(z.boolean().nullish(), () => Boolean, { description: 'Show your logged meals.' }),
  },
  { description: 'Changes to what your calendar shows (only the fields given change).' },
);
