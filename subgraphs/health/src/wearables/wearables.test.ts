// The wearables operations against the health subgraph on a real database, with the vendors'
// APIs served by the loopback vendor server: connecting (sandbox, live, import; every refusal),
// syncing through the durable job, the data and heart-rate reads, one sync at a time, privacy
// (another member's job, device and data do not exist for them), and keys stored encrypted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { enqueue, jobWorker, jobsReady, newId, type RunningSubgraph, type SubgraphDefinition } from '@pulse/kit';
import { gql, startTestSubgraph, testConfig, type TestDatabase } from '@pulse/dev-env';
import { configSpec } from '../config.js';
import { health } from '../index.js';
import { decryptSecret } from '../crypto.js';
import { sandboxDay } from './sandbox.js';
import { addDays } from '@pulse/kit/dates';
import { startVendorServer, type VendorServer } from './testing/vendor-server.js';
import { createSyncJob, ensureImportConnection, insertHeartRate, queueSyncJob, runTrackedJob, upsertDays } from './store.js';
import { wearableSyncAllQueue } from './queues.js';
import { healthImportQueue } from '../imports/queue.js';
import { WearableProvider } from './devices.js';

// A stand-in importer on the health-import queue (the real one is the imports capability's):
// health with that queue's worker swapped for it.
const importedFiles: string[] = [];
const standInImporter = jobWorker(healthImportQueue, (job, services) =>
  runTrackedJob(services, job.data.syncJobId, async (row, progress) => {
    importedFiles.push(row.fileKey ?? '');
    await progress.report({ progress: 50, records: 10 }, true);
  }),
);
const healthWithStandIn: SubgraphDefinition = { ...health, jobs: health.jobs?.map((worker) => (worker.queue === healthImportQueue ? standInImporter : worker)) };

let vendor: VendorServer;
let subgraph: RunningSubgraph & { database: TestDatabase };

beforeAll(async () => {
  vendor = await startVendorServer();
  // Garmin points at a port nothing listens on: the "vendor unreachable" path.
  subgraph = await startTestSubgraph(healthWithStandIn, { config: testConfig(configSpec, { ...vendor.env, GARMIN_API_URL: 'http://127.0.0.1:9/wellness-api/rest' }) });
  await jobsReady(subgraph.services);
}, 60_000);

afterAll(async () => {
  await subgraph?.stop();
  await vendor?.stop();
});

async function member() {
  const id = newId();
  const { token } = await subgraph.services.tokens.issue({ userId: id, sessionId: newId(), role: 'member' });
  return { id, token };
}

type Member = Awaited<ReturnType<typeof member>>;
const call = (query: string, variables: Record<string, unknown>, who?: Member) => gql(subgraph.url, query, variables, who?.token);

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

async function query<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: subgraph.database.url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

const CONNECT = 'mutation($input: ConnectWearableInput!) { connectWearable(input: $input) { id provider mode status keyHint lastSyncedAt } }';
const SYNC = 'mutation($input: SyncWearablesInput) { syncWearables(input: $input) { id provider state progress dataTypes } }';
const JOB = 'query($id: ID!) { syncJob(id: $id) { id state progress records error } }';
const DATA =
  'query($q: WearableDataQuery) { wearableData(query: $q) { id provider date data { steps calories distance activeMinutes heartRate bloodOxygen sleepScore readinessScore strain lastUpdated } } }';

async function finished(who: Member, id: string) {
  for (let i = 0; i < 300; i++) {
    const { syncJob } = await data<{ syncJob: { state: string; error: string | null; records: number; progress: number } }>(JOB, { id }, who);
    if (syncJob.state === 'DONE' || syncJob.state === 'FAILED') return syncJob;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the job did not finish');
}

const today = () => new Date().toISOString().slice(0, 10);

describe('connectWearable', () => {
  it('connects a sandbox device with its key, answers only the last four characters, and stores the key encrypted', async () => {
    const m = await member();
    const { connectWearable } = await data(CONNECT, { input: { provider: 'WHOOP', apiKey: 'test_whoop_12345' } }, m);
    expect(connectWearable).toMatchObject({ provider: 'WHOOP', mode: 'SANDBOX', status: 'CONNECTED', keyHint: '2345', lastSyncedAt: null });
    const listed = await data(`{ wearableConnections { id provider mode keyHint } }`, {}, m);
    expect(listed.wearableConnections).toEqual([{ id: connectWearable.id, provider: 'WHOOP', mode: 'SANDBOX', keyHint: '2345' }]);
    const [row] = await query<{ key_cipher: Buffer; key_hint: string }>('SELECT key_cipher, key_hint FROM health.wearable_connections WHERE id = $1', [
      connectWearable.id,
    ]);
    expect(row.key_cipher.includes(Buffer.from('test_whoop_12345'))).toBe(false);
    expect(decryptSecret(subgraph.services.config.health.keySecret, row.key_cipher)).toBe('test_whoop_12345');
    // The schema has no field that could carry the key.
    expect(subgraph.sdl).not.toMatch(/apiKey: String[^\n]*\n[^}]*}\s*\n\s*type WearableConnection/);
    expect(/type WearableConnection \{[^}]*\}/.exec(subgraph.sdl)?.[0]).not.toMatch(/apiKey|keyCipher/);
  });

  it('refuses an empty key, a sandbox key of another device and any other test_ key, naming the right key', async () => {
    const m = await member();
    expect(failure(await call(CONNECT, { input: { provider: 'OURA', apiKey: '   ' } }, m))).toEqual({
      message: 'API key is required',
      code: 'BAD_USER_INPUT',
      field: 'apiKey',
    });
    expect(failure(await call(CONNECT, { input: { provider: 'WHOOP', apiKey: 'test_oura_12345' } }, m))).toEqual({
      message: 'This test key is for oura; the whoop sandbox key is test_whoop_12345',
      code: 'BAD_USER_INPUT',
      field: 'apiKey',
    });
    expect(failure(await call(CONNECT, { input: { provider: 'APPLE_WATCH', apiKey: 'test_apple_12345' } }, m))).toEqual({
      message: 'This is not a sandbox key; the apple-watch sandbox key is test_apple-watch_12345',
      code: 'BAD_USER_INPUT',
      field: 'apiKey',
    });
    expect(failure(await call(CONNECT, { input: { provider: 'OURA', apiKey: 'x'.repeat(501) } }, m)).code).toBe('BAD_USER_INPUT');
    // An unknown provider is not a value of the enum.
    expect(failure(await call(CONNECT, { input: { provider: 'POLAR', apiKey: 'k' } }, m)).message).toMatch(/WearableProvider/);
    expect(failure(await call(CONNECT, { input: { provider: 'OURA', apiKey: 'test_oura_12345' } }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await data('{ wearableConnections { id } }', {}, m)).toEqual({ wearableConnections: [] });
  });

  it('probes a live vendor once: a good key connects, a rejected or impossible one is bad input naming the vendor, an unreachable vendor is named', async () => {
    const m = await member();
    vendor.requests.length = 0;
    const { connectWearable } = await data(CONNECT, { input: { provider: 'OURA', apiKey: vendor.token } }, m);
    expect(connectWearable).toMatchObject({ mode: 'LIVE', keyHint: vendor.token.slice(-4) });
    expect(vendor.requests).toEqual([{ vendor: 'oura', path: '/v2/usercollection/personal_info', query: {} }]);
    expect(failure(await call(CONNECT, { input: { provider: 'WHOOP', apiKey: 'not-my-token-but-long-enough' } }, m))).toEqual({
      message: 'Whoop rejected this key: check that you copied the whole access token from your Whoop account, or use test_whoop_12345 to try sample data',
      code: 'BAD_USER_INPUT',
      field: 'apiKey',
    });
    const asked = vendor.requests.length;
    // A key that cannot be an access token is rejected as such without asking the vendor, so a
    // vendor out of reach never turns a wrong key into "could not be reached".
    expect(failure(await call(CONNECT, { input: { provider: 'GARMIN', apiKey: 'hunter2' } }, m))).toEqual({
      message:
        'Garmin rejected this key: it is too short to be a Garmin access token (they have at least 20 characters). Copy the whole token from your Garmin account, or use test_garmin_12345 to try sample data',
      code: 'BAD_USER_INPUT',
      field: 'apiKey',
    });
    expect(failure(await call(CONNECT, { input: { provider: 'OURA', apiKey: 'my oura password 2024' } }, m))).toMatchObject({
      message: expect.stringMatching(/^Oura rejected this key: an access token has no spaces\./),
      code: 'BAD_USER_INPUT',
    });
    expect(vendor.requests.length).toBe(asked);
    expect(failure(await call(CONNECT, { input: { provider: 'GARMIN', apiKey: 'some-garmin-token-0123456789' } }, m))).toMatchObject({
      message: 'Garmin could not be reached to check this key; try again later',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('connects Apple Watch and Samsung for export imports (they have no web API), and their sandbox too', async () => {
    const m = await member();
    expect((await data(CONNECT, { input: { provider: 'APPLE_WATCH', apiKey: 'my-iphone' } }, m)).connectWearable).toMatchObject({ mode: 'IMPORT' });
    expect((await data(CONNECT, { input: { provider: 'SAMSUNG', apiKey: 'test_samsung_12345' } }, m)).connectWearable).toMatchObject({ mode: 'SANDBOX' });
    expect(failure(await call(SYNC, { input: { provider: 'APPLE_WATCH' } }, m))).toEqual({
      message: 'Apple Watch data arrives through an export file: import it instead',
      code: 'BAD_USER_INPUT',
      field: 'provider',
    });
    // Syncing everything skips the import connection.
    const { syncWearables } = await data(SYNC, {}, m);
    expect(syncWearables.map((j: { provider: string }) => j.provider)).toEqual(['SAMSUNG']);
    expect((await finished(m, syncWearables[0].id)).state).toBe('DONE');
  });
});

describe('syncWearables and the data', () => {
  let owner: Member;
  let jobId: string;

  beforeAll(async () => {
    owner = await member();
    await data(CONNECT, { input: { provider: 'OURA', apiKey: 'test_oura_12345' } }, owner);
    const { syncWearables } = await data(SYNC, { input: { provider: 'OURA' } }, owner);
    expect(syncWearables).toEqual([{ id: expect.any(String), provider: 'OURA', state: 'QUEUED', progress: 0, dataTypes: [] }]);
    jobId = syncWearables[0].id;
    const job = await finished(owner, jobId);
    expect(job).toMatchObject({ state: 'DONE', progress: 100, error: null });
  }, 60_000);

  it('backfills 90 days of sandbox data, the same numbers the member would get again', async () => {
    const { wearableData } = await data(DATA, { q: { provider: 'OURA', from: addDays(today(), -120), to: today() } }, owner);
    expect(wearableData).toHaveLength(90);
    expect(wearableData[0].date).toBe(addDays(today(), -89));
    const expected = sandboxDay(owner.id, 'oura', wearableData[10].date);
    expect(wearableData[10]).toMatchObject({
      id: `oura:${wearableData[10].date}`,
      provider: 'OURA',
      data: {
        steps: expected.steps,
        calories: expected.calories,
        sleepScore: expected.sleepScore,
        readinessScore: expected.readinessScore,
        bloodOxygen: expected.bloodOxygen,
        strain: null,
      },
    });
    // The default range is the last 30 days.
    expect((await data(DATA, {}, owner)).wearableData).toHaveLength(30);
    // A range ending on the first day there is starts there too (there is no year 0): empty, not a 500.
    expect((await data(DATA, { q: { to: '0001-01-01' } }, owner)).wearableData).toEqual([]);
    // dataTypes keeps only those metrics.
    const steps = (await data(DATA, { q: { dataTypes: ['STEPS'] } }, owner)).wearableData[0].data;
    expect(steps.steps).toBeGreaterThan(0);
    expect(steps.calories).toBeNull();
    expect(steps.sleepScore).toBeNull();
  });

  it('keeps minute heart rate for the last seven days', async () => {
    const [{ n, first }] = await query<{ n: number; first: Date }>('SELECT count(*)::int AS n, min(at) AS first FROM health.heart_rate_samples WHERE owner_id = $1', [
      owner.id,
    ]);
    expect(n).toBeGreaterThan(6 * 1440);
    expect(n).toBeLessThanOrEqual(7 * 1440);
    expect(first.toISOString()).toBe(`${addDays(today(), -6)}T00:00:00.000Z`);
    const { heartRate } = await data(
      'query($from: DateTime, $to: DateTime) { heartRate(provider: OURA, from: $from, to: $to) { at bpm } }',
      { from: `${addDays(today(), -2)}T10:00:00Z`, to: `${addDays(today(), -2)}T11:00:00Z` },
      owner,
    );
    expect(heartRate).toHaveLength(61);
    expect(heartRate[0]).toEqual({ at: `${addDays(today(), -2)}T10:00:00.000Z`, bpm: expect.any(Number) });
    const tooLong = await call('query($from: DateTime) { heartRate(provider: OURA, from: $from) { at } }', { from: `${addDays(today(), -9)}T00:00:00Z` }, owner);
    expect(failure(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    // Six hours are minute samples; past six hours, averages of ceil(minutes / 360) minutes, so
    // no answer holds more than 361 points (issue 18): a day 4-minute averages, three days 12-minute ones.
    const chart = async (from: string, to: string) =>
      (await data('query($from: DateTime, $to: DateTime) { heartRate(provider: OURA, from: $from, to: $to) { at bpm } }', { from, to }, owner)).heartRate as {
        at: string;
        bpm: number;
      }[];
    const sixHours = await chart(`${addDays(today(), -2)}T06:00:00Z`, `${addDays(today(), -2)}T12:00:00Z`);
    expect(sixHours).toHaveLength(361);
    expect(sixHours[1].at).toBe(`${addDays(today(), -2)}T06:01:00.000Z`);
    const day = await chart(`${addDays(today(), -3)}T00:00:00Z`, `${addDays(today(), -2)}T00:00:00Z`);
    expect(day).toHaveLength(361);
    expect(day[1].at).toBe(`${addDays(today(), -3)}T00:04:00.000Z`);
    const from = `${addDays(today(), -5)}T00:00:00Z`;
    const long = await chart(from, `${addDays(today(), -2)}T00:00:00Z`);
    expect(long).toHaveLength(361);
    expect(long[1].at).toBe(new Date(Date.parse(from) + 12 * 60_000).toISOString());
    const [{ avg }] = await query<{ avg: number }>(
      `SELECT round(avg(bpm))::int AS avg FROM health.heart_rate_samples WHERE owner_id = $1 AND provider = 'oura' AND at >= $2 AND at < $2::timestamptz + interval '12 minutes'`,
      [owner.id, from],
    );
    expect(long[0]).toEqual({ at: new Date(from).toISOString(), bpm: avg });
  });

  it('a second sync redoes only the last days and writes nothing twice', async () => {
    const before = await query('SELECT count(*)::int AS n FROM health.heart_rate_samples WHERE owner_id = $1', [owner.id]);
    const { syncWearables } = await data(SYNC, { input: { provider: 'OURA', dataTypes: ['STEPS', 'HEART_RATE'] } }, owner);
    expect(syncWearables[0].dataTypes).toEqual(['STEPS', 'HEART_RATE']);
    expect((await finished(owner, syncWearables[0].id)).state).toBe('DONE');
    const [{ n: days }] = await query('SELECT count(*)::int AS n FROM health.wearable_days WHERE owner_id = $1', [owner.id]);
    expect(days).toBe(90);
    const after = await query('SELECT count(*)::int AS n FROM health.heart_rate_samples WHERE owner_id = $1', [owner.id]);
    // Only minutes that passed since the first sync can be new.
    expect(after[0].n - before[0].n).toBeLessThan(30);
  });

  it('refuses to sync a device twice at once (CONFLICT), all or nothing', async () => {
    const m = await member();
    await data(CONNECT, { input: { provider: 'FITBIT', apiKey: 'test_fitbit_12345' } }, m);
    const [a, b] = await Promise.all([call(SYNC, { input: { provider: 'FITBIT' } }, m), call(SYNC, { input: { provider: 'FITBIT' } }, m)]);
    const wins = [a, b].filter((r) => !r.errors);
    const losses = [a, b].filter((r) => r.errors);
    expect(wins).toHaveLength(1);
    expect(failure(losses[0])).toEqual({ message: 'A sync of Fitbit is already running', code: 'CONFLICT', field: 'provider' });
    await finished(m, (wins[0].data as any).syncWearables[0].id);
    expect((await query('SELECT count(*)::int AS n FROM health.sync_jobs WHERE owner_id = $1', [m.id]))[0].n).toBe(1);
  });

  it("another member gets NOT_FOUND for the owner's job and device, and empty lists", async () => {
    const stranger = await member();
    expect(failure(await call(JOB, { id: jobId }, stranger))).toEqual({ message: 'Sync job not found', code: 'NOT_FOUND', field: undefined });
    expect(failure(await call('mutation { disconnectWearable(provider: OURA) }', {}, stranger))).toMatchObject({ message: 'Oura is not connected', code: 'NOT_FOUND' });
    expect(failure(await call(SYNC, { input: { provider: 'OURA' } }, stranger))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await data(DATA, { q: { provider: 'OURA' } }, stranger)).toEqual({ wearableData: [] });
    expect(await data('{ wearableConnections { id } }', {}, stranger)).toEqual({ wearableConnections: [] });
    expect(await data('{ heartRate(provider: OURA) { at } }', {}, stranger)).toEqual({ heartRate: [] });
    expect(await data(SYNC, {}, stranger)).toEqual({ syncWearables: [] });
    expect(failure(await call(JOB, { id: jobId }))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses ranges it will not scan', async () => {
    expect(failure(await call(DATA, { q: { from: '2024-01-01', to: '2026-01-01' } }, owner))).toEqual({
      message: 'Ask for at most 400 days at a time',
      code: 'BAD_USER_INPUT',
      field: 'from',
    });
    expect(failure(await call(DATA, { q: { from: '2026-02-01', to: '2026-01-01' } }, owner))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    expect(failure(await call(DATA, { q: { from: '2026-02-30' } }, owner))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
  });

  it('disconnecting forgets the device and the data it brought', async () => {
    const m = await member();
    await data(CONNECT, { input: { provider: 'GARMIN', apiKey: 'test_garmin_12345' } }, m);
    const { syncWearables } = await data(SYNC, {}, m);
    await finished(m, syncWearables[0].id);
    expect((await data(DATA, {}, m)).wearableData.length).toBe(30);
    expect(await data('mutation { disconnectWearable(provider: GARMIN) }', {}, m)).toEqual({ disconnectWearable: true });
    expect(await data(DATA, {}, m)).toEqual({ wearableData: [] });
    expect((await query('SELECT count(*)::int AS n FROM health.heart_rate_samples WHERE owner_id = $1', [m.id]))[0].n).toBe(0);
    expect(failure(await call(JOB, { id: syncWearables[0].id }, m)).code).toBe('NOT_FOUND');
  });
});

describe('live sync through the vendor API', () => {
  it("writes the vendor's numbers, waits out a 429, and marks the connection failed when the key is later refused", async () => {
    const m = await member();
    await data(CONNECT, { input: { provider: 'OURA', apiKey: vendor.token } }, m);
    vendor.rateLimitNext(1, 1);
    const { syncWearables } = await data(SYNC, {}, m);
    expect(await finished(m, syncWearables[0].id)).toMatchObject({ state: 'DONE' });
    const { wearableData } = await data(DATA, { q: { from: addDays(today(), -89) } }, m);
    expect(wearableData).toHaveLength(90);
    const day = wearableData[5];
    const expected = sandboxDay(vendor.account, 'oura', day.date);
    expect(day.data).toMatchObject({
      steps: expected.steps,
      calories: expected.calories,
      sleepScore: expected.sleepScore,
      readinessScore: expected.readinessScore,
      bloodOxygen: expected.bloodOxygen,
    });
    expect(day.data.distance).toBeCloseTo(expected.distanceKm!, 2);

    // The member's token was revoked at the vendor: the job fails at once, the device shows failed.
    await query(`UPDATE health.wearable_connections SET key_cipher = $1 WHERE owner_id = $2`, [
      (await import('../crypto.js')).encryptSecret(subgraph.services.config.health.keySecret, 'revoked'),
      m.id,
    ]);
    const again = await data(SYNC, {}, m);
    expect(await finished(m, again.syncWearables[0].id)).toMatchObject({ state: 'FAILED', error: 'Oura refused the key: connect the device again' });
    expect((await data('{ wearableConnections { status } }', {}, m)).wearableConnections).toEqual([{ status: 'FAILED' }]);
  }, 60_000);
});

describe('the 6-hourly sync of live devices', () => {
  it('is scheduled, and queues a sync of every live device that has none running', async () => {
    const [schedule] = await query(`SELECT cron, timezone FROM health_jobs.schedule WHERE name = 'wearable-sync-all'`);
    expect(schedule).toEqual({ cron: '0 */6 * * *', timezone: 'UTC' });
    const live = await member();
    const sandbox = await member();
    await data(CONNECT, { input: { provider: 'FITBIT', apiKey: vendor.token } }, live);
    await data(CONNECT, { input: { provider: 'FITBIT', apiKey: 'test_fitbit_12345' } }, sandbox);
    // What the schedule sends every six hours, sent now.
    await enqueue(subgraph.services, wearableSyncAllQueue, {});
    const jobs = async (who: Member) => query('SELECT state FROM health.sync_jobs WHERE owner_id = $1', [who.id]);
    for (let i = 0; i < 100 && (await jobs(live)).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobs(live)).length).toBe(1);
    expect(await jobs(sandbox)).toEqual([]);
  });
});

describe('the store the importers write through', () => {
  it('merges partial days, inserts samples once, and tracks an import as a sync job with progress', async () => {
    const m = await member();
    const em = subgraph.services.orm.em.fork();
    const connection = await ensureImportConnection(em, m.id, WearableProvider.APPLE_WATCH);
    expect(connection).toMatchObject({ mode: 'import', keyHint: '' });
    expect((await ensureImportConnection(em.fork(), m.id, WearableProvider.APPLE_WATCH)).id).toBe(connection.id);

    await upsertDays(em, m.id, WearableProvider.APPLE_WATCH, [{ day: '2026-03-01', steps: 9000, sleepMinutes: 400 }]);
    // A later file with other metrics of the same day keeps what the first one wrote.
    await upsertDays(em, m.id, WearableProvider.APPLE_WATCH, [{ day: '2026-03-01', heartRate: 71, steps: null }]);
    const [day] = await query('SELECT steps, sleep_minutes, heart_rate FROM health.wearable_days WHERE owner_id = $1', [m.id]);
    expect(day).toEqual({ steps: 9000, sleep_minutes: 400, heart_rate: 71 });
    // Each write told the bus, internally, whose days changed (device-changes.ts), in its statement.
    const told = await query(`SELECT topic, audience, data FROM health.outbox WHERE topic = 'wearableDaysChanged' AND data->>'userId' = $1`, [m.id]);
    expect(told).toEqual([1, 2].map(() => ({ topic: 'wearableDaysChanged', audience: { internal: true }, data: { userId: m.id } })));
    const samples = [0, 1, 2].map((i) => ({ at: new Date(Date.UTC(2026, 2, 1, 8, i)), bpm: 60 + i }));
    expect(await insertHeartRate(em, m.id, WearableProvider.APPLE_WATCH, samples)).toBe(3);
    expect(await insertHeartRate(em, m.id, WearableProvider.APPLE_WATCH, [...samples, { at: new Date(Date.UTC(2026, 2, 1, 8, 3)), bpm: 64 }])).toBe(1);

    // An import is a sync_jobs row run by pg-boss's health-import queue (the worker registered above).
    const job = await createSyncJob(em, {
      ownerId: m.id,
      connectionId: connection.id,
      provider: WearableProvider.APPLE_WATCH,
      kind: 'apple-import',
      fileKey: 'h-export-key',
    });
    expect(job.state).toBe('queued');
    await expect(
      createSyncJob(em.fork(), { ownerId: m.id, connectionId: connection.id, provider: WearableProvider.APPLE_WATCH, kind: 'apple-import' }),
    ).rejects.toMatchObject({
      message: 'A sync of Apple Watch is already running',
      extensions: { code: 'CONFLICT' },
    });
    await queueSyncJob(subgraph.services, job, healthImportQueue);
    expect(await finished(m, job.id)).toMatchObject({ state: 'DONE', progress: 100, records: 10, error: null });
    expect(importedFiles).toEqual(['h-export-key']);
  });
});
