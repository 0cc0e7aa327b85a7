// Screening uploaded images offline (issue 23 item 3): nsfwjs's MobileNetV2, shipped in the npm
// package, classifies each image on one worker thread of this process (screen-worker.mjs) that
// keeps the model warm. The worker starts on the first image, not with the process, so a
// process (or a test stack) that never receives an image never loads the model.
//
// One worker, because a classification is CPU-bound (~120 ms warm on the wasm backend) and one
// model copy is enough; members take turns on it fairly (kit's fair-turns.ts): one member's
// hundred images delay another member's one by at most the image already running. A
// classification that runs past `timeoutMs` (or a worker that dies) fails that image; the worker
// is ended and the next image starts a new one.
import { Worker } from 'node:worker_threads';
import { fairTurns } from '../../fair-turns.js';
import type { ScreeningSettings } from './screening-config.js';

export type ScreeningClass = 'Porn' | 'Hentai' | 'Sexy' | 'Neutral' | 'Drawing';
export type ScreeningScores = Record<ScreeningClass, number>;

export class ScreeningFailedError extends Error {
  constructor(
    message: string,
    /** TIMEOUT: the classifier did not answer in time; FAILED: it could not classify the image. */
    readonly reason: 'TIMEOUT' | 'FAILED',
  ) {
    super(message);
  }
}

/** Whether the scores cross the thresholds: Porn + Hentai ≥ T1, or Sexy ≥ T2. */
export function isSuspicious(scores: ScreeningScores, settings: Pick<ScreeningSettings, 'pornHentaiThreshold' | 'sexyThreshold'>): boolean {
  return scores.Porn + scores.Hentai >= settings.pornHentaiThreshold || scores.Sexy >= settings.sexyThreshold;
}

type Answer = { id: number; ok: true; scores: ScreeningScores } | { id: number; ok: false; error: string };

let worker: Worker | undefined;
let nextJob = 1;
/** Images classified by this process, the model loads among them (tests read it). */
const counts = { classified: 0, workersStarted: 0 };
const turns = fairTurns(1);

function screeningWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./screen-worker.mjs', import.meta.url));
  counts.workersStarted += 1;
  // Failures reach the image in hand through its own listeners; nobody else to tell.
  started.on('error', () => {});
  started.once('exit', () => {
    if (worker === started) worker = undefined;
  });
  // Idle between images, it must not keep the process alive.
  started.unref();
  worker = started;
  return started;
}

function classifyOnWorker(bytes: Uint8Array, timeoutMs: number): Promise<ScreeningScores> {
  return new Promise<ScreeningScores>((resolve, reject) => {
    const current = screeningWorker();
    const id = nextJob++;
    const settle = () => {
      clearTimeout(timer);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      current.unref();
    };
    const onMessage = (answer: Answer) => {
      if (answer.id !== id) return;
      settle();
      if (answer.ok) {
        counts.classified += 1;
        resolve(answer.scores);
      } else reject(new ScreeningFailedError(`The image could not be classified: ${answer.error}`, 'FAILED'));
    };
    const onError = (error: Error) => {
      settle();
      reject(new ScreeningFailedError(`The screening worker failed: ${error.message}`, 'FAILED'));
    };
    const onExit = (code: number) => {
      settle();
      reject(new ScreeningFailedError(`The screening worker stopped (exit ${code})`, 'FAILED'));
    };
    // A stuck classification holds the only worker: end it, so the next image gets a new one.
    const timer = setTimeout(() => {
      settle();
      if (worker === current) worker = undefined;
      void current.terminate();
      reject(new ScreeningFailedError(`The image was not classified within ${timeoutMs} ms`, 'TIMEOUT'));
    }, timeoutMs);
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    current.ref();
    current.postMessage({ id, bytes });
  });
}

/**
 * Classifies one image of this member's, in the member's turn: `read` is called when the turn
 * comes (so a long line holds no image bytes), then the image is classified off this thread.
 * Throws ScreeningFailedError when the image cannot be read or classified, or takes too long.
 */
export function screenImage(memberId: string, read: () => Promise<Uint8Array>, settings: Pick<ScreeningSettings, 'timeoutMs'>): Promise<ScreeningScores> {
  return turns.run(memberId, async () => {
    let bytes: Uint8Array;
    try {
      bytes = await read();
    } catch (error) {
      throw new ScreeningFailedError(`The image could not be read: ${error instanceof Error ? error.message : String(error)}`, 'FAILED');
    }
    return classifyOnWorker(bytes, settings.timeoutMs);
  });
}

/** What this process has done so far: images classified and workers started (each start loads the model). */
export function screeningCounts(): Readonly<typeof counts> {
  return { ...counts };
}
