// shareExerciseAnalysis: the owner attaches their analysis to a post, which makes it readable
// with that post (reference.ts). Social's createPost calls it as the author before it writes a
// post with an exerciseAnalysisId, so the check and the sharing are one step: an id that is
// not an analysis, or another member's analysis never posted, is NOT_FOUND (its existence is
// not the caller's to learn); another member's posted one (public with its post) is FORBIDDEN.
// Sharing again is a no-op: one analysis may be posted more than once.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ForbiddenError, NotFoundError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { ExerciseAnalysis } from '../entities.js';
import { ANALYSIS_NOT_FOUND, NOT_YOUR_ANALYSIS } from '../reference.js';

@Resolver()
export class ShareExerciseAnalysisResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ExerciseAnalysis, {
    description: 'Makes your analysis readable with the posts that carry it (createPost with exerciseAnalysisId calls it for you).',
  })
  async shareExerciseAnalysis(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<ExerciseAnalysis> {
    const userId = requireUser(ctx.auth).id;
    const analysis = await ctx.em.findOne(ExerciseAnalysis, { id });
    if (!analysis || (analysis.ownerId !== userId && !analysis.sharedAt)) throw new NotFoundError(ANALYSIS_NOT_FOUND);
    if (analysis.ownerId !== userId) throw new ForbiddenError(NOT_YOUR_ANALYSIS);
    if (!analysis.sharedAt) {
      analysis.sharedAt = ctx.services.clock.now();
      await ctx.em.flush();
    }
    return analysis;
  }
}
