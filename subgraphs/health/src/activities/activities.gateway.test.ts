// importActivity and myActivities through the gateway: a member's uploaded GPX, TCX or FIT
// file becomes an activity with the route numbers worked out by hand below and, when asked,
// a route post created by social as the member (the post's route card data). Another member's
// file is 'File not found'; a broken file names its line; lists are the owner's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { uploadHealthFile } from '../uploads/testing.js';
import { fitFile, gpxFile, northwardRun, tcxFile } from './testing/activity-files.js';

let stack: Stack;
let ann: Member;
let bob: Member;
let admin: Member;
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);

const IMPORT = `mutation($input: ImportActivityInput!) {
  importActivity(input: $input) {
    id source type startedAt duration distance averageSpeed elevationGain pace steps calories
    coordinates { latitude longitude }
    post { id content type routeData { type date duration distance averageSpeed elevationGain steps calories coordinates { latitude longitude } } }
  }
}`;
const MINE = `query($first: Int, $after: String) { myActivities(first: $first, after: $after) { nodes { id type } pageInfo { hasNextPage endCursor } } }`;

async function uploaded(member: Member, name: string, bytes: Uint8Array): Promise<string> {
  const { status, body } = await uploadHealthFile(stack.url, member.token, 'activity', { name, bytes });
  expect(status).toBe(201);
  return body.upload.key as string;
}
const text = (s: string) => new TextEncoder().encode(s);
// Four 0.001° steps north: 4 × 0.111195 km; climbs 10 -> 20 and 19 -> 30 (the 1 m dip is noise).
const run = northwardRun(4, [10, 12, 20, 19, 30]);

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: 'activities-admin@example.com' } });
  [ann, bob, admin] = await Promise.all([registerMember(stack), registerMember(stack), registerMember(stack, { email: 'activities-admin@example.com' })]);
});
afterAll(() => stack?.stop());

describe('importActivity', () => {
  it('imports a GPX file into an activity and a route post made by social as the member', async () => {
    const key = await uploaded(ann, 'morning.gpx', text(gpxFile(run, 'running')));
    const activity = ok(await gql(IMPORT, { input: { fileKey: key, post: true, content: 'Morning loop' } }, ann)).importActivity;
    expect(activity).toMatchObject({
      source: 'gpx',
      type: 'running',
      startedAt: '2026-05-01T07:00:00.000Z',
      duration: 120,
      distance: 0.445,
      averageSpeed: 13.34,
      elevationGain: 20,
      pace: 4.5,
      steps: null,
      calories: null,
    });
    // A straight line: the simplifier keeps its two ends.
    expect(activity.coordinates).toEqual([
      { latitude: 37.77, longitude: -122.45 },
      { latitude: 37.774, longitude: -122.45 },
    ]);
    expect(activity.post).toEqual({
      id: expect.any(String),
      content: 'Morning loop',
      type: 'ROUTE',
      routeData: {
        type: 'running',
        date: '2026-05-01T07:00:00.000Z',
        duration: 120,
        distance: 0.445,
        averageSpeed: 13.34,
        elevationGain: 20,
        steps: null,
        calories: null,
        coordinates: activity.coordinates,
      },
    });
    const [row] = await sql(stack, 'SELECT user_id FROM social.posts WHERE id = $1', [activity.post.id]);
    expect(row.user_id).toBe(ann.user.id);
    // Importing the same file again (a retry) answers the same activity and post.
    const again = ok(await gql(IMPORT, { input: { fileKey: key, post: true } }, ann)).importActivity;
    expect(again.id).toBe(activity.id);
    expect(again.post.id).toBe(activity.post.id);
  });

  it('imports TCX and FIT files with the calories and steps they carry, without a post unless asked', async () => {
    const tcx = ok(await gql(IMPORT, { input: { fileKey: await uploaded(ann, 'ride.tcx', text(tcxFile(run, { sport: 'Biking', calories: 55 }))) } }, ann)).importActivity;
    expect(tcx).toMatchObject({ source: 'tcx', type: 'cycling', calories: 55, steps: null, distance: 0.445, elevationGain: 20, post: null });
    const fitKey = await uploaded(ann, 'run.fit', fitFile(run, { sport: 'running', calories: 77, strides: 300 }));
    const fit = ok(await gql(IMPORT, { input: { fileKey: fitKey, type: 'Trail running', post: true } }, ann)).importActivity;
    expect(fit).toMatchObject({ source: 'fit', type: 'trail running', calories: 77, steps: 600, duration: 120, elevationGain: 20 });
    // No content given: the post says what the file says, nothing more.
    expect(fit.post).toMatchObject({ content: 'Trail running: 0.4 km', routeData: { steps: 600, calories: 77 } });
  });

  it('keeps the heart rate a GPX, TCX or FIT file recorded, on the activity and its route post; a file without one imports as before', async () => {
    const HEART = `mutation($input: ImportActivityInput!) {
      importActivity(input: $input) { id source averageHeartRate maxHeartRate post { routeData { averageHeartRate maxHeartRate } } }
    }`;
    const beating = run.map((p, i) => ({ ...p, heartRate: [120, 140, 150, 160, 155][i] }));
    const files: [string, Uint8Array][] = [
      ['hr.gpx', text(gpxFile(beating))],
      ['hr.tcx', text(tcxFile(beating))],
      ['hr.fit', fitFile(beating)],
    ];
    for (const [name, bytes] of files) {
      const activity = ok(await gql(HEART, { input: { fileKey: await uploaded(ann, name, bytes), post: true } }, ann)).importActivity;
      expect(activity, name).toMatchObject({ averageHeartRate: 145, maxHeartRate: 160, post: { routeData: { averageHeartRate: 145, maxHeartRate: 160 } } });
      const [row] = await sql(stack, 'SELECT average_heart_rate, max_heart_rate FROM health.activities WHERE id = $1', [activity.id]);
      expect(row).toEqual({ average_heart_rate: 145, max_heart_rate: 160 });
    }
    const plain = ok(await gql(HEART, { input: { fileKey: await uploaded(ann, 'plain.fit', fitFile(run)), post: true } }, ann)).importActivity;
    expect(plain).toMatchObject({ source: 'fit', averageHeartRate: null, maxHeartRate: null, post: { routeData: { averageHeartRate: null, maxHeartRate: null } } });
  });

  it("answers 'File not found' for another member's file, an unknown key or a key of another purpose", async () => {
    const bobsKey = await uploaded(bob, 'bob.gpx', text(gpxFile(run)));
    expectError(await gql(IMPORT, { input: { fileKey: bobsKey } }, ann), 'BAD_USER_INPUT', 'File not found', 'fileKey');
    expectError(await gql(IMPORT, { input: { fileKey: bobsKey } }, admin), 'BAD_USER_INPUT', 'File not found', 'fileKey');
    expectError(await gql(IMPORT, { input: { fileKey: 'h-c000000000000000000000000.gpx' } }, ann), 'BAD_USER_INPUT', 'File not found', 'fileKey');
    expect(await sql(stack, 'SELECT count(*)::int AS n FROM health.activities WHERE file_key = $1', [bobsKey])).toEqual([{ n: 0 }]);
  });

  it('says which line of a corrupt GPX broke, and refuses a truncated FIT', async () => {
    const broken = gpxFile(run).replace('<ele>20</ele>', '<ele>20</el>');
    const key = await uploaded(ann, 'broken.gpx', text(broken));
    expectError(await gql(IMPORT, { input: { fileKey: key, post: true } }, ann), 'BAD_USER_INPUT', 'This GPX file could not be read (line 9)', 'fileKey');
    const fit = fitFile(run);
    const short = await uploaded(ann, 'short.fit', fit.slice(0, 60));
    expectError(
      await gql(IMPORT, { input: { fileKey: short } }, ann),
      'BAD_USER_INPUT',
      `This FIT file could not be read (it ends at byte 60 of ${fit.length})`,
      'fileKey',
    );
  });

  it('checks its input: sign-in, lengths, and the post rules social applies', async () => {
    expectError(await gql(IMPORT, { input: { fileKey: 'h-x.gpx' } }), 'UNAUTHENTICATED');
    const key = await uploaded(ann, 'limits.gpx', text(gpxFile(run)));
    expectError(await gql(IMPORT, { input: { fileKey: key, type: 'x'.repeat(51) } }, ann), 'BAD_USER_INPUT', undefined, 'type');
    expectError(
      await gql(IMPORT, { input: { fileKey: key, post: true, content: 'x'.repeat(5001) } }, ann),
      'BAD_USER_INPUT',
      'Content must be at most 5000 characters',
      'content',
    );
    expectError(await gql(IMPORT, { input: { fileKey: 'x'.repeat(65) } }, ann), 'BAD_USER_INPUT', undefined, 'fileKey');
  });
});

describe('myActivities', () => {
  it("lists the owner's activities, latest first, in cursor pages, and nobody else's", async () => {
    const carol = await registerMember(stack);
    const days = [3, 1, 2];
    for (const day of days) {
      const points = run.map((p) => ({ ...p, at: p.at + day * 86_400 }));
      ok(await gql(IMPORT, { input: { fileKey: await uploaded(carol, `day${day}.gpx`, text(gpxFile(points, `day ${day}`))) } }, carol));
    }
    const first = ok(await gql(MINE, { first: 2 }, carol)).myActivities;
    expect(first.nodes.map((n: { type: string }) => n.type)).toEqual(['day 3', 'day 2']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = ok(await gql(MINE, { first: 2, after: first.pageInfo.endCursor }, carol)).myActivities;
    expect(second).toEqual({ nodes: [{ id: expect.any(String), type: 'day 1' }], pageInfo: { hasNextPage: false, endCursor: expect.any(String) } });
    // Privacy: another member, an admin and a forged cursor see none of them.
    for (const other of [bob, admin]) expect(ok(await gql(MINE, {}, other)).myActivities.nodes).toEqual([]);
    expectError(await gql(MINE, {}), 'UNAUTHENTICATED');
    expectError(await gql(MINE, { after: 'bm90LWEtY3Vyc29y' }, carol), 'BAD_USER_INPUT', 'Invalid cursor', 'after');
    expectError(await gql(MINE, { first: 51 }, carol), 'BAD_USER_INPUT', undefined, 'first');
  });
});
