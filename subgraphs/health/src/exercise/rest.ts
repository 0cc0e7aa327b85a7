// The spec's "GET /exercise" (section 7): the catalogue of section 9, each exercise with the
// caller's lasting limitations that concern it, and the caller's analyses (newest 50).
// POST /exercise/analyze belongs to the form-analyzer issue.
import { z } from 'zod';
import { defineRoute, type RestRoute } from '@pulse/kit/rest';
import { RestExerciseListDocument } from '../rest.generated.js';
import { limitationAnswer } from '../limitations/rest.js';

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
      analyses: z.array(
        z.object({
          id: z.string(),
          analysisId: z.string(),
          exerciseType: z.string(),
          repCount: z.number().int(),
          averageScore: z.number().nullable(),
          repScores: z.array(z.object({ rep: z.number().int(), score: z.number(), details: z.array(z.string()) })),
          videoUrl: z.string().nullable(),
          createdAt: z.string().meta({ format: 'date-time' }),
        }),
      ),
    }),
    respond: (data) => ({ exercises: data.exerciseCatalogue, analyses: data.myExerciseAnalyses.nodes }),
  }),
];
