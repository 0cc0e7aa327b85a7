// calendarRecords: what the member did in [from, to), for the calendar beside their planned
// events: imported activities (runs, rides, workouts from a file or a health export) by their
// start, and logged meals by when they were eaten. The same window as calendarEvents (at most
// 62 days). Each list is capped (RECORDS_CAP, earliest first) so a busy month stays one
// bounded read; the calendar says when a list was cut (`more`).
import { Args, Ctx, Field, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Activity, type ActivityPoint } from '../../activities/entities.js';
import { LoggedMeal } from '../../meals/entities.js';
import { CalendarRangeArgs, MAX_RANGE_DAYS, calendarRange } from './calendar-events.js';

/** At most this many activities and this many meals in one window (about 8 a day over 62 days). */
export const RECORDS_CAP = 500;

@ObjectType('CalendarRecords', { description: 'What you recorded in a range: activities and meals (owner only).' })
export class CalendarRecords {
  @Field(() => [Activity], {
    description: 'Activities that started in the range, earliest first (coordinates empty here: myActivities or the route post has the track).',
  })
  activities!: Activity[];
  @Field(() => [LoggedMeal], { description: 'Meals eaten in the range, earliest first.' }) meals!: LoggedMeal[];
  @Field(() => Boolean, { description: `True when a list was cut at ${RECORDS_CAP}.` }) more!: boolean;
}

@Resolver()
export class CalendarRecordsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => CalendarRecords, {
    description: `Your activities and meals in [from, to) (at most ${MAX_RANGE_DAYS} days; by default the next 30 days), for the calendar.`,
  })
  async calendarRecords(@Args(() => CalendarRangeArgs) args: CalendarRangeArgs, @Ctx() ctx: SubgraphContext): Promise<CalendarRecords> {
    const ownerId = requireUser(ctx.auth).id;
    // The same window as calendarEvents, defaults included (from now, 30 days).
    const { from, to } = calendarRange(args, ctx.services.clock.now());
    // A fork of its own: the activities below are read without their tracks and given an empty
    // one, a change that must never be flushed by anything else in the request.
    const em = ctx.em.fork();
    const [activities, meals] = await Promise.all([
      // Tracks (up to 20,000 points each) stay in the table: a calendar names and times an
      // activity, and its post draws the route.
      em.find(Activity, { ownerId, startedAt: { $gte: from, $lt: to } }, { orderBy: { startedAt: 'asc', id: 'asc' }, limit: RECORDS_CAP + 1, exclude: ['coordinates'] }),
      em.find(LoggedMeal, { ownerId, eatenAt: { $gte: from, $lt: to } }, { orderBy: { eatenAt: 'asc', id: 'asc' }, limit: RECORDS_CAP + 1 }),
    ]);
    const listed = activities.slice(0, RECORDS_CAP).map((activity) => Object.assign(activity, { coordinates: [] as ActivityPoint[] }));
    return { activities: listed, meals: meals.slice(0, RECORDS_CAP), more: activities.length > RECORDS_CAP || meals.length > RECORDS_CAP };
  }
}
