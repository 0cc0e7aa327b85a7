// With MESHY_API_KEY set, avatars are made by Meshy (here a loopback server that follows its
// API): the task follows Meshy's tasks to SUCCEEDED and the models are stored and served from
// our origin; a task Meshy fails ends FAILED with Meshy's reason, its avatar FAILED; rigging
// and animation go through Meshy's rigging and animation tasks with its library's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { download } from '@pulse/dev-env/media';
import { readGlb } from '../glb.js';
import { MESHY_TIMED_OUT } from './meshy.js';
import { MESHY_TEST_KEY, startMeshyTestServer, type MeshyTestServer } from './meshy-test-server.js';

let meshy: MeshyTestServer;
let stack: Stack;
let owner: Member;
const api = restClient(() => stack);

beforeAll(async () => {
  meshy = await startMeshyTestServer();
  stack = await startStack({
    env: { MESHY_API_KEY: MESHY_TEST_KEY, MESHY_API_URL: meshy.url, MESHY_POLL_MS: '20', MESHY_TIMEOUT_MS: '500' },
  });
  [owner] = await members(stack, 1);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await meshy?.stop();
});

async function taskOver(id: string) {
  for (let i = 0; i < 300; i++) {
    const r = await api('GET', `/avatars/${id}/status`, { token: owner.token });
    if (['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(r.json.state)) return r.json;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the task did not finish');
}

describe('avatars with Meshy configured', () => {
  it('makes, rigs and animates an avatar through Meshy, serving every model from our origin', async () => {
    const created = await api('POST', '/avatars', { token: owner.token, body: { prompt: 'a runner in a blue jacket', negative_prompt: 'blurry' } });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject({ provider: 'MESHY', status: 'PENDING' });
    const done = await taskOver(created.json.task_id);
    expect(done).toMatchObject({ state: 'SUCCEEDED', provider: 'MESHY', resultUrl: expect.stringMatching(/^\/media\/a-/) });
    const { res, bytes } = await download(`${stack.url}${done.resultUrl}`);
    expect(res.status).toBe(200);
    expect(readGlb(bytes)).not.toBeNull();
    expect(meshy.requests.find((r) => r.method === 'POST' && r.body?.mode === 'preview')?.body).toMatchObject({
      prompt: 'a runner in a blue jacket',
      negative_prompt: 'blurry',
    });

    const library = (await api('GET', '/avatars/meshy/animate/library', { token: owner.token })).json.animations;
    expect(library).toEqual([expect.objectContaining({ id: '0', name: 'Idle', provider: 'MESHY' }), expect.objectContaining({ id: '1' })]);
    const rig = await api('POST', '/avatars/meshy/rig', { token: owner.token, body: { avatarId: created.json.avatar.id } });
    expect(rig.status, rig.text).toBe(200);
    expect((await taskOver(rig.json.id)).state).toBe('SUCCEEDED');
    // Rigged by the generation's refine task, as Meshy documents it.
    expect(meshy.requests.find((r) => r.path === '/openapi/v1/rigging')?.body).toMatchObject({ input_task_id: expect.any(String), height_meters: 1.7 });
    const animate = await api('POST', '/avatars/meshy/animate', { token: owner.token, body: { rig_task_id: rig.json.id, action_id: 1 } });
    expect(animate.status, animate.text).toBe(200);
    const animated = await taskOver(animate.json.id);
    expect(animated.state).toBe('SUCCEEDED');
    expect(readGlb((await download(`${stack.url}${animated.resultUrl}`)).bytes)).toMatchObject({ animations: 1 });
    expect((await api('POST', '/avatars/meshy/animate', { token: owner.token, body: { rig_task_id: rig.json.id, action_id: 99 } })).json.code).toBe('BAD_USER_INPUT');
  }, 60_000);

  it("ends a task Meshy fails as FAILED with Meshy's reason, and its avatar FAILED", async () => {
    const created = await api('POST', '/avatars', { token: owner.token, body: { prompt: 'please fail this model' } });
    const done = await taskOver(created.json.id);
    expect(done).toMatchObject({ state: 'FAILED', error: 'Meshy could not make the model: The prompt could not be turned into a model', resultUrl: null });
    const avatar = (await api('GET', '/user/avatars', { token: owner.token })).json.avatars.find((a: { id: string }) => a.id === created.json.avatar.id);
    expect(avatar).toMatchObject({ status: 'FAILED', modelUrl: null });
  }, 30_000);

  it('a provider that times out: the task says so and waits for its retry, which succeeds once Meshy answers again', async () => {
    meshy.hang = true;
    try {
      const created = await api('POST', '/avatars', { token: owner.token, body: { prompt: 'a model Meshy is slow to start' } });
      expect(created.status, created.text).toBe(200);
      let task = created.json;
      for (let i = 0; i < 100 && task.error === null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        task = (await api('GET', `/avatars/${created.json.id}/status`, { token: owner.token })).json;
      }
      expect(task).toMatchObject({ state: 'QUEUED', status: 'PENDING', error: MESHY_TIMED_OUT });
      expect(await sql(stack, 'SELECT attempts FROM avatars.avatar_tasks WHERE id = $1', [created.json.id])).toEqual([{ attempts: 1 }]);
      meshy.hang = false;
      const done = await taskOver(created.json.id);
      expect(done).toMatchObject({ state: 'SUCCEEDED', error: null });
    } finally {
      meshy.hang = false;
    }
  }, 60_000);
});
