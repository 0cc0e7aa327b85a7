// What the gateway costs: the same query, with the same bearer token, sent straight to the
// accounts subgraph and through the gateway, measured in one run with interleaved rounds so
// machine noise (thermal, other processes) falls on both sides alike. The query selects
// accounts fields only (followers/following belong to social), so both sides answer it alone
// and the difference is the gateway's own cost. bench/gateway-overhead.test.ts runs the same
// path for a second so the bench cannot rot unnoticed.
//
//   npm run bench                     # 10 connections, 3 rounds of 10 s per target
//   npm run bench -- --duration 5 --connections 20 --rounds 2 --members 50
//   npm run bench -- --only gateway --profile .data/prof    # CPU profile of the measured runs
//
// The stack runs in this process (startStack: the subgraph and the gateway share its event
// loop, as in the test suite); autocannon runs in a worker thread so it does not compete
// with them for that loop. Results: a table on stdout and bench/results/gateway-overhead.json.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { registerMember, type Stack, startStack } from '@pulse/dev-env';

export const QUERY = 'query Bench($id: ID!) { user(id: $id) { id name username bio createdAt } me { id username } }';
const RESULTS_FILE = new URL('./results/gateway-overhead.json', import.meta.url);
const WARMUP_SECONDS = 2;
/** Once, before the first round: lets V8 optimise both paths and the seeding's garbage go. */
const INITIAL_WARMUP_SECONDS = 5;
const SEED_CONCURRENCY = 4; // argon2id hashing dominates registration; more only queues up

interface Settings {
  duration: number;
  connections: number;
  rounds: number;
  members: number;
  only?: 'direct' | 'gateway';
  profile?: string;
}

function settingsFromArgs(): Settings {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      members: { type: 'string', default: '200' },
      // Measures one side only (to profile it, say): no comparison is printed or written.
      only: { type: 'string' },
      // Writes a CPU profile of the stack's thread covering the measured runs only (no
      // start-up, seeding or warm-up), one file per target: DIR/<target>.cpuprofile.
      profile: { type: 'string' },
    },
  });
  if (values.only !== undefined && values.only !== 'direct' && values.only !== 'gateway') throw new Error('--only must be direct or gateway');
  const positive = (name: keyof typeof values) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${values[name]}"`);
    return n;
  };
  return {
    duration: positive('duration'),
    connections: positive('connections'),
    rounds: positive('rounds'),
    members: Math.max(2, positive('members')),
    only: values.only as Settings['only'],
    profile: values.profile,
  };
}

// ---- load generation (autocannon in a worker thread) ----

export interface RunSummary {
  duration: number;
  completed: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  statusCodeStats: Record<string, { count: number }>;
  /** CPU the autocannon thread used (Linux only). */
  loadGeneratorCpuMs?: number;
  /** CPU the rest of this process (the stack: gateway, subgraph, GC threads) used; added here. */
  stackCpuMs?: number;
}

export class LoadWorker {
  private readonly worker = new Worker(new URL('./load-worker.mjs', import.meta.url));
  private next = 0;
  private readonly pending = new Map<number, { resolve: (v: { summary: RunSummary; latencies: Float64Array }) => void; reject: (e: Error) => void }>();

  constructor() {
    this.worker.on('message', (msg: { id: number; summary?: RunSummary; latencies?: Float64Array; error?: string }) => {
      const waiter = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (!waiter) return;
      if (msg.error) waiter.reject(new Error(msg.error));
      else waiter.resolve({ summary: msg.summary!, latencies: msg.latencies! });
    });
    this.worker.on('error', (error) => {
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    });
  }

  /**
   * Also measures the CPU this process spends serving the load, without the load generator
   * (PostgreSQL runs in its own processes and is not counted). Unlike req/s, CPU time per
   * request hardly moves when other programs compete for the machine's cores.
   */
  async run(opts: Record<string, unknown>): Promise<{ summary: RunSummary; latencies: Float64Array }> {
    const id = this.next++;
    const before = process.cpuUsage();
    const answer = await new Promise<{ summary: RunSummary; latencies: Float64Array }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, opts });
    });
    const used = process.cpuUsage(before);
    const loadCpu = answer.summary.loadGeneratorCpuMs;
    if (loadCpu !== undefined) answer.summary.stackCpuMs = (used.user + used.system) / 1000 - loadCpu;
    return answer;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

// ---- the two targets ----

export interface Target {
  name: 'direct' | 'gateway';
  url: string;
  /** The exact body a correct answer has: autocannon counts any other as a mismatch. */
  expectBody: string;
}

async function validate(name: Target['name'], url: string, body: string, headers: Record<string, string>, expect: { userId: string; meId: string }): Promise<Target> {
  const res = await fetch(url, { method: 'POST', headers, body });
  const text = await res.text();
  let parsed: { data?: { user?: { id?: string }; me?: { id?: string } } | null; errors?: unknown[] };
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${name}: response is not JSON (HTTP ${res.status}): ${text.slice(0, 300)}`);
  }
  if (res.status !== 200 || parsed.errors?.length || !parsed.data) {
    throw new Error(`${name}: the benchmark query failed (HTTP ${res.status}): ${text.slice(0, 500)}`);
  }
  if (parsed.data.user?.id !== expect.userId || parsed.data.me?.id !== expect.meId) {
    throw new Error(`${name}: unexpected data: ${text.slice(0, 500)}`);
  }
  return { name, url, expectBody: text };
}

/** Profiles this thread (where the stack runs) while `work` runs, adding to one profile per name. */
export class Profiler {
  private readonly session = new Session();
  private readonly profiles = new Map<string, unknown[]>();
  constructor(private readonly dir: string) {
    this.session.connect();
  }
  async around<T>(name: string, work: () => Promise<T>): Promise<T> {
    await this.session.post('Profiler.enable');
    await this.session.post('Profiler.start');
    try {
      return await work();
    } finally {
      const { profile } = await this.session.post('Profiler.stop');
      const list = this.profiles.get(name) ?? [];
      list.push(profile);
      this.profiles.set(name, list);
    }
  }
  write(): string[] {
    mkdirSync(this.dir, { recursive: true });
    const files: string[] = [];
    for (const [name, list] of this.profiles) {
      list.forEach((profile, i) => {
        const file = resolve(this.dir, list.length === 1 ? `${name}.cpuprofile` : `${name}-${i + 1}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        files.push(file);
      });
    }
    this.session.disconnect();
    return files;
  }
}

// ---- figures ----

export interface Figures {
  requestsPerSecond: number;
  /** Stack CPU per completed request, in microseconds (null where /proc is missing). */
  cpuUsPerRequest: number | null;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export function figuresOf(runs: { summary: RunSummary; latencies: Float64Array }[]): Figures {
  const total = runs.reduce((n, r) => n + r.latencies.length, 0);
  const all = new Float64Array(total);
  let offset = 0;
  for (const r of runs) {
    all.set(r.latencies, offset);
    offset += r.latencies.length;
  }
  all.sort();
  const sum = (key: 'duration' | 'completed' | 'errors' | 'timeouts' | 'non2xx' | 'mismatches') => runs.reduce((n, r) => n + r.summary[key], 0);
  const cpuKnown = runs.every((r) => r.summary.stackCpuMs !== undefined);
  return {
    requestsPerSecond: sum('completed') / sum('duration'),
    cpuUsPerRequest: cpuKnown ? Math.round((runs.reduce((n, r) => n + r.summary.stackCpuMs!, 0) * 1000) / sum('completed')) : null,
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    completed: sum('completed'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    mismatches: sum('mismatches'),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function writeReport(r: {
  settings: Settings;
  direct: Figures;
  gateway: Figures;
  ratio: { requestsPerSecond: number; p50: number };
  runs: Record<'direct' | 'gateway', { summary: RunSummary; latencies: Float64Array }[]>;
  loadBefore: number;
}): void {
  mkdirSync(new URL('.', RESULTS_FILE), { recursive: true });
  const report = {
    benchmark: 'gateway-overhead',
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      nodeEnv: process.env.NODE_ENV ?? null,
      // Other developers share the cores: the 1-minute load average before and after the runs.
      loadAverage: { before: r.loadBefore, after: round1(loadavg()[0]) },
    },
    settings: { ...r.settings, warmupSeconds: WARMUP_SECONDS, initialWarmupSeconds: INITIAL_WARMUP_SECONDS, query: QUERY },
    direct: { target: 'accounts subgraph /graphql', ...r.direct, rounds: r.runs.direct.map((run) => figuresOf([run])) },
    gateway: { target: 'gateway /graphql', ...r.gateway, rounds: r.runs.gateway.map((run) => figuresOf([run])) },
    ratio: r.ratio,
    gatewayCpuUsPerRequest: r.direct.cpuUsPerRequest !== null && r.gateway.cpuUsPerRequest !== null ? r.gateway.cpuUsPerRequest - r.direct.cpuUsPerRequest : null,
  };
  writeFileSync(RESULTS_FILE, JSON.stringify(report, null, 2) + '\n');
  console.log(`wrote ${RESULTS_FILE.pathname}`);
}

/**
 * The request both sides are measured with, and each side's answer checked: the query must
 * succeed directly and through the gateway with the same data, which becomes the body
 * autocannon expects on every later response.
 */
export async function benchTargets(stack: Stack, caller: { token: string; user: { id: string } }, subject: { user: { id: string } }) {
  const body = JSON.stringify({ query: QUERY, variables: { id: subject.user.id }, operationName: 'Bench' });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` };
  const expect = { userId: subject.user.id, meId: caller.user.id };
  const accounts = stack.subgraphs.find((s) => s.name === 'accounts');
  if (!accounts) throw new Error('the stack has no accounts subgraph');
  const targets = [
    await validate('direct', accounts.url, body, headers, expect),
    // IPv4 loopback on both sides (the stack reports the gateway as localhost).
    await validate('gateway', stack.graphqlUrl.replace('//localhost:', '//127.0.0.1:'), body, headers, expect),
  ];
  if (JSON.stringify(JSON.parse(targets[0].expectBody).data) !== JSON.stringify(JSON.parse(targets[1].expectBody).data)) {
    throw new Error(`direct and gateway answers differ:\n${targets[0].expectBody}\n${targets[1].expectBody}`);
  }
  return { targets, body, headers };
}

// ---- the run ----

async function seed(stack: Stack, count: number) {
  const members: Awaited<ReturnType<typeof registerMember>>[] = [];
  let nextIndex = 0;
  const runId = Date.now().toString(36);
  const worker = async () => {
    while (nextIndex < count) {
      const i = nextIndex++;
      members.push(
        await registerMember(stack, {
          email: `bench_${runId}_${i}@example.com`,
          username: `bench_${runId}_${i}`,
          name: `Bench Member ${i}`,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEED_CONCURRENCY, count) }, worker));
  return members;
}

/** Databases an interrupted run left on the bench's own server (never on a DATABASE_URL server). */
export async function dropLeftoverDatabases(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'pulse\\_test\\_%'`);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const settings = settingsFromArgs();
  const cleanups: (() => Promise<unknown>)[] = [];
  let interrupted = false;
  const cleanup = async () => {
    while (cleanups.length) {
      await cleanups.pop()!().catch((error) => {
        if (!interrupted) console.error('cleanup failed:', error);
      });
    }
  };
  // embedded-postgres stops its server on SIGINT by itself (async-exit-hook) and then exits;
  // stopping the load and the stack alongside keeps that quiet and quick.
  process.once('SIGINT', () => {
    interrupted = true;
    console.error('interrupted: stopping');
    void cleanup().finally(() => process.exit(130));
  });

  try {
    let postgres: EmbeddedServer | undefined;
    if (!process.env.DATABASE_URL) {
      postgres = await startEmbeddedPostgres({ dir: resolve('.data/bench-postgres'), port: 54331, database: 'postgres' });
      cleanups.push(() => postgres!.stop());
      process.env.DATABASE_URL = postgres.adminUrl;
      await dropLeftoverDatabases(postgres.adminUrl);
    }

    // Registration is rate-limited per address, and every seeded member comes from here.
    const stack = await startStack({
      // One member's token on every connection: the per-member budget (2 at a time by default)
      // would measure the budget, not the gateway's overhead.
      env: { REGISTER_LIMIT_PER_IP: String(settings.members + 10), MEMBER_CONCURRENT_REQUESTS: String(settings.connections) },
    });
    cleanups.push(() => stack.stop());

    const seedStart = Date.now();
    const members = await seed(stack, settings.members);
    console.log(`seeded ${members.length} members in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const caller = members[0];
    const subject = members[Math.floor(members.length / 2)];

    const { targets, body, headers } = await benchTargets(stack, caller, subject);

    const loadBefore = round1(loadavg()[0]);
    console.log(`load average (1 min) before the runs: ${loadBefore}`);
    const profiler = settings.profile ? new Profiler(settings.profile) : undefined;
    const load = new LoadWorker();
    cleanups.push(() => load.terminate());
    const runs: Record<Target['name'], { summary: RunSummary; latencies: Float64Array }[]> = { direct: [], gateway: [] };
    const optsFor = (target: Target) => ({ url: target.url, method: 'POST', headers, body, connections: settings.connections, expectBody: target.expectBody });
    for (const target of targets) {
      if (!settings.only || target.name === settings.only) await load.run({ ...optsFor(target), duration: INITIAL_WARMUP_SECONDS });
    }
    for (let round = 1; round <= settings.rounds; round++) {
      for (const target of targets) {
        if (settings.only && target.name !== settings.only) continue;
        const opts = optsFor(target);
        await load.run({ ...opts, duration: WARMUP_SECONDS });
        const measure = () => load.run({ ...opts, duration: settings.duration });
        const run = profiler ? await profiler.around(target.name, measure) : await measure();
        runs[target.name].push(run);
        const f = figuresOf([run]);
        console.log(
          `round ${round} ${target.name.padEnd(7)} ${round1(f.requestsPerSecond)} req/s  p50 ${round3(f.p50Ms)} ms  p99 ${round3(f.p99Ms)} ms  cpu ${f.cpuUsPerRequest ?? '?'} us/req  ` +
            `errors ${f.errors + f.timeouts}  non-2xx ${f.non2xx}  mismatches ${f.mismatches}`,
        );
      }
    }

    if (profiler) console.log(`wrote ${profiler.write().join(', ')}`);
    if (settings.only) return;
    const direct = figuresOf(runs.direct);
    const gateway = figuresOf(runs.gateway);
    const ratio = { requestsPerSecond: gateway.requestsPerSecond / direct.requestsPerSecond, p50: gateway.p50Ms / direct.p50Ms };
    const row = (name: string, f: Figures) => [
      name,
      round1(f.requestsPerSecond).toFixed(1),
      round3(f.p50Ms).toFixed(3),
      round3(f.p99Ms).toFixed(3),
      String(f.cpuUsPerRequest ?? '?'),
      String(f.errors + f.timeouts),
      String(f.non2xx),
      String(f.mismatches),
    ];
    console.log('');
    console.log(
      `${settings.rounds} interleaved rounds x ${settings.duration} s per target, ${settings.connections} connections, ` +
        `${WARMUP_SECONDS} s warm-up before each round (${INITIAL_WARMUP_SECONDS} s before the first); latencies pooled over the rounds`,
    );
    console.log(
      table([
        ['target', 'req/s', 'p50 ms', 'p99 ms', 'cpu us/req', 'errors', 'non-2xx', 'mismatches'],
        row('direct (accounts subgraph)', direct),
        row('gateway', gateway),
      ]),
    );
    console.log(`gateway/direct: req/s ${ratio.requestsPerSecond.toFixed(3)}, p50 ${ratio.p50.toFixed(2)}x`);
    console.log(`load average (1 min): ${loadBefore} before the runs, ${round1(loadavg()[0])} after (${cpus().length} cores)`);
    if (direct.cpuUsPerRequest !== null && gateway.cpuUsPerRequest !== null) {
      console.log(
        `gateway's own CPU per request (gateway - direct): ${gateway.cpuUsPerRequest - direct.cpuUsPerRequest} us ` +
          '(cpu us/req: this process, i.e. subgraph + gateway, without the load generator or PostgreSQL)',
      );
    }

    if (profiler) console.log('profiled run: figures not written to bench/results (the profiler slows the stack down)');
    else writeReport({ settings, direct, gateway, ratio, runs, loadBefore });
    const failures = direct.errors + direct.timeouts + direct.non2xx + direct.mismatches + gateway.errors + gateway.timeouts + gateway.non2xx + gateway.mismatches;
    if (failures > 0) {
      console.error(`${failures} requests failed or answered differently: the figures above are not trustworthy`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
  }
}

// Run only as a script: the smoke test imports the pieces above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
