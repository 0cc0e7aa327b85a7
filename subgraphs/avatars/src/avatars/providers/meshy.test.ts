// The Meshy adapter against a loopback server that follows Meshy's API: text to 3D (preview
// then refine), rigging and animation with their status polling, the library, a task Meshy
// fails, a provider that does not answer in time, a refused key, and a delivery after a
// restart that follows the Meshy task it had started instead of paying for a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGlb } from '../glb.js';
import { shapeFromPrompt } from '../shape.js';
import { MESHY_REFUSED_KEY, MESHY_TIMED_OUT, MeshyMaker } from './meshy.js';
import { MESHY_TEST_KEY, startMeshyTestServer, type MeshyTestServer } from './meshy-test-server.js';
import { ProviderUnavailableError, TaskFailedError, type TaskRun } from './provider.js';

let server: MeshyTestServer;
beforeAll(async () => {
  server = await startMeshyTestServer();
});
afterAll(() => server?.stop());

const maker = (key = MESHY_TEST_KEY, timeoutMs = 2000) => new MeshyMaker({ apiKey: key, apiUrl: server.url, timeoutMs, pollMs: 10, taskTimeoutMs: 5000 });

function run(providerTaskId: string | null = null) {
  const progress: number[] = [];
  const kept: string[] = [];
  const taskRun: TaskRun = {
    signal: new AbortController().signal,
    progress: async (p) => void progress.push(p),
    providerTaskId,
    rememberProviderTask: async (id) => void kept.push(id),
  };
  return { taskRun, progress, kept };
}

const request = (prompt: string) => ({ prompt, negativePrompt: 'low quality', heightMeters: 1.7, animations: [], shape: shapeFromPrompt(prompt, 1.7) });

describe('Meshy adapter', () => {
  it('makes a model by preview then refine, following each task to SUCCEEDED, and downloads the GLBs', async () => {
    server.requests.length = 0;
    const { taskRun, progress, kept } = run();
    const made = await maker().generate(request('a runner in a red shirt'), taskRun);
    expect(readGlb(made.preview)).not.toBeNull();
    expect(readGlb(made.model)).not.toBeNull();
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts[0]).toMatchObject({
      path: '/openapi/v2/text-to-3d',
      auth: `Bearer ${MESHY_TEST_KEY}`,
      body: { mode: 'preview', prompt: 'a runner in a red shirt', negative_prompt: 'low quality' },
    });
    expect(posts[1].body).toEqual({ mode: 'refine', preview_task_id: kept[0].split(':')[1] });
    expect(kept).toEqual([expect.stringMatching(/^preview:/), expect.stringMatching(/^refine:.+:.+$/)]);
    expect(made.providerTaskId).toBe(kept[1].split(':')[2]);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('rigs by the generation task and animates by the rigging task; lists the library', async () => {
    const rigRun = run();
    const rigged = await maker().rig({ heightMeters: 1.8, shape: null, inputTaskId: 'refine-1', modelUrl: null, model: null, textureImageUrl: null }, rigRun.taskRun);
    expect(readGlb(rigged)).toMatchObject({ skins: 1 });
    expect(server.requests.find((r) => r.path === '/openapi/v1/rigging')?.body).toEqual({ input_task_id: 'refine-1', height_meters: 1.8 });
    const animated = await maker().animate({ shape: null, rigProviderTaskId: rigRun.kept[0], actionId: '1', fps: 30 }, run().taskRun);
    expect(readGlb(animated)).toMatchObject({ animations: 1 });
    expect(server.requests.find((r) => r.path === '/openapi/v1/animations')?.body).toEqual({ rig_task_id: rigRun.kept[0].replace('rig:', ''), action_id: 1 });
    expect(await maker().library()).toEqual([
      { id: '0', name: 'Idle', category: 'DailyActions' },
      { id: '1', name: 'Walking_Woman', category: 'WalkAndRun' },
    ]);
  });

  it("fails the task with Meshy's reason when Meshy fails it", async () => {
    const error = await maker()
      .generate(request('this one will fail'), run().taskRun)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskFailedError);
    expect((error as Error).message).toBe('Meshy could not make the model: The prompt could not be turned into a model');
  });

  it('a provider that does not answer in time is retried later (ProviderUnavailableError), and a refused key fails at once', async () => {
    server.hang = true;
    try {
      const started = Date.now();
      const error = await maker(MESHY_TEST_KEY, 300)
        .generate(request('a slow one'), run().taskRun)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect((error as Error).message).toBe(MESHY_TIMED_OUT);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      server.hang = false;
    }
    const refused = await maker('msy-wrong')
      .generate(request('a refused one'), run().taskRun)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TaskFailedError);
    expect((refused as Error).message).toBe(MESHY_REFUSED_KEY);
  });

  it('a delivery after a restart follows the Meshy task it had started', async () => {
    const first = run();
    await maker().generate(request('a resumed model'), first.taskRun);
    server.requests.length = 0;
    const again = await maker().generate(request('a resumed model'), run(first.kept[1]).taskRun);
    expect(readGlb(again.model)).not.toBeNull();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
