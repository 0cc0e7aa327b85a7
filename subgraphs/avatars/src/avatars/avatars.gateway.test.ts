// Avatars through the whole platform, offline (no Meshy key): the spec's REST paths (POST
// /avatars answers task_id, GET and PUT /user/avatars, DELETE /avatars/{id}, the task status
// and cancel paths, rig and animate), the avatarTaskUpdated subscription to the owner only,
// the models served from our origin as valid GLBs, GLB uploads, another member's avatar
// invisible and undeletable, and a task that survives its process stopping mid-way.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collect, expectFailure, members, realtimeClients, restClient, sql, startStack, until, type Member, type Stack } from '@pulse/dev-env';
import { download } from '@pulse/dev-env/media';
import { startSubgraph } from '@pulse/kit';
import { avatars } from '../index.js';
import { readGlb } from './glb.js';
import { DEFAULT_NEGATIVE_PROMPT, GLB_TOO_LARGE, NOT_A_GLB, PROMPT_TOO_SHORT, TOO_MANY_TASKS } from './limits.js';

/** The production limit (test stacks raise it by default). */
const MAX_ACTIVE_TASKS = 3;

let stack: Stack;
let owner: Member;
let stranger: Member;
const api = restClient(() => stack);
const realtime = realtimeClients(() => stack);

beforeAll(async () => {
  // Each offline step waits 250 ms: a task takes about a second, long enough to watch, cancel or restart.
  stack = await startStack({ env: { AVATAR_OFFLINE_STEP_MS: '250', AVATAR_MAX_ACTIVE_TASKS: String(MAX_ACTIVE_TASKS) } });
  [owner, stranger] = await members(stack, 2);
}, 120_000);
afterEach(() => realtime.disposeAll());
afterAll(() => stack?.stop());

async function taskOver(token: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const r = await api('GET', `/avatars/${id}/status`, { token });
    expect(r.status, r.text).toBe(200);
    if (['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(r.json.state)) return r.json;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the task did not finish');
}

async function create(token: string, body: Record<string, unknown>) {
  const r = await api('POST', '/avatars', { token, body });
  expect(r.status, r.text).toBe(200);
  return r.json;
}

async function glbAt(url: string) {
  const { res, bytes } = await download(`${stack.url}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('model/gltf-binary');
  return readGlb(bytes);
}

describe('avatars offline', () => {
  it('creates an avatar: task_id, progress by subscription to the owner only, then a downloadable GLB with its animations', async () => {
    const client = await realtime.connect(owner);
    const all = collect(client, 'subscription { avatarTaskUpdated { id state progress } }');
    const strangers = collect(await realtime.connect(stranger), 'subscription { avatarTaskUpdated { id } }');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const created = await create(owner.token, { prompt: 'A muscular runner in a red shirt and black shorts', negative_prompt: '', name: 'Runner' });
    expect(created).toMatchObject({ task_id: created.id, state: 'QUEUED', status: 'PENDING', kind: 'GENERATE', provider: 'OFFLINE', progress: 0 });
    expect(created.avatar).toMatchObject({ name: 'Runner', status: 'GENERATING', isDefault: true, negativePrompt: DEFAULT_NEGATIVE_PROMPT, heightMeters: 1.7 });
    // Following one task by its id: its owner hears it; another member is refused when subscribing.
    const named = collect(client, 'subscription($id: ID) { avatarTaskUpdated(avatarTaskId: $id) { id state } }', { id: created.id });
    const refused = collect(await realtime.connect(stranger), 'subscription($id: ID) { avatarTaskUpdated(avatarTaskId: $id) { id } }', { id: created.id });
    await until(() => refused.errors.length > 0, 'the refusal');
    expect(JSON.stringify(refused.errors)).toContain('NOT_FOUND');
    const done = await taskOver(owner.token, created.task_id);
    await until(() => named.results.some((r) => r.avatarTaskUpdated.state === 'SUCCEEDED'), 'the named subscription to hear the end');
    expect(done).toMatchObject({
      state: 'SUCCEEDED',
      status: 'SUCCEEDED',
      progress: 100,
      error: null,
      resultUrl: expect.stringMatching(/^\/media\/a-c[0-9a-z]{24}\.glb$/),
    });

    await until(() => all.results.some((r) => r.avatarTaskUpdated.id === created.id && r.avatarTaskUpdated.state === 'SUCCEEDED'), 'the succeeded event');
    const seen = all.results.filter((r) => r.avatarTaskUpdated.id === created.id).map((r) => r.avatarTaskUpdated);
    expect(seen.map((r) => r.state)).toContain('RUNNING');
    expect(seen.some((r) => r.progress > 0 && r.progress < 100)).toBe(true);
    expect(strangers.results).toEqual([]);

    const { avatars: list } = (await api('GET', '/user/avatars', { token: owner.token })).json;
    expect(list).toEqual([expect.objectContaining({ id: created.avatar.id, status: 'READY', isDefault: true, modelUrl: done.resultUrl })]);
    expect(await glbAt(list[0].modelUrl)).toEqual({ animations: 5, skins: 1 });
    expect(await glbAt(list[0].previewUrl)).toEqual({ animations: 0, skins: 0 });
    // The name is optional: the start of the prompt names the avatar.
    const unnamed = await create(owner.token, { prompt: 'a slim person in a green top' });
    expect(unnamed.avatar).toMatchObject({ name: 'a slim person in a green top', isDefault: false });
    await taskOver(owner.token, unnamed.id);
  }, 60_000);

  it('refuses bad input with stable codes, and another member cannot see or delete the avatar', async () => {
    expectFailure(await api('POST', '/avatars', { token: owner.token, body: { prompt: 'short' } }), 400, {
      code: 'BAD_USER_INPUT',
      message: PROMPT_TOO_SHORT,
      field: 'prompt',
    });
    expectFailure(await api('POST', '/avatars', { token: owner.token, body: {} }), 400, {
      code: 'BAD_USER_INPUT',
      message: 'Avatar description is required',
      field: 'prompt',
    });
    expectFailure(await api('POST', '/avatars', { token: owner.token, body: { prompt: 'a tall person here', name: 'x' } }), 400, {
      code: 'BAD_USER_INPUT',
      message: 'Name must be at least 2 characters',
      field: 'name',
    });
    expect((await api('POST', '/avatars', { token: owner.token, body: { prompt: 'x'.repeat(601) } })).json.code).toBe('BAD_USER_INPUT');
    expect((await api('POST', '/avatars', { token: owner.token, body: { prompt: 'a tall person here', height_meters: 9 } })).json.field).toBe('height_meters');
    expect((await api('POST', '/avatars', { body: { prompt: 'a tall person here' } })).status).toBe(401);

    const [mine] = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars;
    expect((await api('GET', '/user/avatars', { token: stranger.token })).json).toEqual({ avatars: [] });
    expectFailure(await api('DELETE', `/avatars/${mine.id}`, { token: stranger.token }), 404, { code: 'NOT_FOUND', message: 'Avatar not found' });
    expectFailure(await api('PUT', '/user/avatars', { token: stranger.token, body: { avatarId: mine.id } }), 404, { code: 'NOT_FOUND', message: 'Avatar not found' });
    expectFailure(await api('GET', `/avatars/${mine.id}/rig`, { token: stranger.token }), 404, { code: 'NOT_FOUND', message: 'Avatar not found' });
    expectFailure(await api('DELETE', '/avatars/nope', { token: owner.token }), 404, { code: 'NOT_FOUND', message: 'Avatar not found' });
    expect((await api('GET', '/user/avatars', { token: owner.token })).json.avatars.map((a: { id: string }) => a.id)).toContain(mine.id);
  });

  it('keeps exactly one default: set default swaps, deleting the default promotes the newest ready one', async () => {
    const ids = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars.map((a: { id: string }) => a.id);
    const other = ids.find((id: string) => id !== ids[ids.length - 1]);
    const set = await api('PUT', '/user/avatars', { token: owner.token, body: { avatarId: other } });
    expect(set.status, set.text).toBe(200);
    expect(set.json.avatar).toMatchObject({ id: other, isDefault: true });
    // Two swaps at once still leave one default (the database's partial unique index, and a lock per member).
    await Promise.all(ids.map((id: string) => api('PUT', '/user/avatars', { token: owner.token, body: { avatarId: id } })));
    const defaults = await sql(stack, 'SELECT id FROM avatars.avatars WHERE owner_id = $1 AND is_default', [owner.user.id]);
    expect(defaults).toHaveLength(1);
    await expect(sql(stack, 'UPDATE avatars.avatars SET is_default = true WHERE owner_id = $1', [owner.user.id])).rejects.toThrow(/avatars_one_default/);

    const current = defaults[0].id as string;
    const deleted = await api('DELETE', `/avatars/${current}`, { token: owner.token });
    expect(deleted.json).toEqual({ id: current, deleted: true });
    const after = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars;
    expect(after.filter((a: { isDefault: boolean }) => a.isDefault)).toEqual([expect.objectContaining({ id: after[0].id })]);
    for (const a of after) await api('DELETE', `/avatars/${a.id}`, { token: owner.token });
    expect((await api('GET', '/user/avatars', { token: owner.token })).json).toEqual({ avatars: [] });
    // The next one is the default again.
    const next = await create(owner.token, { prompt: 'a heavy person in a blue jacket' });
    expect(next.avatar.isDefault).toBe(true);
    await taskOver(owner.token, next.id);
  }, 60_000);

  it('rigs and animates an avatar (30 fps GLB), with the library and the Meshy-style status paths', async () => {
    const [avatar] = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars;
    const library = (await api('GET', '/avatars/meshy/animate/library', { token: owner.token })).json.animations.map((a: { id: string }) => a.id);
    expect(library).toEqual(['idle', 'walk', 'run', 'squat', 'wave']);
    const rig = await api('POST', '/avatars/meshy/rig', { token: owner.token, body: { avatarId: avatar.id, height_meters: 1.8 } });
    expect(rig.status, rig.text).toBe(200);
    expect(rig.json).toMatchObject({ result: rig.json.id, kind: 'RIG', status: 'PENDING' });
    const rigged = await taskOver(owner.token, rig.json.id);
    expect(rigged.state).toBe('SUCCEEDED');
    expect(await glbAt(rigged.resultUrl)).toEqual({ animations: 0, skins: 1 });
    const rigState = (await api('GET', `/avatars/${avatar.id}/rig`, { token: owner.token })).json;
    expect(rigState).toMatchObject({ avatarId: avatar.id, status: 'SUCCEEDED', riggedModelUrl: rigged.resultUrl });
    expect((await api('GET', `/avatars/meshy/rig/${rig.json.id}/status`, { token: owner.token })).json.status).toBe('SUCCEEDED');

    // The spec's client model spells the avatar service's fields in camelCase: read as the documented snake_case.
    const animate = await api('POST', '/avatars/animate', { token: owner.token, body: { rigTaskId: rig.json.id, actionId: 'squat', fps: 30, outputFormat: 'glb' } });
    expect(animate.status, animate.text).toBe(200);
    const animated = await taskOver(owner.token, animate.json.task_id);
    expect(animated.state).toBe('SUCCEEDED');
    expect(await glbAt(animated.resultUrl)).toEqual({ animations: 1, skins: 1 });
    const moonwalk = await api('POST', '/avatars/meshy/animate', { token: owner.token, body: { rig_task_id: rig.json.id, action_id: 'moonwalk' } });
    expect(moonwalk.status, moonwalk.text).toBe(400);
    expect(moonwalk.json).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Unknown animation: choose from idle, walk, run, squat, wave' });
    expect(
      (await api('POST', '/avatars/meshy/animate', { token: owner.token, body: { rig_task_id: rig.json.id, action_id: 'walk', output_format: 'fbx' } })).json.field,
    ).toBe('output_format');
    expectFailure(await api('GET', `/avatars/meshy/animate/${animate.json.id}`, { token: stranger.token }), 404, { code: 'NOT_FOUND', message: 'Avatar task not found' });
  }, 60_000);

  it('cancels a task mid-way: it stops, keeps nothing, and the avatar says its creation failed; a finished task cannot be cancelled', async () => {
    const created = await create(owner.token, { prompt: 'an athletic person in a yellow top' });
    for (let i = 0; i < 100 && (await api('GET', `/avatars/${created.id}/status`, { token: owner.token })).json.state !== 'RUNNING'; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expectFailure(await api('DELETE', `/avatars/meshy/rig/${created.id}`, { token: stranger.token }), 404, { code: 'NOT_FOUND', message: 'Avatar task not found' });
    const cancelled = await api('DELETE', `/avatars/meshy/rig/${created.id}`, { token: owner.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ state: 'CANCELLED', status: 'CANCELED' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = (await api('GET', `/avatars/${created.id}/status`, { token: owner.token })).json;
    expect(after).toMatchObject({ state: 'CANCELLED', resultUrl: null });
    const avatar = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars.find((a: { id: string }) => a.id === created.avatar.id);
    expect(avatar).toMatchObject({ status: 'FAILED', modelUrl: null });
    expectFailure(await api('DELETE', `/avatars/meshy/rig/${created.id}`, { token: owner.token }), 409, {
      code: 'CONFLICT',
      message: 'The task is already over',
      field: 'id',
    });
  }, 30_000);

  it(`refuses a member's task past ${MAX_ACTIVE_TASKS} queued or running`, async () => {
    const made = [];
    for (let i = 0; i < MAX_ACTIVE_TASKS; i++) made.push(await create(stranger.token, { prompt: `a person number ${i} in a grey top` }));
    const refused = await api('POST', '/avatars', { token: stranger.token, body: { prompt: 'one task too many here' } });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_TASKS(MAX_ACTIVE_TASKS) });
    for (const task of made) await taskOver(stranger.token, task.id);
  }, 60_000);

  it('takes a GLB upload as a ready avatar, and refuses what is not a GLB or too large', async () => {
    const [avatar] = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars.filter((a: { status: string }) => a.status === 'READY');
    const { bytes } = await download(`${stack.url}${avatar.modelUrl}`);
    const upload = async (file: Uint8Array, name = 'mine.glb', token: string | null = owner.token) => {
      const form = new FormData();
      form.append('name', 'My upload');
      form.append('file', new Blob([new Uint8Array(file)], { type: 'model/gltf-binary' }), name);
      // Without a token the request still needs a preflight header (the gateway's CSRF rule).
      const res = await fetch(`${stack.url}/api/avatars/upload`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : { 'apollo-require-preflight': '1' },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const ok = await upload(bytes);
    expect(ok.status).toBe(201);
    expect(ok.body.avatar).toMatchObject({
      name: 'My upload',
      status: 'READY',
      provider: 'UPLOAD',
      isDefault: false,
      modelUrl: expect.stringMatching(/^\/media\/a-.*\.glb$/),
    });
    const listed = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars.find((a: { id: string }) => a.id === ok.body.avatar.id);
    expect(listed).toEqual(ok.body.avatar);
    expect(await glbAt(ok.body.avatar.modelUrl)).toEqual({ animations: 5, skins: 1 });
    expect(await upload(Buffer.from('#!/bin/sh\necho not a model\n'))).toEqual({
      status: 400,
      body: { message: NOT_A_GLB, code: 'BAD_USER_INPUT', field: 'file', reason: 'NOT_A_GLB' },
    });
    const broken = Buffer.from(bytes);
    broken.writeUInt32LE(1, 4);
    expect((await upload(broken)).body.reason).toBe('NOT_A_GLB');
    const huge = await upload(Buffer.concat([bytes, Buffer.alloc(20 * 1024 * 1024)]));
    expect(huge).toEqual({ status: 413, body: { message: GLB_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' } });
    expect((await upload(bytes, 'x.glb', null)).status).toBe(401);
    expect((await api('GET', '/user/avatars', { token: stranger.token })).json.avatars.map((a: { id: string }) => a.id)).not.toContain(ok.body.avatar.id);
  }, 60_000);

  it('resumes a task whose process stopped mid-way, in the next process', async () => {
    const created = await create(owner.token, { prompt: 'a slim dancer in a purple top', height_meters: 1.6 });
    for (let i = 0; i < 100 && (await api('GET', `/avatars/${created.id}/status`, { token: owner.token })).json.state !== 'RUNNING'; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const index = stack.subgraphs.findIndex((s) => s.name === 'avatars');
    const running = stack.subgraphs[index];
    await running.stop();
    const [row] = await sql(stack, 'SELECT state FROM avatars.avatar_tasks WHERE id = $1', [created.id]);
    expect(row.state).toBe('queued');
    stack.subgraphs[index] = await startSubgraph(avatars, { config: running.services.config, databaseUrl: stack.database.url, port: running.port, clock: stack.clock });
    const done = await taskOver(owner.token, created.id);
    expect(done).toMatchObject({ state: 'SUCCEEDED', progress: 100 });
    const [attempts] = await sql(stack, 'SELECT attempts FROM avatars.avatar_tasks WHERE id = $1', [created.id]);
    expect(attempts.attempts).toBe(2);
    expect(await glbAt(done.resultUrl)).toEqual({ animations: 5, skins: 1 });
  }, 60_000);
});
