// The product as `npm start` runs it, for the tests and benchmarks whose subject is that process
// layout (a killed service coming back, restarts, one member's load beside another's across
// processes): the real start script, every service its own process on a free port, against a
// database the caller made. `startStack` is the one-process stack everything else uses.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, healthPathOf, type ServiceEntry } from '@pulse/kit/registry';
import { takeStackSlot } from './connection-budget.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A port nothing listens on now (the kernel's choice), for a service started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a health check answers OK: a slow answer on a busy machine still counts, a refused or broken one does not. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

/** The variable a service's port is read from (the gateway's is PORT). */
export const portVariable = (service: ServiceEntry) => (service.kind === 'gateway' ? 'PORT' : `${service.name.toUpperCase()}_PORT`);

export interface Product {
  /** The start script's own process. */
  start: ChildProcess;
  /** Where the gateway answers (the web app, /graphql, the REST paths). */
  url: string;
  graphqlUrl: string;
  dataDir: string;
  /** Each service's health-check URL, by service name. */
  healthUrl: Map<string, string>;
  /** Every port variable the start script was given (PORT, ACCOUNTS_PORT...). */
  ports: Record<string, string>;
  /** A service's current process id (DATA_DIR/run/<name>.pid: it changes when the service is restarted). */
  pidOf: (name: string) => number;
  /** Everything the start script and its services printed so far. */
  output: () => string;
  /** SIGTERM to the start script, which stops every service; resolves when it has exited. */
  stop: () => Promise<void>;
}

export interface ProductOptions {
  /**
   * The environment of the start script (and so of every service), besides what this sets:
   * DATA_DIR, the ports and PATH. DATABASE_URL belongs here; without it the start script runs
   * an embedded PostgreSQL under DATA_DIR.
   */
  env: NodeJS.ProcessEnv;
  /** Names the temporary DATA_DIR. */
  name: string;
  /** How long the boot may take before this gives up (ms). */
  bootTimeoutMs?: number;
}

/** Starts `scripts/start.ts` and resolves once it prints that Pulse is running. */
export async function startProduct(options: ProductOptions): Promise<Product> {
  // The product's services hold what a dev-env stack's do (the same subgraphs and gateway, each
  // with its pools): it counts against the same budget of PostgreSQL connections.
  const giveBackSlot = takeStackSlot();
  const dataDir = mkdtempSync(join(tmpdir(), `pulse-${options.name}-`));
  const ports: Record<string, string> = {};
  const healthUrl = new Map<string, string>();
  for (const service of SERVICES) {
    const port = await freePort();
    ports[portVariable(service)] = String(port);
    healthUrl.set(service.name, `http://127.0.0.1:${port}${healthPathOf(service)}`);
  }
  let output = '';
  const start = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { APOLLO_TELEMETRY_DISABLED: 'true', ...options.env, DATA_DIR: dataDir, ...ports, PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  start.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => start.once('exit', () => resolve()));
  const stop = async () => {
    if (start.exitCode === null && start.signalCode === null) {
      start.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    giveBackSlot();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the start script was not running after ${options.bootTimeoutMs ?? 300_000} ms:\n${output}`)),
        options.bootTimeoutMs ?? 300_000,
      );
      start.stdout!.on('data', () => {
        if (output.includes('Pulse is running at')) {
          clearTimeout(timer);
          resolve();
        }
      });
      start.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the start script ended (${code ?? signal}) before it was running:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `http://127.0.0.1:${ports.PORT}`;
  return {
    start,
    url,
    graphqlUrl: `${url}/graphql`,
    dataDir,
    healthUrl,
    ports,
    pidOf: (name) => Number(readFileSync(join(dataDir, 'run', `${name}.pid`), 'utf8')),
    output: () => output,
    stop,
  };
}
