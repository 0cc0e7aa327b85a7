// One mediasoup worker (a C++ process, single-threaded) per core. Rooms are spread over
// them round-robin; a worker that dies takes its rooms with it (their peers are told by a
// closed socket and reconnect), and is replaced.
import { existsSync } from 'node:fs';
import type { types } from 'mediasoup';
import { createLogger } from '@pulse/kit/logger';
import { SfuError } from './protocol.js';

type Mediasoup = typeof import('mediasoup');
const log = createLogger('sfu-workers');
const RESPAWN_MIN_MS = 1000;
const RESPAWN_MAX_MS = 30_000;

let loaded: { bin: string; mediasoup: Mediasoup } | undefined;

/**
 * mediasoup reads MEDIASOUP_WORKER_BIN once, when it is first imported, hence the late
 * import; the configured path is the only value it can see.
 */
export async function loadMediasoup(bin: string): Promise<Mediasoup> {
  if (loaded) {
    if (loaded.bin !== bin) throw new Error(`mediasoup is already loaded with worker ${loaded.bin}; one binary per process`);
    return loaded.mediasoup;
  }
  if (!existsSync(bin)) {
    throw new Error(`mediasoup-worker not found at ${bin}: build it with "node scripts/build-mediasoup-worker.mjs" or set MEDIASOUP_WORKER_BIN`);
  }
  process.env.MEDIASOUP_WORKER_BIN = bin;
  const mediasoup = (await import('mediasoup')) as Mediasoup;
  // A refused request is the client's mistake, already answered with mediasoup's reason.
  const refusal = (namespace: string, text: string) => namespace.endsWith(':Channel') || text.startsWith('canConsume()');
  mediasoup.setLogEventListeners({
    onwarn: (namespace, text) => (refusal(namespace, text) ? log.debug(text, { namespace }) : log.warn(text, { namespace })),
    onerror: (namespace, text, error) => {
      const fields = { namespace, error: error?.message };
      if (refusal(namespace, text)) log.debug(text, fields);
      else log.error(text, fields);
    },
  });
  loaded = { bin, mediasoup };
  return mediasoup;
}

export interface WorkerPoolOptions {
  bin: string;
  count: number;
  logLevel?: types.WorkerLogLevel;
}

export class WorkerPool {
  private readonly slots: (types.Worker | undefined)[];
  private readonly failures: number[];
  private readonly timers = new Set<NodeJS.Timeout>();
  private cursor = 0;
  private closed = false;

  private constructor(
    private readonly mediasoup: Mediasoup,
    private readonly options: WorkerPoolOptions,
  ) {
    this.slots = new Array(options.count).fill(undefined);
    this.failures = new Array(options.count).fill(0);
  }

  static async start(options: WorkerPoolOptions): Promise<WorkerPool> {
    const pool = new WorkerPool(await loadMediasoup(options.bin), options);
    try {
      await Promise.all(pool.slots.map((_, slot) => pool.spawn(slot)));
    } catch (error) {
      pool.close();
      throw error;
    }
    log.info('workers started', { count: options.count, mediasoup: pool.mediasoup.version });
    return pool;
  }

  get live(): number {
    return this.slots.filter((w) => w && !w.closed).length;
  }

  pids(): number[] {
    return this.slots.flatMap((w) => (w && !w.closed ? [w.pid] : []));
  }

  /** The next live worker, round-robin. */
  pick(): types.Worker {
    for (let i = 0; i < this.slots.length; i++) {
      const worker = this.slots[this.cursor];
      this.cursor = (this.cursor + 1) % this.slots.length;
      if (worker && !worker.closed) return worker;
    }
    throw new SfuError('SERVICE_UNAVAILABLE', 'No media worker is available; try again shortly');
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const worker of this.slots) worker?.close();
  }

  private async spawn(slot: number): Promise<void> {
    const worker = await this.mediasoup.createWorker({ logLevel: this.options.logLevel ?? 'warn', appData: { slot } });
    if (this.closed) {
      worker.close();
      return;
    }
    this.slots[slot] = worker;
    worker.on('died', (error) => {
      this.slots[slot] = undefined;
      if (this.closed) return;
      const delay = Math.min(RESPAWN_MIN_MS * 2 ** this.failures[slot]++, RESPAWN_MAX_MS);
      log.error('mediasoup worker died; its rooms are closed, replacing it', { slot, pid: worker.pid, error: error.message, respawnInMs: delay });
      this.respawnLater(slot, delay);
    });
    // A worker that has stayed up a minute is healthy again: reset its back-off.
    const healthy = setTimeout(() => {
      this.failures[slot] = 0;
      this.timers.delete(healthy);
    }, 60_000);
    healthy.unref();
    this.timers.add(healthy);
  }

  private respawnLater(slot: number, delay: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.spawn(slot).then(
        () => log.info('mediasoup worker replaced', { slot, pid: this.slots[slot]?.pid }),
        (error: Error) => {
          log.error('could not start a mediasoup worker', { slot, error: error.message });
          if (!this.closed) this.respawnLater(slot, Math.min(RESPAWN_MIN_MS * 2 ** this.failures[slot]++, RESPAWN_MAX_MS));
        },
      );
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
