// The Meshy provider (MESHY_API_KEY set): Meshy's public API as its documentation describes it.
//
//   text to 3D   POST /openapi/v2/text-to-3d {mode: preview, prompt, negative_prompt} -> {result: id}
//                POST /openapi/v2/text-to-3d {mode: refine, preview_task_id}         -> {result: id}
//                GET  /openapi/v2/text-to-3d/{id} -> {status, progress, model_urls.glb, task_error}
//   rigging      POST /openapi/v1/rigging {input_task_id | model_url, height_meters, texture_image_url}
//                GET  /openapi/v1/rigging/{id} -> {status, progress, result.rigged_character_glb_url}
//   animation    POST /openapi/v1/animations {rig_task_id, action_id}
//                GET  /openapi/v1/animations/{id} -> {status, progress, result.animation_glb_url}
//   library      GET  /openapi/v1/animations/library
//
// Status words: PENDING, IN_PROGRESS, SUCCEEDED, FAILED, CANCELED (EXPIRED too). Each started
// task's id is kept on our row (rememberProviderTask) before it is waited on, so a delivery
// after a restart follows the same Meshy task instead of paying for a new one. What Meshy makes
// is downloaded and stored by the job: members load every model from our origin.
import { AvatarProvider } from '../entities.js';
import type { AnimateRequest, AnimationEntry, AvatarMaker, GenerateRequest, GeneratedModel, RigRequest, TaskRun } from './provider.js';
import { ProviderUnavailableError, TaskFailedError } from './provider.js';
import { TaskStoppedError } from './offline.js';

export interface MeshySettings {
  apiKey: string;
  apiUrl: string;
  timeoutMs: number;
  pollMs: number;
  taskTimeoutMs: number;
}

interface MeshyTask {
  id?: string;
  status?: string;
  progress?: number;
  model_urls?: { glb?: string };
  result?: { rigged_character_glb_url?: string; animation_glb_url?: string };
  task_error?: { message?: string };
}

/** Largest model downloaded from Meshy. */
const MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024;
export const MESHY_TIMED_OUT = 'Meshy did not answer in time; the task will be tried again';
export const MESHY_UNAVAILABLE = 'Meshy is unavailable right now; the task will be tried again';
export const MESHY_TOO_SLOW = 'Meshy did not finish the model in time';
export const MESHY_REFUSED_KEY = 'Meshy refused the configured API key';
export const MESHY_NO_CREDITS = 'The Meshy account has no credits left';
export const MESHY_FPS_ONLY_30 = 'Meshy makes GLB animations at 30 fps only';
export const meshyFailed = (why: string | undefined) => `Meshy could not make the model${why ? `: ${why.slice(0, 300)}` : ''}`;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

const LIBRARY_TTL_MS = 3600_000;

export class MeshyMaker implements AvatarMaker {
  readonly provider = AvatarProvider.MESHY;
  private library_: { at: number; entries: AnimationEntry[] } | undefined;

  constructor(private readonly settings: MeshySettings) {}

  private async call<T>(method: 'GET' | 'POST', path: string, signal: AbortSignal | undefined, body?: unknown): Promise<T> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    let res: Response;
    try {
      res = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.settings.apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw new TaskStoppedError('stopped');
      throw new ProviderUnavailableError(timeout.aborted ? MESHY_TIMED_OUT : MESHY_UNAVAILABLE, { cause: error });
    }
    const text = await res.text().catch(() => '');
    if (res.status === 401 || res.status === 403) throw new TaskFailedError(MESHY_REFUSED_KEY);
    if (res.status === 402) throw new TaskFailedError(MESHY_NO_CREDITS);
    if (res.status === 429 || res.status >= 500) throw new ProviderUnavailableError(MESHY_UNAVAILABLE);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderUnavailableError(MESHY_UNAVAILABLE);
    }
    if (!res.ok) throw new TaskFailedError(meshyFailed((json as { message?: string })?.message));
    return json as T;
  }

  private async start(path: string, body: unknown, run: TaskRun, stage: string): Promise<string> {
    const { result } = await this.call<{ result?: string }>('POST', path, run.signal, body);
    if (typeof result !== 'string' || !result) throw new ProviderUnavailableError(MESHY_UNAVAILABLE);
    await run.rememberProviderTask(`${stage}:${result}`);
    return result;
  }

  /** Polls a Meshy task until it succeeds; its progress maps onto [from, to] of ours. */
  private async follow(path: string, run: TaskRun, from: number, to: number): Promise<MeshyTask> {
    const deadline = Date.now() + this.settings.taskTimeoutMs;
    for (;;) {
      if (run.signal.aborted) throw new TaskStoppedError('stopped');
      const task = await this.call<MeshyTask>('GET', path, run.signal);
      if (task.status === 'SUCCEEDED') return task;
      if (task.status === 'FAILED' || task.status === 'EXPIRED') throw new TaskFailedError(meshyFailed(task.task_error?.message));
      if (task.status === 'CANCELED') throw new TaskFailedError('The task was cancelled at Meshy');
      await run.progress(from + ((to - from) * Math.max(0, Math.min(100, task.progress ?? 0))) / 100);
      if (Date.now() > deadline) throw new TaskFailedError(MESHY_TOO_SLOW);
      await sleep(this.settings.pollMs, run.signal);
    }
  }

  private async download(url: string | undefined, signal: AbortSignal): Promise<Uint8Array> {
    if (!url) throw new TaskFailedError(meshyFailed('no GLB in its answer'));
    const timeout = AbortSignal.timeout(Math.max(this.settings.timeoutMs, 60_000));
    try {
      const res = await fetch(url, { signal: AbortSignal.any([signal, timeout]) });
      if (!res.ok) throw new ProviderUnavailableError(MESHY_UNAVAILABLE);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.length > MAX_DOWNLOAD_BYTES) throw new TaskFailedError(meshyFailed('the model is too large'));
      return bytes;
    } catch (error) {
      if (error instanceof TaskFailedError || error instanceof ProviderUnavailableError) throw error;
      if (signal.aborted) throw new TaskStoppedError('stopped');
      throw new ProviderUnavailableError(timeout.aborted ? MESHY_TIMED_OUT : MESHY_UNAVAILABLE, { cause: error });
    }
  }

  /** The stage and Meshy id an earlier delivery kept ("preview:<id>", "refine:<previewId>:<id>"). */
  private resumed(run: TaskRun, stage: string): string[] | null {
    const parts = run.providerTaskId?.split(':');
    return parts && parts[0] === stage ? parts.slice(1) : null;
  }

  async generate(request: GenerateRequest, run: TaskRun): Promise<GeneratedModel> {
    const refineIds = this.resumed(run, 'refine');
    const previewId: string =
      refineIds?.[0] ??
      this.resumed(run, 'preview')?.[0] ??
      (await this.start(
        '/openapi/v2/text-to-3d',
        { mode: 'preview', prompt: request.prompt, negative_prompt: request.negativePrompt, should_remesh: true },
        run,
        'preview',
      ));
    const preview = await this.follow(`/openapi/v2/text-to-3d/${encodeURIComponent(previewId)}`, run, 1, 45);
    const previewGlb = await this.download(preview.model_urls?.glb, run.signal);
    const refineId: string = refineIds?.[1] ?? (await this.start('/openapi/v2/text-to-3d', { mode: 'refine', preview_task_id: previewId }, run, `refine:${previewId}`));
    const refined = await this.follow(`/openapi/v2/text-to-3d/${encodeURIComponent(refineId)}`, run, 45, 95);
    return { preview: previewGlb, model: await this.download(refined.model_urls?.glb, run.signal), providerTaskId: refineId };
  }

  async rig(request: RigRequest, run: TaskRun): Promise<Uint8Array> {
    const source = request.inputTaskId
      ? { input_task_id: request.inputTaskId }
      : request.model
        ? { model_url: `data:model/gltf-binary;base64,${Buffer.from(request.model).toString('base64')}` }
        : request.modelUrl && /^https:\/\//.test(request.modelUrl)
          ? { model_url: request.modelUrl }
          : null;
    if (!source) throw new TaskFailedError('Meshy needs the model to rig: its generation task or its GLB');
    const id =
      this.resumed(run, 'rig')?.[0] ??
      (await this.start(
        '/openapi/v1/rigging',
        { ...source, height_meters: request.heightMeters, ...(request.textureImageUrl ? { texture_image_url: request.textureImageUrl } : {}) },
        run,
        'rig',
      ));
    const task = await this.follow(`/openapi/v1/rigging/${encodeURIComponent(id)}`, run, 1, 95);
    return this.download(task.result?.rigged_character_glb_url, run.signal);
  }

  async animate(request: AnimateRequest, run: TaskRun): Promise<Uint8Array> {
    if (request.fps !== 30) throw new TaskFailedError(MESHY_FPS_ONLY_30);
    const rigId = request.rigProviderTaskId?.replace(/^rig:/, '');
    if (!rigId) throw new TaskFailedError('The rigging task was not made by Meshy');
    const id =
      this.resumed(run, 'animate')?.[0] ?? (await this.start('/openapi/v1/animations', { rig_task_id: rigId, action_id: Number(request.actionId) }, run, 'animate'));
    const task = await this.follow(`/openapi/v1/animations/${encodeURIComponent(id)}`, run, 1, 95);
    return this.download(task.result?.animation_glb_url, run.signal);
  }

  async library(): Promise<readonly AnimationEntry[]> {
    if (this.library_ && Date.now() - this.library_.at < LIBRARY_TTL_MS) return this.library_.entries;
    const answer = await this.call<unknown>('GET', '/openapi/v1/animations/library', undefined);
    const list = Array.isArray(answer) ? answer : ((answer as { result?: unknown; animations?: unknown }).result ?? (answer as { animations?: unknown }).animations);
    const entries = (Array.isArray(list) ? list : []).flatMap((item: Record<string, unknown>) => {
      const id = item.action_id ?? item.id;
      const text = (value: unknown, fallback: string) => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);
      return typeof id === 'number' || typeof id === 'string'
        ? [{ id: String(id), name: text(item.name, String(id)), category: text(item.category ?? item.sub_category, 'Other') }]
        : [];
    });
    this.library_ = { at: Date.now(), entries };
    return entries;
  }
}
