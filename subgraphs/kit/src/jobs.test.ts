// The durable-job runner against the real PostgreSQL, through a subgraph whose one part lists
// workers: a job runs with its typed data and reports progress, a thrown error is retried,
// a queued or running job can be cancelled, and a job whose process stops is picked up by the
// next process on the same database. A subgraph with no worker starts no runner at all.
import 'reflect-metadata';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineSubgraphConfig } from './config.js';
import { cancelJob, enqueue, jobQueue, jobStatus, jobWorker, jobsReady, type Job } from './jobs.js';
import { defineSubgraph, type SubgraphPart } from './parts.js';
import { createTestDatabase, startTestSubgraph, testConfig, type TestDatabase } from './testing/index.js';
import type { RunningSubgraph } from './subgraph.js';

@Resolver()
class JobProbeResolver {
  @Query(() => String)
  jobProbe(): string {
    return 'ok';
  }
}

const configSpec = defineSubgraphConfig('jobprobe', { variables: {}, build: () => ({}) });
// Retried at once: the test waits for the retry, not for a back-off.
const fast = { expireInSeconds: 60, retryDelaySeconds: 0, retryBackoff: false };

interface Echo {
  word: string;
}
const echoQueue = jobQueue<Echo>('echo', fast);
const flakyQueue = jobQueue<Echo>('flaky', fast);
const blockingQueue = jobQueue<Echo>('blocking', fast);
// More at once than the runner's default of three.
const wideQueue = jobQueue<Echo>('wide', { ...fast, concurrency: 5 });

/** What each handler saw, by word. */
const seen: { queue: string; word: string; retryCount: number; by: string }[] = [];
/** Blocked handlers, released by the test or by their signal. */
const gates = new Map<string, () => void>();
/** Words whose handler's signal aborted. */
const aborted: string[] = [];
const gate = (word: string, signal: AbortSignal) =>
  new Promise<'released' | 'aborted'>((resolve) => {
    gates.set(word, () => resolve('released'));
    const onAbort = () => {
      aborted.push(word);
      resolve('aborted');
    };
    // A listener added to a signal that already aborted is never called.
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort);
  });

function probePart(process: string): SubgraphPart {
  const record = (queue: string, job: Job<Echo>) => seen.push({ queue, word: job.data.word, retryCount: job.retryCount, by: process });
  return {
    name: 'probe',
    resolvers: [JobProbeResolver],
    jobs: [
      jobWorker(echoQueue, async (job) => {
        record('echo', job);
        await job.progress(40);
        if ((await gate(job.data.word, job.signal)) === 'aborted') throw new Error('stopped');
      }),
      jobWorker(flakyQueue, async (job) => {
        record('flaky', job);
        if (job.retryCount === 0) throw new Error('the first delivery fails');
      }),
      jobWorker(blockingQueue, async (job) => {
        record('blocking', job);
        if ((await gate(job.data.word, job.signal)) === 'aborted') throw new Error('stopped');
      }),
      jobWorker(wideQueue, async (job) => {
        record('wide', job);
        if ((await gate(job.data.word, job.signal)) === 'aborted') throw new Error('stopped');
      }),
    ],
  };
}

const subgraphIn = (process: string) => defineSubgraph({ name: 'jobprobe', parts: [probePart(process)] });
const WAIT = { timeout: 30_000, interval: 50 };

let database: TestDatabase;
let first: RunningSubgraph | undefined;
let second: RunningSubgraph | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestSubgraph(subgraphIn('first'), { config: testConfig(configSpec), database });
  await jobsReady(first.services);
}, 60_000);

afterAll(async () => {
  for (const gateOpen of gates.values()) gateOpen();
  await first?.stop();
  await second?.stop();
  await database?.drop();
});

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('the job runner', () => {
  it('runs a job with its data, shows its progress while it runs, and completes it', async () => {
    const id = await enqueue(first!.services, echoQueue, { word: 'hello' });
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(() => expect(gates.has('hello')).toBe(true), WAIT);
    await vi.waitFor(async () => expect(await jobStatus(first!.services, echoQueue, id!)).toEqual({ state: 'active', retryCount: 0, progress: 40 }), WAIT);
    gates.get('hello')!();
    await vi.waitFor(async () => expect(await jobStatus(first!.services, echoQueue, id!)).toEqual({ state: 'completed', retryCount: 0, progress: 100 }), WAIT);
    expect(seen.filter((s) => s.word === 'hello')).toEqual([{ queue: 'echo', word: 'hello', retryCount: 0, by: 'first' }]);
    // The subgraph's jobs live in their own schema.
    expect(await sql(`SELECT count(*)::int AS n FROM jobprobe_jobs.queue WHERE name IN ('echo', 'flaky', 'blocking')`)).toEqual([{ n: 3 }]);
  });

  it("runs as many of a queue's jobs at once as the queue asks, past the runner's default of three", async () => {
    const words = ['wide-1', 'wide-2', 'wide-3', 'wide-4', 'wide-5'];
    for (const word of words) await enqueue(first!.services, wideQueue, { word });
    // Every handler holds its job until released: five running together, not three then two.
    await vi.waitFor(() => expect(words.filter((w) => gates.has(w))).toEqual(words), WAIT);
    for (const word of words) gates.get(word)!();
  });

  it('retries a job whose handler threw', async () => {
    const id = await enqueue(first!.services, flakyQueue, { word: 'again' });
    await vi.waitFor(async () => expect(await jobStatus(first!.services, flakyQueue, id!)).toMatchObject({ state: 'completed', retryCount: 1 }), WAIT);
    expect(seen.filter((s) => s.word === 'again').map((s) => s.retryCount)).toEqual([0, 1]);
  });

  it('cancels a queued job, which then never runs', async () => {
    const id = await enqueue(first!.services, echoQueue, { word: 'later' }, { startAfter: 3600 });
    await cancelJob(first!.services, echoQueue, id!);
    expect(await jobStatus(first!.services, echoQueue, id!)).toMatchObject({ state: 'cancelled' });
    expect(seen.some((s) => s.word === 'later')).toBe(false);
  });

  it('cancels a running job: its handler is told through its signal and the job is not retried', async () => {
    const id = await enqueue(first!.services, blockingQueue, { word: 'cancel-me' });
    await vi.waitFor(() => expect(gates.has('cancel-me')).toBe(true), WAIT);
    await cancelJob(first!.services, blockingQueue, id!);
    await vi.waitFor(async () => expect(await jobStatus(first!.services, blockingQueue, id!)).toMatchObject({ state: 'cancelled', retryCount: 0 }), WAIT);
    expect(seen.filter((s) => s.word === 'cancel-me')).toHaveLength(1);
  });

  it('tells a running handler when another process cancels its job', async () => {
    const id = await enqueue(first!.services, blockingQueue, { word: 'cancelled-elsewhere' });
    await vi.waitFor(() => expect(gates.has('cancelled-elsewhere')).toBe(true), WAIT);
    const elsewhere = new PgBoss({ connectionString: database.url, schema: 'jobprobe_jobs', max: 1, supervise: false, schedule: false });
    await elsewhere.start();
    try {
      await elsewhere.cancel('blocking', id!);
    } finally {
      await elsewhere.stop({ graceful: false, wait: true });
    }
    // The handler returns only once its signal aborted (its gate is never opened).
    await vi.waitFor(() => expect(aborted).toContain('cancelled-elsewhere'), WAIT);
    expect(await jobStatus(first!.services, blockingQueue, id!)).toMatchObject({ state: 'cancelled', retryCount: 0 });
  });

  it('hands a job whose process stopped to the next process on the same database', async () => {
    const id = await enqueue(first!.services, blockingQueue, { word: 'survivor' });
    await vi.waitFor(() => expect(seen.some((s) => s.word === 'survivor')).toBe(true), WAIT);
    await first!.stop();
    first = undefined;
    gates.delete('survivor');

    second = await startTestSubgraph(subgraphIn('second'), { config: testConfig(configSpec), database });
    await vi.waitFor(() => expect(gates.has('survivor')).toBe(true), WAIT);
    gates.get('survivor')!();
    await vi.waitFor(async () => expect(await jobStatus(second!.services, blockingQueue, id!)).toMatchObject({ state: 'completed', retryCount: 1 }), WAIT);
    expect(seen.filter((s) => s.word === 'survivor').map(({ by, retryCount }) => ({ by, retryCount }))).toEqual([
      { by: 'first', retryCount: 0 },
      { by: 'second', retryCount: 1 },
    ]);
  }, 60_000);

  it('does not start in a subgraph whose parts list no worker', async () => {
    const plain = defineSubgraph({ name: 'jobless', parts: [{ name: 'probe', resolvers: [JobProbeResolver] }] });
    const running = await startTestSubgraph(plain, { config: testConfig(defineSubgraphConfig('jobless', { variables: {}, build: () => ({}) })), database });
    try {
      expect(running.services.jobs).toBeUndefined();
      await expect(enqueue(running.services, echoQueue, { word: 'nowhere' })).rejects.toThrow('jobless runs no durable jobs');
      expect(await sql(`SELECT schema_name FROM information_schema.schemata WHERE schema_name = 'jobless_jobs'`)).toEqual([]);
    } finally {
      await running.stop();
    }
  }, 90_000);
});
