// Rep counting: the knee below 130 starts a rep and back to 130 counts it; the deadlift's hip
// below 120; noise and half reps do not count; at most one sample per 100 ms; the last 30
// samples; the exercises no measured angle defines reps of say so.
import { describe, expect, it } from 'vitest';
import { ANGLE_HISTORY_SIZE, EXERCISE_TYPES, REP_RULES, RepCounter, countReps, type AngleSample } from './rep-counter';

/**
 * Samples every `stepMs` along straight lines between [timestampMs, angle] points, the angle
 * going to the knee (or the joint named), the others standing (170) and the back upright (90).
 */
function path(points: [number, number][], { joint = 'knee', stepMs = 100 }: { joint?: 'knee' | 'hip'; stepMs?: number } = {}): AngleSample[] {
  const samples: AngleSample[] = [];
  for (let t = points[0][0]; t <= points[points.length - 1][0]; t += stepMs) {
    const i = points.findIndex(([at], k) => k + 1 < points.length && t >= at && t <= points[k + 1][0]);
    const [t0, a0] = points[i];
    const [t1, a1] = points[i + 1];
    const angle = a0 + ((a1 - a0) * (t - t0)) / (t1 - t0);
    samples.push({ timestampMs: t, knee: 170, hip: 170, back: 90, [joint]: angle });
  }
  return samples;
}

/** Reps of a squat going 170 -> bottom -> 170 over `ms`, starting at `from`. */
function squats(count: number, { from = 0, ms = 2000, bottom = 85, hold = 0, rest = 500 } = {}): [number, number][] {
  const points: [number, number][] = [[from, 170]];
  for (let i = 0; i < count; i++) {
    const t = from + i * (ms + hold + rest);
    points.push([t + ms / 2, bottom], [t + ms / 2 + hold, bottom], [t + ms + hold, 170], [t + ms + hold + rest, 170]);
  }
  return points;
}

const at = (timestampMs: number, knee: number, rest: Partial<AngleSample> = {}): AngleSample => ({ timestampMs, knee, hip: 170, back: 90, ...rest });

describe('the squat', () => {
  it('counts a rep when the knee falls below 130 and rises back to 130', () => {
    const counter = new RepCounter('squat');
    expect(counter.rule).toEqual({ counted: true, joint: 'knee', threshold: 130 });
    const samples = [at(0, 170), at(100, 150), at(200, 131), at(300, 129), at(400, 100), at(500, 129.9), at(600, 130), at(700, 150)];
    const counts = samples.map((s) => {
      counter.push(s);
      return [counter.repCount, counter.inRep];
    });
    // In a rep from the second sample under 130 (one stray frame is not a rep); counted at the
    // second sample back at 130 or above; the rep ends at the first of them.
    expect(counts).toEqual([
      [0, false],
      [0, false],
      [0, false],
      [0, false],
      [0, true],
      [0, true],
      [0, true],
      [1, false],
    ]);
    const [rep] = counter.reps;
    expect(rep.rep).toBe(1);
    expect(rep.start).toEqual(at(0, 170));
    expect(rep.end).toEqual(at(600, 130));
    expect(rep.durationMs).toBe(600);
    expect(rep.samples.map((s) => s.knee)).toEqual([170, 150, 131, 129, 100, 129.9, 130]);
  });

  it('counts each of several reps once, measured from the top each started from', () => {
    const reps = countReps('squat', path(squats(3)));
    expect(reps.map((r) => r.rep)).toEqual([1, 2, 3]);
    // Each rep starts at its top (the last sample at 170 before the descent) and ends back at 130.
    expect(reps.map((r) => r.start.timestampMs)).toEqual([0, 2500, 5000]);
    expect(reps.every((r) => r.start.knee === 170 && r.end.knee >= 130 && r.end.knee < 140)).toBe(true);
    expect(reps[0].durationMs).toBeGreaterThan(1500);
    expect(reps[0].durationMs).toBeLessThan(2000);
    expect(Math.min(...reps[0].samples.map((s) => s.knee))).toBe(85);
  });

  it('takes the top as the last sample near the highest angle, not the first standing sample', () => {
    // Standing for ten seconds with a few degrees of jitter, then one rep.
    const standing = Array.from({ length: 100 }, (_, i) => at(i * 100, 168 + (i % 3)));
    const rep = countReps('squat', [
      ...standing,
      ...path([
        [10_000, 169],
        [11_000, 90],
        [12_000, 170],
      ]),
    ])[0];
    expect(rep.start.timestampMs).toBe(10_000);
    expect(rep.durationMs).toBeLessThan(2100);
  });

  it('ignores noise: a stray frame under 130, a knee hovering around 130 after a rep, a half rep at the start', () => {
    // One stray frame under 130 while standing.
    expect(countReps('squat', [at(0, 170), at(100, 120), at(200, 170), at(300, 170)])).toHaveLength(0);
    // One stray frame back over 130 at the bottom does not end the rep early.
    const strayUp = countReps('squat', [at(0, 170), at(100, 120), at(200, 100), at(300, 140), at(400, 100), at(500, 135), at(600, 140), at(700, 170)]);
    expect(strayUp).toHaveLength(1);
    expect(strayUp[0].end.timestampMs).toBe(500);
    // After a rep, a knee going 128-132 back and forth counts nothing until the lifter stands up (140 or more).
    const hovering = [at(0, 170), at(100, 120), at(200, 100), at(300, 131), at(400, 132)];
    for (let t = 500; t < 2800; t += 200) hovering.push(at(t, 128), at(t + 100, 132));
    expect(countReps('squat', hovering)).toHaveLength(1);
    expect(countReps('squat', [...hovering, at(3000, 139), at(3100, 120), at(3200, 110), at(3300, 135), at(3400, 135)])).toHaveLength(1);
    expect(countReps('squat', [...hovering, at(3000, 140), at(3100, 120), at(3200, 110), at(3300, 135), at(3400, 135)])).toHaveLength(2);
    // A video that opens in the hole: the rise from it is not a rep; the next full one is.
    expect(
      countReps(
        'squat',
        path([
          [0, 90],
          [1000, 170],
          [2000, 90],
          [3000, 170],
        ]),
      ),
    ).toHaveLength(1);
  });

  it('does not count a rep the session ends in', () => {
    const counter = new RepCounter('squat');
    for (const s of path([
      [0, 170],
      [1000, 90],
    ]))
      counter.push(s);
    expect(counter.inRep).toBe(true);
    expect(counter.repCount).toBe(0);
  });

  it('does not count a rep down to 130, nor one under it for a single processed sample', () => {
    expect(
      countReps(
        'squat',
        path([
          [0, 170],
          [1000, 130],
          [1500, 130],
          [2500, 170],
        ]),
      ),
    ).toHaveLength(0);
    // Under 130 at 1000 ms only (129; 133.1 either side): the price of ignoring stray frames.
    expect(
      countReps(
        'squat',
        path([
          [0, 170],
          [1000, 129],
          [2000, 170],
        ]),
      ),
    ).toHaveLength(0);
    expect(
      countReps(
        'squat',
        path([
          [0, 170],
          [1000, 129],
          [1100, 129],
          [2100, 170],
        ]),
      ),
    ).toHaveLength(1);
  });
});

describe('processing', () => {
  it('processes at most one sample per 100 ms, on the samples’ own clock', () => {
    const counter = new RepCounter('squat');
    expect(counter.push(at(1000, 170))).toBe(true);
    expect(counter.push(at(1099, 170))).toBe(false);
    expect(counter.push(at(1100, 170))).toBe(true);
    expect(counter.push(at(1150, 170))).toBe(false);
    expect(counter.push(at(1233, 170))).toBe(true);
    expect(counter.history.map((s) => s.timestampMs)).toEqual([1000, 1100, 1233]);
    // A camera at 30 fps: every third or fourth frame.
    const camera = new RepCounter('squat');
    const accepted = Array.from({ length: 31 }, (_, i) => Math.round((i * 1000) / 30)).filter((t) => camera.push(at(t, 170)));
    expect(accepted).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });

  it('refuses samples from before the last one and samples with no angle, which do not hold up the next', () => {
    const counter = new RepCounter('squat');
    expect(counter.push(at(500, 170))).toBe(true);
    expect(counter.push(at(300, 170))).toBe(false);
    expect(counter.push(at(600, NaN))).toBe(false);
    expect(counter.push(at(600, 170, { back: Infinity }))).toBe(false);
    expect(counter.push(at(600, 170))).toBe(true);
    expect(counter.history).toHaveLength(2);
  });

  it('throttled frames do not count reps: a dip seen only between processed samples is missed', () => {
    const counter = new RepCounter('squat');
    for (const s of [at(0, 170), at(50, 100), at(60, 100), at(100, 170), at(150, 100), at(170, 100), at(200, 170)]) counter.push(s);
    expect(counter.repCount).toBe(0);
    expect(counter.history.map((s) => s.knee)).toEqual([170, 170, 170]);
  });

  it('keeps the last 30 processed samples, oldest first', () => {
    const counter = new RepCounter('squat');
    for (let i = 0; i < 45; i++) counter.push(at(i * 100, 170 - i));
    expect(ANGLE_HISTORY_SIZE).toBe(30);
    expect(counter.history).toHaveLength(30);
    expect(counter.history[0].timestampMs).toBe(1500);
    expect(counter.history[29].timestampMs).toBe(4400);
  });

  it('keeps its own copy of a sample', () => {
    const counter = new RepCounter('squat');
    const sample = at(0, 170);
    counter.push(sample);
    sample.knee = 10;
    expect(counter.history[0].knee).toBe(170);
  });
});

describe('the deadlift', () => {
  it('counts by the hip below 120 and back to 120, whatever the knee does', () => {
    expect(REP_RULES.deadlift).toEqual({ counted: true, joint: 'hip', threshold: 120 });
    const pulls = path(squats(2, { bottom: 80 }), { joint: 'hip' });
    expect(countReps('deadlift', pulls)).toHaveLength(2);
    // A squat-like knee with the hip standing is no deadlift rep...
    expect(countReps('deadlift', path(squats(2)))).toHaveLength(0);
    // ...and the hip under 130 but not under 120 is none either.
    expect(countReps('deadlift', path(squats(2, { bottom: 121, hold: 300 }), { joint: 'hip' }))).toHaveLength(0);
    expect(countReps('deadlift', path(squats(2, { bottom: 119, hold: 300 }), { joint: 'hip' }))).toHaveLength(2);
  });

  it('is not counted by the squat’s knee rule', () => {
    expect(countReps('squat', path(squats(2, { bottom: 80 }), { joint: 'hip' }))).toHaveLength(0);
  });
});

describe('the other exercises', () => {
  it('counts lunges by the knee like squats', () => {
    expect(REP_RULES.lunge).toEqual({ counted: true, joint: 'knee', threshold: 130 });
    expect(countReps('lunge', path(squats(2)))).toHaveLength(2);
  });

  it('counts no reps where no measured angle defines them, and says why', () => {
    for (const exercise of ['bench', 'push_up', 'pull_up', 'dip', 'plank'] as const) {
      const counter = new RepCounter(exercise);
      for (const s of [...path(squats(3)), ...path(squats(3, { from: 10_000 }), { joint: 'hip' })]) counter.push(s);
      expect(counter.repCount).toBe(0);
      // The live overlay still gets its angles.
      expect(counter.history).toHaveLength(30);
      const rule = REP_RULES[exercise];
      expect(rule.counted).toBe(false);
      if (!rule.counted) expect(rule.reason).toMatch(exercise === 'plank' ? /hold/ : /elbows/);
    }
    expect(EXERCISE_TYPES.filter((e) => REP_RULES[e].counted)).toEqual(['squat', 'deadlift', 'lunge']);
  });
});
