// A post can carry one of its author's exercise form analyses (issue 21). Health owns the
// analysis and who may read it; social keeps only its id on the post and answers the reference
// `{ id }` on a post the viewer may see, which the gateway completes from health. Attaching is
// asked of health as the author (shareExerciseAnalysis): health checks the analysis is theirs and
// from then on lets readers of the post read it (subgraphs/health/src/exercise/reference.ts).
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { BadUserInputError, ServiceUnavailableError, askSubgraph, createLogger, refusalOf, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import { ShareExerciseAnalysisDocument, type ShareExerciseAnalysisMutation } from '../calls.generated.js';

const log = createLogger('social.exercise');

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('ExerciseAnalysis', { description: 'A form analysis result, owned by health.' })
export class ExerciseAnalysisReference {
  @Field(() => ID)
  id!: string;
}

export const FIELD = 'exerciseAnalysisId';
export const ANALYSIS_NOT_FOUND = 'Exercise analysis not found';
export const NOT_YOUR_ANALYSIS = 'You can only post your own exercise analysis';
export const ANALYSES_UNAVAILABLE = 'Exercise analyses are unavailable right now, please try again';

/**
 * The author's analysis, checked and shared by health before the post is written. Refusals are
 * the member's input: BAD_USER_INPUT on exerciseAnalysisId, 'Exercise analysis not found' for an
 * id that is no analysis (never was, or deleted) or another member's never posted, 'You can only
 * post your own exercise analysis' for another member's posted one; health out of reach is
 * SERVICE_UNAVAILABLE, never a 500.
 */
export async function attachExerciseAnalysis(ctx: SubgraphContext, id: string): Promise<void> {
  let answer: SubgraphAnswer<ShareExerciseAnalysisMutation>;
  try {
    answer = await askSubgraph(ctx, 'health', ShareExerciseAnalysisDocument, { id });
  } catch (error) {
    log.warn('shareExerciseAnalysis failed', { error: String(error) });
    throw new ServiceUnavailableError(ANALYSES_UNAVAILABLE);
  }
  if (answer.data?.shareExerciseAnalysis?.id === id) return;
  const code = answer.errors[0]?.extensions?.code;
  if (code === 'NOT_FOUND') throw new BadUserInputError(ANALYSIS_NOT_FOUND, FIELD);
  if (code === 'FORBIDDEN') throw new BadUserInputError(NOT_YOUR_ANALYSIS, FIELD);
  const refusal = refusalOf(answer.errors[0], { unavailable: ANALYSES_UNAVAILABLE, field: () => FIELD });
  if (refusal instanceof ServiceUnavailableError) log.warn('shareExerciseAnalysis failed', { answer: JSON.stringify(answer).slice(0, 500) });
  throw refusal;
}
