// Runs the offline generator (humanoid.mjs) on one worker thread shared by the process, so a
// model's geometry and export never run on the thread that answers requests. Requests queue
// on the thread in order; the thread is started at the first one and kept.
import { Worker } from 'node:worker_threads';
import type { GlbKind, HumanoidShape } from './humanoid.mjs';

export interface GlbRequest {
  shape: HumanoidShape;
  kind: GlbKind;
  animations?: readonly string[];
  fps?: number;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (glb: Uint8Array) => void; reject: (error: Error) => void }>();

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./generate-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', ({ id, glb, error }: { id: number; glb?: Uint8Array; error?: string }) => {
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined || !glb) waiter?.reject(new Error(error ?? 'The generator answered nothing'));
    else waiter?.resolve(glb);
  });
  const fail = (error: Error) => {
    worker = undefined;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The generator thread stopped (${code})`)));
  worker = started;
  return started;
}

/** A GLB made by the offline generator on its thread. */
export function generateOffline(request: GlbRequest): Promise<Uint8Array> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread().postMessage({ id, request });
  });
}
