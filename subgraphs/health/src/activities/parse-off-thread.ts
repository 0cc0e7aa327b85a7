// Reading an activity file is seconds of CPU for a big one (a 50 MB FIT, a day-long GPX): on
// the health process's own thread it would stall every other member's request meanwhile. So
// each file is parsed on a worker thread, at most two at a time (this machine's cores; more
// would only queue for them and hold more memory), and the answer is the same as
// parseActivity's: the parsed track, or an ActivityFileError with the member-facing message.
import { Worker } from 'node:worker_threads';
import { ActivityFileError, type ParsedActivity } from './formats.js';

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

type Answer = { ok: true; parsed: ParsedActivity } | { ok: false; fileError: string } | { ok: false; error: string };

export function parseActivityOffThread(path: string): Promise<ParsedActivity> {
  return slot(
    () =>
      new Promise<ParsedActivity>((resolve, reject) => {
        const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), { workerData: { path } });
        let answered = false;
        worker.once('message', (answer: Answer) => {
          answered = true;
          if (answer.ok) resolve(answer.parsed);
          else if ('fileError' in answer) reject(new ActivityFileError(answer.fileError));
          else reject(new Error(`Reading the activity file failed: ${answer.error}`));
          void worker.terminate();
        });
        worker.once('error', (error) => {
          if (!answered) reject(error);
        });
        worker.once('exit', (code) => {
          if (!answered) reject(new Error(`The activity parser stopped (exit ${code})`));
        });
      }),
  );
}
