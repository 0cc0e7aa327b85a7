// Limitations and the exercise list through the real gateway: record/end/delete with their
// rules, owner-only privacy, the public catalogue of section 9, limitations shown on the
// exercises they concern, the member's own analyses in pages, recording an analysis with its
// uploaded video (every refusal a 400 with its field, never a 500), and the spec's REST paths.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, client, expectError, expectFailure, expectOk, members, ok, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { download, jpegWithGps, mp4, webm } from '@pulse/dev-env/media';
import { uploadHealthFile } from '../uploads/testing.js';

let stack: Stack;
let storageDir: string;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
const api = restClient(() => stack);

const LIMITATION = 'id kind name bodyPart severity notes affects startedOn endedOn';
const RECORD = `mutation($input: LimitationInput!) { recordLimitation(input: $input) { ${LIMITATION} } }`;
const END = `mutation($id: ID!, $endedOn: String) { endLimitation(id: $id, endedOn: $endedOn) { ${LIMITATION} } }`;
const DELETE = 'mutation($id: ID!) { deleteLimitation(id: $id) }';
const MINE = `{ myLimitations { ${LIMITATION} } }`;
const CATALOGUE = '{ exerciseCatalogue { id name scored bodyParts limitations { id } } }';
const ANALYSES =
  'query($first: Int, $after: String) { myExerciseAnalyses(first: $first, after: $after) { nodes { id exerciseType repCount averageScore repScores { rep score details } } pageInfo { hasNextPage endCursor } } }';

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-exercise-'));
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', STORAGE_DIR: storageDir } });
  q = client(stack);
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  await stack?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

const record = async (m: Member, input: Record<string, unknown>) => ok(await q(RECORD, { input }, m.token)).recordLimitation;

describe('exerciseCatalogue', () => {
  it('lists section 9’s eight exercises to anyone, only squat scored', async () => {
    const list = ok(await q(CATALOGUE)).exerciseCatalogue;
    expect(list.map((e: { id: string }) => e.id)).toEqual(['squat', 'deadlift', 'bench', 'lunge', 'push_up', 'pull_up', 'dip', 'plank']);
    expect(list.filter((e: { scored: boolean }) => e.scored).map((e: { id: string }) => e.id)).toEqual(['squat']);
    expect(list.every((e: { limitations: unknown[] }) => e.limitations.length === 0)).toBe(true);
  });
});

describe('limitations', () => {
  it('records, lists, ends and deletes the caller’s own limitations, shown on the exercises they concern', async () => {
    const knee = await record(ann, { kind: 'INJURY', name: ' Sprained knee ', bodyPart: 'Knee', severity: 'MODERATE', startedOn: '2026-01-10' });
    expect(knee).toMatchObject({
      kind: 'INJURY',
      name: 'Sprained knee',
      bodyPart: 'Knee',
      severity: 'MODERATE',
      affects: [],
      startedOn: '2026-01-10',
      endedOn: null,
      notes: '',
    });
    const asthma = await record(ann, { kind: 'CONDITION', name: 'Asthma', severity: 'MILD', affects: ['plank', 'plank', 'pull_up'], notes: 'Inhaler before' });
    expect(asthma.affects).toEqual(['plank', 'pull_up']);

    const catalogue = ok(await q(CATALOGUE, {}, ann.token)).exerciseCatalogue;
    const on = (id: string) => catalogue.find((e: { id: string }) => e.id === id).limitations.map((l: { id: string }) => l.id);
    // By body part (none listed): the knee shows on squat and lunge and deadlift, not on bench.
    expect(on('squat')).toEqual([knee.id]);
    expect(on('lunge')).toEqual([knee.id]);
    expect(on('bench')).toEqual([]);
    // By exercise: only the ones listed.
    expect(on('plank')).toEqual([asthma.id]);
    expect(on('pull_up')).toEqual([asthma.id]);
    // Another member sees none of them.
    expect(ok(await q(CATALOGUE, {}, bob.token)).exerciseCatalogue.every((e: { limitations: unknown[] }) => e.limitations.length === 0)).toBe(true);

    const ended = ok(await q(END, { id: knee.id, endedOn: '2026-02-01' }, ann.token)).endLimitation;
    expect(ended.endedOn).toBe('2026-02-01');
    // Ended: no longer on the exercises, still in the history (lasting ones first).
    expect(ok(await q(CATALOGUE, {}, ann.token)).exerciseCatalogue.find((e: { id: string }) => e.id === 'squat').limitations).toEqual([]);
    expect(ok(await q(MINE, {}, ann.token)).myLimitations.map((l: { id: string }) => l.id)).toEqual([asthma.id, knee.id]);

    expect(ok(await q(DELETE, { id: knee.id }, ann.token)).deleteLimitation).toBe(knee.id);
    expect(ok(await q(MINE, {}, ann.token)).myLimitations.map((l: { id: string }) => l.id)).toEqual([asthma.id]);
  });

  it('refuses bad limitations and an end before the start', async () => {
    const base = { kind: 'INJURY', name: 'Wrist', severity: 'MILD' };
    expectError(await q(RECORD, { input: { ...base, name: ' ' } }, ann.token), 'BAD_USER_INPUT', 'Name is required', 'name');
    expectError(
      await q(RECORD, { input: { ...base, affects: ['yoga'] } }, ann.token),
      'BAD_USER_INPUT',
      'Affected exercises must be among squat, deadlift, bench, lunge, push_up, pull_up, dip, plank',
      'affects',
    );
    expectError(await q(RECORD, { input: { ...base, startedOn: '01/02/2026' } }, ann.token), 'BAD_USER_INPUT', 'Date must be a calendar date (YYYY-MM-DD)', 'startedOn');
    expectError(await q(RECORD, { input: { ...base, startedOn: '2999-01-01' } }, ann.token), 'BAD_USER_INPUT', 'The start date cannot be in the future', 'startedOn');
    expectError(await q(RECORD, { input: { ...base, notes: 'n'.repeat(2001) } }, ann.token), 'BAD_USER_INPUT', undefined, 'notes');
    const wrist = await record(ann, { ...base, startedOn: '2026-03-01' });
    expectError(await q(END, { id: wrist.id, endedOn: '2026-02-28' }, ann.token), 'BAD_USER_INPUT', 'The end date cannot be before the start date', 'endedOn');
    expectError(await q(RECORD, { input: base }), 'UNAUTHENTICATED');
  });

  it('keeps limitations private: another member’s is NOT_FOUND and never listed', async () => {
    const back = await record(ann, { kind: 'CONDITION', name: 'Back pain', severity: 'SEVERE', bodyPart: 'lower back' });
    expectError(await q(END, { id: back.id }, bob.token), 'NOT_FOUND', 'Limitation not found');
    expectError(await q(DELETE, { id: back.id }, bob.token), 'NOT_FOUND', 'Limitation not found');
    expectError(await q(DELETE, { id: UNKNOWN_ID }, ann.token), 'NOT_FOUND');
    expect(ok(await q(MINE, {}, bob.token)).myLimitations).toEqual([]);
    expectError(await q(MINE, {}), 'UNAUTHENTICATED');
  });
});

describe('myExerciseAnalyses', () => {
  it('pages the caller’s own analyses newest first (rows as the form analyzer writes them)', async () => {
    const [cat] = await members(stack, 1);
    for (let i = 0; i < 3; i++) {
      await sql(
        stack,
        `insert into health.exercise_analyses (id, owner_id, analysis_id, exercise_type, rep_count, average_score, rep_scores, created_at)
         values ($1, $2, $3, 'squat', 3, $4, $5, now() - ($6 || ' minutes')::interval)`,
        [`c${String(i).repeat(24)}`, cat.user.id, `a${i}`, 80 + i, JSON.stringify([{ rep: 1, score: 80 + i, details: ['Knees tracked over toes'] }]), String(10 - i)],
      );
    }
    const first = ok(await q(ANALYSES, { first: 2 }, cat.token)).myExerciseAnalyses;
    expect(first.nodes.map((n: { averageScore: number }) => n.averageScore)).toEqual([82, 81]);
    expect(first.nodes[0].repScores).toEqual([{ rep: 1, score: 82, details: ['Knees tracked over toes'] }]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = ok(await q(ANALYSES, { first: 2, after: first.pageInfo.endCursor }, cat.token)).myExerciseAnalyses;
    expect(second.nodes.map((n: { averageScore: number }) => n.averageScore)).toEqual([80]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(ok(await q(ANALYSES, {}, bob.token)).myExerciseAnalyses.nodes).toEqual([]);
    expectError(await q(ANALYSES, { after: 'garbage' }, cat.token), 'BAD_USER_INPUT', 'Invalid cursor', 'after');
    expectError(await q(ANALYSES, {}), 'UNAUTHENTICATED');

    const list = expectOk(await api('GET', '/exercise', { token: cat.token }));
    expect(list.exercises).toHaveLength(8);
    expect(list.analyses.map((a: { analysisId: string }) => a.analysisId)).toEqual(['a2', 'a1', 'a0']);
  });
});

describe('REST', () => {
  it('POST /limitations records one; GET /exercise shows it on the exercises it concerns', async () => {
    const [dee] = await members(stack, 1);
    const made = expectOk(
      await api('POST', '/limitations', { token: dee.token, body: { kind: 'injury', name: 'Shoulder strain', severity: 'mild', bodyPart: 'shoulder' } }),
    ).limitation;
    expect(made).toMatchObject({ kind: 'INJURY', severity: 'MILD', name: 'Shoulder strain', endedOn: null });
    const list = expectOk(await api('GET', '/exercise', { token: dee.token }));
    const bench = list.exercises.find((e: { id: string }) => e.id === 'bench');
    expect(bench.limitations.map((l: { id: string }) => l.id)).toEqual([made.id]);
    expect(list.analyses).toEqual([]);
    const bad = await api('POST', '/limitations', { token: dee.token, body: { kind: 'injury', name: 'x', severity: 'awful' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'severity' });
    expect((await api('GET', '/exercise')).status).toBe(401);
  });
});

const ANALYSIS = 'id analysisId exerciseType repCount averageScore repScores { rep score details } videoUrl createdAt';
const RECORD_ANALYSIS = `mutation($input: ExerciseAnalysisInput!) { recordExerciseAnalysis(input: $input) { ${ANALYSIS} } }`;
const NOT_OUR_VIDEO = 'The video must be one you uploaded to Pulse: its /media/... URL from POST /api/health/uploads (purpose exercise-video)';
const SQUAT = {
  exerciseType: 'squat',
  repCount: 2,
  averageScore: 87.5,
  repScores: [
    { rep: 1, score: 90, details: ['Knee angle unsteady (variance 473, over 200): -10'] },
    { rep: 2, score: 85, details: ['Rep too fast (0.6 s, under 1 s): -15'] },
  ],
};
const analysesOf = async (m: Member) => ok(await q(ANALYSES, { first: 100 }, m.token)).myExerciseAnalyses.nodes.map((n: { id: string }) => n.id);
const videoOf = async (m: Member, bytes: Uint8Array = webm(), name = 'squat.webm') => {
  const { status, body } = await uploadHealthFile(stack.url, m.token, 'exercise-video', { name, bytes });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.upload as { key: string; url: string; contentType: string; purpose: string };
};

describe('recordExerciseAnalysis', () => {
  it('stores a squat analysis with the video the member uploaded, lists it to its owner and serves the video', async () => {
    const [eve] = await members(stack, 1);
    const video = await videoOf(eve);
    expect(video).toMatchObject({ purpose: 'exercise-video', contentType: 'video/webm', url: `/media/${video.key}` });
    const made = ok(await q(RECORD_ANALYSIS, { input: { ...SQUAT, videoUrl: video.url } }, eve.token)).recordExerciseAnalysis;
    expect(made).toEqual({ ...SQUAT, id: made.id, analysisId: made.id, videoUrl: video.url, createdAt: expect.any(String) });
    expect(await analysesOf(eve)).toEqual([made.id]);
    expect(await sql(stack, 'SELECT owner_id, rep_count, average_score FROM health.exercise_analyses WHERE id = $1', [made.id])).toEqual([
      { owner_id: eve.user.id, rep_count: 2, average_score: 87.5 },
    ]);
    // The video plays back (a posted result card shows it): served by its key, seekable.
    const served = await download(`${stack.url}${video.url}`, { range: 'bytes=0-3' });
    expect(served.res.status).toBe(206);
    expect(served.res.headers.get('content-type')).toBe('video/webm');
    // An MP4 too; the average may be unrounded or rounded to one decimal; details are trimmed and blank ones dropped.
    const clip = await videoOf(eve, mp4(), 'squat.mp4');
    expect(clip.contentType).toBe('video/mp4');
    const rounded = ok(
      await q(
        RECORD_ANALYSIS,
        {
          input: {
            exerciseType: 'squat',
            repCount: 3,
            averageScore: 96.7,
            repScores: [
              { rep: 1, score: 100, details: [' ', ''] },
              { rep: 2, score: 100 },
              { rep: 3, score: 90, details: ['  Knees went below 90° (lowest 85°): -5  ', 'Back left 70-110° during the rep (65°): -1'] },
            ],
            videoUrl: clip.url,
          },
        },
        eve.token,
      ),
    ).recordExerciseAnalysis;
    expect(rounded.repScores.map((r: { details: string[] }) => r.details)).toEqual([
      [],
      [],
      ['Knees went below 90° (lowest 85°): -5', 'Back left 70-110° during the rep (65°): -1'],
    ]);
    expect(await analysesOf(eve)).toEqual([rounded.id, made.id]);
  });

  it('stores the exercises that are not scored with their rep count and no score, a video optional', async () => {
    const [fay] = await members(stack, 1);
    const deadlift = ok(await q(RECORD_ANALYSIS, { input: { exerciseType: 'deadlift', repCount: 5 } }, fay.token)).recordExerciseAnalysis;
    expect(deadlift).toMatchObject({ exerciseType: 'deadlift', repCount: 5, averageScore: null, repScores: [], videoUrl: null });
    const plank = ok(await q(RECORD_ANALYSIS, { input: { exerciseType: 'plank', repCount: 0, averageScore: null, repScores: [], videoUrl: '' } }, fay.token));
    expect(plank.recordExerciseAnalysis).toMatchObject({ exerciseType: 'plank', repCount: 0, averageScore: null, videoUrl: null });
    // The most a squat may hold: 500 reps, each with 10 details of 120 characters.
    const reps = Array.from({ length: 500 }, (_, i) => ({ rep: i + 1, score: 80, details: Array.from({ length: 10 }, (_, d) => `d${d}`.padEnd(120, '.')) }));
    const big = ok(await q(RECORD_ANALYSIS, { input: { exerciseType: 'squat', repCount: 500, averageScore: 80, repScores: reps } }, fay.token)).recordExerciseAnalysis;
    expect(big.repScores).toHaveLength(500);
  });

  it('refuses each bad input with BAD_USER_INPUT, its field and a clear message, storing nothing', async () => {
    const [gus] = await members(stack, 1);
    const bad = async (input: Record<string, unknown>, message: string | undefined, field: string) => {
      const r = await q(RECORD_ANALYSIS, { input }, gus.token);
      expect(r.status, JSON.stringify(r)).toBeLessThan(500);
      expectError(r, 'BAD_USER_INPUT', message, field);
    };
    const squat = (changes: Record<string, unknown>) => ({ ...SQUAT, ...changes });
    const scores = (n: number, score = 80) => Array.from({ length: n }, (_, i) => ({ rep: i + 1, score }));

    await bad(squat({ exerciseType: 'yoga' }), 'Exercise type must be one of squat, deadlift, bench, lunge, push_up, pull_up, dip, plank', 'exerciseType');
    await bad(squat({ exerciseType: 'x'.repeat(21) }), 'Exercise type must be one of squat, deadlift, bench, lunge, push_up, pull_up, dip, plank', 'exerciseType');
    await bad(squat({ repCount: -1 }), 'Rep count cannot be negative', 'repCount');
    await bad(squat({ repCount: 501 }), 'At most 500 reps per analysis', 'repCount');
    await bad({ exerciseType: 'deadlift', repCount: 100_000 }, 'At most 500 reps per analysis', 'repCount');
    await bad(squat({ averageScore: 100.5 }), 'Scores must be between 0 and 100', 'averageScore');
    await bad(squat({ averageScore: -1 }), 'Scores must be between 0 and 100', 'averageScore');
    await bad(squat({ repScores: [{ rep: 1, score: 101 }, SQUAT.repScores[1]] }), 'Scores must be between 0 and 100', 'repScores.score');
    await bad(squat({ repScores: [{ rep: 0, score: 90 }, SQUAT.repScores[1]] }), 'rep must be between 1 and 500', 'repScores.rep');
    // Not a whole number: GraphQL's own Int refuses it, before any rule.
    expectError(await q(RECORD_ANALYSIS, { input: squat({ repScores: [{ rep: 1.5, score: 90 }, SQUAT.repScores[1]] }) }, gus.token), 'BAD_USER_INPUT');
    await bad(squat({ repCount: 501, averageScore: 80, repScores: scores(501) }), 'At most 500 reps per analysis', 'repCount');
    await bad({ exerciseType: 'squat', repCount: 500, averageScore: 80, repScores: scores(501) }, 'At most 500 reps per analysis', 'repScores');
    await bad(
      squat({ repScores: [{ rep: 1, score: 90, details: Array.from({ length: 11 }, () => 'x') }, SQUAT.repScores[1]] }),
      'At most 10 details per rep',
      'repScores.details',
    );
    // A detail past 120 characters is refused at the gateway's edge, with the rule's own words.
    const long = await q(RECORD_ANALYSIS, { input: squat({ repScores: [{ rep: 1, score: 90, details: ['x'.repeat(121)] }, SQUAT.repScores[1]] }) }, gus.token);
    expect(long.status).toBe(400);
    expect(long.errors![0]).toMatchObject({ message: 'Each detail must be at most 120 characters', extensions: { code: 'BAD_USER_INPUT', reason: 'TOO_LONG' } });

    // Across fields: only squat is scored, one score per rep numbered in order, the average their mean.
    await bad(squat({ repCount: 0, averageScore: null, repScores: [] }), 'No rep data available. Analysis cannot be completed.', 'repCount');
    await bad(squat({ repCount: 3 }), 'A squat analysis needs one score per rep: 3 reps, 2 scores', 'repScores');
    await bad(squat({ repScores: [SQUAT.repScores[1], SQUAT.repScores[0]] }), 'Rep scores must be numbered 1 to 2 in order', 'repScores');
    await bad(squat({ averageScore: null }), 'A squat analysis needs its average score', 'averageScore');
    await bad(squat({ averageScore: 90 }), 'The average score must be the mean of the rep scores (87.5)', 'averageScore');
    await bad(squat({ averageScore: 87.56 }), 'The average score must be the mean of the rep scores (87.5)', 'averageScore');
    await bad({ exerciseType: 'deadlift', repCount: 2, averageScore: 80 }, 'Only squat is scored: leave averageScore empty for deadlift', 'averageScore');
    await bad({ exerciseType: 'lunge', repCount: 2, repScores: scores(2) }, 'Only squat is scored: send no rep scores for lunge', 'repScores');

    // Only the member's own exercise videos.
    const mine = await videoOf(gus);
    const theirs = await videoOf(bob);
    const photo = await uploadHealthFile(stack.url, gus.token, 'meal-image', { name: 'lunch.jpg', bytes: await jpegWithGps() });
    for (const videoUrl of [
      'https://videos.example.com/squat.mp4',
      `${stack.url}${mine.url}`,
      `/media/${mine.key}?x=1`,
      '/media/p-c0000000000000000000000000.mp4',
      '/media/../../etc/passwd',
      'javascript:alert(1)',
      'v'.repeat(2049),
    ]) {
      await bad(squat({ videoUrl }), NOT_OUR_VIDEO, 'videoUrl');
    }
    await bad(squat({ videoUrl: theirs.url }), NOT_OUR_VIDEO, 'videoUrl');
    await bad(squat({ videoUrl: photo.body.upload.url }), NOT_OUR_VIDEO, 'videoUrl');
    await bad(squat({ videoUrl: '/media/h-c0000000000000000000000000.webm' }), NOT_OUR_VIDEO, 'videoUrl');
    expect(await analysesOf(gus)).toEqual([]);
    expect(ok(await q(RECORD_ANALYSIS, { input: { ...SQUAT, videoUrl: mine.url } }, gus.token)).recordExerciseAnalysis.videoUrl).toBe(mine.url);
  });

  it("refuses a file that is not a video as the analyzer's upload, with the spec's message", async () => {
    const text = await uploadHealthFile(stack.url, ann.token, 'exercise-video', { name: 'squat.mp4', bytes: Buffer.from('not a video at all'), type: 'video/mp4' });
    expect(text).toEqual({ status: 400, body: { message: 'Please select a valid video file.', code: 'BAD_USER_INPUT', field: 'file' } });
    const image = await uploadHealthFile(stack.url, ann.token, 'exercise-video', { name: 'squat.webm', bytes: await jpegWithGps() });
    expect(image.body.message).toBe('Please select a valid video file.');
  });

  it('keeps analyses to their owner: another member never sees them, and the signed-out are refused', async () => {
    const [hal] = await members(stack, 1);
    const made = ok(await q(RECORD_ANALYSIS, { input: SQUAT }, hal.token)).recordExerciseAnalysis;
    expect(await analysesOf(hal)).toEqual([made.id]);
    expect(await analysesOf(bob)).not.toContain(made.id);
    const bobs = expectOk(await api('GET', '/exercise', { token: bob.token }));
    expect(bobs.analyses.map((a: { id: string }) => a.id)).not.toContain(made.id);
    expectError(await q(RECORD_ANALYSIS, { input: SQUAT }), 'UNAUTHENTICATED');
    expectError(await q(RECORD_ANALYSIS, { input: SQUAT }, 'not-a-token'), 'UNAUTHENTICATED');
    const anonymous = await api('POST', '/exercise/analyze', { body: { exercise_type: 'deadlift', rep_count: 1 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /exercise/analyze', () => {
  it("stores the spec's snake_case result and answers analysis_id; GET /exercise lists it", async () => {
    const [ida] = await members(stack, 1);
    const video = await videoOf(ida);
    const body = {
      exercise_type: 'squat',
      rep_count: 2,
      average_score: 87.5,
      rep_scores: SQUAT.repScores,
      video_url: video.url,
    };
    const answer = expectOk(await api('POST', '/exercise/analyze', { token: ida.token, body }));
    expect(answer).toEqual({
      analysis_id: answer.analysis.id,
      analysis: {
        id: answer.analysis.id,
        analysisId: answer.analysis.id,
        exerciseType: 'squat',
        repCount: 2,
        averageScore: 87.5,
        repScores: SQUAT.repScores,
        videoUrl: video.url,
        createdAt: expect.any(String),
      },
    });
    // The names GET /exercise answers are read too.
    const camel = expectOk(await api('POST', '/exercise/analyze', { token: ida.token, body: { exerciseType: 'plank', repCount: 0 } }));
    const list = expectOk(await api('GET', '/exercise', { token: ida.token }));
    expect(list.analyses.map((a: { analysisId: string }) => a.analysisId)).toEqual([camel.analysis_id, answer.analysis_id]);
  });

  it('refuses a bad body with 400, naming the field as the client sent it', async () => {
    const [jo] = await members(stack, 1);
    const post = (body: unknown) => api('POST', '/exercise/analyze', { token: jo.token, body });
    const spec = { exercise_type: 'squat', rep_count: 2, average_score: 87.5, rep_scores: SQUAT.repScores };
    expectFailure(await post({ ...spec, exercise_type: 'yoga' }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'exercise_type',
      message: 'Exercise type must be one of squat, deadlift, bench, lunge, push_up, pull_up, dip, plank',
    });
    expect((await post({ rep_count: 1 })).json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'exercise_type' });
    expect((await post({ ...spec, rep_count: 'many' })).json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rep_count', message: 'Rep count must be a whole number' });
    expect((await post({ ...spec, average_score: 90 })).json).toMatchObject({
      field: 'average_score',
      message: 'The average score must be the mean of the rep scores (87.5)',
    });
    expect((await post({ ...spec, rep_scores: [{ rep: 1, score: 'high' }] })).json).toMatchObject({ field: 'rep_scores', message: 'Scores must be between 0 and 100' });
    expect((await post({ ...spec, rep_count: 0, average_score: null, rep_scores: [] })).json).toMatchObject({
      field: 'rep_count',
      message: 'No rep data available. Analysis cannot be completed.',
    });
    expect(
      (await post({ exerciseType: 'squat', repCount: 1, averageScore: 50, repScores: [{ rep: 1, score: 50 }], videoUrl: 'https://x.example/v.mp4' })).json,
    ).toMatchObject({
      field: 'videoUrl',
      message: NOT_OUR_VIDEO,
    });
    // The video's owner is checked by the operation: a well-formed URL of nobody's upload.
    const unknown = await post({ ...spec, video_url: '/media/h-c0000000000000000000000000.webm' });
    expect([unknown.status, unknown.json.code, unknown.json.message]).toEqual([400, 'BAD_USER_INPUT', NOT_OUR_VIDEO]);
    for (const body of [null, [], 'squat', { rep_scores: 'x'.repeat(70_000) }])
      expect((await api('POST', '/exercise/analyze', { token: jo.token, body })).status).toBe(400);
    expect(expectOk(await api('GET', '/exercise', { token: jo.token })).analyses).toEqual([]);
  });
});
