// The worker thread of parse-off-thread.ts: reads activity files one at a time, as asked (a
// path, or bytes handed over), and answers each one's parsed track, or, asked for the route,
// what an activity keeps of it (activity-route.ts: the summary and the simplified track,
// computed here too so the request thread never holds the whole track), or the member-facing
// message of a file that cannot be read; with each answer, how many bytes the file had (the
// pool ends a worker that read a big one, to give its memory back). It stays for the next file:
// starting a worker (Node's bootstrap, tsx, compiling the parsers) was about three quarters of
// its CPU for a 1 MB GPX. Plain JavaScript that loads the TypeScript through tsx's API, so it
// runs the same under `npm start` (tsx), docker (`node --import tsx`) and the tests (Vitest,
// which loads no tsx itself).
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { lowerThisThreadPriority } from '../low-priority.mjs';

// Behind the request thread for a core (low-priority.mjs).
lowerThisThreadPriority();

const [{ parseActivity, ActivityFileError }, { routeOf }] = await Promise.all([
  tsImport('./formats.ts', import.meta.url),
  tsImport('./activity-route.ts', import.meta.url),
]);
// Files asked for before the parsers loaded waited in the port; they arrive now, in order.
parentPort.on('message', async (job) => {
  let size = 0;
  try {
    const bytes = job.bytes ?? (await readFile(job.path));
    size = bytes.byteLength;
    const parsed = await parseActivity(bytes);
    parentPort.postMessage(job.route ? { ok: true, route: routeOf(parsed), size } : { ok: true, parsed, size });
  } catch (error) {
    parentPort.postMessage(
      error instanceof ActivityFileError
        ? { ok: false, fileError: error.message, size }
        : { ok: false, error: error instanceof Error ? error.message : String(error), size },
    );
  }
});
