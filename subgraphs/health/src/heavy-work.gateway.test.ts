// No member can slow another down (issue 18, item 10), shown through the gateway with events,
// not clocks. A member's activity file is held half-read (its stored file is a FIFO the test
// writes only when it chooses): while it is being read, the member's second import is refused
// with RATE_LIMITED, another member's ordinary requests and their own import are answered, and
// the held import is still running (it cannot finish before the test writes the file). Then
// the worst track of the probe (one position repeated, 100,000 times) arrives and is simplified
// on the parse worker: the request thread simplifies no point of it. A burst of long charts is
// held in health by a table lock: one runs, five wait in line, and all are answered.
import { execFileSync } from 'node:child_process';
import { open, unlink } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, LocalDiskStorage } from '@pulse/kit';
import pg from 'pg';
import { client, eventually, expectError, ok, registerMember, sqlAt, startStack, until, type Member, type Stack } from '@pulse/dev-env';
import { uploadHealthFile } from './uploads/testing.js';
import { gpxFile, northwardRun, type FixturePoint } from './activities/testing/activity-files.js';
import { simplifiedHere } from './activities/route-math.js';
import { HEAVY_LIMITS, heavyRunning, heavyWaiting } from './heavy-work.js';

let stack: Stack;
let ann: Member;
let bob: Member;
const gql = (query: string, variables: Record<string, unknown>, member: Member) => client(stack)(query, variables, member.token);

const IMPORT = `mutation($input: ImportActivityInput!) { importActivity(input: $input) { id distance coordinates { latitude longitude } } }`;
const MINE = `query { myActivities(first: 5) { nodes { id } } }`;
const DIARY = `query($date: String!) { foodDiary(date: $date, timezone: "UTC") { date totals { calories } } }`;
const text = (s: string) => new TextEncoder().encode(s);

async function uploaded(member: Member, name: string, bytes: Uint8Array): Promise<string> {
  const { status, body } = await uploadHealthFile(stack.url, member.token, 'activity', { name, bytes });
  expect(status).toBe(201);
  return body.upload.key as string;
}

beforeAll(async () => {
  stack = await startStack();
  [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
});
afterAll(() => stack?.stop());

describe('heavy work beside ordinary requests', () => {
  it("answers another member while one member's file is being read, and refuses that member a second at once", async () => {
    const services = stack.subgraphs.find((s) => s.name === 'health')!.services;
    const storage = createStorage(services.config);
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    // One position repeated: the track that made Douglas-Peucker quadratic on the request thread.
    const still: FixturePoint[] = Array.from({ length: 100_000 }, (_, i) => ({ latitude: 37.77, longitude: -122.45, elevation: 10, at: i }));
    const heldKey = await uploaded(ann, 'still.gpx', text(gpxFile([{ latitude: 37.77, longitude: -122.45, at: 0 }])));
    const secondKey = await uploaded(ann, 'second.gpx', text(gpxFile(northwardRun(3))));
    const bobKey = await uploaded(bob, 'bob.gpx', text(gpxFile(northwardRun(4))));

    // The stored file becomes a pipe: the parse worker's read blocks until the test writes it.
    const path = (storage as LocalDiskStorage).pathOf(heldKey);
    await unlink(path);
    execFileSync('mkfifo', [path]);
    const events: string[] = [];
    const simplifiedBefore = simplifiedHere.points;
    const held = gql(IMPORT, { input: { fileKey: heldKey } }, ann).then((r) => (events.push('ann import answered'), r));
    // Opening the pipe for writing completes when the worker has opened it for reading: the import is running.
    const writer = await open(path, 'w');
    events.push('ann import reading');
    expect(heavyRunning(ann.user.id, 'activity-file')).toBe(1);

    const refused = await gql(IMPORT, { input: { fileKey: secondKey } }, ann);
    const error = expectError(refused, 'RATE_LIMITED', HEAVY_LIMITS['activity-file'].message);
    expect(error.extensions?.retryAfter).toBe(HEAVY_LIMITS['activity-file'].retryAfter);
    events.push('ann second refused');
    // The gateway has learnt that refusal: while Ann's first import still runs, her next one is
    // refused by the gateway itself (429, health's own message), before any work in health.
    const refusedAtGateway = stack.gateway.refusalMemory.refused();
    const third = await gql(IMPORT, { input: { fileKey: secondKey } }, ann);
    expect(third.status).toBe(429);
    expect(expectError(third, 'RATE_LIMITED', HEAVY_LIMITS['activity-file'].message).extensions).toMatchObject({
      retryAfter: HEAVY_LIMITS['activity-file'].retryAfter,
      limit: 'concurrent',
    });
    expect(stack.gateway.refusalMemory.refused()).toBe(refusedAtGateway + 1);
    expect(heavyRunning(ann.user.id, 'activity-file')).toBe(1);

    ok(await gql(DIARY, { date: '2026-11-01' }, bob));
    ok(await gql(MINE, {}, bob));
    events.push('bob answered');
    const bobs = ok(await gql(IMPORT, { input: { fileKey: bobKey } }, bob)).importActivity;
    expect(bobs.coordinates).toHaveLength(2);
    events.push('bob imported');

    await writer.writeFile(gpxFile(still));
    await writer.close();
    const annsActivity = ok(await held).importActivity;
    expect(events).toEqual(['ann import reading', 'ann second refused', 'bob answered', 'bob imported', 'ann import answered']);
    // A track that never moves is its two ends, simplified on the worker: not one point here.
    expect(annsActivity).toMatchObject({
      distance: 0,
      coordinates: [
        { latitude: 37.77, longitude: -122.45 },
        { latitude: 37.77, longitude: -122.45 },
      ],
    });
    expect(simplifiedHere.points).toBe(simplifiedBefore);

    // The place is back, at the gateway too (its memory ended with Ann's first import): her second file imports now.
    expect(heavyRunning(ann.user.id, 'activity-file')).toBe(0);
    expect(ok(await gql(IMPORT, { input: { fileKey: secondKey } }, ann)).importActivity.coordinates).toHaveLength(2);
    expect(stack.gateway.refusalMemory.refused()).toBe(refusedAtGateway + 1);
  }, 120_000);

  it("serves a member's burst of long charts one at a time, in order, refusing none of it", async () => {
    // Six at once: the gateway lets six of a member's requests through, health runs one and
    // lines up five (heavy-work.ts). With two at once and refusals past them, four were refused.
    // The charts' table is locked by the test, so the first chart's query waits there until the
    // test lets go: the burst is all in health, one running and five in line, when it looks.
    const CHART = `query($from: DateTime, $to: DateTime) { heartRate(provider: OURA, from: $from, to: $to) { at bpm } }`;
    const to = new Date('2026-03-08T00:00:00Z');
    const from = new Date(to.getTime() - 7 * 86_400_000);
    const refusedBefore = stack.gateway.refusalMemory.refused();
    const lock = new pg.Client({ connectionString: stack.database.url });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE health.heart_rate_samples IN ACCESS EXCLUSIVE MODE');
      const answers = Promise.all(Array.from({ length: 6 }, () => gql(CHART, { from: from.toISOString(), to: to.toISOString() }, bob)));
      await until(() => heavyWaiting(bob.user.id, 'chart') === 5, 'five charts in line');
      expect(heavyRunning(bob.user.id, 'chart')).toBe(1);
      await lock.query('COMMIT');
      for (const answer of await answers) expect(ok(answer).heartRate).toEqual([]);
    } finally {
      await lock.end();
    }
    expect(stack.gateway.refusalMemory.refused()).toBe(refusedBefore);
    expect(heavyRunning(bob.user.id, 'chart')).toBe(0);
    expect(HEAVY_LIMITS.chart.concurrent + HEAVY_LIMITS.chart.waiting).toBe(stack.config.memberBudget.concurrent);
  });

  it('counts a chart by its points: a day of minute samples is heavy work, an hour is not', async () => {
    const CHART = `query($from: DateTime, $to: DateTime) { heartRate(provider: OURA, from: $from, to: $to) { at bpm } }`;
    const to = new Date('2026-03-09T00:00:00Z');
    const range = (hours: number) => ({ from: new Date(to.getTime() - hours * 3_600_000).toISOString(), to: to.toISOString() });
    // Queries on the chart table waiting for the test's lock: a chart that got that far.
    const waitingOnLock = async () =>
      (await sqlAt(stack.database.url, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%heart_rate_samples%'`))[0]
        .n as number;
    const lock = new pg.Client({ connectionString: stack.database.url });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE health.heart_rate_samples IN ACCESS EXCLUSIVE MODE');
      const hour = gql(CHART, range(1), bob);
      await eventually(async () => (await waitingOnLock()) >= 1, 15_000, 20);
      // The hour's chart reached its query without taking a heavy-work place.
      expect(heavyRunning(bob.user.id, 'chart')).toBe(0);
      const day = gql(CHART, range(24), bob);
      await until(() => heavyRunning(bob.user.id, 'chart') === 1, "the day's chart in its heavy-work place");
      await lock.query('COMMIT');
      expect(ok(await hour).heartRate).toEqual([]);
      expect(ok(await day).heartRate).toEqual([]);
    } finally {
      await lock.end();
    }
    expect(heavyRunning(bob.user.id, 'chart')).toBe(0);
  });
});
