// exerciseCatalogue (public reference data): the eight exercises with whether the form
// analyzer scores them. For a signed-in member each also lists their lasting limitations
// that concern it (by exercise or by body part); for anyone else that list is empty.
import { Ctx, Field, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { CATALOGUE, concerns, type CatalogueEntry, type ExerciseId } from '../catalogue.js';
import { Limitation } from '../../limitations/entities.js';

@ObjectType('Exercise')
export class Exercise implements CatalogueEntry {
  @Field(() => String, { description: 'squat, deadlift, bench, lunge, push_up, pull_up, dip or plank.' }) id!: ExerciseId;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: 'Whether the form analyzer scores it (only squat).' }) scored!: boolean;
  @Field(() => [String], { description: 'What it loads most; limitations on these parts concern it.' }) bodyParts!: string[];
}

// One query per request for all eight exercises' limitations.
const lasting = new WeakMap<object, Promise<Limitation[]>>();
function lastingLimitations(ctx: SubgraphContext): Promise<Limitation[]> {
  const user = ctx.auth.user;
  if (!user) return Promise.resolve([]);
  let found = lasting.get(ctx);
  if (!found) {
    found = ctx.em.find(Limitation, { ownerId: user.id, endedOn: null }, { orderBy: { startedOn: 'desc', id: 'desc' } });
    lasting.set(ctx, found);
  }
  return found;
}

@Resolver(() => Exercise)
export class ExerciseCatalogueResolver {
  @Query(() => [Exercise], { description: 'The exercises of the form analyzer (public).' })
  exerciseCatalogue(): Exercise[] {
    return CATALOGUE.map((entry) => ({ ...entry, bodyParts: [...entry.bodyParts] }));
  }

  @FieldResolver(() => [Limitation], { description: "Your lasting limitations that concern this exercise (empty when you're not signed in)." })
  async limitations(@Root() exercise: Exercise, @Ctx() ctx: SubgraphContext): Promise<Limitation[]> {
    return (await lastingLimitations(ctx)).filter((l) => concerns(l, exercise));
  }
}
