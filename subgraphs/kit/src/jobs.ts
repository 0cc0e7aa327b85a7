// Durable jobs, one runner for every subgraph: pg-boss 10 in the subgraph's own PostgreSQL
// schema `<name>_jobs` (it owns it, as it owns `<name>`), on a pool of two connections. A queued
// job is a row, so it survives a restart: a process that stops aborts its handlers' signals and
// fails its active jobs (pg-boss's shutdown), and they are retried by whichever process runs
// next. Handlers must therefore be idempotent and resumable (health's wearables/sync-job.ts
// writes where it got to after every day and starts from there).
//
// A capability declares a queue (its name, the type of its data, its expiry and retries) and
// lists a worker for it in its part; the runner starts only in a subgraph whose parts list a
// worker. Enqueueing names the queue object, so the data's type follows from the declaration:
//
//   export const importQueue = jobQueue<{ syncJobId: string }>('health-import', { expireInSeconds: 6 * 3600 });
//   jobs: [jobWorker(importQueue, (job, services) => ...job.data.syncJobId, job.signal...)]   // part.ts
//   jobs: [jobWorker(syncAllQueue, handler, { cron: '0 */6 * * *' })]                          // a schedule (UTC)
//   await enqueue(ctx.services, importQueue, { syncJobId }, { singletonKey: syncJobId });
//   await cancelJob(ctx.services, importQueue, id);     // never runs, or its running handler's signal aborts
//   await jobStatus(ctx.services, importQueue, id);     // state, retries, progress
//
// `job.signal` aborts when the process stops or the job is cancelled: a long handler checks it
// between steps and throws (a stopped job is retried elsewhere, a cancelled one is not).
import PgBoss from 'pg-boss';
import { createLogger } from './logger.js';
import type { SubgraphServices } from './subgraph.js';

/** pg-boss tries a job 1 + retryLimit times unless its queue says otherwise. */
export const DEFAULT_JOB_RETRY_LIMIT = 3;

export interface JobQueue<T extends object> {
  readonly name: string;
  /** How long one delivery may run before pg-boss takes it back (failed, then retried). */
  readonly expireInSeconds: number;
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /** Each retry waits twice as long as the one before. */
  readonly retryBackoff: boolean;
  /** Jobs of this queue one process runs at once, when the queue needs other than the runner's. */
  readonly concurrency?: number;
  /** Never set: it carries the data type from the declaration to enqueue and the worker. */
  readonly dataType?: T;
}

export interface JobQueueOptions {
  expireInSeconds: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * Jobs of this queue one process runs at once (default: the runner's, 3). A queue whose jobs
   * a member can start several of at once needs more places than one member may hold, or that
   * member's jobs keep everyone else's waiting.
   */
  concurrency?: number;
}

/** Declares a queue: what a worker takes and enqueue sends is `T`. */
export function jobQueue<T extends object>(name: string, options: JobQueueOptions): JobQueue<T> {
  return {
    name,
    expireInSeconds: options.expireInSeconds,
    retryLimit: options.retryLimit ?? DEFAULT_JOB_RETRY_LIMIT,
    retryDelaySeconds: options.retryDelaySeconds ?? 2,
    retryBackoff: options.retryBackoff ?? true,
    concurrency: options.concurrency,
  };
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first delivery; a delivery with retryCount === retryLimit is the last one. */
  retryCount: number;
  retryLimit: number;
  /** Aborts when this process stops or the job is cancelled: stop between steps and throw. */
  signal: AbortSignal;
  /** Records how far the job is (0-100), readable through jobStatus while it runs. */
  progress(percent: number): Promise<void>;
}

export type JobHandler<T> = (job: Job<T>, services: SubgraphServices) => Promise<void>;

/** A queue with its handler (and schedule), as a part lists it; the data type is checked where it is made. */
export interface JobWorker {
  readonly queue: JobQueue<object>;
  readonly cron?: string;
  /** @internal the runner's entry: pg-boss's job, already typed by jobWorker. */
  readonly run: (job: Job<unknown>, services: SubgraphServices) => Promise<void>;
}

/** The worker of `queue`; `cron` also sends it an empty job on that schedule (UTC). */
export function jobWorker<T extends object>(queue: JobQueue<T>, handler: JobHandler<T>, options: { cron?: string } = {}): JobWorker {
  return { queue, cron: options.cron, run: (job, services) => handler(job as Job<T>, services) };
}

export type EnqueueOptions = Pick<PgBoss.SendOptions, 'singletonKey' | 'startAfter'>;

export interface JobStatus {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  /** The last progress its handler recorded (0 before any; 100 once completed). */
  progress: number;
}

export interface JobRunnerOptions {
  /** The subgraph's name: its jobs live in the schema `<name>_jobs`. */
  name: string;
  databaseUrl: string;
  workers: readonly JobWorker[];
  pollingIntervalSeconds?: number;
  /** Jobs of one queue this process runs at once. */
  concurrency?: number;
  /** How often a process checks whether another cancelled a job it is running. */
  cancelCheckSeconds?: number;
}

const log = createLogger('jobs');

/** The runner of one subgraph process: starts pg-boss and its workers, enqueues, cancels, stops. */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly schema: string;
  private readonly stopping = new AbortController();
  /** The jobs this process is running, so a cancel reaches their handlers. */
  private readonly active = new Map<string, { queue: string; abort: AbortController }>();
  private readonly started: Promise<void>;
  private cancelTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly services: SubgraphServices,
    private readonly options: JobRunnerOptions,
  ) {
    const names = new Set<string>();
    for (const { queue } of options.workers) {
      if (names.has(queue.name)) throw new Error(`Two workers for the job queue ${queue.name}`);
      names.add(queue.name);
    }
    this.schema = `${options.name}_jobs`;
    this.boss = new PgBoss({ connectionString: options.databaseUrl, schema: this.schema, max: 2, application_name: `pulse-${options.name}-jobs` });
    this.boss.on('error', (error) => log.warn('job queue error', { subgraph: options.name, error: String(error) }));
    this.started = this.start().catch((error: unknown) => log.error('job queue did not start', { subgraph: options.name, error: String(error) }));
  }

  private async start(): Promise<void> {
    await this.boss.start();
    for (const { queue, cron, run } of this.options.workers) {
      await this.boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
      });
      if (cron) await this.boss.schedule(queue.name, cron, {}, { tz: 'UTC' });
      // pg-boss 10 runs one job at a time per work() call: a few of them, so one long job
      // (a member's 90-day backfill) does not hold every other one behind it.
      for (let i = 0; i < (queue.concurrency ?? this.options.concurrency ?? 3); i++) {
        await this.boss.work<object>(queue.name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1, includeMetadata: true }, async ([job]) =>
          this.deliver(queue, run, job),
        );
      }
    }
    const every = (this.options.cancelCheckSeconds ?? 2) * 1000;
    this.cancelTimer = setInterval(() => void this.noticeCancels(), every);
    this.cancelTimer.unref();
  }

  private async deliver(queue: JobQueue<object>, run: JobWorker['run'], job: PgBoss.JobWithMetadata<object>): Promise<void> {
    // A fetch already in flight when stop began still delivers: that job is handed straight
    // back (failed, so retried by the next process) rather than started here and aborted.
    if (this.stopping.signal.aborted) throw new Error('this process is stopping');
    const abort = new AbortController();
    const onStop = () => abort.abort();
    this.stopping.signal.addEventListener('abort', onStop);
    this.active.set(job.id, { queue: queue.name, abort });
    try {
      await run(
        {
          id: job.id,
          data: job.data,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
          signal: abort.signal,
          progress: (percent) => this.recordProgress(queue.name, job.id, percent),
        },
        this.services,
      );
    } finally {
      this.active.delete(job.id);
      this.stopping.signal.removeEventListener('abort', onStop);
    }
  }

  // pg-boss 10 has no progress of its own; a running job's output column is free until it completes.
  private async recordProgress(queue: string, id: string, percent: number): Promise<void> {
    const value = Math.max(0, Math.min(100, Math.round(percent)));
    await this.boss
      .getDb()
      .executeSql(`UPDATE ${this.schema}.job SET output = jsonb_build_object('progress', $3::int) WHERE name = $1 AND id = $2 AND state = 'active'`, [queue, id, value]);
  }

  /** A job cancelled by another process: its handler here is told through its signal. */
  private async noticeCancels(): Promise<void> {
    if (!this.active.size) return;
    try {
      const { rows } = (await this.boss
        .getDb()
        .executeSql(`SELECT id::text FROM ${this.schema}.job WHERE id = ANY($1::uuid[]) AND state = 'cancelled'`, [[...this.active.keys()]])) as {
        rows: { id: string }[];
      };
      for (const { id } of rows) this.active.get(id)?.abort.abort();
    } catch (error) {
      log.warn('cancel check failed', { subgraph: this.options.name, error: String(error) });
    }
  }

  /** Resolves once this process accepts jobs. */
  ready(): Promise<void> {
    return this.started;
  }

  /** pg-boss's job id; null when a job with the same singletonKey is already queued. */
  async send<T extends object>(queue: JobQueue<T>, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    await this.started;
    return this.boss.send(queue.name, data, options);
  }

  /** A queued job never runs; a running one is told through its signal, and nothing it does after counts. */
  async cancel(queue: JobQueue<object>, id: string): Promise<void> {
    await this.started;
    await this.boss.cancel(queue.name, id);
    this.active.get(id)?.abort.abort();
  }

  async status(queue: JobQueue<object>, id: string): Promise<JobStatus | null> {
    await this.started;
    const job = await this.boss.getJobById<object>(queue.name, id, { includeArchive: true });
    if (!job) return null;
    const output = job.output as { progress?: unknown } | null;
    const progress = job.state === 'completed' ? 100 : typeof output?.progress === 'number' ? output.progress : 0;
    return { state: job.state, retryCount: job.retryCount, progress };
  }

  /** Stops the workers: running handlers are aborted, their jobs failed and so retried by the next process. */
  async stop(): Promise<void> {
    clearInterval(this.cancelTimer);
    await this.started;
    // Fetching stops before the running handlers are aborted: a job failed by the abort is
    // at once ready for its retry (retryDelaySeconds 0), and a worker of this process still
    // polling while stop waits for it to settle took it back and ran it into the same abort,
    // spending a second retry (CI saw retryCount 2 where the next process should have had 1).
    for (const { queue } of this.options.workers)
      await this.boss.offWork(queue.name).catch((error: unknown) => log.warn('job worker did not stop', { queue: queue.name, error: String(error) }));
    const running = [...this.active.keys()];
    this.stopping.abort();
    await this.settle(running);
    await this.boss.stop({ graceful: true, timeout: 2000, wait: true }).catch((error: unknown) => log.warn('job queue stop failed', { error: String(error) }));
  }

  // pg-boss 10 records a handler's end (complete or fail) without awaiting it, and its stop
  // closes the pool once no worker is busy: a fail still in flight was then lost, and the job sat
  // 'active' until it expired (an hour for an import) instead of going to the next process at once.
  // So stop waits, a few seconds at most, for the rows of the jobs it aborted to leave 'active'.
  private async settle(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = (await this.boss
        .getDb()
        .executeSql(`SELECT count(*)::int AS n FROM ${this.schema}.job WHERE id = ANY($1::uuid[]) AND state = 'active'`, [ids])
        .catch(() => ({ rows: [{ n: 0 }] }))) as { rows: { n: number }[] };
      if (!rows[0]?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    log.warn('jobs still active at stop; they go to the next process when they expire', { subgraph: this.options.name, jobs: ids.length });
  }
}

function runnerOf(services: SubgraphServices): JobRunner {
  if (!services.jobs) throw new Error(`${services.schema} runs no durable jobs: none of its parts lists a worker`);
  return services.jobs;
}

/** Queues a job on the running subgraph's runner; answers pg-boss's job id (null: a singleton already queued). */
export async function enqueue<T extends object>(services: SubgraphServices, queue: JobQueue<T>, data: T, options?: EnqueueOptions): Promise<string | null> {
  return runnerOf(services).send(queue, data, options);
}

export async function cancelJob(services: SubgraphServices, queue: JobQueue<object>, id: string): Promise<void> {
  return runnerOf(services).cancel(queue, id);
}

export async function jobStatus(services: SubgraphServices, queue: JobQueue<object>, id: string): Promise<JobStatus | null> {
  return runnerOf(services).status(queue, id);
}

/** Resolves once the job queue of this process accepts jobs (tests). */
export async function jobsReady(services: SubgraphServices): Promise<void> {
  await services.jobs?.ready();
}
