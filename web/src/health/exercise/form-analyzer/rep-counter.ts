// Counts reps from a stream of timestamped angle samples (spec sections 4 and 9): a rep starts
// when the defining angle falls below its threshold (the knee below 130; the deadlift's hip
// below 120) and counts when it rises back to or above it. Samples are processed at most once
// per 100 ms, and the last 30 are kept for the live overlay. Time comes from the samples (the
// video's clock or the camera frame's), never from the wall clock, so a video analyses the
// same however fast it plays.
//
// What the spec leaves open, decided here:
// - Noise. A pose model's angle jitters by a few degrees, and a threshold alone would count a
//   knee hovering around 130 as many reps. Two guards keep the spec's thresholds as they are:
//   a crossing counts only when CONFIRM_SAMPLES accepted samples in a row are past it (one
//   stray frame is not a rep), and after a rep the next one can start only once the angle has
//   been back up to the threshold plus REARM_MARGIN (the lifter stood up again). The first rep
//   needs the same: a video that opens mid-squat does not count the half rep it opens with.
// - The rep's start, where the spec's "Start" deductions are measured, is its top: the last
//   sample within TOP_TOLERANCE degrees of the highest angle seen since the lifter was back up,
//   i.e. the moment the descent began. (At the crossing itself the knee is below 130 by
//   definition, so "knees < 160 at the start" read there would fire on every rep.)
// - The rep runs from that start to the first sample of the crossing back up: its duration
//   and its samples (for variance and depth) are those.
// - An unfinished rep when the session ends (the lifter still down) is not counted.
export const EXERCISE_TYPES = ['squat', 'deadlift', 'bench', 'lunge', 'push_up', 'pull_up', 'dip', 'plank'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

export const EXERCISE_NAMES: Record<ExerciseType, string> = {
  squat: 'Squat',
  deadlift: 'Deadlift',
  bench: 'Bench Press',
  lunge: 'Lunge',
  push_up: 'Push-up',
  pull_up: 'Pull-up',
  dip: 'Dip',
  plank: 'Plank',
};

export const PROCESS_INTERVAL_MS = 100;
export const ANGLE_HISTORY_SIZE = 30;
export const KNEE_REP_THRESHOLD = 130;
export const DEADLIFT_HIP_THRESHOLD = 120;
export const CONFIRM_SAMPLES = 2;
export const REARM_MARGIN = 10;
export const TOP_TOLERANCE = 5;

export type RepJoint = 'knee' | 'hip';

export type RepRule = { counted: true; joint: RepJoint; threshold: number } | { counted: false; reason: string };

const atTheElbows = (name: string) =>
  `${name} reps are made at the elbows, which the analyzer does not measure (it measures the knee, hip and back), so it counts no reps.`;

/** Which angle defines a rep of each exercise, or why none does. */
export const REP_RULES: Record<ExerciseType, RepRule> = {
  squat: { counted: true, joint: 'knee', threshold: KNEE_REP_THRESHOLD },
  deadlift: { counted: true, joint: 'hip', threshold: DEADLIFT_HIP_THRESHOLD },
  // The front knee bends well below 130 in a lunge and straightens between reps, like a squat's.
  lunge: { counted: true, joint: 'knee', threshold: KNEE_REP_THRESHOLD },
  bench: { counted: false, reason: atTheElbows('Bench press') },
  push_up: { counted: false, reason: atTheElbows('Push-up') },
  pull_up: { counted: false, reason: atTheElbows('Pull-up') },
  dip: { counted: false, reason: atTheElbows('Dip') },
  plank: { counted: false, reason: 'A plank is a hold, not repetitions, so it has no reps to count.' },
};

export interface AngleSample {
  /** Milliseconds on the video's (or camera's) clock. */
  timestampMs: number;
  knee: number;
  hip: number;
  back: number;
}

export interface CompletedRep {
  /** 1-based. */
  rep: number;
  /** The top the rep started from (see above). */
  start: AngleSample;
  /** The first sample back at or above the threshold. */
  end: AngleSample;
  durationMs: number;
  /** Every accepted sample from start to end, both included. */
  samples: AngleSample[];
}

type Phase = 'waiting' | 'top' | 'down';

export class RepCounter {
  readonly rule: RepRule;
  private readonly recent: AngleSample[] = [];
  private readonly done: CompletedRep[] = [];
  private lastAccepted: number | null = null;
  private phase: Phase = 'waiting';
  /** From the rep's top onwards (phase top: the top and what followed; phase down: the rep so far). */
  private current: AngleSample[] = [];
  private topAngle = -Infinity;
  /** How many samples in a row are past the threshold the phase waits for. */
  private crossing = 0;

  constructor(readonly exercise: ExerciseType) {
    this.rule = REP_RULES[exercise];
  }

  /**
   * Offers a sample; answers whether it was processed. Refused: one less than 100 ms after the
   * last processed sample, one earlier than it (a restarted video needs a new counter), and one
   * with an angle that is not a number (no pose in the frame).
   */
  push(sample: AngleSample): boolean {
    const { timestampMs, knee, hip, back } = sample;
    if (![timestampMs, knee, hip, back].every(Number.isFinite)) return false;
    if (this.lastAccepted !== null && timestampMs - this.lastAccepted < PROCESS_INTERVAL_MS) return false;
    this.lastAccepted = timestampMs;
    const copy = { timestampMs, knee, hip, back };
    this.recent.push(copy);
    if (this.recent.length > ANGLE_HISTORY_SIZE) this.recent.shift();
    if (this.rule.counted) this.track(copy, this.rule);
    return true;
  }

  /** The last 30 processed samples, oldest first. */
  get history(): readonly AngleSample[] {
    return this.recent;
  }

  get reps(): readonly CompletedRep[] {
    return this.done;
  }

  get repCount(): number {
    return this.done.length;
  }

  /** Whether a rep has started and not yet counted. */
  get inRep(): boolean {
    return this.phase === 'down';
  }

  private track(sample: AngleSample, rule: { joint: RepJoint; threshold: number }): void {
    const angle = sample[rule.joint];
    switch (this.phase) {
      case 'waiting':
        if (angle >= rule.threshold + REARM_MARGIN) this.startTop(sample, angle);
        return;
      case 'top':
        this.current.push(sample);
        if (angle > this.topAngle) this.startTop(sample, angle);
        else if (angle >= this.topAngle - TOP_TOLERANCE) this.current = [sample];
        this.crossing = angle < rule.threshold ? this.crossing + 1 : 0;
        if (this.crossing === CONFIRM_SAMPLES) {
          this.phase = 'down';
          this.crossing = 0;
        }
        return;
      case 'down': {
        this.current.push(sample);
        this.crossing = angle >= rule.threshold ? this.crossing + 1 : 0;
        if (this.crossing < CONFIRM_SAMPLES) return;
        // The rep ended at the first sample of the run back up; the rest of the run is after it.
        const after = this.current.splice(this.current.length - CONFIRM_SAMPLES + 1);
        const samples = this.current;
        const start = samples[0];
        const end = samples[samples.length - 1];
        this.done.push({ rep: this.done.length + 1, start, end, durationMs: end.timestampMs - start.timestampMs, samples });
        this.phase = 'waiting';
        this.current = [];
        this.crossing = 0;
        for (const later of after) this.track(later, rule);
        return;
      }
    }
  }

  private startTop(sample: AngleSample, angle: number): void {
    this.phase = 'top';
    this.topAngle = angle;
    this.current = [sample];
  }
}

/** Counts the reps of a whole recorded session at once (the same rules as sample by sample). */
export function countReps(exercise: ExerciseType, samples: Iterable<AngleSample>): readonly CompletedRep[] {
  const counter = new RepCounter(exercise);
  for (const sample of samples) counter.push(sample);
  return counter.reps;
}
