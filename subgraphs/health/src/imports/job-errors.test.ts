// A job's error is read by the member (syncJob { error }, GET /api/wearables/jobs/:id,
// syncJobProgress all read the one sync_jobs.error column): it is in their words, never SQL, an
// id or a stack (issue 18's probe). The probe's triggers, a record dated "2026-13-45" in an
// Apple export and a Samsung day_time in the year 10000, used to fail the write with the
// INSERT statement and the member's id in the job's error; now those records are skipped and
// the rest of the file is imported. Against the health subgraph on a real database.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsReady, newId, type RunningSubgraph } from '@pulse/kit';
import { gql, startTestSubgraph, testConfig, type TestDatabase } from '@pulse/dev-env';
import { configSpec } from '../config.js';
import { health } from '../index.js';
import { createZipWriter } from './generators/zip-writer.mjs';
import { WearableProvider } from '../wearables/devices.js';
import { createSyncJob, ensureImportConnection, JOB_WENT_WRONG, runTrackedJob } from '../wearables/store.js';

let subgraph: RunningSubgraph & { database: TestDatabase };
const dir = mkdtempSync(join(tmpdir(), 'health-job-errors-'));

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

async function upload(who: Member, path: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'export');
  form.append('file', new Blob([readFileSync(path)]), name);
  const res = await fetch(new URL('/media', subgraph.url), { method: 'POST', headers: { authorization: `Bearer ${who.token}` }, body: form });
  const body = (await res.json()) as { upload?: { key: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.upload!.key;
}

const IMPORT = 'mutation($input: ImportHealthExportInput!) { importHealthExport(input: $input) { id } }';
const JOB = 'query($id: ID!) { syncJob(id: $id) { id state records error } }';

async function job(who: Member, id: string) {
  const r = await gql(subgraph.url, JOB, { id }, who.token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.syncJob as { state: string; records: number; error: string | null };
}

/** Polls the job's row until it is over (the durable job runs on pg-boss in this process). */
async function finished(who: Member, id: string) {
  for (let i = 0; i < 600; i++) {
    const row = await job(who, id);
    if (row.state === 'DONE' || row.state === 'FAILED') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not finish');
}

async function storedDays(owner: string, provider: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: subgraph.database.url });
  await c.connect();
  try {
    const { rows } = await c.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM health.wearable_days WHERE owner_id = $1 AND provider = $2 ORDER BY day`, [
      owner,
      provider,
    ]);
    return rows.map((r: { day: string }) => r.day);
  } finally {
    await c.end();
  }
}

/** Nothing of the platform in a member's text. */
function expectMemberWords(text: string | null, who: Member) {
  expect(text ?? '').not.toMatch(/insert|select|update|jsonb|wearable_days|sync_jobs|health\.|\bat .*\.(ts|js):\d+/i);
  expect(text ?? '').not.toContain(who.id);
}

const appleRecord = (type: string, start: string, value: number, unit = 'count') =>
  `<Record type="${type}" sourceName="Watch" unit="${unit}" creationDate="${start}" startDate="${start}" endDate="${start}" value="${value}"/>`;

describe('import job errors are in the member’s words', () => {
  it('imports an Apple export around a record dated 2026-13-45 (it used to fail with the INSERT and the member’s id)', async () => {
    const ann = await member();
    const path = join(dir, 'bad-date.xml');
    writeFileSync(
      path,
      `<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n` +
        appleRecord('HKQuantityTypeIdentifierStepCount', '2026-13-45 09:00:00 +0000', 500) +
        appleRecord('HKQuantityTypeIdentifierStepCount', '2026-03-02 09:00:00 +0000', 700) +
        appleRecord('HKQuantityTypeIdentifierStepCount', '0000-01-01 09:00:00 +0000', 900) +
        appleRecord('HKQuantityTypeIdentifierHeartRate', '2026-13-45 09:00:00 +0000', 70, 'count/min') +
        `\n</HealthData>\n`,
    );
    const fileKey = await upload(ann, path, 'export.xml');
    const created = await gql(subgraph.url, IMPORT, { input: { provider: 'APPLE_WATCH', fileKey } }, ann.token);
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const done = await finished(ann, created.data.importHealthExport.id);
    expectMemberWords(done.error, ann);
    expect(done).toMatchObject({ state: 'DONE', error: null });
    expect(await storedDays(ann.id, 'apple-watch')).toEqual(['2026-03-02']);
  });

  it('imports a Samsung export around a day_time in the year 10000 and one past what a date holds', async () => {
    const bob = await member();
    const path = join(dir, 'samsung-bad-day.zip');
    const zip = createZipWriter(path);
    const entry = await zip.entry('com.samsung.shealth.step_daily_trend.20260301.csv');
    const row = (dayTime: string, count: number) =>
      `,${dayTime},${dayTime},com.sec.android.app.shealth,${count},1.2,${count * 0.7},${count * 0.04},-2,${dayTime},dev,pkg,${newId()},\n`;
    await entry.write(
      'com.samsung.shealth.step_daily_trend,6315002,13\n' +
        'binning_data,update_time,create_time,source_pkg_name,count,speed,distance,calorie,source_type,day_time,deviceuuid,pkg_name,datauuid\n' +
        row('253402300800000', 4000) +
        row('9e18', 5000) +
        row(String(Date.parse('2026-03-02T00:00:00Z')), 6000),
    );
    await entry.end();
    await zip.finish();
    const fileKey = await upload(bob, path, 'samsunghealth.zip');
    const created = await gql(subgraph.url, IMPORT, { input: { provider: 'SAMSUNG', fileKey } }, bob.token);
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const done = await finished(bob, created.data.importHealthExport.id);
    expectMemberWords(done.error, bob);
    expect(done).toMatchObject({ state: 'DONE', error: null });
    expect(await storedDays(bob.id, 'samsung')).toEqual(['2026-03-02']);
  });

  it('shows a failed write as “something went wrong on our side”, never its SQL, and keeps the real error for the log', async () => {
    const cat = await member();
    const em = subgraph.services.orm.em.fork();
    const connection = await ensureImportConnection(em, cat.id, WearableProvider.APPLE_WATCH);
    const row = await createSyncJob(em, { ownerId: cat.id, connectionId: connection.id, provider: WearableProvider.APPLE_WATCH, kind: 'apple-import' });
    // A real failed write: PostgreSQL's own message names the statement's value.
    const thrown = await runTrackedJob(subgraph.services, row.id, async () => {
      await subgraph.services.orm.em
        .fork()
        .getConnection()
        .execute(`INSERT INTO health.wearable_days (owner_id, provider, day) VALUES (?, 'apple-watch', '2026-13-45')`, [cat.id]);
    }).catch((error: Error) => error);
    // The write's own error still reaches pg-boss (which retries the job) and the log.
    expect(String(thrown)).toMatch(/date|range/i);
    const after = await job(cat, row.id);
    expect(after).toMatchObject({ state: 'QUEUED', error: JOB_WENT_WRONG['apple-import'] });
    expectMemberWords(after.error, cat);
  });
});
