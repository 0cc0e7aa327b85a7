// Limitations and the exercise list through the real gateway: record/end/delete with their
// rules, owner-only privacy, the public catalogue of section 9, limitations shown on the
// exercises they concern, the member's own analyses in pages, and the spec's REST paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, client, expectError, expectOk, members, ok, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
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
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  await stack?.stop();
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
