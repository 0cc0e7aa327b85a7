// Keeps `npm start`'s services running: a service that dies unasked (a crash, the kernel's
// out-of-memory killer) is started again after a back-off while the others keep serving,
// and a stop ends every process, even one that ignores SIGTERM. Times come from `Timers`,
// so the unit tests drive the back-off and the grace period without waiting.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../subgraphs/kit/src/logger.js';

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The wait before restart number `attempt` (1 for the first): doubling from `first` up to `max`. */
export function restartDelay(attempt: number, first: number, max: number): number {
  return Math.min(max, first * 2 ** (attempt - 1));
}

export interface ServiceCommand {
  name: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export interface SupervisorOptions {
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  timers?: Timers;
  /** The wait before the first restart; it doubles with every crash in a row, up to maxRestartDelayMs. */
  firstRestartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A run this long was not a crash loop: the next crash starts the back-off again. */
  stableAfterMs?: number;
  /** This many crashes in a row, each within stableAfterMs of starting, are reported as a crash loop. */
  crashLoopCrashes?: number;
  /** How long a stop waits after SIGTERM before SIGKILL. */
  stopGraceMs?: number;
  /** How many of a crashed service's last stderr lines its crash report quotes. */
  stderrLines?: number;
  /** Where `<name>.pid` holds each running service's process id (for operators and tests). */
  pidDir?: string;
  /** Where the children's stderr goes on to (it is piped to keep its last lines). */
  stderr?: NodeJS.WritableStream;
}

interface Service {
  command: ServiceCommand;
  child?: ChildProcess;
  /** Resolves when the current child has exited; set at spawn, so a stop never waits for an exit that already happened. */
  exited?: Promise<void>;
  startedAt: number;
  crashesInARow: number;
  firstCrashAt: number;
  lastCrash?: string;
  reportedLoop: boolean;
  restartTimer?: unknown;
  stderrTail: string;
  spawnError?: string;
}

const STDERR_TAIL_CHARS = 8192;

export class Supervisor {
  private readonly services = new Map<string, Service>();
  private readonly timers: Timers;
  private readonly firstRestartDelayMs: number;
  private readonly maxRestartDelayMs: number;
  private readonly stableAfterMs: number;
  private readonly crashLoopCrashes: number;
  private readonly stopGraceMs: number;
  private readonly stderrLines: number;
  private stopping?: Promise<void>;

  constructor(private readonly options: SupervisorOptions) {
    this.timers = options.timers ?? realTimers;
    this.firstRestartDelayMs = options.firstRestartDelayMs ?? 500;
    this.maxRestartDelayMs = options.maxRestartDelayMs ?? 30_000;
    this.stableAfterMs = options.stableAfterMs ?? 60_000;
    this.crashLoopCrashes = options.crashLoopCrashes ?? 5;
    this.stopGraceMs = options.stopGraceMs ?? 5_000;
    this.stderrLines = options.stderrLines ?? 10;
    if (options.pidDir) mkdirSync(options.pidDir, { recursive: true });
  }

  /** Starts a service and keeps it running until stop(). */
  start(command: ServiceCommand): void {
    if (this.services.has(command.name)) throw new Error(`${command.name} is already supervised`);
    const service: Service = { command, startedAt: 0, crashesInARow: 0, firstCrashAt: 0, reportedLoop: false, stderrTail: '' };
    this.services.set(command.name, service);
    this.spawn(service);
  }

  /** The running process of a service, if it is running. */
  pid(name: string): number | undefined {
    const child = this.services.get(name)?.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  /** Why the service last died unasked ("exited with code 1", "killed by SIGKILL"), if it ever did. */
  lastCrash(name: string): string | undefined {
    return this.services.get(name)?.lastCrash;
  }

  /**
   * Stops every service: SIGTERM, then SIGKILL for any still running after the grace period;
   * resolves once all have exited. Calling it again answers the same stop.
   */
  stop(): Promise<void> {
    this.stopping ??= Promise.all(
      [...this.services.values()].map((service) => {
        if (service.restartTimer !== undefined) this.timers.clearTimeout(service.restartTimer);
        service.restartTimer = undefined;
        const { child, exited } = service;
        if (!child || !exited || !this.running(child)) return Promise.resolve();
        child.kill('SIGTERM');
        const kill = this.timers.setTimeout(() => {
          if (!this.running(child)) return;
          this.options.log.warn(`${service.command.name} did not stop within ${this.stopGraceMs / 1000} s of SIGTERM: killing it`, { pid: child.pid });
          child.kill('SIGKILL');
        }, this.stopGraceMs);
        return exited.then(() => this.timers.clearTimeout(kill));
      }),
    ).then(() => undefined);
    return this.stopping;
  }

  /** SIGKILL for every service still running (a second Ctrl-C). */
  killAll(): void {
    for (const { child } of this.services.values()) if (child && this.running(child)) child.kill('SIGKILL');
  }

  private running(child: ChildProcess): boolean {
    return child.exitCode === null && child.signalCode === null;
  }

  private spawn(service: Service): void {
    const { name, command, args, env, cwd } = service.command;
    // The IPC channel closes when this process ends, even by SIGKILL: a child that watches it
    // (scripts/exit-with-parent.mjs) stops then instead of running on unsupervised.
    const child = spawn(command, args, { cwd, env, stdio: ['inherit', 'inherit', 'pipe', 'ipc'] });
    // Nothing is sent over it; it must not keep this process alive.
    child.channel?.unref();
    service.child = child;
    service.startedAt = this.timers.now();
    service.stderrTail = '';
    service.spawnError = undefined;
    child.stderr?.on('data', (chunk: Buffer) => {
      (this.options.stderr ?? process.stderr).write(chunk);
      service.stderrTail = (service.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    service.exited = new Promise((resolve) => {
      const gone = () => {
        if (child.pid !== undefined) this.removePid(name, child.pid);
        resolve();
      };
      child.once('exit', gone);
      // A child that could not be spawned never emits 'exit'.
      child.once('close', gone);
    });
    child.once('error', (error) => (service.spawnError = error.message));
    if (child.pid !== undefined) this.writePid(name, child.pid);
    // 'close', not 'exit': the last stderr lines (the error that killed it) can arrive after 'exit'.
    child.once('close', (code, signal) => {
      if (this.stopping) return;
      this.crashed(service, code, signal);
    });
  }

  private crashed(service: Service, code: number | null, signal: NodeJS.Signals | null): void {
    const { log } = this.options;
    const { name } = service.command;
    const now = this.timers.now();
    if (now - service.startedAt >= this.stableAfterMs) {
      if (service.reportedLoop) log.info(`${name} had stayed up ${Math.round((now - service.startedAt) / 1000)} s before this crash: its crash loop is over`);
      service.crashesInARow = 0;
      service.reportedLoop = false;
    }
    if (service.crashesInARow === 0) service.firstCrashAt = now;
    service.crashesInARow += 1;
    const cause = service.spawnError ? `could not be started (${service.spawnError})` : signal ? `killed by ${signal}` : `exited with code ${code}`;
    service.lastCrash = cause;
    const lastLines = service.stderrTail
      .split('\n')
      .filter((line) => line.trim())
      .slice(-this.stderrLines);
    const delay = restartDelay(service.crashesInARow, this.firstRestartDelayMs, this.maxRestartDelayMs);
    log.error(`${name} stopped unexpectedly: ${cause}; restarting in ${delay / 1000} s`, {
      pid: service.child?.pid,
      ...(lastLines.length ? { lastStderr: lastLines } : {}),
    });
    if (service.crashesInARow >= this.crashLoopCrashes && !service.reportedLoop) {
      service.reportedLoop = true;
      const seconds = Math.round((now - service.firstCrashAt) / 1000);
      const lastError = lastLines.at(-1) ?? cause;
      log.error(
        `${name} keeps crashing: ${service.crashesInARow} times in ${seconds} s, each within ${this.stableAfterMs / 1000} s of starting; last error: ${lastError}. ` +
          `Still retrying, every ${this.maxRestartDelayMs / 1000} s at most; the other services keep running.`,
      );
    }
    service.restartTimer = this.timers.setTimeout(() => {
      service.restartTimer = undefined;
      if (this.stopping) return;
      log.info(`restarting ${name} (crash ${service.crashesInARow} in a row)`);
      this.spawn(service);
    }, delay);
  }

  private pidFile(name: string): string | undefined {
    return this.options.pidDir && join(this.options.pidDir, `${name}.pid`);
  }

  private writePid(name: string, pid: number): void {
    const file = this.pidFile(name);
    if (file) writeFileSync(file, `${pid}\n`);
  }

  private removePid(name: string, pid: number): void {
    const file = this.pidFile(name);
    if (!file) return;
    // Only its own: a restart may already have written the next process's id.
    let current: string;
    try {
      current = readFileSync(file, 'utf8').trim();
    } catch {
      return;
    }
    if (current === String(pid)) rmSync(file, { force: true });
  }
}
