// Parsing a DICOM file is CPU work (a few milliseconds for a CT slice, far more for a 50 MB
// mammogram or a multi-frame cine): on the medical process's own thread a scan of 500 slices
// would stall every other member's request meanwhile. So each file is read on a worker thread
// (parse-worker.mjs), at most two at a time (this machine's cores), and workers are kept for the
// next file (at most two idle, unreferenced). Which member may parse is create-scan's business
// (one scan at a time each: scan-limits.ts).
import { Worker } from 'node:worker_threads';
import { DicomFileError, type ReadDicom } from './read-dicom.mjs';

const MAX_PARSERS = 2;
let running = 0;
const waiting: (() => void)[] = [];
const idle: Worker[] = [];

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

function startParser(): Worker {
  const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url));
  worker.on('error', () => {});
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

type Answer = ({ ok: true } & ReadDicom) | { ok: false; reason: 'NOT_DICOM' | 'NOT_AN_IMAGE'; message: string } | { ok: false; error: string };

/** Reads one DICOM file off this thread; the bytes are moved to the worker (do not use them after). Throws DicomFileError for a refused file. */
export function readDicomOffThread(bytes: Uint8Array): Promise<ReadDicom> {
  return slot(
    () =>
      new Promise<ReadDicom>((resolve, reject) => {
        const worker = idle.pop() ?? startParser();
        const settle = () => {
          worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        };
        const onMessage = (answer: Answer) => {
          settle();
          if (idle.length >= MAX_PARSERS) void worker.terminate();
          else {
            worker.unref();
            idle.push(worker);
          }
          if (answer.ok) resolve({ info: answer.info, patient: answer.patient, scrubbed: answer.scrubbed });
          else if ('reason' in answer) reject(new DicomFileError(answer.reason, answer.message));
          else reject(new Error(`Reading the DICOM file failed: ${answer.error}`));
        };
        const onError = (error: Error) => {
          settle();
          void worker.terminate();
          reject(error);
        };
        const onExit = (code: number) => {
          settle();
          reject(new Error(`The DICOM parser stopped (exit ${code})`));
        };
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        worker.ref();
        // A buffer that is the file alone moves to the worker; a view into a larger one is copied.
        const movable = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
        worker.postMessage({ bytes }, movable ? [bytes.buffer as ArrayBuffer] : []);
      }),
  );
}
