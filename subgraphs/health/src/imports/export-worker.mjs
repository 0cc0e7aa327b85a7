// The worker thread of read-off-thread.ts: reads one Apple Health or Samsung Health export (the
// zip's directory, inflating, checksums, the XML or CSV parsing) and hands what it finds to the
// import job's sink on the request thread, one call at a time: each call waits for the other
// side's answer, so a slow database write still holds the reading back (the parsers' own
// backpressure, across the thread boundary). Plain JavaScript that loads the TypeScript through
// tsx's API, as activities/parse-worker.mjs does (npm start, docker and the tests alike).
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { lowerThisThreadPriority } from '../low-priority.mjs';

// Behind the request thread for a core (low-priority.mjs).
lowerThisThreadPriority();

const [{ importAppleExport }, { importSamsungExport }] = await Promise.all([tsImport('./apple.ts', import.meta.url), tsImport('./samsung.ts', import.meta.url)]);

let calls = 0;
const answers = new Map();
parentPort.on('message', (answer) => {
  const settle = answers.get(answer.id);
  answers.delete(answer.id);
  settle?.(answer);
});
/** One sink call on the other thread; resolves when it has been stored there, rejects when it failed there (the job then stops this worker). */
const ask = (kind, payload) =>
  new Promise((resolve, reject) => {
    const id = ++calls;
    answers.set(id, (answer) => (answer.ok ? resolve() : reject(new Error('the sink refused'))));
    parentPort.postMessage({ kind, id, payload });
  });
const sink = {
  days: (rows) => ask('days', rows),
  heartRate: (samples) => ask('heartRate', samples),
  workouts: (workouts) => ask('workouts', workouts),
  progress: (fraction) => parentPort.postMessage({ kind: 'progress', payload: fraction }),
};

const read = workerData.provider === 'samsung' ? importSamsungExport : importAppleExport;
try {
  const summary = await read(workerData.path, sink, workerData.options ?? {});
  parentPort.postMessage({ kind: 'done', payload: summary });
} catch (error) {
  parentPort.postMessage(
    // By name: each tsImport loads its own copy of types.ts, so the parsers' class is not one imported here.
    error?.name === 'ExportFileError'
      ? { kind: 'fileError', payload: { message: error.message, byte: error.byte } }
      : { kind: 'error', payload: { message: error instanceof Error ? error.message : String(error), code: error?.code } },
  );
}
