// recordExerciseAnalysis (POST /exercise/analyze): stores a form analysis the member's browser
// computed (analysis-input.ts says what is accepted), with the video the member uploaded for
// it: the caller's own exercise-video upload, found by its /media URL, or none. Owner only,
// like every analysis (myExerciseAnalyses, GET /exercise).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, hitRateLimits, newId, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { HealthUpload } from '../../uploads/entities.js';
import { ExerciseAnalysis } from '../entities.js';
import { ExerciseAnalysisInput, NOT_OUR_VIDEO, VIDEO_URL, analysisProblem } from '../analysis-input.js';
import type { ExerciseId } from '../catalogue.js';

/** Analyses per member per hour: each row can hold hundreds of kilobytes of details. */
export const ANALYSES_PER_HOUR = 120;

@Resolver()
export class RecordExerciseAnalysisResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ExerciseAnalysis, { description: 'Stores a form analysis computed in your browser, with the video you uploaded for it.' })
  async recordExerciseAnalysis(
    @Arg('input', () => ExerciseAnalysisInput) input: InputOf<typeof ExerciseAnalysisInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<ExerciseAnalysis> {
    const ownerId = requireUser(ctx.auth).id;
    const fields = { ...input, exerciseType: input.exerciseType as ExerciseId };
    const problem = analysisProblem(fields);
    if (problem) throw new BadUserInputError(problem.message, problem.field);
    if (input.videoUrl) {
      const key = VIDEO_URL.exec(input.videoUrl)?.[1];
      // Another member's video is answered like a made-up one: its existence is not the caller's to learn.
      const upload = key ? await ctx.em.findOne(HealthUpload, { key, ownerId, purpose: 'exercise-video' }) : null;
      if (!upload) throw new BadUserInputError(NOT_OUR_VIDEO, 'videoUrl');
    }
    await hitRateLimits(ctx.em, ctx.services, [{ key: `exercise-analysis:${ownerId}`, limit: ANALYSES_PER_HOUR, windowSeconds: 3600 }]);
    const id = newId();
    const analysis = ctx.em.create(ExerciseAnalysis, {
      id,
      ownerId,
      // The spec's analysis_id: the record's own id (no other system numbers analyses).
      analysisId: id,
      exerciseType: fields.exerciseType,
      repCount: input.repCount,
      averageScore: input.averageScore,
      repScores: input.repScores.map((r) => ({ rep: r.rep, score: r.score, details: r.details })),
      videoUrl: input.videoUrl,
      createdAt: new Date(),
    });
    await ctx.em.persist(analysis).flush();
    return analysis;
  }
}
