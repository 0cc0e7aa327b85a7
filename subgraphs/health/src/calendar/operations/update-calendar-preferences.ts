// updateCalendarPreferences: the caller shows or hides their recorded runs and workouts or their
// meals on the calendar; the fields given change, the others keep their values. Kept on the
// server so the choice follows the member to every browser. An empty change is refused.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, SignedIn, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { CalendarPreferences, CalendarPreferencesInput } from '../preferences.js';

export const NO_PREFERENCE_CHANGE = 'Give showActivities or showMeals';

@Resolver()
export class UpdateCalendarPreferencesResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => CalendarPreferences, { description: 'Shows or hides your recorded activities or meals on your calendar (only the fields given change).' })
  async updateCalendarPreferences(
    @Arg('input', () => CalendarPreferencesInput) input: InputOf<typeof CalendarPreferencesInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CalendarPreferences> {
    const ownerId = requireUser(ctx.auth).id;
    if (input.showActivities == null && input.showMeals == null) throw new BadUserInputError(NO_PREFERENCE_CHANGE);
    const save = async (em: EntityManager) => {
      const preferences =
        (await em.findOne(CalendarPreferences, { ownerId })) ?? em.create(CalendarPreferences, { ownerId, showActivities: true, showMeals: true, updatedAt: new Date() });
      if (input.showActivities != null) preferences.showActivities = input.showActivities;
      if (input.showMeals != null) preferences.showMeals = input.showMeals;
      preferences.updatedAt = new Date();
      await em.flush();
      return preferences;
    };
    try {
      return await save(ctx.em);
    } catch (error) {
      // The member's first change made twice at the same instant (two tabs): the second one
      // applies its fields to the row the first one wrote.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return save(ctx.em.fork());
    }
  }
}
