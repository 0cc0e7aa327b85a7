// The supervisor with real child processes (tiny node scripts that crash, run, or ignore
// SIGTERM) and a clock the test moves: the back-off, the crash-loop report and the grace
// period before SIGKILL are checked without waiting for them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualTimers } from './manual-timers.js';
import { Supervisor, type ServiceCommand, type SupervisorOptions } from './supervisor.js';

/** Text that arrives in pieces (log lines, the children's stderr) and can be waited for. */
class Transcript {
  text = '';
  private waiters: (() => void)[] = [];
  add(text: string): void {
    this.text += text;
    for (const wake of this.waiters.splice(0)) wake();
  }
  count(pattern: string): number {
    return this.text.split(pattern).length - 1;
  }
  /** Resolves once `pattern` has appeared `times` times: an event of a child, not a span of time. */
  async waitFor(pattern: string, times = 1): Promise<void> {
    while (this.count(pattern) < times) await new Promise<void>((wake) => this.waiters.push(wake));
  }
}

const CRASHES = `process.stderr.write('loading the schema\\nError: disk full\\n'); process.exit(3);`;
const RUNS = `process.stderr.write('ready\\n'); setInterval(() => {}, 1 << 30);`;
const IGNORES_SIGTERM = `process.on('SIGTERM', () => process.stderr.write('ignoring SIGTERM\\n')); ${RUNS}`;
const node = (name: string, code: string): ServiceCommand => ({ name, command: process.execPath, args: ['-e', code] });

let timers: ManualTimers;
let log: Transcript;
let stderr: Transcript;
let pidDir: string;
let supervisor: Supervisor;

function supervise(options: Partial<SupervisorOptions> = {}): Supervisor {
  const line = (level: string) => (msg: string, fields?: Record<string, unknown>) => log.add(`${level} ${msg}${fields ? ' ' + JSON.stringify(fields) : ''}\n`);
  supervisor = new Supervisor({
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    timers,
    stderr: new Writable({ write: (chunk: Buffer, _encoding, done) => (stderr.add(chunk.toString()), done()) }),
    pidDir,
    firstRestartDelayMs: 500,
    maxRestartDelayMs: 4_000,
    stableAfterMs: 60_000,
    crashLoopCrashes: 5,
    stopGraceMs: 5_000,
    ...options,
  });
  return supervisor;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidFile = (name: string) => join(pidDir, `${name}.pid`);

beforeEach(() => {
  timers = new ManualTimers();
  log = new Transcript();
  stderr = new Transcript();
  pidDir = mkdtempSync(join(tmpdir(), 'pulse-supervisor-'));
});
afterEach(async () => {
  supervisor.killAll();
  await supervisor.stop();
  rmSync(pidDir, { recursive: true, force: true });
});

describe('a service that dies unasked', () => {
  it('is restarted after the back-off, its cause and last stderr lines logged, while the others keep running', async () => {
    supervise();
    supervisor.start(node('steady', RUNS));
    supervisor.start(node('social', RUNS));
    await stderr.waitFor('ready', 2);
    const steady = supervisor.pid('steady')!;
    const social = supervisor.pid('social')!;
    expect(readFileSync(pidFile('social'), 'utf8').trim()).toBe(String(social));

    process.kill(social, 'SIGKILL');
    await log.waitFor('social stopped unexpectedly');
    expect(log.text).toContain('social stopped unexpectedly: killed by SIGKILL; restarting in 0.5 s');
    expect(log.text).toContain('"lastStderr":["ready"]');
    expect(supervisor.lastCrash('social')).toBe('killed by SIGKILL');
    expect(existsSync(pidFile('social'))).toBe(false);
    expect(supervisor.pid('social')).toBeUndefined();

    timers.advance(499);
    expect(log.count('restarting social')).toBe(0);
    timers.advance(1);
    expect(log.count('restarting social')).toBe(1);
    await stderr.waitFor('ready', 3);
    const again = supervisor.pid('social')!;
    expect(again).not.toBe(social);
    expect(readFileSync(pidFile('social'), 'utf8').trim()).toBe(String(again));
    // The other service was never touched.
    expect(supervisor.pid('steady')).toBe(steady);
    expect(log.text).not.toContain('steady stopped');
  });

  it('waits twice as long after each crash in a row, up to the cap, and reports a crash loop once, with the last error', async () => {
    supervise();
    supervisor.start(node('health', CRASHES));
    const delays: number[] = [];
    for (let crash = 1; crash <= 7; crash++) {
      await log.waitFor('health stopped unexpectedly', crash);
      const pending = timers.delays();
      expect(pending).toHaveLength(1);
      delays.push(pending[0]);
      expect(log.count('health keeps crashing')).toBe(crash >= 5 ? 1 : 0);
      timers.advance(pending[0]);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 4000, 4000, 4000]);
    expect(log.text).toContain('health stopped unexpectedly: exited with code 3; restarting in 0.5 s {"pid":');
    expect(log.text).toContain('"lastStderr":["loading the schema","Error: disk full"]');
    const report = log.text.split('\n').filter((line) => line.includes('keeps crashing'));
    expect(report).toEqual([
      'error health keeps crashing: 5 times in 8 s, each within 60 s of starting; last error: Error: disk full. Still retrying, every 4 s at most; the other services keep running.',
    ]);
  });

  it('starts the back-off again after a run that lasted', async () => {
    supervise({ firstRestartDelayMs: 500, stableAfterMs: 10_000 });
    supervisor.start(node('messaging', RUNS));
    for (let crash = 1; crash <= 3; crash++) {
      await stderr.waitFor('ready', crash);
      process.kill(supervisor.pid('messaging')!, 'SIGKILL');
      await log.waitFor('messaging stopped unexpectedly', crash);
      timers.advance(timers.delays()[0]);
    }
    expect(log.text).toContain('restarting in 2 s');
    await stderr.waitFor('ready', 4);
    timers.advance(10_000);
    process.kill(supervisor.pid('messaging')!, 'SIGKILL');
    await log.waitFor('messaging stopped unexpectedly', 4);
    expect(timers.delays()).toEqual([500]);
  });

  it('is reported when it cannot be started at all, and retried', async () => {
    supervise();
    supervisor.start({ name: 'sfu', command: join(pidDir, 'no-such-program'), args: [] });
    await log.waitFor('sfu stopped unexpectedly');
    expect(log.text).toMatch(/sfu stopped unexpectedly: could not be started \(spawn \S+ ENOENT\); restarting in 0\.5 s/);
    timers.advance(500);
    await log.waitFor('sfu stopped unexpectedly', 2);
  });
});

describe('stop', () => {
  it('ends every service with SIGTERM and removes their pid files', async () => {
    supervise();
    supervisor.start(node('accounts', RUNS));
    supervisor.start(node('gateway', RUNS));
    await stderr.waitFor('ready', 2);
    const pids = [supervisor.pid('accounts')!, supervisor.pid('gateway')!];
    await supervisor.stop();
    expect(pids.filter(alive)).toEqual([]);
    expect(existsSync(pidFile('accounts')) || existsSync(pidFile('gateway'))).toBe(false);
    expect(log.text).not.toContain('stopped unexpectedly');
  });

  it('kills a service that ignores SIGTERM once the grace period is over', async () => {
    supervise();
    supervisor.start(node('stubborn', IGNORES_SIGTERM));
    await stderr.waitFor('ready');
    const pid = supervisor.pid('stubborn')!;
    const stopped = supervisor.stop();
    await stderr.waitFor('ignoring SIGTERM');
    timers.advance(4_999);
    expect(alive(pid)).toBe(true);
    timers.advance(1);
    await stopped;
    expect(alive(pid)).toBe(false);
    expect(log.text).toContain('stubborn did not stop within 5 s of SIGTERM: killing it');
  });

  it('does not wait for a service that was already killed by a signal, and cancels its restart', async () => {
    supervise();
    supervisor.start(node('social', RUNS));
    supervisor.start(node('health', RUNS));
    await stderr.waitFor('ready', 2);
    process.kill(supervisor.pid('social')!, 'SIGKILL');
    await log.waitFor('social stopped unexpectedly');
    // No clock advance: the killed one has no exit left to wait for, the other exits on SIGTERM.
    await supervisor.stop();
    timers.advance(60_000);
    expect(log.count('restarting social')).toBe(0);
    expect(supervisor.pid('social')).toBeUndefined();
  });
});

describe('a supervised service with worker threads', () => {
  it('is not stopped by its own worker thread: a worker inherits the --import and has no IPC channel of its own', async () => {
    supervise();
    const exitWithParent = pathToFileURL(fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url))).href;
    // A worker from a file, as health's are (an eval'd worker runs no --import). Its message comes
    // after its --import ran; a SIGTERM that import sent is already pending then, and signals are
    // handled in the order they came, so SIGUSR2's 'ready' follows it.
    const workerFile = join(pidDir, 'worker.mjs');
    writeFileSync(workerFile, `import { parentPort } from 'node:worker_threads'; parentPort.postMessage('ran');`);
    const service = `
      process.on('SIGTERM', () => { process.stderr.write('SIGTERM\\nready\\n'); process.exit(0); });
      const { Worker } = require('node:worker_threads');
      const worker = new Worker(${JSON.stringify(workerFile)});
      worker.once('message', () => { process.on('SIGUSR2', () => process.stderr.write('worker ran\\nready\\n')); process.kill(process.pid, 'SIGUSR2'); });
      setInterval(() => {}, 1 << 30);`;
    supervisor.start({ name: 'health', command: process.execPath, args: ['--import', exitWithParent, '-e', service] });
    await stderr.waitFor('ready');
    expect(stderr.text).toContain('worker ran');
    expect(stderr.text).not.toContain('SIGTERM');
    await supervisor.stop();
  });
});

describe('the supervising process killed with SIGKILL', () => {
  it('takes its services with it: each stops through its own SIGTERM handler once the IPC channel closes', async () => {
    supervise();
    const exitWithParent = pathToFileURL(fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url))).href;
    const service = `process.on('SIGTERM', () => { require('node:fs').writeFileSync(process.env.STOPPED_FILE, 'SIGTERM'); process.exit(0); }); ${RUNS}`;
    const stoppedFile = join(pidDir, 'stopped');
    // A start process of its own (this test's process must survive), supervising one service.
    const parentCode = `
      import { Supervisor } from ${JSON.stringify(pathToFileURL(fileURLToPath(new URL('./supervisor.ts', import.meta.url))).href)};
      const log = { info() {}, warn() {}, error() {} };
      const supervisor = new Supervisor({ log, pidDir: ${JSON.stringify(pidDir)} });
      supervisor.start({ name: 'social', command: process.execPath, args: ['--import', ${JSON.stringify(exitWithParent)}, '-e', ${JSON.stringify(service)}], env: { ...process.env, STOPPED_FILE: ${JSON.stringify(stoppedFile)} } });`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', parentCode], { stdio: ['ignore', 'ignore', 'pipe'] });
    const parentStderr = new Transcript();
    parent.stderr!.on('data', (chunk: Buffer) => parentStderr.add(chunk.toString()));
    await parentStderr.waitFor('ready');
    const child = Number(readFileSync(pidFile('social'), 'utf8'));
    expect(alive(child)).toBe(true);

    parent.kill('SIGKILL');
    // Waits for the child's exit (an event), however long the machine takes.
    while (alive(child)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readFileSync(stoppedFile, 'utf8')).toBe('SIGTERM');
  });
});
