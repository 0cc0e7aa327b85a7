// calendarPreferences: what the caller chose to see on their calendar beside their events (their
// recorded runs and workouts, their meals); everything shown until they change it.
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { CalendarPreferences, preferencesOf } from '../preferences.js';

@Resolver()
export class CalendarPreferencesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => CalendarPreferences, { description: 'What your calendar shows beside your events (everything until you hide something).' })
  async calendarPreferences(@Ctx() ctx: SubgraphContext): Promise<CalendarPreferences> {
    return preferencesOf(ctx);
  }
}
