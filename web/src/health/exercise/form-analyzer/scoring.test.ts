// The squat scorer of spec section 9: every deduction present and absent at its limit, each
// counted once per rep however many samples break it; every grade and badge boundary; the
// session's average; the exercises that are counted but not scored, or not counted at all;
// and the spec's error for a session without a rep.
import { describe, expect, it } from 'vitest';
import { ANALYZER_ERRORS, NoRepDataError } from './analyzer-errors';
import { countReps, type AngleSample, type CompletedRep } from './rep-counter';
import { DEDUCTION_POINTS, analysisInput, analyzeSession, badgeVariant, gradeFor, populationVariance, repDeductions, scoreRep, type DeductionCode } from './scoring';

type Series = Partial<Record<'knee' | 'hip' | 'back', number[]>>;

/**
 * A rep of five samples over `durationMs` (more when a series is longer). Left alone, it breaks
 * no rule: knee and hip steady at 170, back upright at 90, two seconds.
 */
function rep(series: Series = {}, durationMs = 2000, number = 1): CompletedRep {
  const n = Math.max(5, ...Object.values(series).map((s) => s.length));
  const value = (joint: 'knee' | 'hip' | 'back', i: number, otherwise: number) =>
    series[joint]?.[i] ?? (series[joint] ? series[joint][series[joint].length - 1] : otherwise);
  const samples: AngleSample[] = Array.from({ length: n }, (_, i) => ({
    timestampMs: 10_000 + Math.round((durationMs * i) / (n - 1)),
    knee: value('knee', i, 170),
    hip: value('hip', i, 170),
    back: value('back', i, 90),
  }));
  return { rep: number, start: samples[0], end: samples[n - 1], durationMs, samples };
}

const codes = (r: CompletedRep): DeductionCode[] => repDeductions(r).map((d) => d.code);

describe('a rep that breaks no rule', () => {
  it('scores 100 with no details', () => {
    expect(scoreRep(rep())).toEqual({ rep: 1, score: 100, details: [], deductions: [] });
  });
});

describe('the start', () => {
  it('knees under 160 at the start: -5, once', () => {
    expect(codes(rep({ knee: [159.9, 170] }))).toEqual(['startKnee']);
    expect(scoreRep(rep({ knee: [159.96, 170] })).details).toEqual(['Knees not straight at the start (159.9°, under 160°): -5']);
    expect(codes(rep({ knee: [160, 170] }))).toEqual([]);
    // Read at the start only: a knee under 160 later in the rep is no start fault.
    expect(codes(rep({ knee: [170, 155, 155, 165, 170] }))).toEqual([]);
  });

  it('hips under 160 at the start: -5', () => {
    expect(codes(rep({ hip: [159, 170] }))).toEqual(['startHip']);
    expect(scoreRep(rep({ hip: [159, 170] })).details).toEqual(['Hips not extended at the start (159°, under 160°): -5']);
    expect(codes(rep({ hip: [160, 170] }))).toEqual([]);
  });

  it('back outside 80-100 at the start: -10', () => {
    expect(codes(rep({ back: [79.9, 90] }))).toEqual(['startBack']);
    expect(codes(rep({ back: [100.1, 90] }))).toEqual(['startBack']);
    expect(scoreRep(rep({ back: [100.01, 90] })).details).toEqual(['Back not upright at the start (100.1°, outside 80-100°): -10']);
    expect(scoreRep(rep({ back: [79.99, 90] })).score).toBe(90);
    expect(codes(rep({ back: [80, 90] }))).toEqual([]);
    expect(codes(rep({ back: [100, 90] }))).toEqual([]);
  });
});

describe('the duration', () => {
  it('shorter than 1 s: -15', () => {
    expect(codes(rep({}, 999))).toEqual(['tooFast']);
    expect(scoreRep(rep({}, 999))).toMatchObject({ score: 85, details: ['Rep too fast (0.9 s, under 1 s): -15'] });
    expect(codes(rep({}, 1000))).toEqual([]);
  });

  it('longer than 5 s: -10', () => {
    expect(codes(rep({}, 5001))).toEqual(['tooSlow']);
    expect(scoreRep(rep({}, 5001))).toMatchObject({ score: 90, details: ['Rep too slow (5.1 s, over 5 s): -10'] });
    expect(codes(rep({}, 5000))).toEqual([]);
  });
});

describe('the variance', () => {
  it('is the population variance (over n)', () => {
    expect(populationVariance([180, 140, 160, 160])).toBe(200);
    expect(populationVariance([2, 4, 4, 4, 5, 5, 7, 9])).toBe(4);
    expect(populationVariance([7])).toBe(0);
    expect(populationVariance([])).toBe(0);
  });

  it('knee variance over 200: -10', () => {
    // 200 exactly: (10² + 10² + 20² + 20² + 0²) / 5.
    expect(codes(rep({ knee: [170, 150, 180, 140, 160] }))).toEqual([]);
    expect(codes(rep({ knee: [170, 150, 180.5, 139.5, 160] }))).toEqual(['kneeVariance']);
    // Over 200 across many samples, one deduction.
    const deep = rep({ knee: [170, 160, 150, 140, 130, 120, 110, 100, 110, 120, 130, 140, 150, 160, 170] });
    expect(codes(deep)).toEqual(['kneeVariance']);
    expect(scoreRep(deep)).toMatchObject({ score: 90, details: ['Knee angle unsteady (variance 473, over 200): -10'] });
  });

  it('hip variance over 200: -10', () => {
    expect(codes(rep({ hip: [170, 150, 180, 140, 160] }))).toEqual([]);
    expect(codes(rep({ hip: [170, 150, 181, 139, 160] }))).toEqual(['hipVariance']);
  });

  it('back variance over 100: -15', () => {
    expect(populationVariance([100, 80, 100, 80, 100])).toBeLessThan(100);
    expect(codes(rep({ back: [100, 80, 100, 80, 100, 80] }))).toEqual([]);
    expect(codes(rep({ back: [100, 79, 100, 79, 100, 79] }))).toEqual(['backVariance']);
    expect(scoreRep(rep({ back: [100, 79, 100, 79, 100, 79] })).details).toEqual(['Back angle unsteady (variance 111, over 100): -15']);
  });
});

describe('depth and posture', () => {
  it('knees below 90: -5, once however many samples are below', () => {
    expect(codes(rep({ knee: [170, 170, 89.9, 170, 170] }))).toEqual(['kneeVariance', 'kneeDepth']);
    expect(scoreRep(rep({ knee: [170, 170, 89.9, 170, 170] })).details[1]).toBe('Knees went below 90° (lowest 89.9°): -5');
    expect(codes(rep({ knee: [170, 170, 90, 170, 170] }))).toEqual(['kneeVariance']);
    const held = rep({ knee: [170, 85, 84, 83, 84, 85, 170] });
    expect(codes(held).filter((c) => c === 'kneeDepth')).toHaveLength(1);
    expect(scoreRep(held).score).toBe(100 - 10 - 5);
  });

  it('back outside 70-110 during the rep: -1, once', () => {
    expect(codes(rep({ back: [90, 90, 69.9, 90, 90] }))).toEqual(['backPosture']);
    expect(codes(rep({ back: [90, 90, 110.1, 90, 90] }))).toEqual(['backPosture']);
    expect(codes(rep({ back: [90, 90, 70, 90, 90] }))).toEqual([]);
    expect(codes(rep({ back: [90, 90, 110, 90, 90] }))).toEqual([]);
    // The farthest from upright is named.
    expect(scoreRep(rep({ back: [90, 69, 65, 112, 90] })).details.at(-1)).toBe('Back left 70-110° during the rep (65°): -1');
    const slumped = rep({ back: [80, 68, 67, 66, 67, 68, 69, 80] });
    expect(codes(slumped)).toEqual(['backPosture']);
    expect(scoreRep(slumped).score).toBe(99);
  });

  it('hips below 70: -1, once', () => {
    expect(codes(rep({ hip: [170, 170, 69.9, 170, 170] }))).toEqual(['hipVariance', 'hipDepth']);
    expect(codes(rep({ hip: [170, 170, 70, 170, 170] }))).toEqual(['hipVariance']);
    expect(codes(rep({ hip: [170, 69, 68, 67, 66, 65, 170] })).filter((c) => c === 'hipDepth')).toHaveLength(1);
  });
});

describe('a rep that breaks every rule', () => {
  it('loses each deduction once: 100 - 77 = 23', () => {
    const worst = rep({ knee: [150, 80, 80, 150, 150, 80], hip: [150, 60, 60, 150, 150, 60], back: [60, 120, 60, 120, 60, 120] }, 500);
    const scored = scoreRep(worst);
    expect(scored.deductions.map((d) => d.code)).toEqual([
      'startKnee',
      'startHip',
      'startBack',
      'tooFast',
      'kneeVariance',
      'hipVariance',
      'backVariance',
      'kneeDepth',
      'backPosture',
      'hipDepth',
    ]);
    expect(scored.deductions.map((d) => d.points)).toEqual([5, 5, 10, 15, 10, 10, 15, 5, 1, 1]);
    expect(scored.score).toBe(23);
    expect(scored.details).toHaveLength(10);
    expect(scored.details.every((d) => /: -\d+$/.test(d))).toBe(true);
    // The slow variant swaps -15 for -10.
    expect(scoreRep(rep({ knee: [150, 80, 80, 150, 150, 80], hip: [150, 60, 60, 150, 150, 60], back: [60, 120, 60, 120, 60, 120] }, 6000)).score).toBe(28);
  });

  it('lists the spec’s points', () => {
    expect(DEDUCTION_POINTS).toEqual({
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
    });
  });
});

describe('grades', () => {
  it('A+ 97 down to D- 60, else F, each boundary inclusive', () => {
    const table: [number, string][] = [
      [100, 'A+'],
      [97, 'A+'],
      [96.99, 'A'],
      [93, 'A'],
      [92.99, 'A-'],
      [90, 'A-'],
      [89.99, 'B+'],
      [87, 'B+'],
      [86.99, 'B'],
      [83, 'B'],
      [82.99, 'B-'],
      [80, 'B-'],
      [79.99, 'C+'],
      [77, 'C+'],
      [76.99, 'C'],
      [73, 'C'],
      [72.99, 'C-'],
      [70, 'C-'],
      [69.99, 'D+'],
      [67, 'D+'],
      [66.99, 'D'],
      [63, 'D'],
      [62.99, 'D-'],
      [60, 'D-'],
      [59.99, 'F'],
      [59.9, 'F'],
      [0, 'F'],
    ];
    expect(table.map(([score]) => [score, gradeFor(score)])).toEqual(table);
  });
});

describe('badges', () => {
  it('default from 80, secondary from 60, destructive below', () => {
    expect(badgeVariant(100)).toBe('default');
    expect(badgeVariant(80)).toBe('default');
    expect(badgeVariant(79.99)).toBe('secondary');
    expect(badgeVariant(60)).toBe('secondary');
    expect(badgeVariant(59.99)).toBe('destructive');
    expect(badgeVariant(0)).toBe('destructive');
  });
});

describe('analyzeSession', () => {
  it('scores squat reps and averages them to one decimal, graded and badged', () => {
    const result = analyzeSession('squat', [rep(), rep({}, 999, 2), rep({ hip: [159, 170] }, 2000, 3)]);
    expect(result).toMatchObject({ exerciseType: 'squat', repCount: 3, scored: true, notScoredReason: null });
    expect(result.repScores.map((r) => [r.rep, r.score])).toEqual([
      [1, 100],
      [2, 85],
      [3, 95],
    ]);
    // (100 + 85 + 95) / 3 = 93.33...
    expect(result.averageScore).toBe(93.3);
    expect(result.grade).toBe('A');
    expect(result.badge).toBe('default');
    // 96.96... is shown as 97.0 and graded as what is shown.
    // 3,200 / 33: six reps at 85, ten at 99, seventeen at 100.
    const many = analyzeSession('squat', [
      ...Array.from({ length: 6 }, () => rep({}, 999)),
      ...Array.from({ length: 10 }, () => rep({ back: [90, 90, 69.9, 90, 90] })),
      ...Array.from({ length: 17 }, () => rep()),
    ]);
    expect(many.repScores.reduce((sum, r) => sum + r.score, 0) / 33).toBeCloseTo(96.97, 2);
    expect(many.averageScore).toBe(97);
    expect(many.grade).toBe('A+');
  });

  it('scores a squat session counted from samples end to end', () => {
    // A good rep (2 s from the top, back up at 130), then a fast one (0.6 s), both going to 85.
    const samples: AngleSample[] = [];
    const line = (from: number, to: number, knee0: number, knee1: number) => {
      for (let t = from; t < to; t += 100) samples.push({ timestampMs: t, knee: knee0 + ((knee1 - knee0) * (t - from)) / (to - from), hip: 170, back: 90 });
    };
    line(0, 500, 170, 170);
    line(500, 1500, 170, 100);
    line(1500, 2500, 100, 170);
    line(2500, 3000, 170, 170);
    line(3000, 3300, 170, 100);
    line(3300, 3600, 100, 170);
    line(3600, 4000, 170, 170);
    const result = analyzeSession('squat', countReps('squat', samples));
    expect(result.repCount).toBe(2);
    const [good, fast] = result.repScores;
    expect(good.deductions.map((d) => d.code)).toEqual(['kneeVariance']);
    expect(fast.deductions.map((d) => d.code)).toEqual(['tooFast', 'kneeVariance']);
    expect(result.averageScore).toBe((90 + 75) / 2);
  });

  it('counts the deadlift’s and lunge’s reps and says they are not scored', () => {
    const deadlift = analyzeSession('deadlift', [rep(), rep({}, 2000, 2)]);
    expect(deadlift).toEqual({
      exerciseType: 'deadlift',
      repCount: 2,
      scored: false,
      notScoredReason: 'Only squat is scored: Deadlift reps are counted, not scored.',
      averageScore: null,
      grade: null,
      badge: null,
      repScores: [],
    });
    expect(analyzeSession('lunge', [rep()])).toMatchObject({ repCount: 1, scored: false, averageScore: null });
  });

  it('answers zero reps and why for the exercises no measured angle defines reps of', () => {
    const plank = analyzeSession('plank', []);
    expect(plank).toMatchObject({ repCount: 0, scored: false, averageScore: null, repScores: [] });
    expect(plank.notScoredReason).toBe('A plank is a hold, not repetitions, so it has no reps to count.');
    expect(analyzeSession('push_up', []).notScoredReason).toMatch(/^Push-up reps are made at the elbows/);
  });

  it('throws the spec’s error for a counted exercise without a rep', () => {
    expect(() => analyzeSession('squat', [])).toThrow(NoRepDataError);
    expect(() => analyzeSession('squat', [])).toThrow('No rep data available. Analysis cannot be completed.');
    expect(() => analyzeSession('deadlift', [])).toThrow(NoRepDataError);
    expect(ANALYZER_ERRORS.noRepData).toBe('No rep data available. Analysis cannot be completed.');
    try {
      analyzeSession('squat', []);
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('NoRepDataError');
    }
  });
});

describe('analysisInput', () => {
  it('is what recordExerciseAnalysis stores: rep, score and details per rep, the video URL', () => {
    const result = analyzeSession('squat', [rep(), rep({}, 999, 2)]);
    expect(analysisInput(result, '/media/h-abc.webm')).toEqual({
      exerciseType: 'squat',
      repCount: 2,
      averageScore: 92.5,
      repScores: [
        { rep: 1, score: 100, details: [] },
        { rep: 2, score: 85, details: ['Rep too fast (0.9 s, under 1 s): -15'] },
      ],
      videoUrl: '/media/h-abc.webm',
    });
    expect(analysisInput(analyzeSession('plank', []), null)).toEqual({ exerciseType: 'plank', repCount: 0, averageScore: null, repScores: [], videoUrl: null });
  });
});
