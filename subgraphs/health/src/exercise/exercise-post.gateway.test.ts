// A form analysis posted as a post card, through the real gateway (issue 21): createPost's
// exerciseAnalysisId attaches the author's own analysis (checked and shared by health), every
// refusal a 400 with its field and never a 500; readers of the post (a follower's feed, anyone
// on the post) read the analysis through it; an analysis never posted stays its owner's alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, client, expectError, expectOk, members, ok, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { webm } from '@pulse/dev-env/media';
import { uploadHealthFile } from '../uploads/testing.js';

let stack: Stack;
let storageDir: string;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
const api = restClient(() => stack);

const ANALYSIS = 'id exerciseType repCount averageScore repScores { rep score details } videoUrl';
const RECORD = 'mutation($input: ExerciseAnalysisInput!) { recordExerciseAnalysis(input: $input) { id } }';
const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { id type status exerciseAnalysis { ${ANALYSIS} } } }`;
const POST = `query($id: ID!) { post(id: $id) { id exerciseAnalysis { ${ANALYSIS} } } }`;
const FEED = `{ homeFeed(first: 20) { nodes { id exerciseAnalysis { ${ANALYSIS} } } } }`;
const MINE = '{ myExerciseAnalyses(first: 100) { nodes { id } } }';
const SHARE = 'mutation($id: ID!) { shareExerciseAnalysis(id: $id) { id repCount } }';
const SQUAT = {
  exerciseType: 'squat',
  repCount: 2,
  averageScore: 87.5,
  repScores: [
    { rep: 1, score: 90, details: ['Knee angle unsteady (variance 473, over 200): -10'] },
    { rep: 2, score: 85, details: ['Rep too fast (0.6 s, under 1 s): -15'] },
  ],
};
const NOT_FOUND = 'Exercise analysis not found';
const NOT_YOURS = 'You can only post your own exercise analysis';

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-exercise-post-'));
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', STORAGE_DIR: storageDir } });
  q = client(stack);
  [ann, bob, cat] = await members(stack, 3);
  // Bob follows Ann; Cat follows nobody.
  ok(await q('mutation($u: ID!) { follow(userId: $u) { id } }', { u: ann.user.id }, bob.token));
});
afterAll(async () => {
  await stack?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

const videoOf = async (m: Member) => {
  const { status, body } = await uploadHealthFile(stack.url, m.token, 'exercise-video', { name: 'squat.webm', bytes: webm() });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.upload as { url: string }).url;
};
const analysisOf = async (m: Member, input: Record<string, unknown> = SQUAT): Promise<string> => ok(await q(RECORD, { input }, m.token)).recordExerciseAnalysis.id;
const postWith = (m: Member, exerciseAnalysisId: string, extra: Record<string, unknown> = {}) =>
  q(CREATE, { input: { content: 'My squats today', exerciseAnalysisId, ...extra } }, m.token);

describe('posting an exercise analysis', () => {
  it('attaches the author’s own analysis; the post answers it whole, also over REST', async () => {
    const videoUrl = await videoOf(ann);
    const id = await analysisOf(ann, { ...SQUAT, videoUrl });
    const post = ok(await postWith(ann, id)).createPost;
    expect(post).toMatchObject({ type: 'POST', status: 'POSTED', exerciseAnalysis: { ...SQUAT, id, videoUrl } });
    expect(await sql(stack, 'SELECT exercise_analysis_id FROM social.posts WHERE id = $1', [post.id])).toEqual([{ exercise_analysis_id: id }]);
    expect((await sql(stack, 'SELECT shared_at FROM health.exercise_analyses WHERE id = $1', [id]))[0].shared_at).not.toBeNull();

    // POST /posts takes it too; one analysis may be posted again (a second post, the same card).
    const rest = expectOk(await api('POST', '/posts', { token: ann.token, body: { content: 'Again', exerciseAnalysisId: id } })) as { post: { id: string } };
    expect(ok(await q(POST, { id: rest.post.id }, ann.token)).post.exerciseAnalysis.id).toBe(id);
    // REST posts carry it as GET /exercise lists it, for anyone who may read the post.
    const read = expectOk(await api('GET', `/posts/${rest.post.id}`)) as { post: { exerciseAnalysis: unknown } };
    expect(read.post.exerciseAnalysis).toEqual({ ...SQUAT, id, analysisId: id, videoUrl, createdAt: expect.any(String) });
  });

  it('refuses another member’s analysis, an unknown or deleted one and a wrong post type, each a 400 on exerciseAnalysisId', async () => {
    // Another member's, never posted: not confirmed to exist.
    const bobs = await analysisOf(bob);
    expectError(await postWith(ann, bobs), 'BAD_USER_INPUT', NOT_FOUND, 'exerciseAnalysisId');
    expectError(await postWith(ann, UNKNOWN_ID), 'BAD_USER_INPUT', NOT_FOUND, 'exerciseAnalysisId');
    // Another member's posted one is public with its post: it is named as not theirs.
    ok(await postWith(bob, bobs));
    expectError(await postWith(ann, bobs), 'BAD_USER_INPUT', NOT_YOURS, 'exerciseAnalysisId');
    // A deleted analysis is gone: refused, and a post that carried it shows none.
    const gone = await analysisOf(ann, { exerciseType: 'deadlift', repCount: 3 });
    const carried = ok(await postWith(ann, gone)).createPost;
    await sql(stack, 'DELETE FROM health.exercise_analyses WHERE id = $1', [gone]);
    expectError(await postWith(ann, gone), 'BAD_USER_INPUT', NOT_FOUND, 'exerciseAnalysisId');
    expect(ok(await q(POST, { id: carried.id }, bob.token)).post).toEqual({ id: carried.id, exerciseAnalysis: null });
    // Only a plain post carries one.
    const mine = await analysisOf(ann);
    expectError(await postWith(ann, mine, { type: 'ROUTE' }), 'BAD_USER_INPUT', 'Only a POST can carry an exercise analysis', 'exerciseAnalysisId');
    // Over REST: a 400 naming the field, never a 500; nothing was posted by the refusals.
    const refused = await api('POST', '/posts', { token: ann.token, body: { content: 'x', exerciseAnalysisId: bobs } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'exerciseAnalysisId', message: NOT_YOURS });
    expect(await sql(stack, 'SELECT count(*)::int AS n FROM social.posts WHERE user_id = $1 AND exercise_analysis_id = $2', [ann.user.id, bobs])).toEqual([{ n: 0 }]);
    // Signed out: the composer's words.
    expectError(await q(CREATE, { input: { content: 'x', exerciseAnalysisId: mine } }), 'UNAUTHENTICATED');
  });
});

describe('reading a posted analysis', () => {
  it('a follower reads the card’s analysis in the home feed, and anyone reads it on the post', async () => {
    const videoUrl = await videoOf(ann);
    const id = await analysisOf(ann, { ...SQUAT, videoUrl });
    const post = ok(await postWith(ann, id)).createPost;
    const card = ok(await q(FEED, {}, bob.token)).homeFeed.nodes.find((n: { id: string }) => n.id === post.id);
    expect(card.exerciseAnalysis).toEqual({ ...SQUAT, id, videoUrl });
    // Published posts are public: a stranger and a signed-out reader read it on the post.
    expect(ok(await q(POST, { id: post.id }, cat.token)).post.exerciseAnalysis).toEqual({ ...SQUAT, id, videoUrl });
    expect(ok(await q(POST, { id: post.id })).post.exerciseAnalysis.repCount).toBe(2);
    // It is still Ann's: not in anyone else's list, not theirs to share.
    expect(ok(await q(MINE, {}, bob.token)).myExerciseAnalyses.nodes).not.toContainEqual({ id });
    expectError(await q(SHARE, { id }, bob.token), 'FORBIDDEN', NOT_YOURS);
  });

  it('a stranger reads no analysis that was never posted, nor one on a draft', async () => {
    const unposted = await analysisOf(ann);
    expect(ok(await q(MINE, {}, cat.token)).myExerciseAnalyses.nodes).not.toContainEqual({ id: unposted });
    expectError(await q(SHARE, { id: unposted }, cat.token), 'NOT_FOUND', NOT_FOUND);
    // The public endpoint has no lookup by id: federation's _entities is not part of it.
    const entities = await q('query($r: [_Any!]!) { _entities(representations: $r) { ... on ExerciseAnalysis { id } } }', {
      r: [{ __typename: 'ExerciseAnalysis', id: unposted }],
    });
    expect(entities.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(entities.data ?? null)).not.toContain(unposted);
    // Asked of health itself (zero trust: it decides too), a stranger's reference to it is null.
    const health = stack.subgraphs.find((s) => s.name === 'health')!;
    const direct = async (token?: string) => {
      const res = await fetch(health.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({
          query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on ExerciseAnalysis { id repCount } } }',
          variables: { r: [{ __typename: 'ExerciseAnalysis', id: unposted }] },
        }),
      });
      return (await res.json()) as { data?: { _entities: unknown[] } };
    };
    expect((await direct(cat.token)).data?._entities).toEqual([null]);
    expect((await direct()).data?._entities).toEqual([null]);
    expect((await direct(ann.token)).data?._entities).toEqual([{ id: unposted, repCount: 2 }]);

    // On a draft, only its author sees the post, so only she reads the analysis.
    const onDraft = await analysisOf(ann);
    const draft = ok(await postWith(ann, onDraft, { draft: true })).createPost;
    expect(draft.status).toBe('DRAFT');
    expectError(await q(POST, { id: draft.id }, cat.token), 'NOT_FOUND');
    expect(ok(await q(POST, { id: draft.id }, ann.token)).post.exerciseAnalysis.id).toBe(onDraft);
  });
});
