// The squat clips the test-video generator renders: a jointed mannequin whose knee, hip and back
// follow known depths, tempos and postures, so a test knows what the analyzer must find. Angles
// are the ones the analyzer measures (form-analyzer/angles.ts): the knee between thigh and shin
// (180 straight), the hip between torso and thigh (180 standing), the back as the torso's angle
// to the horizontal (90 upright). Pure data: the page that renders them and the tests share it.

export interface SquatClip {
  name: string;
  /** Reps the clip shows, each going down and up once. */
  reps: number;
  /** Seconds for one rep (down and up), and standing still before each rep. */
  repSeconds: number;
  standSeconds: number;
  /** The knee angle standing and at the bottom. */
  kneeTop: number;
  kneeBottom: number;
  /** The torso's lean forward from vertical, standing and at the bottom (degrees). */
  leanTop: number;
  leanBottom: number;
}

export const SQUAT_CLIPS = {
  // Steady and upright, to a knee of 95° (above the spec's 90, which it deducts for): 2.4 s a rep.
  good: { name: 'good', reps: 3, repSeconds: 2.4, standSeconds: 1.2, kneeTop: 176, kneeBottom: 95, leanTop: 3, leanBottom: 12 },
  // Never below the 130° rep threshold: a knee bend, not a rep.
  shallow: { name: 'shallow', reps: 3, repSeconds: 2.4, standSeconds: 1.2, kneeTop: 176, kneeBottom: 145, leanTop: 3, leanBottom: 8 },
  // Deep and 0.8 s a rep: from the top to back above 130° it takes about 0.6 s, under the spec's 1 s.
  fast: { name: 'fast', reps: 4, repSeconds: 0.8, standSeconds: 1, kneeTop: 176, kneeBottom: 75, leanTop: 3, leanBottom: 12 },
  // Bent over from the start: leaning 25° standing (back 65°) and 45° at the bottom (back 45°).
  bentBack: { name: 'bent-back', reps: 3, repSeconds: 2.4, standSeconds: 1.2, kneeTop: 176, kneeBottom: 85, leanTop: 25, leanBottom: 45 },
} as const satisfies Record<string, SquatClip>;

/** Standing still after the last rep: the analyzer sees the lifter back up. */
export const TAIL_SECONDS = 2;

export const clipSeconds = (clip: SquatClip) => clip.reps * (clip.repSeconds + clip.standSeconds) + TAIL_SECONDS;

export interface ClipPose {
  knee: number;
  lean: number;
  /** 0 standing, 1 at the bottom. */
  depth: number;
}

/** The pose at `seconds` into the clip: standing, then each rep a smooth (cosine) descent and ascent. */
export function clipPose(clip: SquatClip, seconds: number): ClipPose {
  const cycle = clip.repSeconds + clip.standSeconds;
  const rep = Math.floor(seconds / cycle);
  const into = seconds - rep * cycle - clip.standSeconds;
  const depth = rep < clip.reps && into > 0 ? (1 - Math.cos((2 * Math.PI * into) / clip.repSeconds)) / 2 : 0;
  return {
    knee: clip.kneeTop + (clip.kneeBottom - clip.kneeTop) * depth,
    lean: clip.leanTop + (clip.leanBottom - clip.leanTop) * depth,
    depth,
  };
}
