// Exercise: the form analyzer's catalogue (public) and a member's own analyses (recorded from
// the browser's analyzer, with its video), with the member's limitations shown on each exercise;
// an analysis its owner posts is readable with the post (reference.ts).
import type { SubgraphPart } from '@pulse/kit';
import { ExerciseAnalysis } from './entities.js';
import { exerciseMigrations } from './migrations.js';
import { ExerciseCatalogueResolver } from './operations/exercise-catalogue.js';
import { MyExerciseAnalysesResolver } from './operations/my-exercise-analyses.js';
import { RecordExerciseAnalysisResolver } from './operations/record-exercise-analysis.js';
import { ShareExerciseAnalysisResolver } from './operations/share-exercise-analysis.js';
import { resolveExerciseAnalysisReference } from './reference.js';
import { exerciseMemberData } from './member-data.js';

export const exercise: SubgraphPart = {
  name: 'exercise',
  resolvers: [ExerciseCatalogueResolver, MyExerciseAnalysesResolver, RecordExerciseAnalysisResolver, ShareExerciseAnalysisResolver],
  references: { ExerciseAnalysis: resolveExerciseAnalysisReference },
  entities: [ExerciseAnalysis],
  migrations: exerciseMigrations,
  memberData: exerciseMemberData,
};
