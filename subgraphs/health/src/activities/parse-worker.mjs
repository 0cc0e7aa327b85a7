// The worker thread of parse-off-thread.ts: reads one activity file (a path, or bytes handed
// over) and answers its parsed track, or, asked for the route, what an activity keeps of it
// (activity-route.ts: the summary and the simplified track, computed here too so the request
// thread never holds the whole track), or the member-facing message of a file that cannot be
// read. Plain JavaScript that loads the TypeScript through tsx's API, so it runs the same under
// `npm start` (tsx), docker (`node --import tsx`) and the tests (Vitest, which loads no tsx itself).
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { lowerThisThreadPriority } from '../low-priority.mjs';

// Behind the request thread for a core (low-priority.mjs).
lowerThisThreadPriority();

const [{ parseActivity, ActivityFileError }, { routeOf }] = await Promise.all([
  tsImport('./formats.ts', import.meta.url),
  tsImport('./activity-route.ts', import.meta.url),
]);
try {
  const bytes = workerData.bytes ?? (await readFile(workerData.path));
  const parsed = await parseActivity(bytes);
  parentPort.postMessage(workerData.route ? { ok: true, route: routeOf(parsed) } : { ok: true, parsed });
} catch (error) {
  parentPort.postMessage(
    error instanceof ActivityFileError ? { ok: false, fileError: error.message } : { ok: false, error: error instanceof Error ? error.message : String(error) },
  );
}
