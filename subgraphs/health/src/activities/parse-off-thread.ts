// Reading an activity file is seconds of CPU for a big one (a 50 MB FIT, a million-point GPX):
// on the health process's own thread it would stall every other member's request meanwhile.
// So each file is parsed, summarised and simplified on a worker thread, at most two at a time
// (this machine's cores; more would only queue for them and hold more memory), and the answer
// is the same as parseActivity's (or routeOf's): the parsed track or its route, or an
// ActivityFileError with the member-facing message. A worker stays for the next file (at most
// two wait, unreferenced; one that read a big file is ended). Which member may start one is
// heavy-work.ts's business (one file at a time each).
import { Worker } from 'node:worker_threads';
import { ActivityFileError, type ParsedActivity } from './formats.js';
import type { ActivityRoute } from './activity-route.js';

const MAX_PARSERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARSERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

type Answer = ({ ok: true; parsed: ParsedActivity } | { ok: true; route: ActivityRoute } | { ok: false; fileError: string } | { ok: false; error: string }) & {
  /** The file's size in bytes, as the worker read it. */
  size: number;
};

/** Where the file is: a path the worker reads, or bytes already in memory (a zip entry). */
export type ActivitySource = { path: string } | { bytes: Uint8Array };

/**
 * A worker that read a file past this size is ended after its answer rather than kept: its heap
 * grew to hold that track and V8 gives such memory back slowly, while a new worker starts small.
 */
const KEEP_AFTER_BYTES = 8 * 1024 * 1024;
/** Workers waiting for the next file (at most MAX_PARSERS): starting one is most of a small file's cost. */
const idle: Worker[] = [];

function startParser(): Worker {
  const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url));
  // One that stops while waiting (killed, out of memory) leaves the pool; its failure has
  // nobody to tell (a file in hand hears it through onWorker's own listeners).
  worker.on('error', () => {});
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

function onWorker(source: ActivitySource, route: boolean): Promise<Answer & { ok: true }> {
  return slot(
    () =>
      new Promise<Answer & { ok: true }>((resolve, reject) => {
        const bytes = 'bytes' in source ? source.bytes : undefined;
        // A buffer that is the file alone moves to the worker; a view into a larger one (Node's pool) is copied.
        const movable = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
        const worker = idle.pop() ?? startParser();
        const settle = () => {
          worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        };
        const onMessage = (answer: Answer) => {
          settle();
          if (answer.size > KEEP_AFTER_BYTES || idle.length >= MAX_PARSERS) void worker.terminate();
          else {
            // Kept for the next file; an idle worker does not keep the process alive.
            worker.unref();
            idle.push(worker);
          }
          if (answer.ok) resolve(answer);
          else if ('fileError' in answer) reject(new ActivityFileError(answer.fileError));
          else reject(new Error(`Reading the activity file failed: ${answer.error}`));
        };
        // A worker that failed or stopped is not kept: the next file gets a new one.
        const onError = (error: Error) => {
          settle();
          void worker.terminate();
          reject(error);
        };
        const onExit = (code: number) => {
          settle();
          reject(new Error(`The activity parser stopped (exit ${code})`));
        };
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        worker.ref();
        worker.postMessage({ ...source, route }, movable ? [bytes.buffer as ArrayBuffer] : []);
      }),
  );
}

/** The whole parsed track (tests and tools; an import wants readRouteOffThread). */
export async function parseActivityOffThread(path: string): Promise<ParsedActivity> {
  const answer = await onWorker({ path }, false);
  return (answer as { parsed: ParsedActivity }).parsed;
}

/** What an activity keeps of the file (activity-route.ts), all of it computed off this thread. */
export async function readRouteOffThread(source: ActivitySource): Promise<ActivityRoute> {
  const answer = await onWorker(source, true);
  return (answer as { route: ActivityRoute }).route;
}
