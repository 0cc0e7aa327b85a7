// The avatar-task job: runs one avatar_tasks row on its provider, stores what it made in our
// media storage, and records the result, reading top to bottom:
//
//   over already (cancelled, or done by an earlier delivery)  -> nothing to do
//   running (attempt n) -> the provider makes the GLB(s), progress published as it goes
//   succeeded -> files stored, the task and its avatar updated in one transaction; a task
//                cancelled meanwhile keeps nothing (its files are removed)
//   the process stops  -> back to queued; pg-boss delivers it again to the next process
//   a provider down or timing out -> queued again and retried (failed after the last attempt)
//   a failure no retry fixes (TaskFailedError) -> failed at once, in words for the member
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_JOB_RETRY_LIMIT, createLogger, createStorage, jobWorker, newStorageKey, type SubgraphServices } from '@pulse/kit';
import { mediaUrlOf } from '@pulse/kit/media';
import { Avatar, AvatarProvider, AvatarStatus, AvatarTask, AvatarTaskKind, AvatarTaskState } from './entities.js';
import { AVATAR_KEY_PREFIX, DEFAULT_FPS } from './limits.js';
import { makerFor } from './providers/index.js';
import { ProviderUnavailableError, TaskFailedError, type AvatarMaker, type TaskRun } from './providers/provider.js';
import { TaskStoppedError } from './providers/offline.js';
import { avatarTaskQueue } from './queues.js';
import { shapeFromPrompt } from './shape.js';
import { isOver, updateTask } from './store.js';

const log = createLogger('avatars.job');
const SCHEMA = '"avatars"';
export const GLB_CONTENT_TYPE = 'model/gltf-binary';
const MAX_ATTEMPTS = 1 + DEFAULT_JOB_RETRY_LIMIT;
export const TASK_WENT_WRONG = 'Something went wrong on our side while making this model. Please try again.';
export const AVATAR_GONE = 'The avatar was deleted';

export interface GenerateInput {
  prompt: string;
  negativePrompt: string;
  heightMeters: number;
  animations: string[];
}
export interface RigInput {
  heightMeters: number;
  inputTaskId: string | null;
  modelUrl: string | null;
  textureImageUrl: string | null;
}
export interface AnimateInput {
  rigTaskId: string;
  actionId: string;
  fps: number;
  outputFormat: 'glb';
}

/** What a finished task changes besides itself, in the transaction that marks it succeeded. */
type Outcome = { resultUrl: string; apply: (tx: EntityManager) => Promise<void> };

async function execute(tx: EntityManager, sql: string, params: unknown[]): Promise<void> {
  await tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
}

const keepFiles = (avatarId: string, keys: string[]) => (tx: EntityManager) =>
  execute(tx, `UPDATE ${SCHEMA}.avatars SET file_keys = file_keys || ?::jsonb WHERE id = ?`, [JSON.stringify(keys), avatarId]);

async function modelBytes(services: SubgraphServices, url: string): Promise<Uint8Array | null> {
  const key = url.replace(/^\/media\//, '');
  const object = await createStorage(services.config)
    .get(key)
    .catch(() => null);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function perform(
  services: SubgraphServices,
  task: AvatarTask,
  maker: AvatarMaker,
  run: TaskRun,
  store: (bytes: Uint8Array) => Promise<{ key: string; url: string }>,
): Promise<Outcome> {
  const em = services.orm.em.fork();
  const avatar = task.avatarId ? await em.findOne(Avatar, { id: task.avatarId }) : null;
  const shapeOf = (a: Avatar | null, height: number) => (a && a.provider === AvatarProvider.OFFLINE ? shapeFromPrompt(a.prompt, height) : null);

  if (task.kind === AvatarTaskKind.GENERATE) {
    if (!avatar) throw new TaskFailedError(AVATAR_GONE);
    const input = task.input as unknown as GenerateInput;
    const made = await maker.generate({ ...input, shape: shapeFromPrompt(input.prompt, input.heightMeters) }, run);
    const preview = await store(made.preview);
    const model = await store(made.model);
    return {
      resultUrl: model.url,
      apply: async (tx) => {
        await execute(tx, `UPDATE ${SCHEMA}.avatars SET status = 'ready', preview_url = ?, model_url = ? WHERE id = ?`, [preview.url, model.url, avatar.id]);
        await keepFiles(avatar.id, [preview.key, model.key])(tx);
        if (made.providerTaskId) await execute(tx, `UPDATE ${SCHEMA}.avatar_tasks SET provider_task_id = ? WHERE id = ?`, [made.providerTaskId, task.id]);
      },
    };
  }

  if (task.kind === AvatarTaskKind.RIG) {
    const input = task.input as unknown as RigInput;
    // The text-to-3D task the model came from, when it is one of the member's (Meshy rigs by it).
    const source = input.inputTaskId
      ? await em.findOne(AvatarTask, { id: input.inputTaskId, ownerId: task.ownerId })
      : avatar
        ? await em.findOne(AvatarTask, { avatarId: avatar.id, kind: AvatarTaskKind.GENERATE, state: AvatarTaskState.SUCCEEDED })
        : null;
    // Meshy rigs the member's own model from its bytes (a data URI) when no generation task of its names it.
    const stored = !source?.providerTaskId && avatar?.modelUrl && maker.provider !== AvatarProvider.OFFLINE ? await modelBytes(services, avatar.modelUrl) : null;
    const glb = await maker.rig(
      {
        model: stored,
        heightMeters: input.heightMeters,
        shape: shapeOf(avatar, input.heightMeters),
        inputTaskId: source?.providerTaskId ?? null,
        modelUrl: input.modelUrl,
        textureImageUrl: input.textureImageUrl,
      },
      run,
    );
    const rigged = await store(glb);
    return {
      resultUrl: rigged.url,
      apply: async (tx) => {
        if (!avatar) return;
        await execute(tx, `UPDATE ${SCHEMA}.avatars SET rigged_model_url = ? WHERE id = ?`, [rigged.url, avatar.id]);
        await keepFiles(avatar.id, [rigged.key])(tx);
      },
    };
  }

  const input = task.input as unknown as AnimateInput;
  const rig = await em.findOne(AvatarTask, { id: input.rigTaskId, ownerId: task.ownerId });
  if (!rig || rig.state !== AvatarTaskState.SUCCEEDED) throw new TaskFailedError('The rigging task it animates is gone');
  const rigAvatar = rig.avatarId ? await em.findOne(Avatar, { id: rig.avatarId }) : null;
  const height = Number((rig.input as { heightMeters?: number }).heightMeters ?? rigAvatar?.heightMeters ?? 1.7);
  const glb = await maker.animate(
    { shape: shapeOf(rigAvatar, height), rigProviderTaskId: rig.providerTaskId, actionId: input.actionId, fps: input.fps ?? DEFAULT_FPS },
    run,
  );
  const animated = await store(glb);
  return { resultUrl: animated.url, apply: async (tx) => (rigAvatar ? keepFiles(rigAvatar.id, [animated.key])(tx) : undefined) };
}

export async function runAvatarTask(services: SubgraphServices, taskId: string, signal: AbortSignal): Promise<void> {
  const task = await services.orm.em.fork().findOne(AvatarTask, { id: taskId });
  if (!task || isOver(task)) return;
  if (!(await updateTask(services, task, { state: AvatarTaskState.RUNNING, attempts: task.attempts + 1, error: null }))) return;
  const storage = createStorage(services.config);
  const stored: string[] = [];
  const discard = () => Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
  const run: TaskRun = {
    signal,
    progress: async (percent) => {
      await updateTask(services, task, { progress: Math.max(0, Math.min(99, Math.round(percent))) });
    },
    providerTaskId: task.providerTaskId,
    rememberProviderTask: async (id) => {
      await updateTask(services, task, { providerTaskId: id });
    },
  };
  try {
    const outcome = await perform(services, task, makerFor(services, task.provider), run, async (bytes) => {
      const key = AVATAR_KEY_PREFIX + newStorageKey('glb');
      await storage.put(key, bytes, GLB_CONTENT_TYPE);
      stored.push(key);
      return { key, url: mediaUrlOf(key) };
    });
    if (signal.aborted) throw new TaskStoppedError('stopped');
    const kept = await services.orm.em.fork().transactional(async (tx) => {
      const wrote = await updateTask(services, task, { state: AvatarTaskState.SUCCEEDED, progress: 100, resultUrl: outcome.resultUrl, finishedAt: new Date() }, tx);
      if (wrote) await outcome.apply(tx);
      return wrote;
    });
    // Cancelled while it ran: nothing it made is kept.
    if (!kept) await discard();
  } catch (error) {
    await discard();
    const now = await services.orm.em.fork().findOne(AvatarTask, { id: taskId });
    if (!now || isOver(now)) return;
    if (signal.aborted) {
      // The process is stopping: the next one runs it again (pg-boss retries the failed delivery).
      await updateTask(services, task, { state: AvatarTaskState.QUEUED });
      throw error instanceof Error ? error : new Error(String(error));
    }
    const forMember = error instanceof TaskFailedError || error instanceof ProviderUnavailableError;
    const message = (forMember ? (error as Error).message : TASK_WENT_WRONG).slice(0, 500);
    if (!forMember) log.error('avatar task failed', { taskId, kind: task.kind, attempt: task.attempts, error: String((error as Error)?.stack ?? error) });
    if (error instanceof TaskFailedError || task.attempts >= MAX_ATTEMPTS) {
      await services.orm.em.fork().transactional(async (tx) => {
        const wrote = await updateTask(services, task, { state: AvatarTaskState.FAILED, error: message, finishedAt: new Date() }, tx);
        if (wrote && task.kind === AvatarTaskKind.GENERATE && task.avatarId)
          await execute(tx, `UPDATE ${SCHEMA}.avatars SET status = ? WHERE id = ? AND status = 'generating'`, [AvatarStatus.FAILED, task.avatarId]);
      });
      return;
    }
    await updateTask(services, task, { state: AvatarTaskState.QUEUED, error: message });
    throw error;
  }
}

export const avatarTaskWorker = jobWorker(avatarTaskQueue, (job, services) => runAvatarTask(services, job.data.taskId, job.signal));
