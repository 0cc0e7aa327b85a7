// Issue 18's hostile-input probe of the health paths, each finding replayed through the real
// gateway: every one answers a clear 4xx (or works), never a 500, INTERNAL or a 502.
//   - dates outside the years 1-9999 (one rule for the whole API, checked at the edge)
//   - a subscription sent as an HTTP POST to /graphql
//   - one member's oversized upload, then the next member's upload
//   - logMeal's postId: only the member's own meal post
//   - out-of-range numbers in an activity file
//   - a zip whose checksum does not match its bytes
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, png } from '@pulse/dev-env/media';
import { client, members, ok, restClient, startStack, UNKNOWN_ID, type Member, type Stack } from '@pulse/dev-env';
import { uploadHealthFile } from './uploads/testing.js';
import { gpxFile, northwardRun, tcxFile } from './activities/testing/activity-files.js';
import { createZipWriter } from './imports/generators/zip-writer.mjs';
import { writeAppleExport } from './imports/generators/apple-export.mjs';
import { NOT_YOUR_MEAL_POST } from './meals/meal-post.js';
import { PERIOD_OUT_OF_RANGE } from './calendar/operations/calendar-summary.js';

let stack: Stack;
let ann: Member;
let bob: Member;
const api = restClient(() => stack);
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);
const dir = mkdtempSync(join(tmpdir(), 'health-probe-'));

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A 4xx with a stable code and a message, never the server's fault. */
function expectClientError(r: { status: number; text: string; json: any }, status = 400) {
  expect(r.status, r.text).toBe(status);
  expect(r.json.code, r.text).toBe('BAD_USER_INPUT');
  return r.json as { message: string; field?: string; reason?: string };
}

describe('dates outside the years 1-9999 reach no database', () => {
  const OUT = 'must be a date between the years 1 and 9999';
  it.each([
    ['GET', '/calendar/summary?period=month&date=9999-12-25', 'date'],
    ['GET', '/calendar/summary?period=day&date=9999-12-31', 'date'],
    ['GET', '/calendar/summary?period=week&date=0000-01-01', 'date'],
    ['GET', '/meals?date=0000-01-01', 'date'],
    ['GET', '/wearables/data?from=0000-01-01&to=0001-01-05', 'from'],
    ['GET', `/calendar/events?from=${encodeURIComponent('+275760-09-13T00:00:00.000Z')}`, 'from'],
    ['GET', `/calendar/events?from=${encodeURIComponent('-000001-01-01T00:00:00.000Z')}`, 'from'],
    ['GET', `/calendar/events?from=${encodeURIComponent('0000-12-31T00:00:00Z')}&to=${encodeURIComponent('0001-01-02T00:00:00Z')}`, 'from'],
  ])('%s %s is 400 on its field', async (method, path, field) => {
    const answer = expectClientError(await api(method, path, { token: ann.token }));
    expect(answer.field).toBe(field);
  });

  it('refuses a calendar period that would end past 9999-12-31 in plain words', async () => {
    expect(expectClientError(await api('GET', '/calendar/summary?period=month&date=9999-12-25', { token: ann.token })).message).toBe(PERIOD_OUT_OF_RANGE);
  });

  it('takes the first and last days of the range', async () => {
    expect((await api('GET', '/meals?date=9999-12-31', { token: ann.token })).status).toBe(200);
    expect((await api('GET', '/meals?date=0001-01-01', { token: ann.token })).status).toBe(200);
    expect((await api('GET', '/calendar/summary?period=day&date=0001-01-01&timezone=Pacific/Kiritimati', { token: ann.token })).status).toBe(200);
    expect((await api('GET', '/calendar/summary?period=month&date=9999-11-30&timezone=Pacific/Pago_Pago', { token: ann.token })).status).toBe(200);
    ok(await gql(`query { dailySummary(date: "9999-12-31", timezone: "Pacific/Kiritimati") { date } }`, {}, ann));
    // 30 days from the last month of 9999 are held to the range.
    expect((await api('GET', `/calendar/events?from=${encodeURIComponent('9999-12-30T00:00:00Z')}`, { token: ann.token })).status).toBe(200);
  });

  it('refuses a DateTime outside the range wherever it is written (variables, literals, nested inputs), with reason DATE_OUT_OF_RANGE', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [`query($f: DateTime) { calendarEvents(from: $f) { id } }`, { f: '+275760-09-13T00:00:00.000Z' }, 'from'],
      [`query { calendarEvents(to: "-271821-04-20T00:00:00.000Z") { id } }`, {}, 'to'],
      [
        `mutation($i: CalendarEventInput!) { createCalendarEvent(input: $i) { id } }`,
        { i: { title: 'x', startsAt: '0000-06-01T00:00:00Z', endsAt: '0000-06-01T01:00:00Z' } },
        'startsAt',
      ],
      [`mutation($i: LogMealInput!) { logMeal(input: $i) { id } }`, { i: { name: 'Oats', eatenAt: '+275760-09-13T00:00:00.000Z' } }, 'eatenAt'],
      [`mutation($i: LogMealInput!) { logMeal(input: $i) { id } }`, { i: { name: 'Oats', eatenAt: '+010000-01-01T00:00:00.000Z' } }, 'eatenAt'],
      [`query { heartRate(provider: APPLE_WATCH, from: "+010000-01-01T00:00:00Z") { at } }`, {}, 'from'],
    ];
    for (const [query, variables, field] of cases) {
      const r = await gql(query, variables, ann);
      expect(r.status, JSON.stringify(r)).toBe(400);
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason: 'DATE_OUT_OF_RANGE' });
      expect(r.errors?.[0]?.message).toBe(`${field} ${OUT}`);
    }
    // The same through REST: the body of POST /meals.
    const meal = await api('POST', '/meals', { token: ann.token, body: { name: 'Oats', eatenAt: '+275760-09-13T00:00:00.000Z' } });
    expect(expectClientError(meal).field).toBe('eatenAt');
    // Dates inside the range still work.
    ok(await gql(`mutation($i: LogMealInput!) { logMeal(input: $i) { id } }`, { i: { name: 'Oats', eatenAt: '9999-12-31T12:00:00.000Z' } }, ann));
  });
});

describe('GraphQL over HTTP', () => {
  it('answers a subscription sent as an HTTP POST with 4xx, not 500', async () => {
    for (const query of ['subscription { syncJobProgress { id } }', 'subscription S { accountEvent { __typename } }']) {
      const res = await fetch(stack.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
        body: JSON.stringify({ query }),
      });
      const text = await res.text();
      expect(res.status, text).toBeGreaterThanOrEqual(400);
      expect(res.status, text).toBeLessThan(500);
      expect(text).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('uploads are independent of each other', () => {
  it("answers the next member's upload after another member's oversized one (it waited 5 s and got 502)", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(6.3 * 1024 * 1024)]);
    const small = await jpegWithGps();
    for (let i = 0; i < 3; i++) {
      const refused = await uploadHealthFile(stack.url, ann.token, 'meal-image', { name: 'huge.png', bytes: big });
      expect(refused).toEqual({ status: 413, body: { message: 'Image must be less than 5MB', code: 'PAYLOAD_TOO_LARGE' } });
      const next = await uploadHealthFile(stack.url, bob.token, 'meal-image', { name: 'lunch.jpg', bytes: small, type: 'image/jpeg' });
      expect(next.status, JSON.stringify(next.body)).toBe(201);
    }
  });
});

describe('logMeal postId', () => {
  const LOG = `mutation($i: LogMealInput!) { logMeal(input: $i) { id postId } }`;
  const post = async (member: Member, type: 'MEAL' | 'POST') =>
    ok(
      await gql(
        `mutation($i: CreatePostInput!) { createPost(input: $i) { id } }`,
        { i: { type, content: 'Lunch', ...(type === 'MEAL' ? { meal: { name: 'Oats' } } : {}) } },
        member,
      ),
    ).createPost.id as string;

  it('takes the member’s own meal post and refuses another member’s, a plain post and one that does not exist', async () => {
    const mine = await post(ann, 'MEAL');
    expect(ok(await gql(LOG, { i: { name: 'Oats', postId: mine } }, ann)).logMeal.postId).toBe(mine);
    for (const postId of [await post(bob, 'MEAL'), await post(ann, 'POST'), UNKNOWN_ID]) {
      const r = await gql(LOG, { i: { name: 'Oats', postId } }, ann);
      expect(r.errors?.[0], JSON.stringify(r)).toMatchObject({ message: NOT_YOUR_MEAL_POST, extensions: { code: 'BAD_USER_INPUT', field: 'postId' } });
    }
  });
});

describe('activity files with numbers no activity has', () => {
  const IMPORT = `mutation($i: ImportActivityInput!) { importActivity(input: $i) { id duration elevationGain calories } }`;
  const importFile = async (name: string, text: string) => {
    const up = await uploadHealthFile(stack.url, ann.token, 'activity', { name, bytes: Buffer.from(text) });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    return gql(IMPORT, { i: { fileKey: up.body.upload.key } }, ann);
  };
  const expectRefused = (r: Awaited<ReturnType<typeof gql>>, what: string) => {
    expect(r.errors?.[0]?.extensions, JSON.stringify(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fileKey' });
    expect(r.errors?.[0]?.message).toContain(what);
  };

  it('refuses elevations of ±1e308, a duration past 32 bits, years ±27xxxx and calories adding up to Infinity with BAD_USER_INPUT', async () => {
    // Elevations the reader cannot use are left out (no climb), or refused: never INTERNAL.
    for (const [name, text] of [
      ['ele.gpx', gpxFile(northwardRun(3, [1e308, -1e308, 1e308, -1e308]))],
      ['ele.tcx', tcxFile(northwardRun(3, [1e308, -1e308, 1e308, -1e308]))],
    ]) {
      const r = await importFile(name, text);
      if (r.errors) expectRefused(r, 'its elevation');
      else expect(r.data.importActivity.elevationGain === null || Number.isFinite(r.data.importActivity.elevationGain)).toBe(true);
    }
    // Times a century apart: 3.2e9 seconds.
    const century = gpxFile(northwardRun(1)).replace(/2026-05-01T07:00:30/, '2126-05-01T07:00:30');
    expectRefused(await importFile('long.gpx', century), 'its duration');
    const far = gpxFile(northwardRun(2)).replace(/<time>2026-/g, '<time>+275000-');
    expect((await importFile('far.gpx', far)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fileKey' });
    // Two lap totals of 1.7e308 kcal add up to Infinity.
    const laps = tcxFile(northwardRun(2), { calories: 1 }).replace('<Calories>1</Calories>', '<Calories>1.7e308</Calories><Calories>1.7e308</Calories>');
    expectRefused(await importFile('kcal.tcx', laps), 'its calories');
    // An ordinary file still imports.
    expect(ok(await importFile('ok.gpx', gpxFile(northwardRun(3, [10, 12, 20, 30])))).importActivity.elevationGain).toBeGreaterThan(0);
  });
});

describe('zip checksums', () => {
  it('fails an export whose bytes do not match the CRC-32 its zip records, in plain words', async () => {
    const xmlPath = join(dir, 'export.xml');
    await writeAppleExport({ path: xmlPath, format: 'xml', days: 3, seed: 5, startDay: '2024-02-01' });
    const xml = readFileSync(xmlPath);
    const path = join(dir, 'export.zip');
    // Stored (level 0): the bytes sit in the zip as they are, so one can be changed in place.
    const zip = createZipWriter(path, { level: 0 });
    const entry = await zip.entry('apple_health_export/export.xml');
    await entry.write(xml);
    await entry.end();
    await zip.finish();
    const bytes = readFileSync(path);
    const at = bytes.indexOf('value="', bytes.indexOf('HKQuantityTypeIdentifierStepCount')) + 'value="'.length;
    bytes[at] = bytes[at] === 0x39 ? 0x38 : 0x39;
    writeFileSync(path, bytes);

    const up = await uploadHealthFile(stack.url, bob.token, 'export', { name: 'export.zip', bytes });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const started = ok(
      await gql(`mutation($i: ImportHealthExportInput!) { importHealthExport(input: $i) { id } }`, { i: { provider: 'APPLE_WATCH', fileKey: up.body.upload.key } }, bob),
    );
    let job: { state: string; error: string | null } = { state: 'QUEUED', error: null };
    for (let i = 0; i < 300 && job.state !== 'DONE' && job.state !== 'FAILED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = ok(await gql(`query($id: ID!) { syncJob(id: $id) { state error } }`, { id: started.importHealthExport.id }, bob)).syncJob;
    }
    // In the member's words (imports/member-message.ts): which file, why, and how to export again.
    expect(job.state).toBe('FAILED');
    expect(job.error).toMatch(/^This export file is damaged: export\.xml does not match its checksum, .* Export All Health Data/);
  });
});
