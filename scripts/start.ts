// `npm start`: the whole product on one machine. PostgreSQL (embedded under .data/ unless
// DATABASE_URL is set), every service of the registry as its own process: every subgraph
// (each applies its migrations) and the media server (sfu), then the gateway serving the
// API, the web app and the sfu's WebSocket (/sfu) on one origin. A process that dies is
// started again (scripts/supervisor.ts) while the others keep serving; Ctrl-C stops it all.
// `npm start` runs each service from a prebuilt bundle (scripts/service-bundles.ts), so a
// restart does not transpile TypeScript again; `npm run dev` runs the sources under tsx.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError, configureLogging, loadConfigOrExit, createLogger } from '../subgraphs/kit/src/index.js';
import { MAIN_FILE, SERVICES, healthPathOf, type ServiceEntry } from '../subgraphs/kit/src/registry.js';
import type { EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { serviceConfigSpecs } from './config-specs.js';
import { bundleDirOf, bundleServices, type ServiceBundle } from './service-bundles.js';
import { stopPostgres, watchPostgres } from './postgres-watch.js';
import { Supervisor } from './supervisor.js';
import { DEV_FLAG, configSpec, startEnvironment } from './start-config.js';
import { buildWebIfStale } from './web-build.js';

const started = Date.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE_DIR = bundleDirOf(root);
/** Every service loads it first: it stops the service when this process ends, even by SIGKILL. */
const EXIT_WITH_PARENT = pathToFileURL(join(root, 'scripts/exit-with-parent.mjs')).href;
const log = createLogger('start');
// `npm run dev` passes --dev: error details on (start-config.ts); plain `npm start` masks them.
const startEnv = startEnvironment(process.argv.slice(2));
const config = loadConfigOrExit(configSpec, startEnv); // also creates the development JWT secret before any child reads it
configureLogging(config);

// Every service's configuration is checked before anything starts: all problems at once,
// by service, instead of one child failing after the database came up.
const refused: string[] = [];
for (const spec of await serviceConfigSpecs()) {
  try {
    spec.load({ ...startEnv, DATA_DIR: config.dataDir });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    refused.push(...error.problems.map((problem) => `${spec.service}: ${problem}`));
  }
}
if (refused.length) {
  log.error(`configuration refused:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}

// Built, or found current, while PostgreSQL starts. `npm run dev` runs the sources as they
// are at each (re)start instead.
const bundling: Promise<Map<string, ServiceBundle>> | undefined = process.argv.includes(DEV_FLAG) ? undefined : bundleServices(root, SERVICES, BUNDLE_DIR);

let postgres: EmbeddedServer | undefined;
let unwatchPostgres: (() => void) | undefined;
// Each service's process id is in DATA_DIR/run/<name>.pid while it runs.
const supervisor = new Supervisor({ log, pidDir: join(config.dataDir, 'run') });
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (stopping) {
    // A second Ctrl-C: no more waiting.
    supervisor.killAll();
    process.exit(code);
  }
  stopping = true;
  log.info('stopping...');
  // The services first, so none of them sees PostgreSQL go away and logs about it.
  unwatchPostgres?.();
  await supervisor.stop();
  if (postgres) await stopPostgres(postgres, { log });
  process.exit(code);
}
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
for (const signal of STOP_SIGNALS) process.on(signal, () => void stopAll(0));

async function waitHealthy(name: string, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // At start-up a service that dies is misconfigured or its port is taken: a restart would
    // not help, and the person who ran `npm start` is watching.
    const crash = supervisor.lastCrash(name);
    if (crash) throw new Error(`${name} ${crash} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

try {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const ours = new Map(STOP_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
    const { startEmbeddedPostgres } = await import('../subgraphs/kit/src/embedded-postgres.js');
    // The package stops its server and exits on these signals by itself, before the services
    // have stopped (and waits forever for a server that died): stopAll orders the stop instead.
    for (const signal of STOP_SIGNALS) for (const listener of process.listeners(signal)) if (!ours.get(signal)!.includes(listener)) process.off(signal, listener);
    postgres = await startEmbeddedPostgres({
      dir: join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      database: 'pulse',
    });
    databaseUrl = postgres.url;
    unwatchPostgres = watchPostgres(postgres, { log });
    // Stops the server if this process is killed outright (SIGKILL), when no stopAll runs.
    const guard = spawn(process.execPath, [join(root, 'scripts/stop-postgres-with-parent.mjs'), join(config.dataDir, 'postgres')], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    guard.channel?.unref();
    guard.unref();
    log.info('embedded PostgreSQL ready', { dir: join(config.dataDir, 'postgres') });
  }
  buildWebIfStale();

  const env: NodeJS.ProcessEnv = { ...startEnv, DATABASE_URL: databaseUrl, DATA_DIR: config.dataDir, APOLLO_TELEMETRY_DISABLED: 'true' };
  const loopback = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);
  // Where each process listens, as the configuration (defaults: the registry's ports) says.
  const origin = (service: ServiceEntry): string =>
    service.kind === 'subgraph'
      ? `http://127.0.0.1:${config.subgraphPorts[service.name]}`
      : service.kind === 'sfu'
        ? `http://${loopback(config.sfu.host)}:${config.sfu.port}`
        : `http://127.0.0.1:${config.port}`;
  const bundles = await bundling;
  // PULSE_NODE_FLAGS: more Node flags for every service, to see where a process's time goes
  // (`--cpu-prof --cpu-prof-dir=<dir>`, `--trace-gc`: NODE_OPTIONS refuses both). Benchmarks use it.
  const nodeFlags = (process.env.PULSE_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const argsOf = (service: ServiceEntry): string[] => [...nodeFlags, ...serviceArgs(service)];
  const serviceArgs = (service: ServiceEntry): string[] => {
    const bundle = bundles?.get(service.name);
    if (bundle?.file) return ['--import', EXIT_WITH_PARENT, '--enable-source-maps', bundle.file];
    if (bundle) log.warn(`${service.name} runs from its TypeScript sources under tsx (slower to start and restart): its bundle could not be built: ${bundle.why}`);
    return ['--import', EXIT_WITH_PARENT, '--import', 'tsx', join(root, service.workspace, MAIN_FILE)];
  };
  if (bundles && [...bundles.values()].some((b) => b.built))
    log.info('service bundles built', { dir: BUNDLE_DIR, services: [...bundles].filter(([, b]) => b.built).map(([name]) => name) });
  const run = (service: ServiceEntry) => {
    supervisor.start({ name: service.name, command: process.execPath, args: argsOf(service), cwd: root, env });
    return waitHealthy(service.name, origin(service) + healthPathOf(service));
  };
  // The gateway last: it serves the others' schema and media. The sfu is healthy once a
  // mediasoup worker is up (the binary is built by prestart: ensure-deps --sfu).
  await Promise.all(SERVICES.filter((s) => s.kind !== 'gateway').map(run));
  for (const gateway of SERVICES.filter((s) => s.kind === 'gateway')) await run(gateway);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const mode = config.errorDetails ? 'development errors: answers carry messages and stack traces' : 'internal errors masked';
  console.log(`\n  Pulse is running at ${config.publicUrl}  (started in ${seconds} s, ${mode}; Ctrl-C stops it)\n`);
} catch (error) {
  log.error('start failed', { error: String(error) });
  await stopAll(1);
}
