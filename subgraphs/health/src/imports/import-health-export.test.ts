// importHealthExport against the health subgraph on a real database: the export is uploaded
// through the real upload route (POST /media, which the gateway serves as /api/health/uploads),
// the durable job runs on pg-boss and writes wearable_days and heart_rate_samples through
// wearables/store.ts; a truncated export fails the job with its position and keeps the days
// written before; bad inputs, another member's file and a second import at once are refused.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsReady, newId, type RunningSubgraph } from '@pulse/kit';
import { gql, startTestSubgraph, testConfig, type TestDatabase } from '@pulse/dev-env';
import { configSpec } from '../config.js';
import { health } from '../index.js';
import { importAppleExport } from './apple.js';
import { writeAppleExport } from './generators/apple-export.mjs';
import { writeSamsungExport } from './generators/samsung-export.mjs';
import { importSamsungExport } from './samsung.js';
import { collectingSink } from './testing.js';
import { createZipWriter } from './generators/zip-writer.mjs';
import { openZip } from './zip.js';
import { importWorkoutRoutes } from './routes.js';
import { WearableProvider } from '../wearables/devices.js';
import type { ExportWorkout } from './types.js';
import { parseActivity } from '../activities/formats.js';
import { buildActivity } from '../activities/build-activity.js';

let subgraph: RunningSubgraph & { database: TestDatabase };
const dir = mkdtempSync(join(tmpdir(), 'health-import-'));

beforeAll(async () => {
  subgraph = await startTestSubgraph(health, { config: testConfig(configSpec, { STORAGE_DIR: join(dir, 'storage') }) });
  await jobsReady(subgraph.services);
}, 60_000);

afterAll(async () => {
  await subgraph?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function member() {
  const id = newId();
  const { token } = await subgraph.services.tokens.issue({ userId: id, sessionId: newId(), role: 'member' });
  return { id, token };
}
type Member = Awaited<ReturnType<typeof member>>;

/** The real upload route, multipart with the purpose before the file. */
async function upload(who: Member, path: string, name: string, purpose = 'export'): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([readFileSync(path)]), name);
  const res = await fetch(new URL('/media', subgraph.url), { method: 'POST', headers: { authorization: `Bearer ${who.token}` }, body: form });
  const body = (await res.json()) as { upload?: { key: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.upload!.key;
}

const IMPORT = 'mutation($input: ImportHealthExportInput!) { importHealthExport(input: $input) { id provider kind state progress } }';
const JOB = 'query($id: ID!) { syncJob(id: $id) { id state progress records error } }';
const call = (query: string, variables: Record<string, unknown>, who: Member) => gql(subgraph.url, query, variables, who.token);

async function data<T = any>(query: string, variables: Record<string, unknown>, who: Member): Promise<T> {
  const r = await call(query, variables, who);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

function failure(r: Awaited<ReturnType<typeof call>>) {
  expect(r.errors, JSON.stringify(r.data)).toBeDefined();
  const [e] = r.errors!;
  return { message: e.message, code: e.extensions?.code, field: e.extensions?.field };
}

async function finished(who: Member, id: string) {
  for (let i = 0; i < 600; i++) {
    const { syncJob } = await data<{ syncJob: { state: string; error: string | null; records: number; progress: number } }>(JOB, { id }, who);
    if (syncJob.state === 'DONE' || syncJob.state === 'FAILED') return syncJob;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the import did not finish');
}

async function query<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: subgraph.database.url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

const storedDays = (owner: string, provider: string) =>
  query<{ day: string; steps: number | null; sleep_minutes: number | null; heart_rate: number | null }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, steps, sleep_minutes, heart_rate FROM health.wearable_days WHERE owner_id = $1 AND provider = $2 ORDER BY day`,
    [owner, provider],
  );

describe('importHealthExport', () => {
  it('imports an Apple Health export.zip into the member’s days and minute heart rate', async () => {
    const ann = await member();
    const path = join(dir, 'export.zip');
    await writeAppleExport({ path, days: 20, seed: 11, startDay: '2024-05-01' });
    const fileKey = await upload(ann, path, 'export.zip');
    const { importHealthExport: job } = await data(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, ann);
    expect(job).toMatchObject({ provider: 'APPLE_WATCH', kind: 'apple-import', state: 'QUEUED' });
    const done = await finished(ann, job.id);
    expect(done).toMatchObject({ state: 'DONE', progress: 100, error: null });

    // What the parser reads from the same file is what is stored.
    const expected = collectingSink();
    await importAppleExport(path, expected);
    const rows = await storedDays(ann.id, 'apple-watch');
    expect(rows).toEqual(
      [...expected.latest.values()]
        .sort((a, b) => a.day.localeCompare(b.day))
        .map((r) => ({ day: r.day, steps: r.steps, sleep_minutes: r.sleepMinutes, heart_rate: r.heartRate })),
    );
    const [{ n }] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM health.heart_rate_samples WHERE owner_id = $1 AND provider = 'apple-watch'`, [ann.id]);
    expect(n).toBe(new Set(expected.samples.map((s) => s.at.getTime())).size);
    const [connection] = await query(`SELECT mode, status, last_synced_at FROM health.wearable_connections WHERE owner_id = $1`, [ann.id]);
    expect(connection).toMatchObject({ mode: 'import', status: 'connected' });
    expect(connection.last_synced_at).not.toBeNull();

    // Imported again (a re-delivery does the same): the same numbers, nothing doubled.
    const again = await data(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, ann);
    expect(await finished(ann, again.importHealthExport.id)).toMatchObject({ state: 'DONE' });
    expect(await storedDays(ann.id, 'apple-watch')).toEqual(rows);
  }, 60_000);

  it('imports a Samsung Health export', async () => {
    const bob = await member();
    const path = join(dir, 'samsung.zip');
    await writeSamsungExport({ path, days: 10, seed: 3 });
    const fileKey = await upload(bob, path, 'samsunghealth.zip');
    const { importHealthExport: job } = await data(IMPORT, { input: { provider: 'SAMSUNG', fileKey } }, bob);
    expect(job.kind).toBe('samsung-import');
    expect(await finished(bob, job.id)).toMatchObject({ state: 'DONE' });
    const expected = collectingSink();
    await importSamsungExport(path, expected);
    const rows = await storedDays(bob.id, 'samsung');
    expect(rows.map((r) => [r.day, r.steps])).toEqual([...expected.latest.values()].sort((a, b) => a.day.localeCompare(b.day)).map((r) => [r.day, r.steps]));
  }, 60_000);

  it('fails a truncated export in plain words that say what to do, keeping the days written before', async () => {
    const cyd = await member();
    const whole = join(dir, 'whole.xml');
    await writeAppleExport({ path: whole, format: 'xml', days: 60, seed: 5 });
    const text = readFileSync(whole);
    const cut = text.indexOf('<Record', text.indexOf('HKQuantityTypeIdentifierHeartRate') + 1_000_000) + 30;
    const path = join(dir, 'cut.xml');
    (await import('node:fs')).writeFileSync(path, text.subarray(0, cut));
    const fileKey = await upload(cyd, path, 'export.xml');
    const { importHealthExport: job } = await data(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, cyd);
    const done = await finished(cyd, job.id);
    // In the member's words, with what to do; never the parser's offsets.
    expect(done).toMatchObject({
      state: 'FAILED',
      error:
        'This export file is cut short: it ends before the end of the export, as happens when a download, copy or upload stops early. The days read before that point are kept. ' +
        'On your iPhone open the Health app, tap your profile picture, then Export All Health Data, wait until the export is finished, and import the new export.zip.',
    });
    const rows = await storedDays(cyd.id, 'apple-watch');
    expect(rows.length).toBe(60);
    expect(rows.every((r) => r.steps !== null)).toBe(true);
  }, 60_000);

  it('refuses other devices, bad keys, another member’s file and a second import at once', async () => {
    const dan = await member();
    const eve = await member();
    const path = join(dir, 'small.zip');
    await writeAppleExport({ path, days: 3, seed: 2 });
    const fileKey = await upload(dan, path, 'export.zip');

    expect(failure(await call(IMPORT, { input: { provider: 'WHOOP', fileKey } }, dan))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'provider',
      message: 'Only Apple Watch (Apple Health) and Samsung Health data is imported from an export file',
    });
    expect(failure(await call(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey: 'x'.repeat(65) } }, dan))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fileKey' });
    expect(failure(await call(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey: 'h-nothing-here' } }, dan))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'fileKey',
      message: 'File not found',
    });
    // Another member's export does not exist for them.
    expect(failure(await call(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, eve))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'fileKey',
      message: 'File not found',
    });
    // An upload of another purpose is not an export.
    const gpx = join(dir, 'run.gpx');
    (await import('node:fs')).writeFileSync(
      gpx,
      '<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt></trkseg></trk></gpx>',
    );
    const activityKey = await upload(dan, gpx, 'run.gpx', 'activity');
    expect(failure(await call(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey: activityKey } }, dan))).toMatchObject({ field: 'fileKey', message: 'File not found' });
    // Signed out.
    const anonymous = await gql(subgraph.url, IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // Two at once: one job, one CONFLICT.
    const both = await Promise.all([
      call(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, dan),
      call(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, dan),
    ]);
    const won = both.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(failure(both.find((r) => r.errors)!)).toMatchObject({ code: 'CONFLICT', message: 'A sync of Apple Watch is already running' });
    expect(await finished(dan, (won[0].data as any).importHealthExport.id)).toMatchObject({ state: 'DONE' });
  }, 60_000);

  const ACTIVITIES = 'query { myActivities(first: 50) { nodes { id source type startedAt distance duration coordinates { latitude longitude } } } }';

  /** A route file's bytes from a zip, read the same way the job reads it. */
  async function routeBytes(path: string, name: string): Promise<Buffer> {
    const zip = await openZip(path, statSync(path).size);
    try {
      const chunks: Buffer[] = [];
      for await (const c of await zip.stream(zip.entries.find((e) => e.fileName === name)!)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    } finally {
      zip.close();
    }
  }

  it('stores an Apple export’s workout routes as the member’s activities, once however often it is imported', async () => {
    const fay = await member();
    const path = join(dir, 'routes.zip');
    const written = await writeAppleExport({ path, days: 8, seed: 21, startDay: '2024-06-01' });
    expect(written.routes.length).toBeGreaterThan(0);
    const fileKey = await upload(fay, path, 'export.zip');
    for (let i = 0; i < 2; i++) {
      const { importHealthExport: job } = await data(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, fay);
      expect(await finished(fay, job.id)).toMatchObject({ state: 'DONE', error: null });
    }
    const { myActivities } = await data(ACTIVITIES, {}, fay);
    expect(myActivities.nodes).toHaveLength(written.routes.length);
    // Each is the route file read by activities' own GPX reader: the distance computed from the track.
    const expected = await Promise.all(written.routes.map(async (name) => buildActivity(fay.id, await parseActivity(await routeBytes(path, name)), { fileKey: null })));
    expected.sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
    expect(
      myActivities.nodes.map((n: any) => ({
        source: n.source,
        type: n.type,
        startedAt: n.startedAt,
        distance: n.distance,
        duration: n.duration,
        points: n.coordinates.length,
      })),
    ).toEqual(
      expected.map((a) => ({
        source: 'apple-watch',
        type: 'running',
        startedAt: a.startedAt.toISOString(),
        distance: a.distance,
        duration: a.duration,
        points: a.coordinates.length,
      })),
    );
    expect(myActivities.nodes.every((n: any) => n.distance > 1)).toBe(true);
    // Imports never post on the member's behalf.
    expect(await query(`SELECT id FROM health.activities WHERE owner_id = $1 AND post_id IS NOT NULL`, [fay.id])).toEqual([]);
    // Nobody else sees them.
    const other = await member();
    expect((await data(ACTIVITIES, {}, other)).myActivities.nodes).toEqual([]);
  }, 90_000);

  it('skips a broken or missing route file, imports the rest and says which were skipped', async () => {
    const gus = await member();
    const xmlPath = join(dir, 'routes-source.xml');
    await writeAppleExport({ path: xmlPath, format: 'xml', days: 12, seed: 4, startDay: '2024-07-01' });
    const xml = readFileSync(xmlPath);
    const refs = [...xml.toString('utf8').matchAll(/<FileReference path="([^"]+)"/g)].map((m) => `apple_health_export${m[1]}`);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    const [good, broken, missing] = refs;
    const path = join(dir, 'broken-route.zip');
    const zip = createZipWriter(path);
    const put = async (name: string, body: string | Buffer) => {
      const e = await zip.entry(name);
      await e.write(body);
      await e.end();
    };
    await put('apple_health_export/export.xml', xml);
    // Three points 0.01° of latitude apart: 2 × 1.112 km.
    await put(
      good,
      `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>` +
        `<trkpt lat="37.77" lon="-122.42"><time>2024-07-01T18:00:00Z</time></trkpt>` +
        `<trkpt lat="37.78" lon="-122.42"><time>2024-07-01T18:06:00Z</time></trkpt>` +
        `<trkpt lat="37.79" lon="-122.42"><time>2024-07-01T18:12:00Z</time></trkpt></trkseg></trk></gpx>`,
    );
    await put(broken, '<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="37.7');
    for (const extra of refs.slice(3)) await put(extra, '<?xml version="1.0"?><gpx version="1.1"><trk><trkseg></trkseg></trk></gpx>');
    await zip.finish();
    void missing;

    const fileKey = await upload(gus, path, 'export.zip');
    const { importHealthExport: job } = await data(IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, gus);
    const done = await finished(gus, job.id);
    // The days are in; the job is done, and its text names what it skipped.
    expect(done.state).toBe('DONE');
    expect((await storedDays(gus.id, 'apple-watch')).length).toBeGreaterThanOrEqual(12);
    const name = (p: string) => p.replace(/^.*\//, '');
    expect(done.error).toMatch(new RegExp(`^Imported; ${refs.length - 1} workout routes could not be read and were skipped: `));
    expect(done.error).toContain(`${name(broken)} (This GPX file could not be read`);
    expect(done.error).toContain(`${name(missing)} (not in the zip)`);
    const { myActivities } = await data(ACTIVITIES, {}, gus);
    expect(myActivities.nodes).toHaveLength(1);
    expect(myActivities.nodes[0]).toMatchObject({ source: 'apple-watch', type: 'running', distance: 2.224, duration: 720, startedAt: '2024-07-01T18:00:00.000Z' });
  }, 90_000);

  it('does not read a route file over the size limit, and stores the routes within it once', async () => {
    const hal = await member();
    const path = join(dir, 'sized.zip');
    const written = await writeAppleExport({ path, days: 6, seed: 21, startDay: '2024-08-01' });
    const sizes = await Promise.all(written.routes.map(async (name) => (await routeBytes(path, name)).length));
    const limit = Math.min(...sizes);
    const workouts: ExportWorkout[] = written.routes.map((routeFile, i) => ({
      activityType: 'Running',
      startedAt: new Date(Date.UTC(2024, 7, 1 + i, 18)),
      endedAt: new Date(Date.UTC(2024, 7, 1 + i, 19)),
      durationMinutes: 60,
      distanceKm: null,
      energyKcal: null,
      routeFile,
    }));
    const run = () =>
      importWorkoutRoutes(subgraph.services.orm.em.fork(), hal.id, WearableProvider.APPLE_WATCH, path, statSync(path).size, workouts, { maxBytes: limit });
    const first = await run();
    const fits = sizes.filter((n) => n <= limit).length;
    expect(fits).toBeLessThan(sizes.length);
    expect(first).toMatchObject({ stored: fits, existing: 0 });
    expect(first.skipped).toEqual(written.routes.filter((_, i) => sizes[i] > limit).map((file) => ({ file, reason: `over ${limit} bytes` })));
    expect(await run()).toMatchObject({ stored: 0, existing: fits });
    const [{ n }] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM health.activities WHERE owner_id = $1`, [hal.id]);
    expect(n).toBe(fits);
  }, 60_000);
});
