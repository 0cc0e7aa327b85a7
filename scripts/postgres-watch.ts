// The embedded PostgreSQL can die under `npm start` like any process (the out-of-memory
// killer picks the biggest). The services survive a PostgreSQL restart (their pools
// reconnect), so the start script starts it again, with the same back-off as a service.
import type { Logger } from '../subgraphs/kit/src/logger.js';
import { realTimers, restartDelay, type Timers } from './supervisor.js';

export interface WatchedServer {
  pid(): number | undefined;
  restart(): Promise<void>;
}

export interface PostgresWatchOptions {
  log: Pick<Logger, 'info' | 'error'>;
  timers?: Timers;
  /** How often it looks whether the server is still there. */
  checkEveryMs?: number;
  firstRestartDelayMs?: number;
  maxRestartDelayMs?: number;
}

/** Watches the server until the returned function is called (before stopping it on purpose). */
export function watchPostgres(server: WatchedServer, options: PostgresWatchOptions): () => void {
  const { log, timers = realTimers, checkEveryMs = 1_000, firstRestartDelayMs = 500, maxRestartDelayMs = 30_000 } = options;
  let timer: unknown;
  let watching = true;
  let attempts = 0;
  const after = (ms: number, next: () => void) => {
    timer = timers.setTimeout(() => {
      timer = undefined;
      if (watching) next();
    }, ms);
  };
  const check = () => {
    if (server.pid() !== undefined) return after(checkEveryMs, check);
    log.error(`PostgreSQL stopped unexpectedly; restarting it in ${firstRestartDelayMs / 1000} s (the services reconnect once it is back)`);
    attempts = 1;
    after(firstRestartDelayMs, restart);
  };
  const restart = () => {
    server.restart().then(
      () => {
        log.info(`PostgreSQL is running again (pid ${server.pid()})`);
        if (watching) after(checkEveryMs, check);
      },
      (error: unknown) => {
        attempts += 1;
        const delay = restartDelay(attempts, firstRestartDelayMs, maxRestartDelayMs);
        // The package rejects with nothing when the server exits while starting; its own messages are at LOG_LEVEL=debug.
        log.error(`PostgreSQL did not start again${error instanceof Error ? ` (${error.message})` : ''}; trying again in ${delay / 1000} s (attempt ${attempts})`);
        if (watching) after(delay, restart);
      },
    );
  };
  after(checkEveryMs, check);
  return () => {
    watching = false;
    if (timer !== undefined) timers.clearTimeout(timer);
  };
}

export interface StoppableServer {
  pid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * Stops the server (a fast shutdown), and kills it when it has not stopped after the grace
 * period: a stop must end, and PostgreSQL recovers from a kill on its next start.
 */
export async function stopPostgres(
  server: StoppableServer,
  options: { log: Pick<Logger, 'warn'>; timers?: Timers; graceMs?: number; kill?: (pid: number, signal: NodeJS.Signals) => void },
): Promise<void> {
  const { log, timers = realTimers, graceMs = 10_000, kill = (pid, signal) => process.kill(pid, signal) } = options;
  const pid = server.pid();
  const timer = timers.setTimeout(() => {
    log.warn(`PostgreSQL did not stop within ${graceMs / 1000} s: killing it`, { pid });
    if (pid !== undefined) kill(pid, 'SIGKILL');
  }, graceMs);
  try {
    await server.stop();
  } catch (error) {
    log.warn('PostgreSQL did not stop cleanly', { error: error instanceof Error ? error.message : String(error) });
  } finally {
    timers.clearTimeout(timer);
  }
}
