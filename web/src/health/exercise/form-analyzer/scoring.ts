// Scores squat reps as spec section 9 says: a rep starts at 100 and loses points for each
// reason below, each reason counted at most once per rep however many samples break it.
// Only squat is scored; the other exercises get their rep count (where a joint angle defines
// reps, rep-counter.ts) and say plainly that they are not scored.
//
// Where the spec is silent, decided here:
// - The "Start" checks read the rep's start sample (its top, rep-counter.ts).
// - "Variance" is the population variance (the mean squared distance from the mean, divided
//   by n, not n - 1) of the angle over every sample of the rep, start to end. Note that a
//   full-range rep moves the knee and hip by tens of degrees, which alone is a variance in
//   the hundreds: the spec's 200 makes these two deductions common.
// - "Depth and posture" checks read every sample of the rep: the lowest knee and hip, and the
//   back angle farthest from upright.
// - Bands are inclusive: "back outside 80-100" deducts below 80 or above 100; "< 160",
//   "below 90", "shorter than 1 s" are strict; "> 200", "longer than 5 s" are strict.
// - The average is rounded to one decimal, and its grade and badge are those of the rounded
//   figure, so the number shown and its grade always agree.
import type { ExerciseAnalysisInput } from '../../../generated/graphql';
import { NoRepDataError } from './analyzer-errors';
import { EXERCISE_NAMES, REP_RULES, type AngleSample, type CompletedRep, type ExerciseType } from './rep-counter';

export const SCORE_START = 100;

export const LIMITS = {
  startKneeMin: 160,
  startHipMin: 160,
  startBack: [80, 100],
  minDurationMs: 1000,
  maxDurationMs: 5000,
  kneeVarianceMax: 200,
  hipVarianceMax: 200,
  backVarianceMax: 100,
  kneeDepthMin: 90,
  back: [70, 110],
  hipDepthMin: 70,
} as const;

export const DEDUCTION_POINTS = {
  startKnee: 5,
  startHip: 5,
  startBack: 10,
  tooFast: 15,
  tooSlow: 10,
  kneeVariance: 10,
  hipVariance: 10,
  backVariance: 15,
  kneeDepth: 5,
  backPosture: 1,
  hipDepth: 1,
} as const;

export type DeductionCode = keyof typeof DEDUCTION_POINTS;

export interface Deduction {
  code: DeductionCode;
  points: number;
  /** What a member reads on the result, e.g. "Knees not straight at the start (152°, under 160°): -5". */
  detail: string;
}

export interface RepScore {
  rep: number;
  score: number;
  details: string[];
}

export interface ScoredRep extends RepScore {
  deductions: Deduction[];
}

/** The mean squared distance from the mean, over n (not n - 1). 0 for no values. */
export function populationVariance(values: readonly number[]): number {
  if (!values.length) return 0;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
}

// Figures in a detail are cut towards the limit they broke, so "159.96, under 160" never reads "160, under 160".
const down = (n: number, places = 1) => String(Math.floor(n * 10 ** places) / 10 ** places);
const up = (n: number, places = 1) => String(Math.ceil(n * 10 ** places) / 10 ** places);
const outside = (n: number, [low, high]: readonly [number, number]) => n < low || n > high;
const beyond = (n: number, [low]: readonly [number, number]) => (n < low ? down(n) : up(n));

/** The deductions of one squat rep, in the spec's order, each reason at most once. */
export function repDeductions(rep: Pick<CompletedRep, 'start' | 'durationMs' | 'samples'>): Deduction[] {
  const found: Deduction[] = [];
  const deduct = (code: DeductionCode, what: string) => found.push({ code, points: DEDUCTION_POINTS[code], detail: `${what}: -${DEDUCTION_POINTS[code]}` });
  const { start, durationMs } = rep;
  const samples: readonly AngleSample[] = rep.samples.length ? rep.samples : [start];

  if (start.knee < LIMITS.startKneeMin) deduct('startKnee', `Knees not straight at the start (${down(start.knee)}°, under ${LIMITS.startKneeMin}°)`);
  if (start.hip < LIMITS.startHipMin) deduct('startHip', `Hips not extended at the start (${down(start.hip)}°, under ${LIMITS.startHipMin}°)`);
  if (outside(start.back, LIMITS.startBack))
    deduct('startBack', `Back not upright at the start (${beyond(start.back, LIMITS.startBack)}°, outside ${LIMITS.startBack[0]}-${LIMITS.startBack[1]}°)`);

  if (durationMs < LIMITS.minDurationMs) deduct('tooFast', `Rep too fast (${down(durationMs / 1000)} s, under ${LIMITS.minDurationMs / 1000} s)`);
  else if (durationMs > LIMITS.maxDurationMs) deduct('tooSlow', `Rep too slow (${up(durationMs / 1000)} s, over ${LIMITS.maxDurationMs / 1000} s)`);

  const knee = populationVariance(samples.map((s) => s.knee));
  const hip = populationVariance(samples.map((s) => s.hip));
  const back = populationVariance(samples.map((s) => s.back));
  if (knee > LIMITS.kneeVarianceMax) deduct('kneeVariance', `Knee angle unsteady (variance ${up(knee, 0)}, over ${LIMITS.kneeVarianceMax})`);
  if (hip > LIMITS.hipVarianceMax) deduct('hipVariance', `Hip angle unsteady (variance ${up(hip, 0)}, over ${LIMITS.hipVarianceMax})`);
  if (back > LIMITS.backVarianceMax) deduct('backVariance', `Back angle unsteady (variance ${up(back, 0)}, over ${LIMITS.backVarianceMax})`);

  const lowestKnee = Math.min(...samples.map((s) => s.knee));
  const lowestHip = Math.min(...samples.map((s) => s.hip));
  const worstBack = samples.map((s) => s.back).reduce((worst, b) => (Math.abs(b - 90) > Math.abs(worst - 90) ? b : worst));
  if (lowestKnee < LIMITS.kneeDepthMin) deduct('kneeDepth', `Knees went below ${LIMITS.kneeDepthMin}° (lowest ${down(lowestKnee)}°)`);
  if (outside(worstBack, LIMITS.back)) deduct('backPosture', `Back left ${LIMITS.back[0]}-${LIMITS.back[1]}° during the rep (${beyond(worstBack, LIMITS.back)}°)`);
  if (lowestHip < LIMITS.hipDepthMin) deduct('hipDepth', `Hips went below ${LIMITS.hipDepthMin}° (lowest ${down(lowestHip)}°)`);
  return found;
}

export function scoreRep(rep: CompletedRep): ScoredRep {
  const deductions = repDeductions(rep);
  const score = Math.max(0, SCORE_START - deductions.reduce((sum, d) => sum + d.points, 0));
  return { rep: rep.rep, score, details: deductions.map((d) => d.detail), deductions };
}

export type Grade = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F';

/** Lowest score of each grade, highest first (spec section 9); below the last is F. */
export const GRADE_FLOORS: readonly (readonly [Grade, number])[] = [
  ['A+', 97],
  ['A', 93],
  ['A-', 90],
  ['B+', 87],
  ['B', 83],
  ['B-', 80],
  ['C+', 77],
  ['C', 73],
  ['C-', 70],
  ['D+', 67],
  ['D', 63],
  ['D-', 60],
];

export function gradeFor(score: number): Grade {
  return GRADE_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? 'F';
}

/** The spec's badge variants (shadcn's names; the UI maps them onto its own badge styles). */
export type BadgeVariant = 'default' | 'secondary' | 'destructive';

export function badgeVariant(score: number): BadgeVariant {
  if (score >= 80) return 'default';
  if (score >= 60) return 'secondary';
  return 'destructive';
}

export interface SessionResult {
  exerciseType: ExerciseType;
  repCount: number;
  scored: boolean;
  /** Why there is no score (every exercise but squat), or why there are no reps (no joint angle defines them). */
  notScoredReason: string | null;
  /** One decimal; null when not scored. */
  averageScore: number | null;
  grade: Grade | null;
  badge: BadgeVariant | null;
  /** Empty when not scored. */
  repScores: ScoredRep[];
}

/**
 * The result of a session. A squat's reps are scored; a deadlift's or lunge's are counted; an
 * exercise no measured angle defines reps of answers zero reps and why. Throws NoRepDataError
 * (the spec's 'No rep data available. Analysis cannot be completed.') when an exercise whose
 * reps are counted ended without one.
 */
export function analyzeSession(exercise: ExerciseType, reps: readonly CompletedRep[]): SessionResult {
  const rule = REP_RULES[exercise];
  const unscored = (repCount: number, reason: string): SessionResult => ({
    exerciseType: exercise,
    repCount,
    scored: false,
    notScoredReason: reason,
    averageScore: null,
    grade: null,
    badge: null,
    repScores: [],
  });
  if (!rule.counted) return unscored(0, rule.reason);
  if (!reps.length) throw new NoRepDataError();
  if (exercise !== 'squat') return unscored(reps.length, `Only squat is scored: ${EXERCISE_NAMES[exercise]} reps are counted, not scored.`);
  const repScores = reps.map(scoreRep);
  const averageScore = Math.round((repScores.reduce((sum, r) => sum + r.score, 0) / repScores.length) * 10) / 10;
  return {
    exerciseType: exercise,
    repCount: reps.length,
    scored: true,
    notScoredReason: null,
    averageScore,
    grade: gradeFor(averageScore),
    badge: badgeVariant(averageScore),
    repScores,
  };
}

/**
 * What recordExerciseAnalysis (POST /exercise/analyze) stores for a session: its rep scores as
 * rep, score and details, and the video's /media URL (an exercise-video upload of the member's)
 * or null. The server holds it to the same rules (subgraphs/health/src/exercise/analysis-input.ts).
 */
export function analysisInput(result: SessionResult, videoUrl: string | null): ExerciseAnalysisInput {
  return {
    exerciseType: result.exerciseType,
    repCount: result.repCount,
    averageScore: result.averageScore,
    repScores: result.repScores.map(({ rep, score, details }) => ({ rep, score, details })),
    videoUrl,
  };
}
