// A form analysis posted as a post card, in Chromium against the real stack (issue 21): Ann
// records analyses through the API (a squat with its uploaded video, a deadlift) and posts them;
// Bob, who follows her, sees in his home feed the squat card with its rep count, average score,
// grade and badge variant, the per-rep details folded until he opens them, and the video (not
// fetched until played), and the deadlift card saying plainly that it is not scored. Any console
// error or warning fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { webm } from '@pulse/dev-env/media';
import { launchChromium, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let ann: Member;
let bob: Member;
let page: Page;
const pageErrors: string[] = [];

const SQUAT = {
  exerciseType: 'squat',
  repCount: 3,
  averageScore: 71.7,
  repScores: [
    { rep: 1, score: 90, details: ['Knee angle unsteady (variance 473, over 200): -10'] },
    { rep: 2, score: 80, details: ['Knee angle unsteady (variance 480, over 200): -10', 'Hip angle unsteady (variance 390, over 200): -10'] },
    {
      rep: 3,
      score: 45,
      details: [
        'Rep too fast (0.6 s, under 1 s): -15',
        'Back angle unsteady (variance 140, over 100): -15',
        'Knee angle unsteady (variance 500, over 200): -10',
        'Hip angle unsteady (variance 420, over 200): -10',
        'Back outside 80-100° at the start (70°): -10',
      ],
    },
  ],
};

async function call<T = any>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await gql<T>(stack.graphqlUrl, query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

async function uploadVideo(member: Member): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'exercise-video');
  form.append('file', new Blob([new Uint8Array(webm())], { type: 'video/webm' }), 'squat.webm');
  const res = await fetch(`${stack.url}/api/health/uploads`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.upload.url;
}

async function postAnalysis(member: Member, input: Record<string, unknown>, content: string): Promise<{ postId: string; analysisId: string }> {
  const recorded = await call('mutation($input: ExerciseAnalysisInput!) { recordExerciseAnalysis(input: $input) { id } }', { input }, member.token);
  const analysisId = recorded.recordExerciseAnalysis.id;
  const posted = await call(
    'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
    { input: { content, exerciseAnalysisId: analysisId } },
    member.token,
  );
  return { postId: posted.createPost.id, analysisId };
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  const suffix = Date.now() % 100000;
  ann = await registerMember(stack, { name: 'Ann Squats', username: `ann_sq_${suffix}` });
  bob = await registerMember(stack, { name: 'Bob Reads', username: `bob_rd_${suffix}` });
  await call('mutation($u: ID!) { follow(userId: $u) { id } }', { u: ann.user.id }, bob.token);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), bob.token);
  page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: 'Bob' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('an exercise analysis post card', () => {
  it('shows a follower the squat card: reps, average, grade and badge, folded rep details, the video loaded only when played', async () => {
    const videoUrl = await uploadVideo(ann);
    const squat = await postAnalysis(ann, { ...SQUAT, videoUrl }, 'Leg day squats');
    const deadlift = await postAnalysis(ann, { exerciseType: 'deadlift', repCount: 5 }, 'Deadlifts too');
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(videoUrl)) videoRequests.push(request.url());
    });

    await page.goto(`${stack.url}/`);
    const card = page.locator(`[data-testid="post-card"][data-post-id="${squat.postId}"]`);
    const exercise = card.getByTestId('exercise-card');
    await exercise.waitFor();
    expect(await card.getByTestId('post-content').textContent()).toBe('Leg day squats');
    expect(await exercise.getAttribute('data-exercise')).toBe('squat');
    expect(await exercise.getByTestId('exercise-name').textContent()).toBe('Squat form analysis');
    expect(await exercise.getByTestId('exercise-reps').textContent()).toBe('3 reps');
    expect(await exercise.getByTestId('exercise-average').textContent()).toBe('Average 71.7/100');
    const grade = exercise.getByTestId('exercise-grade');
    expect(await grade.textContent()).toBe('C-');
    // 71.7 is under 80 and at least 60: the spec's secondary badge.
    expect(await grade.getAttribute('data-variant')).toBe('secondary');
    expect(await exercise.getByTestId('exercise-not-scored').count()).toBe(0);

    // The details are folded until asked for, then each rep with its score, grade and details.
    expect(await exercise.getByTestId('exercise-details').count()).toBe(0);
    const toggle = exercise.getByTestId('exercise-details-toggle');
    expect(await toggle.textContent()).toBe('Show rep details (3)');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Opening the details does not open the post (a control inside the card).
    expect(new URL(page.url()).pathname).toBe('/');
    const reps = exercise.getByTestId('exercise-rep');
    await expect.poll(() => reps.count()).toBe(3);
    expect(await reps.getByTestId('exercise-rep-score').allTextContents()).toEqual(['90.0', '80.0', '45.0']);
    expect(await reps.getByTestId('exercise-rep-grade').allTextContents()).toEqual(['A-', 'B-', 'F']);
    const variants = await reps.getByTestId('exercise-rep-grade').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-variant')));
    expect(variants).toEqual(['default', 'default', 'destructive']);
    expect(await reps.nth(1).getByTestId('exercise-rep-detail').allTextContents()).toEqual(SQUAT.repScores[1].details);
    expect(await reps.nth(2).getByTestId('exercise-rep-detail').count()).toBe(5);
    await toggle.click();
    await exercise.getByTestId('exercise-details').waitFor({ state: 'detached' });

    // The video: controls, nothing fetched before it is played.
    const video = exercise.getByTestId('exercise-video');
    expect(await video.getAttribute('src')).toBe(videoUrl);
    expect(await video.getAttribute('preload')).toBe('none');
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    expect(videoRequests).toEqual([]);

    // The deadlift: its reps, and plainly not scored (no average, no badge, no details).
    const other = page.locator(`[data-testid="post-card"][data-post-id="${deadlift.postId}"]`).getByTestId('exercise-card');
    await other.waitFor();
    expect(await other.getByTestId('exercise-name').textContent()).toBe('Deadlift form analysis');
    expect(await other.getByTestId('exercise-reps').textContent()).toBe('5 reps');
    expect(await other.getByTestId('exercise-not-scored').textContent()).toBe('Only squat is scored: Deadlift reps are counted, not scored.');
    expect(await other.getByTestId('exercise-average').count()).toBe(0);
    expect(await other.getByTestId('exercise-grade').count()).toBe(0);
    expect(await other.getByTestId('exercise-details-toggle').count()).toBe(0);
    expect(await other.getByTestId('exercise-video').count()).toBe(0);

    // The single-post view shows the same card.
    await card.getByTestId('post-content').click();
    await page.waitForURL(new RegExp(`/status/${squat.postId}$`));
    await expect.poll(() => page.getByTestId('exercise-card').count()).toBe(1);
    expect(await page.getByTestId('exercise-card').getAttribute('data-exercise')).toBe('squat');
    expect(await page.getByTestId('exercise-grade').textContent()).toBe('C-');

    expect(pageErrors).toEqual([]);
  });
});
