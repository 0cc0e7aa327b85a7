// Avatars and their tasks, written the one way every operation and the job share:
//
//   lockMember(em, ownerId)            serialises one member's avatar writes in a transaction, so
//                                      "one default" and "at most N tasks" hold under races (the
//                                      partial unique index avatars_one_default is the last word).
//   createTask(services, em, { ownerId, kind, provider, avatarId, input })
//                                      the queued row and its first event; RATE_LIMITED past
//                                      AVATAR_MAX_ACTIVE_TASKS queued or running.
//   queueTask(services, task)          the durable job { taskId } for it.
//   updateTask(services, task, changes) writes a change of a task that is not over (a cancelled
//                                      task is never written again) and publishes
//                                      avatarTaskUpdated to its owner; answers whether it wrote.
//   cancelTask(services, task)         cancels a queued or running task (its job too).
//   makeDefault / promoteDefault       the swap and the promotion after a delete.
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError, cancelJob, createLogger, enqueue, enqueueEvent, type SubgraphServices } from '@pulse/kit';
import { ACTIVE_STATES, Avatar, AvatarStatus, AvatarTask, AvatarTaskState, type AvatarProvider, type AvatarTaskKind } from './entities.js';
import { TOO_MANY_TASKS } from './limits.js';
import { avatarTaskQueue } from './queues.js';

const log = createLogger('avatars.tasks');
const SCHEMA = '"avatars"';
export const TASK_TOPIC = 'avatarTaskUpdated';

/** Holds the member's avatar lock until the transaction `em` is in ends. */
export async function lockMember(em: EntityManager, ownerId: string): Promise<void> {
  await em.getConnection().execute(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`avatars:${ownerId}`], 'all', em.getTransactionContext());
}

function published(em: EntityManager, task: Pick<AvatarTask, 'id' | 'ownerId'>): void {
  enqueueEvent(em, TASK_TOPIC, { userIds: [task.ownerId] }, { avatarTaskId: task.id, id: task.id });
}

export async function activeTaskCount(em: EntityManager, ownerId: string): Promise<number> {
  return em.count(AvatarTask, { ownerId, state: { $in: [...ACTIVE_STATES] } });
}

/** Call inside a transaction that holds lockMember. */
export async function createTask(
  services: SubgraphServices,
  em: EntityManager,
  fields: { ownerId: string; kind: AvatarTaskKind; provider: AvatarProvider; avatarId: string | null; input: Record<string, unknown> },
): Promise<AvatarTask> {
  const limit = services.config.avatars.maxActiveTasks;
  if ((await activeTaskCount(em, fields.ownerId)) >= limit) throw new RateLimitedError(30, TOO_MANY_TASKS(limit), 'concurrent');
  const task = new AvatarTask();
  Object.assign(task, fields);
  em.persist(task);
  published(em, task);
  return task;
}

export async function queueTask(services: SubgraphServices, task: AvatarTask): Promise<void> {
  const bossId = await enqueue(services, avatarTaskQueue, { taskId: task.id }, { singletonKey: task.id });
  if (bossId) {
    task.bossId = bossId;
    await services.orm.em.fork().getConnection().execute(`UPDATE ${SCHEMA}.avatar_tasks SET boss_id = ? WHERE id = ?`, [bossId, task.id]);
  }
}

type TaskChanges = Partial<Pick<AvatarTask, 'state' | 'progress' | 'resultUrl' | 'error' | 'finishedAt' | 'attempts' | 'providerTaskId'>>;

const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Writes `changes` to a task still queued or running, with its event, in `em`'s transaction
 * (or its own). Answers false (and writes nothing) when the task is over: cancelled meanwhile.
 */
export async function updateTask(services: SubgraphServices, task: AvatarTask, changes: TaskChanges, em?: EntityManager): Promise<boolean> {
  const write = async (tx: EntityManager) => {
    const sets = Object.keys(changes).map((key) => `${column(key)} = ?`);
    const rows = await tx
      .getConnection()
      .execute<{ id: string }[]>(
        `UPDATE ${SCHEMA}.avatar_tasks SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = ? AND state IN ('queued', 'running') RETURNING id`,
        [...Object.values(changes), task.id],
        'all',
        tx.getTransactionContext(),
      );
    if (!rows.length) return false;
    published(tx, task);
    return true;
  };
  const wrote = em ? await write(em) : await services.orm.em.fork().transactional(write);
  if (wrote) Object.assign(task, changes, { updatedAt: new Date() });
  return wrote;
}

/** Cancels a task that is not over: it never runs, or its running job is told and nothing it makes counts. */
export async function cancelTask(services: SubgraphServices, em: EntityManager, task: AvatarTask): Promise<boolean> {
  const cancelled = await updateTask(services, task, { state: AvatarTaskState.CANCELLED, finishedAt: new Date() }, em);
  if (cancelled && task.kind === 'generate' && task.avatarId) {
    await em
      .getConnection()
      .execute(`UPDATE ${SCHEMA}.avatars SET status = 'failed' WHERE id = ? AND status = 'generating'`, [task.avatarId], 'run', em.getTransactionContext());
  }
  return cancelled;
}

/** After the cancel committed: the job itself (best effort; a job that runs anyway finds its task over). */
export async function cancelTaskJob(services: SubgraphServices, task: AvatarTask): Promise<void> {
  if (!task.bossId) return;
  await cancelJob(services, avatarTaskQueue, task.bossId).catch((error: unknown) => log.warn('job cancel failed', { taskId: task.id, error: String(error) }));
}

/** Makes `avatarId` the member's one default (inside lockMember's transaction): the old one first, so the index never sees two. */
export async function makeDefault(em: EntityManager, ownerId: string, avatarId: string): Promise<void> {
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  await connection.execute(`UPDATE ${SCHEMA}.avatars SET is_default = false WHERE owner_id = ? AND is_default AND id <> ?`, [ownerId, avatarId], 'run', tx);
  await connection.execute(`UPDATE ${SCHEMA}.avatars SET is_default = true WHERE owner_id = ? AND id = ?`, [ownerId, avatarId], 'run', tx);
}

/**
 * After the default was deleted: the newest ready avatar becomes the default, else the newest
 * of any status; none when the member has no avatar left. Answers the new default's id.
 */
export async function promoteDefault(em: EntityManager, ownerId: string): Promise<string | null> {
  const [next] = await em
    .getConnection()
    .execute<{ id: string }[]>(
      `SELECT id FROM ${SCHEMA}.avatars WHERE owner_id = ? ORDER BY (status = 'ready') DESC, created_at DESC, id DESC LIMIT 1`,
      [ownerId],
      'all',
      em.getTransactionContext(),
    );
  if (!next) return null;
  await makeDefault(em, ownerId, next.id);
  return next.id;
}

export function isOver(task: Pick<AvatarTask, 'state'>): boolean {
  return !(ACTIVE_STATES as readonly AvatarTaskState[]).includes(task.state);
}

export { Avatar, AvatarStatus };
