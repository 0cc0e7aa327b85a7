// The embedded PostgreSQL's watch and stop, with a server the test kills and a clock it moves.
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualTimers } from './manual-timers.js';
import { stopPostgres, watchPostgres } from './postgres-watch.js';

/** A server whose death and restarts the test decides. */
class FakeServer {
  running: number | undefined = 100;
  restarts = 0;
  /** What the next restarts do: start (a new pid) or fail. */
  outcomes: ('start' | 'fail')[] = [];
  pid = (): number | undefined => this.running;
  restart = (): Promise<void> => {
    this.restarts += 1;
    if (this.outcomes.shift() === 'fail') return Promise.reject(new Error('shared memory block is still in use'));
    this.running = 100 + this.restarts;
    return Promise.resolve();
  };
}

let timers: ManualTimers;
let lines: string[];
let server: FakeServer;
const log = {
  info: (msg: string) => lines.push(`info ${msg}`),
  warn: (msg: string) => lines.push(`warn ${msg}`),
  error: (msg: string) => lines.push(`error ${msg}`),
};
/** Lets the restart's promise settle (no time passes). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  timers = new ManualTimers();
  lines = [];
  server = new FakeServer();
});

describe('watchPostgres', () => {
  it('leaves a running server alone', () => {
    watchPostgres(server, { log, timers });
    timers.advance(60_000);
    expect(server.restarts).toBe(0);
    expect(lines).toEqual([]);
  });

  it('restarts a server that died, after the back-off, and says so', async () => {
    watchPostgres(server, { log, timers, checkEveryMs: 1_000, firstRestartDelayMs: 500 });
    server.running = undefined;
    timers.advance(1_000);
    expect(lines).toEqual(['error PostgreSQL stopped unexpectedly; restarting it in 0.5 s (the services reconnect once it is back)']);
    timers.advance(499);
    expect(server.restarts).toBe(0);
    timers.advance(1);
    await settle();
    expect(server.restarts).toBe(1);
    expect(lines.at(-1)).toBe('info PostgreSQL is running again (pid 101)');
    // And it keeps watching.
    server.running = undefined;
    timers.advance(1_000 + 500);
    await settle();
    expect(server.restarts).toBe(2);
  });

  it('tries again, doubling the wait up to the cap, while the server will not start', async () => {
    watchPostgres(server, { log, timers, checkEveryMs: 1_000, firstRestartDelayMs: 500, maxRestartDelayMs: 2_000 });
    server.outcomes = ['fail', 'fail', 'fail', 'start'];
    server.running = undefined;
    timers.advance(1_500);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await settle();
      timers.advance(timers.delays()[0]);
    }
    await settle();
    expect(server.restarts).toBe(4);
    expect(lines.filter((line) => line.includes('did not start again'))).toEqual([
      'error PostgreSQL did not start again (shared memory block is still in use); trying again in 1 s (attempt 2)',
      'error PostgreSQL did not start again (shared memory block is still in use); trying again in 2 s (attempt 3)',
      'error PostgreSQL did not start again (shared memory block is still in use); trying again in 2 s (attempt 4)',
    ]);
    expect(lines.at(-1)).toBe('info PostgreSQL is running again (pid 104)');
  });

  it('stops watching when told, so a stop on purpose is not restarted', () => {
    const unwatch = watchPostgres(server, { log, timers });
    unwatch();
    server.running = undefined;
    timers.advance(60_000);
    expect(server.restarts).toBe(0);
    expect(timers.delays()).toEqual([]);
  });
});

describe('stopPostgres', () => {
  it('stops the server and leaves it at that when it stops in time', async () => {
    const kills: number[] = [];
    let stops = 0;
    await stopPostgres({ pid: () => 7, stop: () => (stops++, Promise.resolve()) }, { log, timers, kill: (pid) => kills.push(pid) });
    expect(stops).toBe(1);
    expect(kills).toEqual([]);
    expect(timers.delays()).toEqual([]);
  });

  it('kills a server that has not stopped after the grace period', async () => {
    const kills: string[] = [];
    let stopped!: () => void;
    const server = { pid: () => 7, stop: () => new Promise<void>((resolve) => (stopped = resolve)) };
    const stopping = stopPostgres(server, {
      log,
      timers,
      graceMs: 10_000,
      kill: (pid, signal) => {
        kills.push(`${pid} ${signal}`);
        stopped();
      },
    });
    timers.advance(9_999);
    expect(kills).toEqual([]);
    timers.advance(1);
    await stopping;
    expect(kills).toEqual(['7 SIGKILL']);
    expect(lines).toEqual(['warn PostgreSQL did not stop within 10 s: killing it']);
  });
});
