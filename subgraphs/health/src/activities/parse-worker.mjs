// The worker thread of parse-off-thread.ts: reads one activity file and answers its parsed
// track, or the member-facing message of a file that cannot be read. Plain JavaScript that
// loads the TypeScript parser through tsx's API, so it runs the same under `npm start`
// (tsx), docker (`node --import tsx`) and the tests (Vitest, which loads no tsx itself).
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { parseActivity, ActivityFileError } = await tsImport('./formats.ts', import.meta.url);
try {
  parentPort.postMessage({ ok: true, parsed: await parseActivity(await readFile(workerData.path)) });
} catch (error) {
  parentPort.postMessage(
    error instanceof ActivityFileError ? { ok: false, fileError: error.message } : { ok: false, error: error instanceof Error ? error.message : String(error) },
  );
}
