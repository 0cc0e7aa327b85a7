// The health subgraph's share of a member's data (docs/member-data-subgraphs.md), through a
// whole stack: a meal and a photo analysis, a wearable connected with its key and synced, an
// imported activity, a goal, a calendar entry and preferences, a limitation, an exercise analysis
// with its video and an assistant conversation, all made through the API; then the subgraph's
// own export and erase hooks called as the export job and the erasure reader call them. The
// export holds all of it and the uploaded files, never the wearable's key; erasure leaves no row
// or file of the member (twice is fine) and another member's data untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '@pulse/kit';
import { client, members, ok, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { jpegWithGps, webm } from '@pulse/dev-env/media';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { health } from './index.js';
import { GPX_SAMPLE, uploadHealthFile } from './uploads/testing.js';

const LOG_MEAL = 'mutation($input: LogMealInput!) { logMeal(input: $input) { id } }';
const ANALYZE = 'mutation($input: AnalyzeMealInput!) { analyzeMeal(input: $input) { id } }';
const IMPORT = 'mutation($input: ImportActivityInput!) { importActivity(input: $input) { id } }';
const GOAL = 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }';
const CALENDAR = 'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }';
const PREFERENCES = 'mutation($input: CalendarPreferencesInput!) { updateCalendarPreferences(input: $input) { showMeals } }';
const LIMITATION = 'mutation($input: LimitationInput!) { recordLimitation(input: $input) { id } }';
const EXERCISE = 'mutation($input: ExerciseAnalysisInput!) { recordExerciseAnalysis(input: $input) { id } }';
const START = 'mutation($input: StartAssistantConversationInput) { startAssistantConversation(input: $input) { id } }';
const SEND = 'mutation($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) { id state } }';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
const api = restClient(() => stack);
const tag = Math.random().toString(36).slice(2, 10);
const M = {
  meal: `Ann's porridge ${tag}`,
  goal: `Ann's goal ${tag}`,
  calendar: `Ann's physio ${tag}`,
  limitation: `Ann's knee ${tag}`,
  conversation: `Ann's question ${tag}`,
  message: `How did I sleep, ${tag}?`,
};
const WEARABLE_KEY = 'test_oura_12345';

async function upload(member: Member, purpose: string, file: { name: string; bytes: Uint8Array; type?: string }): Promise<{ key: string; url: string }> {
  const { status, body } = await uploadHealthFile(stack.url, member.token, purpose, file);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.upload;
}

async function syncedWearable(member: Member) {
  const connected = await api('POST', '/wearables/connect', { token: member.token, body: { provider: 'oura', apiKey: WEARABLE_KEY } });
  expect(connected.status, connected.text).toBe(200);
  const sync = await api('POST', '/wearables/sync', { token: member.token, body: { dataTypes: ['steps', 'heartRate'] } });
  expect(sync.status, sync.text).toBe(200);
  for (let i = 0; i < 300; i++) {
    const job = (await api('GET', `/wearables/jobs/${sync.json.jobs[0].id}`, { token: member.token })).json.job;
    if (job.state === 'done') return;
    expect(job.state).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sync did not finish');
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob] = await members(stack, 2);
}, 120_000);
afterAll(() => stack?.stop());

describe('health member data', () => {
  const keys: string[] = [];
  let bobMeal: string;

  beforeAll(async () => {
    ok(await q(LOG_MEAL, { input: { name: M.meal, nutritionalInfo: { calories: 350 }, eatenAt: '2026-11-01T08:00:00Z', private: true } }, ann.token));
    const photo = await upload(ann, 'meal-image', { name: 'lunch.jpg', bytes: await jpegWithGps(), type: 'image/jpeg' });
    ok(await q(ANALYZE, { input: { imageKey: photo.key, foods: [{ name: 'banana', grams: 100 }] } }, ann.token));
    const gpx = await upload(ann, 'activity', { name: 'run.gpx', bytes: new TextEncoder().encode(GPX_SAMPLE) });
    ok(await q(IMPORT, { input: { fileKey: gpx.key, post: false } }, ann.token));
    const video = await upload(ann, 'exercise-video', { name: 'squat.webm', bytes: webm() });
    ok(
      await q(
        EXERCISE,
        { input: { exerciseType: 'squat', repCount: 1, averageScore: 80, repScores: [{ rep: 1, score: 80, details: [] }], videoUrl: video.url } },
        ann.token,
      ),
    );
    keys.push(photo.key, gpx.key, video.key);
    ok(await q(GOAL, { input: { name: M.goal, target: 10000, unit: 'steps' } }, ann.token));
    ok(await q(CALENDAR, { input: { title: M.calendar, startsAt: '2026-12-02T09:00:00Z', endsAt: '2026-12-02T10:00:00Z', kind: 'APPOINTMENT' } }, ann.token));
    ok(await q(PREFERENCES, { input: { showMeals: false } }, ann.token));
    ok(await q(LIMITATION, { input: { kind: 'INJURY', name: M.limitation, severity: 'MILD', notes: 'Sore on stairs' } }, ann.token));
    const conversation = ok(await q(START, { input: { title: M.conversation } }, ann.token)).startAssistantConversation.id;
    ok(await q(SEND, { input: { conversationId: conversation, message: M.message, waitForReply: true } }, ann.token));
    await syncedWearable(ann);
    await syncedWearable(bob);
    bobMeal = ok(await q(LOG_MEAL, { input: { name: 'Bob’s eggs', nutritionalInfo: { calories: 300 }, eatenAt: '2026-11-01T08:00:00Z', private: true } }, bob.token))
      .logMeal.id;
  }, 180_000);

  it('exports every capability’s data and the uploaded files, never the wearable’s key', async () => {
    const { json, files, text } = await exportMember(health, servicesOf(stack, 'health'), ann.user.id);
    expect(json.meals).toMatchObject({ meals: [{ name: M.meal, private: true }], analyses: [{ imageFile: `health/uploads/files/${keys[0]}` }] });
    expect(json.activities).toMatchObject({ activities: [{ source: 'gpx', importedFile: `health/uploads/files/${keys[1]}` }] });
    expect(json.exercise).toMatchObject({ analyses: [{ exerciseType: 'squat', videoFile: `health/uploads/files/${keys[2]}` }] });
    expect(json.goals).toMatchObject({ goals: [{ name: M.goal }] });
    expect(json.calendar).toMatchObject({ entries: [{ title: M.calendar }], preferences: { showMeals: false } });
    expect(json.limitations).toMatchObject({ limitations: [{ name: M.limitation }] });
    expect(json.assistant).toMatchObject({
      conversations: [{ title: M.conversation, messages: expect.arrayContaining([expect.objectContaining({ content: M.message })]) }],
    });
    const wearables = json.wearables as { connections: Record<string, unknown>[]; days: unknown[]; syncJobs: unknown[] };
    expect(wearables.connections).toEqual([expect.objectContaining({ provider: 'oura', mode: 'sandbox' })]);
    expect(wearables.days.length).toBeGreaterThan(0);
    expect(wearables.syncJobs.length).toBe(1);
    expect(Object.keys(files).sort()).toEqual(keys.map((k) => `health/uploads/files/${k}`).sort());
    expect(files[`health/uploads/files/${keys[1]}`].toString('utf8')).toBe(GPX_SAMPLE);
    for (const secret of [WEARABLE_KEY, '12345', 'keyCipher', 'keyHint']) expect(text).not.toContain(secret);
    expect(text).not.toContain(bobMeal);
  });

  it('erases every row and file of the member, twice without harm, and leaves another member’s data', async () => {
    const services = servicesOf(stack, 'health');
    await eraseMember(health, services, ann.user.id);
    await eraseMember(health, services, ann.user.id);
    for (const marker of [ann.user.id, ...Object.values(M), ...keys]) expect(await schemaHolding(stack, 'health', marker), marker).toEqual([]);
    const storage = createStorage(services.config);
    for (const key of keys) expect(await storage.stat(key), key).toBeNull();
    expect(await sql(stack, 'SELECT id FROM health.meals WHERE owner_id = $1', [bob.user.id])).toEqual([{ id: bobMeal }]);
    expect(await sql(stack, 'SELECT count(*)::int AS n FROM health.wearable_days WHERE owner_id = $1', [bob.user.id])).not.toEqual([{ n: 0 }]);
    const again = await exportMember(health, services, ann.user.id);
    expect(again.files).toEqual({});
    expect(again.json.meals).toEqual({ meals: [], analyses: [] });
  });
});
