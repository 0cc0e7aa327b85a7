// A sync survives a restart: the health process is stopped while a live sync is half way (the
// vendor server answers slowly), then another health process starts on the same database. The
// job is re-delivered by pg-boss and continues from resume_from (its first vendor request asks
// for the day after the last finished one), and the end result is the same 90 days as a sync
// that never stopped, with nothing written twice.
import { afterAll, expect, it } from 'vitest';
import { jobsReady, newId } from '@pulse/kit';
import { createTestDatabase, sqlAt, gql, startTestSubgraph, testConfig, type TestDatabase } from '@pulse/dev-env';
import { configSpec } from '../config.js';
import { health } from '../index.js';
import { startVendorServer, type VendorServer } from './testing/vendor-server.js';
import { addDays } from '@pulse/kit/dates';

let vendor: VendorServer | undefined;
let database: TestDatabase | undefined;
const running: { stop(): Promise<void> }[] = [];

afterAll(async () => {
  for (const s of running) await s.stop().catch(() => {});
  await vendor?.stop();
  await database?.drop();
});

const rows = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => sqlAt<T>(database!.url, text, params);

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('continues a sync after its process stopped, from the day after the last one it finished', async () => {
  vendor = await startVendorServer({ delayMs: 60 });
  database = await createTestDatabase();
  const config = testConfig(configSpec, vendor.env);
  const first = await startTestSubgraph(health, { config, database });
  running.push(first);
  await jobsReady(first.services);

  const ownerId = newId();
  const { token } = await first.services.tokens.issue({ userId: ownerId, sessionId: newId(), role: 'member' });
  const connect = await gql(first.url, 'mutation($k: String!) { connectWearable(input: { provider: OURA, apiKey: $k }) { id } }', { k: vendor.token }, token);
  expect(connect.errors).toBeUndefined();
  const sync = await gql<{ syncWearables: { id: string }[] }>(first.url, 'mutation { syncWearables { id } }', {}, token);
  const jobId = sync.data!.syncWearables[0].id;

  // Half way: some ten-day pages are written.
  const today = new Date().toISOString().slice(0, 10);
  const start = addDays(today, -89);
  await until('some days written', async () => {
    const [job] = await rows<{ resume_from: string | null }>(`SELECT to_char(resume_from, 'YYYY-MM-DD') AS resume_from FROM health.sync_jobs WHERE id = $1`, [jobId]);
    return job.resume_from && job.resume_from >= addDays(start, 25) ? true : undefined;
  });
  await first.stop();
  running.splice(running.indexOf(first), 1);

  const [stopped] = await rows(`SELECT state, to_char(resume_from, 'YYYY-MM-DD') AS resume_from, attempts FROM health.sync_jobs WHERE id = $1`, [jobId]);
  expect(stopped.state).toBe('queued');
  expect(stopped.resume_from < today).toBe(true);
  const [{ n: written }] = await rows('SELECT count(*)::int AS n FROM health.wearable_days WHERE owner_id = $1', [ownerId]);
  expect(written).toBeLessThan(90);
  // Every day before resume_from is written (the last one may be partly redone: upserts).
  expect(written).toBeGreaterThanOrEqual((Date.parse(stopped.resume_from) - Date.parse(start)) / 86_400_000);

  vendor.requests.length = 0;
  const second = await startTestSubgraph(health, { config, database });
  running.push(second);
  const done = await until('the job to finish in the new process', async () => {
    const [job] = await rows(`SELECT state, progress, attempts, error FROM health.sync_jobs WHERE id = $1`, [jobId]);
    return job.state === 'done' || job.state === 'failed' ? job : undefined;
  });
  expect(done).toMatchObject({ state: 'done', progress: 100, attempts: 2, error: null });
  const firstPage = vendor.requests.find((r) => r.path === '/v2/usercollection/daily_activity');
  expect(firstPage?.query.start_date).toBe(stopped.resume_from);
  const [{ n: days }] = await rows('SELECT count(*)::int AS n FROM health.wearable_days WHERE owner_id = $1', [ownerId]);
  expect(days).toBe(90);
  const [{ n: samples, distinct }] = await rows('SELECT count(*)::int AS n, count(DISTINCT at)::int AS distinct FROM health.heart_rate_samples WHERE owner_id = $1', [
    ownerId,
  ]);
  expect(samples).toBeGreaterThan(6 * 1440);
  expect(samples).toBe(distinct);
}, 120_000);
