// For tests: a Meshy API on loopback that follows its documentation (meshy.ts's header): tasks
// start PENDING, move IN_PROGRESS at 50% on the next poll and SUCCEED on the one after, with
// GLBs made by our offline generator and served from this server. A prompt containing "fail"
// makes a task that FAILS with Meshy's task_error; `hang` makes every request go unanswered
// (a provider that times out); a key other than `key` is refused with 401.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateOffline } from '../../generator/offline.js';
import { shapeFromPrompt } from '../shape.js';

export const MESHY_TEST_KEY = 'msy-test-key';

interface Task {
  id: string;
  kind: 'text' | 'rig' | 'animate';
  polls: number;
  fails: boolean;
  file: 'model' | 'rigged' | 'animation';
}

export interface MeshyTestServer {
  url: string;
  requests: { method: string; path: string; auth: string | undefined; body: Record<string, unknown> | undefined }[];
  hang: boolean;
  stop(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (!chunks.length) return undefined;
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

export async function startMeshyTestServer(): Promise<MeshyTestServer> {
  const tasks = new Map<string, Task>();
  const files = {
    model: await generateOffline({ shape: shapeFromPrompt('meshy', 1.7), kind: 'model' }),
    rigged: await generateOffline({ shape: shapeFromPrompt('meshy', 1.7), kind: 'rigged', animations: ['walk'] }),
    animation: await generateOffline({ shape: shapeFromPrompt('meshy', 1.7), kind: 'animation', animations: ['wave'] }),
  };
  let next = 0;
  const hanging = new Set<import('node:http').ServerResponse>();
  const state: MeshyTestServer = { url: '', requests: [], hang: false, stop: async () => undefined };
  const server: Server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<unknown> {
    const path = (req.url ?? '').split('?')[0];
    const body = await bodyOf(req).catch(() => undefined);
    state.requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
    if (state.hang) {
      hanging.add(res);
      return;
    }
    const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const file = /^\/files\/(model|rigged|animation)\.glb$/.exec(path);
    if (file) return void res.writeHead(200, { 'content-type': 'model/gltf-binary' }).end(files[file[1] as keyof typeof files]);
    if (req.headers.authorization !== `Bearer ${MESHY_TEST_KEY}`) return json(401, { message: 'Invalid API key' });
    const start = (kind: Task['kind'], fileKind: Task['file'], fails = false) => {
      const id = `0193${String(next++).padStart(4, '0')}-meshy`;
      tasks.set(id, { id, kind, polls: 0, fails, file: fileKind });
      json(202, { result: id });
    };
    if (req.method === 'GET' && path === '/openapi/v1/animations/library')
      return json(200, [
        { action_id: 0, name: 'Idle', category: 'DailyActions' },
        { action_id: 1, name: 'Walking_Woman', category: 'WalkAndRun' },
      ]);
    if (req.method === 'POST' && path === '/openapi/v2/text-to-3d') {
      if (body?.mode === 'preview') return start('text', 'model', typeof body.prompt === 'string' && body.prompt.includes('fail'));
      if (body?.mode === 'refine' && tasks.has(String(body.preview_task_id))) return start('text', 'model');
      return json(400, { message: 'Invalid mode or preview_task_id' });
    }
    if (req.method === 'POST' && path === '/openapi/v1/rigging') {
      if (!body?.input_task_id && !body?.model_url) return json(400, { message: 'input_task_id or model_url is required' });
      return start('rig', 'rigged');
    }
    if (req.method === 'POST' && path === '/openapi/v1/animations') {
      if (!tasks.has(String(body?.rig_task_id)) || typeof body?.action_id !== 'number') return json(400, { message: 'Invalid rig_task_id or action_id' });
      return start('animate', 'animation');
    }
    const poll = /^\/openapi\/(?:v2\/text-to-3d|v1\/rigging|v1\/animations)\/([^/]+)$/.exec(path);
    const task = poll ? tasks.get(decodeURIComponent(poll[1])) : undefined;
    if (req.method === 'GET' && task) {
      task.polls += 1;
      if (task.polls === 1) return json(200, { id: task.id, status: 'PENDING', progress: 0 });
      if (task.polls === 2) return json(200, { id: task.id, status: 'IN_PROGRESS', progress: 50 });
      if (task.fails) return json(200, { id: task.id, status: 'FAILED', progress: 50, task_error: { message: 'The prompt could not be turned into a model' } });
      const url = `${state.url}/files/${task.file}.glb`;
      if (task.kind === 'text') return json(200, { id: task.id, status: 'SUCCEEDED', progress: 100, model_urls: { glb: url } });
      if (task.kind === 'rig') return json(200, { id: task.id, status: 'SUCCEEDED', progress: 100, result: { rigged_character_glb_url: url } });
      return json(200, { id: task.id, status: 'SUCCEEDED', progress: 100, result: { animation_glb_url: url } });
    }
    json(404, { message: 'Not found' });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
