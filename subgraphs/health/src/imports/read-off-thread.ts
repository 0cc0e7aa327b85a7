// Reading a health export is minutes of CPU for a big one (a gigabyte of export.xml: inflating,
// checksums, XML parsing). In 256 KB slices on health's own thread it still took the thread
// from every member's requests for the length of each slice, all import long. So the whole
// reading (importAppleExport / importSamsungExport, unchanged) runs on a worker thread
// (export-worker.mjs), and only what it finds comes back here to be stored by the job's sink,
// one batch at a time. Bounded: one export at a time per member (a second waits its turn, it is
// a background job the member has already been answered for) and two per process (this
// machine's cores; more would only queue for them and hold more memory).
import { Worker } from 'node:worker_threads';
import { ExportFileError, type HealthImportSink, type ImportOptions, type ImportSummary } from './types.js';

export type ExportKind = 'apple' | 'samsung';

const MAX_READERS = 2;
let reading = 0;
const waiting: (() => void)[] = [];
const lines = new Map<string, Promise<unknown>>();

async function processSlot<T>(work: () => Promise<T>): Promise<T> {
  if (reading >= MAX_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  try {
    return await work();
  } finally {
    reading -= 1;
    waiting.shift()?.();
  }
}

/** The member's exports one after another, in the order their jobs asked. */
function memberLine<T>(memberId: string, work: () => Promise<T>): Promise<T> {
  const turn = (lines.get(memberId) ?? Promise.resolve()).then(work, work);
  const settled = turn.catch(() => {});
  lines.set(memberId, settled);
  void settled.then(() => {
    if (lines.get(memberId) === settled) lines.delete(memberId);
  });
  return turn;
}

type FromWorker =
  | { kind: 'days' | 'heartRate' | 'workouts'; id: number; payload: unknown[] }
  | { kind: 'progress'; payload: number }
  | { kind: 'done'; payload: ImportSummary }
  | { kind: 'fileError'; payload: { message: string; byte: number } }
  | { kind: 'error'; payload: { message: string; code?: string } };

function onWorker(kind: ExportKind, path: string, sink: HealthImportSink, options: ImportOptions): Promise<ImportSummary> {
  return new Promise<ImportSummary>((resolve, reject) => {
    const worker = new Worker(new URL('./export-worker.mjs', import.meta.url), { workerData: { provider: kind, path, options } });
    let settled = false;
    const finish = (error: Error | undefined, summary?: ImportSummary) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve(summary!);
    };
    worker.on('message', (message: FromWorker) => {
      switch (message.kind) {
        case 'progress':
          sink.progress(message.payload);
          return;
        case 'done':
          return finish(undefined, message.payload);
        case 'fileError':
          return finish(new ExportFileError(message.payload.message, message.payload.byte));
        case 'error':
          return finish(Object.assign(new Error(message.payload.message), message.payload.code ? { code: message.payload.code } : {}));
        default: {
          const { id } = message;
          const stored =
            message.kind === 'days'
              ? sink.days(message.payload as Parameters<HealthImportSink['days']>[0])
              : message.kind === 'heartRate'
                ? sink.heartRate(message.payload as Parameters<HealthImportSink['heartRate']>[0])
                : (sink.workouts?.(message.payload as Parameters<NonNullable<HealthImportSink['workouts']>>[0]) ?? Promise.resolve());
          // The sink's own error (the job stopping, a failed write) is the import's: the reading stops with it.
          stored.then(
            () => {
              if (!settled) worker.postMessage({ id, ok: true });
            },
            (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
          );
        }
      }
    });
    worker.once('error', (error) => finish(error));
    worker.once('exit', (code) => finish(new Error(`The export reader stopped (exit ${code})`)));
  });
}

/**
 * importAppleExport or importSamsungExport, run on a worker thread, with the same summary and
 * the same sink calls in the same order, and the same ExportFileError for a file that is not a
 * complete export.
 */
export function readExportOffThread(kind: ExportKind, memberId: string, path: string, sink: HealthImportSink, options: ImportOptions = {}): Promise<ImportSummary> {
  return memberLine(memberId, () => processSlot(() => onWorker(kind, path, sink, options)));
}
