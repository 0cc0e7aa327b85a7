// recordExerciseAnalysis's input, declared once (kit's declareInput) for GraphQL and for the
// REST row, and the rules that read several fields at once (analysisProblem), which both run
// too. The analysis is computed in the member's browser (web/src/health/exercise/form-analyzer);
// the server cannot see the video's poses, so it holds the result to what that scorer can
// produce: bounded counts, scores 0-100, one score per rep numbered in order, an average that
// is their mean, a score for squat only (spec section 9: "Only squat is scored").
import { Float, Int } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit/input/declare';
import { EXERCISE_IDS, type ExerciseId } from './catalogue.js';

export const MAX_REPS = 500;
// The scorer writes at most ten details of about 60 characters a rep; these bounds keep the
// largest analysis (500 reps) near 600 KB, inside the gateway's 1 MB body.
export const MAX_DETAILS_PER_REP = 10;
export const DETAIL_MAX = 120;
export const VIDEO_URL_MAX = 2048;

export const UNKNOWN_EXERCISE_TYPE = `Exercise type must be one of ${EXERCISE_IDS.join(', ')}`;
export const SCORE_RANGE = 'Scores must be between 0 and 100';
export const TOO_MANY_REPS = `At most ${MAX_REPS} reps per analysis`;
/** Spec section 8's analyzer error, verbatim: a scored exercise with no rep has nothing to store. */
export const NO_REP_DATA = 'No rep data available. Analysis cannot be completed.';
export const NOT_OUR_VIDEO = 'The video must be one you uploaded to Pulse: its /media/... URL from POST /api/health/uploads (purpose exercise-video)';

/** A video URL as health's uploads answer it: `/media/h-<key>`. Anything else (another site, another service's files) is refused. */
export const VIDEO_URL = /^\/media\/(h-[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.[a-z0-9]{1,8})$/;

const score = z.number({ error: SCORE_RANGE }).finite(SCORE_RANGE).min(0, SCORE_RANGE).max(100, SCORE_RANGE);

export const RepScoreInput = declareInput(
  'RepScoreInput',
  {
    rep: inputField(
      z
        .number({ error: 'rep must be a whole number' })
        .int('rep must be a whole number')
        .min(1, `rep must be between 1 and ${MAX_REPS}`)
        .max(MAX_REPS, `rep must be between 1 and ${MAX_REPS}`),
      () => Int,
      { description: 'The rep it scores, 1-based.' },
    ),
    score: inputField(score, () => Float, { description: '0-100.' }),
    details: inputField(
      z
        .array(z.string().max(DETAIL_MAX, `Each detail must be at most ${DETAIL_MAX} characters`))
        .max(MAX_DETAILS_PER_REP, `At most ${MAX_DETAILS_PER_REP} details per rep`)
        .nullish()
        .transform((list) => (list ?? []).map((d) => d.trim()).filter(Boolean)),
      () => [String],
      { description: `What cost points, e.g. "Rep too fast (0.8 s, under 1 s): -15"; at most ${MAX_DETAILS_PER_REP} of ${DETAIL_MAX} characters.` },
    ),
  },
  { description: "One rep's score and what it lost points for." },
);

export const ExerciseAnalysisInput = declareInput(
  'ExerciseAnalysisInput',
  {
    exerciseType: inputField(
      z
        .string({ error: UNKNOWN_EXERCISE_TYPE })
        .max(20, UNKNOWN_EXERCISE_TYPE)
        .refine((id): id is ExerciseId => (EXERCISE_IDS as readonly string[]).includes(id), UNKNOWN_EXERCISE_TYPE),
      () => String,
      { description: 'An exercise id of exerciseCatalogue.' },
    ),
    repCount: inputField(
      z.number({ error: 'Rep count must be a whole number' }).int('Rep count must be a whole number').min(0, 'Rep count cannot be negative').max(MAX_REPS, TOO_MANY_REPS),
      () => Int,
      { description: `0-${MAX_REPS}.` },
    ),
    averageScore: inputField(
      score.nullish().transform((v) => v ?? null),
      () => Float,
      {
        description: 'The mean of the rep scores (squat only; empty for the exercises that are not scored).',
      },
    ),
    repScores: inputField(
      z
        .array(RepScoreInput.schema)
        .max(MAX_REPS, TOO_MANY_REPS)
        .nullish()
        .transform((list) => list ?? []),
      () => [RepScoreInput],
      { description: 'One per rep, numbered 1 to repCount in order (squat only).' },
    ),
    videoUrl: inputField(
      z
        .string()
        .max(VIDEO_URL_MAX, NOT_OUR_VIDEO)
        .nullish()
        .transform((url) => url?.trim() || null)
        .refine((url) => url === null || VIDEO_URL.test(url), NOT_OUR_VIDEO),
      () => String,
      { description: 'The analysed video: the url POST /api/health/uploads answered for your exercise-video upload.' },
    ),
  },
  { description: 'A form analysis as the browser computed it (spec section 7: exercise_type, rep_count, average_score, rep_scores, video_url).' },
);

export interface AnalysisFields {
  exerciseType: ExerciseId;
  repCount: number;
  averageScore: number | null;
  repScores: { rep: number; score: number; details: string[] }[];
}

/** The average may be rounded to one decimal, as the analyzer shows it. */
const AVERAGE_TOLERANCE = 0.05 + 1e-9;

/** What is wrong across fields (the input's own rules passed), or null. */
export function analysisProblem(input: AnalysisFields): { message: string; field: keyof AnalysisFields } | null {
  const { exerciseType, repCount, averageScore, repScores } = input;
  if (exerciseType !== 'squat') {
    if (averageScore !== null) return { message: `Only squat is scored: leave averageScore empty for ${exerciseType}`, field: 'averageScore' };
    if (repScores.length) return { message: `Only squat is scored: send no rep scores for ${exerciseType}`, field: 'repScores' };
    return null;
  }
  if (repCount === 0) return { message: NO_REP_DATA, field: 'repCount' };
  if (repScores.length !== repCount) return { message: `A squat analysis needs one score per rep: ${repCount} reps, ${repScores.length} scores`, field: 'repScores' };
  if (repScores.some((r, i) => r.rep !== i + 1)) return { message: `Rep scores must be numbered 1 to ${repCount} in order`, field: 'repScores' };
  const mean = repScores.reduce((sum, r) => sum + r.score, 0) / repScores.length;
  if (averageScore === null) return { message: 'A squat analysis needs its average score', field: 'averageScore' };
  if (Math.abs(averageScore - mean) > AVERAGE_TOLERANCE) {
    return { message: `The average score must be the mean of the rep scores (${Math.round(mean * 10) / 10})`, field: 'averageScore' };
  }
  return null;
}
