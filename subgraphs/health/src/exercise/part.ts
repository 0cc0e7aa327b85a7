// Exercise: the form analyzer's catalogue (public) and a member's own analyses (the form
// analyzer issue writes them), with the member's limitations shown on each exercise.
import type { SubgraphPart } from '@pulse/kit';
import { ExerciseAnalysis } from './entities.js';
import { exerciseMigrations } from './migrations.js';
import { ExerciseCatalogueResolver } from './operations/exercise-catalogue.js';
import { MyExerciseAnalysesResolver } from './operations/my-exercise-analyses.js';

export const exercise: SubgraphPart = {
  name: 'exercise',
  resolvers: [ExerciseCatalogueResolver, MyExerciseAnalysesResolver],
  entities: [ExerciseAnalysis],
  migrations: exerciseMigrations,
};
