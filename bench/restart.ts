// How long each service is down after the kernel kills it (SIGKILL) under `npm start`, beside
// how long the same service takes to boot from its TypeScript sources under tsx (what
// `npm start` ran before the bundles) in the same run, on the same database and machine:
// the ratio is what the bundles bought, whatever the machine's load.
//
//   npm run bench:restart                 # 3 rounds
//   npm run bench:restart -- --rounds 5
//
// The real start script runs on free ports against a fresh database; each round kills every
// service once (waiting until it answers its health check again), then boots each service once
// more beside it under tsx on a port of its own and waits for its health check the same way.
// Downtime includes the supervisor's 0.5 s wait before a restart. The media server needs the
// mediasoup worker (npm start builds it). Results: a table on stdout and bench/results/restart.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTestDatabase, testEnv } from '@pulse/dev-env';
import { answers, freePort, portVariable, startProduct, type Product } from '@pulse/dev-env/product';
import { HAVE_WORKER, WORKER_BIN } from '@pulse/dev-env/sfu';
import { MAIN_FILE, SERVICES, healthPathOf } from '../subgraphs/kit/src/registry.js';
import { buildWebIfStale } from '../scripts/web-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = new URL('./results/restart.json', import.meta.url);
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);

if (!HAVE_WORKER) {
  console.error(`mediasoup-worker not found at ${WORKER_BIN}: run npm start once (it builds it) or set MEDIASOUP_WORKER_BIN`);
  process.exit(1);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `since` until the URL answers (polled every 25 ms). */
async function untilAnswers(url: string, since: number, what: string): Promise<number> {
  while (!(await answers(url))) {
    if (Date.now() - since > 120_000) throw new Error(`${what} did not answer ${url} within 120 s`);
    await pause(25);
  }
  return Date.now() - since;
}

buildWebIfStale();
const database = await createTestDatabase();
const env: NodeJS.ProcessEnv = testEnv({ DATABASE_URL: database.url, MEDIASOUP_WORKER_BIN: WORKER_BIN, SFU_WORKERS: '1', LOG_LEVEL: 'warn' });

let product: Product | undefined;
const children: ChildProcess[] = [];
try {
  product = await startProduct({ name: 'bench-restart', env });
  const { healthUrl, pidOf } = product;
  const productEnv = { ...env, ...product.ports, DATA_DIR: product.dataDir, PATH: process.env.PATH, APOLLO_TELEMETRY_DISABLED: 'true' };

  const downtime = new Map<string, number[]>();
  const tsxBoot = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round++) {
    for (const service of SERVICES) {
      const url = healthUrl.get(service.name)!;
      await untilAnswers(url, Date.now(), service.name);
      process.kill(pidOf(service.name), 'SIGKILL');
      const killedAt = Date.now();
      // Until the kill has taken effect the old process may still answer.
      while (await answers(url)) await pause(5);
      const ms = await untilAnswers(url, killedAt, service.name);
      downtime.set(service.name, [...(downtime.get(service.name) ?? []), ms]);

      // The same service from its sources under tsx, beside the running product.
      const port = await freePort();
      const tsxUrl = `http://127.0.0.1:${port}${healthPathOf(service)}`;
      const startedAt = Date.now();
      const child = spawn(process.execPath, ['--import', 'tsx', join(root, service.workspace, MAIN_FILE)], {
        cwd: root,
        env: { ...productEnv, [portVariable(service)]: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      const booted = await untilAnswers(tsxUrl, startedAt, `${service.name} under tsx`);
      tsxBoot.set(service.name, [...(tsxBoot.get(service.name) ?? []), booted]);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      console.log(`round ${round}: ${service.name} down ${ms} ms after SIGKILL under npm start; booted in ${booted} ms under tsx`);
    }
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = SERVICES.map((service) => {
    const down = median(downtime.get(service.name)!);
    const tsx = median(tsxBoot.get(service.name)!);
    return {
      service: service.name,
      downtimeMs: down,
      tsxBootMs: tsx,
      ratio: Number((tsx / down).toFixed(2)),
      downtimes: downtime.get(service.name),
      tsxBoots: tsxBoot.get(service.name),
    };
  });
  console.log(`\nmedians of ${rounds} rounds (load average ${loadavg()[0].toFixed(2)}, ${cpus().length} cores)`);
  console.log('service     down after SIGKILL (npm start)   boot under tsx   tsx / down');
  for (const row of rows)
    console.log(`${row.service.padEnd(12)}${`${row.downtimeMs} ms`.padStart(30)}${`${row.tsxBootMs} ms`.padStart(17)}${row.ratio.toFixed(2).padStart(13)}`);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify({ date: new Date().toISOString(), rounds, loadAverage: loadavg()[0], cores: cpus().length, rows }, null, 2) + '\n');
} finally {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await product?.stop();
  await database.drop();
}
