// Health's durable jobs: pg-boss 10 in its own PostgreSQL schema `health_jobs` (health owns
// it, as it owns `health`), on a pool of two connections. A queued job is a row, so it survives
// a restart: a process that stops fails its active jobs (pg-boss's shutdown), and they are
// retried (3 times, exponential backoff) by whichever process runs next. Handlers must be
// idempotent and resumable (wearables/sync-job.ts writes resume_from after every day).
//
// Capabilities register their handlers at import time and enqueue through the running
// subgraph's services:
//
//   registerJobHandler('health-import', async (job, services) => { ... job.data, job.signal ... });
//   registerJobHandler('wearable-sync-all', handler, { cron: '0 */6 * * *' });   // a schedule
//   await enqueue(ctx.services, 'health-import', { syncJobId }, { singletonKey: syncJobId });
//
// `job.signal` aborts when the process stops: a long handler checks it between steps and
// throws (the job is then retried elsewhere, from where it stopped).
import PgBoss from 'pg-boss';
import { createLogger, type SubgraphServices } from '@pulse/kit';

export type HealthQueue = 'wearable-sync' | 'health-import' | 'wearable-sync-all';

export interface HealthJob<T> {
  id: string;
  data: T;
  /** Aborts when this process stops: stop between steps and throw. */
  signal: AbortSignal;
}

export type JobHandler<T = Record<string, unknown>> = (job: HealthJob<T>, services: SubgraphServices) => Promise<void>;

export type EnqueueOptions = Pick<PgBoss.SendOptions, 'singletonKey' | 'startAfter' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;

const log = createLogger('health-jobs');
const SCHEMA = 'health_jobs';

/** How long one job may run before pg-boss takes it back: imports read gigabytes. */
const EXPIRE_SECONDS: Record<HealthQueue, number> = { 'wearable-sync': 3600, 'health-import': 6 * 3600, 'wearable-sync-all': 600 };

interface Registration {
  handler: JobHandler<never>;
  cron?: string;
}

const handlers = new Map<HealthQueue, Registration>();
const running = new WeakMap<SubgraphServices, { boss: PgBoss; abort: AbortController; started: Promise<void> }>();

/** Registers the worker of a queue (once, at import time); `cron` also schedules it. */
export function registerJobHandler<T>(queue: HealthQueue, handler: JobHandler<T>, options: { cron?: string } = {}): void {
  handlers.set(queue, { handler: handler as JobHandler<never>, cron: options.cron });
}

/** Queues a job on the running subgraph's boss; answers pg-boss's job id (null: a singleton already queued). */
export async function enqueue(services: SubgraphServices, queue: HealthQueue, data: object, options: EnqueueOptions = {}): Promise<string | null> {
  const state = running.get(services);
  if (!state) throw new Error('health jobs are not started in this process');
  await state.started;
  return state.boss.send(queue, data, options);
}

/** Starts pg-boss and the registered workers; the answer stops them (active jobs are failed, then retried elsewhere). */
export function startJobs(services: SubgraphServices, options: { pollingIntervalSeconds?: number; concurrency?: number } = {}): () => Promise<void> {
  const abort = new AbortController();
  const boss = new PgBoss({
    connectionString: String(services.orm.config.get('clientUrl')),
    schema: SCHEMA,
    max: 2,
    application_name: 'pulse-health-jobs',
  });
  boss.on('error', (error) => log.warn('job queue error', { error: String(error) }));
  const started = (async () => {
    await boss.start();
    for (const queue of Object.keys(EXPIRE_SECONDS) as HealthQueue[]) {
      await boss.createQueue(queue, { name: queue, retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS[queue] });
    }
    for (const [queue, { handler, cron }] of handlers) {
      if (cron) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      // pg-boss 10 runs one job at a time per work() call: a few of them, so one member's
      // 90-day backfill does not hold everyone else's sync behind it.
      for (let i = 0; i < (options.concurrency ?? 3); i++) {
        await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) => {
          await handler({ id: job.id, data: job.data as never, signal: abort.signal }, services);
        });
      }
    }
  })().catch((error: unknown) => log.error('job queue did not start', { error: String(error) }));
  running.set(services, { boss, abort, started });
  return async () => {
    abort.abort();
    await started;
    await boss.stop({ graceful: true, timeout: 2000, wait: true }).catch((error: unknown) => log.warn('job queue stop failed', { error: String(error) }));
    running.delete(services);
  };
}

/** Resolves once the job queue of this process accepts jobs (tests). */
export async function jobsReady(services: SubgraphServices): Promise<void> {
  await running.get(services)?.started;
}
