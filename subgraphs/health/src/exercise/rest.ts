// The spec's "GET /exercise" (section 7): the catalogue of section 9, each exercise with the
// caller's lasting limitations that concern it, and the caller's analyses (newest 50); and
// "POST /exercise/analyze" (payload not shown in the spec): a form analysis from the browser.
import { z } from 'zod';
import { defineRoute, type RestRoute } from '@pulse/kit/rest';
import { RestExerciseListDocument, RestRecordExerciseAnalysisDocument, type ExerciseAnalysisInput as AnalysisVariables } from '../rest.generated.js';
import { limitationAnswer } from '../limitations/rest.js';
import { ExerciseAnalysisInput, analysisProblem, type AnalysisFields } from './analysis-input.js';
import type { ExerciseId } from './catalogue.js';

const analysisAnswer = z.object({
  id: z.string(),
  analysisId: z.string(),
  exerciseType: z.string(),
  repCount: z.number().int(),
  averageScore: z.number().nullable(),
  repScores: z.array(z.object({ rep: z.number().int(), score: z.number(), details: z.array(z.string()) })),
  videoUrl: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});

/**
 * The body names the result's fields as the spec does (exercise_type, rep_count, average_score,
 * rep_scores, video_url); the camelCase names GET /exercise answers are read too. A refusal
 * names the field as the client sent it. The rules are the operation's own (analysis-input.ts).
 */
const FIELDS = [
  ['exercise_type', 'exerciseType'],
  ['rep_count', 'repCount'],
  ['average_score', 'averageScore'],
  ['rep_scores', 'repScores'],
  ['video_url', 'videoUrl'],
] as const;

const analysisBody = z
  .record(z.string(), z.unknown())
  .transform((body, ctx) => {
    const input: Record<string, unknown> = {};
    const sentAs = new Map<string, string>();
    for (const [spec, field] of FIELDS) {
      const name = Object.hasOwn(body, spec) ? spec : Object.hasOwn(body, field) ? field : null;
      if (name === null) continue;
      input[field] = body[name];
      sentAs.set(field, name);
    }
    const named = (field: PropertyKey | undefined) => sentAs.get(String(field)) ?? FIELDS.find(([, f]) => f === field)?.[0] ?? String(field);
    const result = ExerciseAnalysisInput.schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [named(issue.path[0]), ...issue.path.slice(1)] });
      return z.NEVER;
    }
    const fields: AnalysisFields = { ...result.data, exerciseType: result.data.exerciseType as ExerciseId };
    const problem = analysisProblem(fields);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [named(problem.field)] });
      return z.NEVER;
    }
    const variables: AnalysisVariables = result.data;
    return variables;
  })
  .meta({
    description:
      'exercise_type (an id of the catalogue), rep_count (0-500), average_score (0-100, squat only: the mean of the rep scores), rep_scores ([{ rep, score, details }], squat only: one per rep, numbered from 1), video_url (the url POST /api/health/uploads answered for your exercise-video upload; optional)',
  });

export const exerciseRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/exercise',
    summary: 'The exercises, your limitations on each, and your form analyses',
    auth: 'member',
    document: RestExerciseListDocument,
    variables: () => ({ first: 50 }),
    response: z.object({
      exercises: z.array(z.object({ id: z.string(), name: z.string(), scored: z.boolean(), bodyParts: z.array(z.string()), limitations: z.array(limitationAnswer) })),
      analyses: z.array(analysisAnswer),
    }),
    respond: (data) => ({ exercises: data.exerciseCatalogue, analyses: data.myExerciseAnalyses.nodes }),
  }),
  defineRoute({
    method: 'post',
    path: '/exercise/analyze',
    summary: 'Store a form analysis computed in the browser (with the video uploaded for it); answers analysis_id',
    auth: 'member',
    body: analysisBody,
    document: RestRecordExerciseAnalysisDocument,
    variables: ({ body }) => ({ input: body }),
    response: z.object({ analysis_id: z.string(), analysis: analysisAnswer }),
    respond: (data) => ({ analysis_id: data.recordExerciseAnalysis.analysisId, analysis: data.recordExerciseAnalysis }),
  }),
];
