// The wearables through the whole platform: the spec's REST paths (POST /wearables/connect
// answers connection.id, POST /wearables/sync with optional dataTypes, GET /wearables/data with
// its query, and GET /wearables/jobs/:id) and the syncJobProgress subscription served by the
// gateway (the owner follows the job to DONE; another member is told NOT_FOUND at subscribe).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collect, expectFailure, members, realtimeClients, restClient, startStack, until, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let owner: Member;
let stranger: Member;
const api = restClient(() => stack);
const realtime = realtimeClients(() => stack);

beforeAll(async () => {
  stack = await startStack();
  [owner, stranger] = await members(stack, 2);
}, 120_000);
afterEach(() => realtime.disposeAll());
afterAll(() => stack?.stop());

async function jobDone(token: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const r = await api('GET', `/wearables/jobs/${id}`, { token });
    expect(r.status, r.text).toBe(200);
    if (r.json.job.state === 'done' || r.json.job.state === 'failed') return r.json.job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the job did not finish');
}

describe('wearables REST', () => {
  it('connects a sandbox device, syncs it and answers its data', async () => {
    const connected = await api('POST', '/wearables/connect', { token: owner.token, body: { provider: 'apple-watch', apiKey: 'test_apple-watch_12345' } });
    expect(connected.status, connected.text).toBe(200);
    expect(connected.json.connection).toMatchObject({ id: expect.any(String), provider: 'apple-watch', mode: 'sandbox', status: 'connected', keyHint: '2345' });
    expect(connected.text).not.toContain('test_apple-watch_12345');

    const sync = await api('POST', '/wearables/sync', { token: owner.token, body: { dataTypes: ['steps', 'heartRate'] } });
    expect(sync.status, sync.text).toBe(200);
    expect(sync.json.jobs).toEqual([expect.objectContaining({ provider: 'apple-watch', state: 'queued', progress: 0, dataTypes: ['steps', 'heartRate'] })]);
    expect(await jobDone(owner.token, sync.json.jobs[0].id)).toMatchObject({ state: 'done', progress: 100, error: null });

    const data = await api('GET', '/wearables/data?provider=apple-watch&dataTypes=steps,heartRate', { token: owner.token });
    expect(data.status, data.text).toBe(200);
    expect(data.json.data).toHaveLength(30);
    expect(data.json.data[0]).toMatchObject({
      provider: 'apple-watch',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      data: { steps: expect.any(Number), calories: null },
    });
    const all = await api('GET', '/wearables/data', { token: owner.token });
    expect(all.json.data).toHaveLength(30);
    // Another member's job does not exist for them.
    expectFailure(await api('GET', `/wearables/jobs/${sync.json.jobs[0].id}`, { token: stranger.token }), 404, { code: 'NOT_FOUND', message: 'Sync job not found' });
    expect((await api('GET', '/wearables/data', { token: stranger.token })).json).toEqual({ data: [] });
  }, 60_000);

  it('refuses an unknown provider, a missing key and a bad data type with the field named', async () => {
    const unknown = await api('POST', '/wearables/connect', { token: owner.token, body: { provider: 'polar', apiKey: 'k' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'provider',
      message: 'Unknown provider: choose one of whoop, oura, garmin, fitbit, apple-watch, samsung',
    });
    const missing = await api('POST', '/wearables/connect', { token: owner.token, body: { provider: 'oura' } });
    expect(missing.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'apiKey', message: 'API key is required' });
    const empty = await api('POST', '/wearables/connect', { token: owner.token, body: { provider: 'oura', apiKey: '' } });
    expect(empty.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'apiKey', message: 'API key is required' });
    const wrongSandbox = await api('POST', '/wearables/connect', { token: owner.token, body: { provider: 'garmin', apiKey: 'test_fitbit_12345' } });
    expect(wrongSandbox.json).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'apiKey',
      message: 'This test key is for fitbit; the garmin sandbox key is test_garmin_12345',
    });
    const badType = await api('GET', '/wearables/data?dataTypes=steps,mood', { token: owner.token });
    expect(badType.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'dataTypes' });
    expect((await api('POST', '/wearables/sync', { body: {} })).status).toBe(401);
  });
});

describe('syncJobProgress', () => {
  it("follows the owner's job to done, and refuses another member's job at subscribe", async () => {
    const { json } = await api('POST', '/wearables/connect', { token: owner.token, body: { provider: 'whoop', apiKey: 'test_whoop_12345' } });
    expect(json.connection.mode).toBe('sandbox');
    const ownerClient = await realtime.connect(owner);
    const all = collect(ownerClient, 'subscription { syncJobProgress { id state progress } }', {}, (d) => d.syncJobProgress);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sync = await api('POST', '/wearables/sync', { token: owner.token, body: { provider: 'whoop' } });
    const jobId = sync.json.jobs[0].id;
    await until(() => all.results.some((j) => j.id === jobId && j.state === 'DONE'), 'the DONE event', 30_000);
    const mine = all.results.filter((j) => j.id === jobId);
    expect(mine.map((j) => j.state)).toContain('RUNNING');
    expect(mine.at(-1)).toEqual({ id: jobId, state: 'DONE', progress: 100 });

    const strangerClient = await realtime.connect(stranger);
    const refused = collect(strangerClient, 'subscription($id: ID) { syncJobProgress(syncJobId: $id) { id } }', { id: jobId });
    await until(() => refused.errors.length > 0, 'the refusal');
    expect(JSON.stringify(refused.errors)).toContain('NOT_FOUND');
  }, 60_000);
});
