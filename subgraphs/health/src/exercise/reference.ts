// Who may read an exercise analysis. Its owner always; anyone else only once the owner has
// attached it to a post (shareExerciseAnalysis, which social's createPost calls as the author),
// and then only through a post they may see: the public schema has no lookup of another
// member's analysis by id, so the one way to it is Post.exerciseAnalysis, a reference social
// answers only on a post the viewer can read (a published post, or the author's own draft).
// An analysis never posted stays owner-only, whoever asks and however.
import { byKeys, type SubgraphContext } from '@pulse/kit';
import { ExerciseAnalysis } from './entities.js';

export const ANALYSIS_NOT_FOUND = 'Exercise analysis not found';
export const NOT_YOUR_ANALYSIS = 'You can only post your own exercise analysis';

export function analysisLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, ExerciseAnalysis | null>('exerciseAnalysisById', async (ids) =>
    byKeys(ids, await ctx.em.find(ExerciseAnalysis, { id: { $in: [...ids] } }, { disableIdentityMap: true }), (a) => a.id),
  );
}

export function canReadAnalysis(ctx: SubgraphContext, analysis: ExerciseAnalysis): boolean {
  return analysis.ownerId === ctx.auth.user?.id || analysis.sharedAt !== null;
}

/** A post's analysis as the viewer may read it; null when it is not theirs to read or is gone. */
export async function resolveExerciseAnalysisReference(ref: { id: string }, ctx: SubgraphContext): Promise<ExerciseAnalysis | null> {
  const analysis = await analysisLoader(ctx).load(ref.id);
  return analysis && canReadAnalysis(ctx, analysis) ? analysis : null;
}
