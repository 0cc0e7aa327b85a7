// What one request costs on its way through our pipeline, against the least a GraphQL server
// can do for the same answer. One run, one database, one posts table, five targets measured in
// interleaved rounds (machine noise falls on all of them alike):
//
//   bare      a bare graphql-js + pg HTTP handler: `post(id) { id content }`, one SELECT
//   subgraph  the social subgraph answering the same query directly (kit's runner: express,
//             Apollo Server, auth, the input guard, MikroORM, loaders, request ids)
//   gateway   our gateway answering `post(id) { id content user { name } }` (social, then accounts)
//   bare-gateway  the least a gateway can do for that answer: the same two subgraph fetches
//             hard-wired in a plain HTTP server, merged by hand (processes mode only): what the
//             two hops and the two subgraph calls cost any gateway, against which ours is read
//   hive      Hive Gateway (@graphql-hive/gateway's runtime) on the same supergraph, same query
//   hive-no-dedupe  the same with its in-flight request merging off (see startHive)
//   subgraph-express, gateway-express  the same processes and queries as subgraph and gateway,
//             sent with `Content-Encoding: identity` so that they take the Express path instead
//             of kit's lean /graphql path (lean-http.ts): what the lean path saves, in one run
//             (the gateway's own subgraph calls take the lean path either way)
//
// Every request carries a member's bearer token, as the web client's do (the bare handler
// ignores it; the others verify it). Ratios: subgraph / bare, gateway / subgraph, gateway / hive.
//
//   npm run bench:pipeline                                  # 10 connections, 3 rounds of 10 s per target
//   npm run bench:pipeline -- --duration 5 --rounds 2
//   npm run bench:pipeline -- --only gateway --profile .data/prof   # CPU profiles of the serving processes
//   npm run bench:pipeline -- --mode thread                 # everything in this process, SQL counts and step costs
//
// --mode processes (the default, as the issue measured and as `npm start` runs the product):
// social, accounts and the gateway each run as a process of their own from the bundles
// `npm start` runs (scripts/service-bundles.ts), the bare handler, Hive and Hive without
// dedupe each in one more (bench/pipeline-servers.ts); autocannon runs in a worker thread of
// this process (bench/load-worker.mjs). CPU per request is read per serving process from
// /proc/<pid>/stat around each measured run, so the gateway's own CPU shows apart from the
// subgraphs' it called.
//
// --mode thread: everything serving runs in this process (startStack's subgraphs and gateway,
// the bare handler, Hive), idle while another is measured. There the gateway's request
// includes both subgraph requests on one core, so gateway / subgraph cannot pass 0.5; it is
// the mode that counts SQL statements per request (dev-env's recordSql wraps every pg client
// of this process) and times single steps alone.
//
// Results: a table on stdout and bench/results/request-pipeline.json (processes mode) or
// bench/results/request-pipeline-thread.json.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { processCpuMs } from './proc-cpu.js';
import { MAIN_FILE, SERVICES, healthPathOf, type ServiceEntry } from '../subgraphs/kit/src/registry.js';
import { createTestDatabase, freePort, recordSql, registerMember, startStack, testEnv, type Stack } from '@pulse/dev-env';
import { LoaderRegistry, authenticate, findBadOperationInput, lengthLimitsOf, readEntitiesByIds, type RunningSubgraph, type SubgraphContext } from '@pulse/kit';
import { User } from '../subgraphs/accounts/src/users/entities.js';
import { findPosts, findPostsByIds } from '../subgraphs/social/src/posts/post-rows.js';
import { bundleDirOf, bundleServices } from '../scripts/service-bundles.js';
import { LoadWorker, Profiler, dropLeftoverDatabases, figuresOf, table, type Figures, type RunSummary } from './gateway-overhead.js';
import { startBareHandler, startHive, withSubgraphUrls } from './pipeline-servers.js';

const LOOKUP = 'query Post($id: ID!) { post(id: $id) { id content } }';
const JOINED = 'query Post($id: ID!) { post(id: $id) { id content user { name } } }';
const WARMUP_SECONDS = 2;
const INITIAL_WARMUP_SECONDS = 5;
const IDLE_SECONDS = 5;
const NAMES = ['bare', 'subgraph', 'gateway', 'bare-gateway', 'hive', 'hive-no-dedupe', 'subgraph-express', 'gateway-express'] as const;
type Name = (typeof NAMES)[number];
const MODES = ['processes', 'thread'] as const;
type Mode = (typeof MODES)[number];
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What `npm start` loads first into each service: the service stops when this process ends, however it ends. */
const EXIT_WITH_PARENT = pathToFileURL(join(ROOT, 'scripts/exit-with-parent.mjs')).href;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    profile: { type: 'string' },
    mode: { type: 'string', default: 'processes' },
  },
});
const positive = (name: 'duration' | 'connections' | 'rounds') => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${values[name]}"`);
  return n;
};
if (!MODES.includes(values.mode as Mode)) throw new Error(`--mode takes ${MODES.join(' or ')}, got "${values.mode}"`);
const settings = {
  mode: values.mode as Mode,
  duration: positive('duration'),
  connections: positive('connections'),
  rounds: positive('rounds'),
  only: values.only?.split(',') as Name[] | undefined,
  profile: values.profile ? resolve(values.profile) : undefined,
};
for (const name of settings.only ?? []) if (!NAMES.includes(name)) throw new Error(`--only takes ${NAMES.join(', ')}`);
const RESULTS_FILE = new URL(settings.mode === 'processes' ? './results/request-pipeline.json' : './results/request-pipeline-thread.json', import.meta.url);

/** A serving process whose CPU a target's requests cost (processes mode). */
interface ServiceProcess {
  name: string;
  pid: number;
}

interface Target {
  name: Name;
  what: string;
  url: string;
  body: string;
  expectBody: string;
  sqlPerRequest?: number;
  /** Headers of its own beside the bench's (the Express-path targets). */
  extraHeaders?: Record<string, string>;
  /** processes mode: the processes serving it, its own first (the gateways' subgraphs after). */
  processes?: ServiceProcess[];
}

type Candidate = Omit<Target, 'expectBody' | 'sqlPerRequest'>;

/** Kit's lean /graphql path takes no compressed body; `identity` is none, so these go through Express as before. */
const VIA_EXPRESS = { 'content-encoding': 'identity' };

/** The subgraph and gateway targets again, through their Express path. */
function viaExpress(candidates: Candidate[]): Candidate[] {
  return candidates.flatMap((c) =>
    c.name === 'subgraph' || c.name === 'gateway' ? [{ ...c, name: `${c.name}-express` as Name, what: `${c.what}, Express path`, extraHeaders: VIA_EXPRESS }] : [],
  );
}
type Cleanups = (() => Promise<unknown>)[];

interface Setup {
  candidates: Candidate[];
  headers: Record<string, string>;
  /** thread mode: statements per request, counted in this process. */
  countSql?: (url: string, body: string) => Promise<number>;
  stages?: () => Promise<Record<string, number>>;
  unavailable: string[];
}

/** Starts a child with an IPC channel (exit-with-parent.mjs stops it if this process dies) and stops it on cleanup. */
function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, cleanups: Cleanups): ChildProcess {
  const profiling = settings.profile ? ['--cpu-prof', '--cpu-prof-dir', settings.profile, '--cpu-prof-name', `${name}.cpuprofile`] : [];
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, ...profiling, ...args], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  return child;
}

async function waitHealthy(name: string, child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

/** A bench/pipeline-servers.ts child: its URL once it listens, or why it cannot serve. */
function benchServer(name: string, args: string[], env: NodeJS.ProcessEnv, cleanups: Cleanups): Promise<{ url: string; pid: number } | string> {
  const child = startChild(name, ['--import', 'tsx', fileURLToPath(new URL('./pipeline-servers.ts', import.meta.url)), ...args], env, cleanups);
  return new Promise((done, fail) => {
    child.once('message', (message: { url?: string; unavailable?: string }) => done(message.url ? { url: message.url, pid: child.pid! } : message.unavailable!));
    child.once('exit', (code, signal) => fail(new Error(`${name} exited (${code ?? signal}) before listening`)));
  });
}

/**
 * As `npm start` runs them: social, accounts and the gateway each a process of its own, from
 * its bundle, against one fresh database; the bare handler and Hive (both ways) in three more.
 * Production settings (NODE_ENV=production: masked errors, JSON logs at warn) and the default
 * pool size, not the test suite's.
 */
async function setupProcesses(cleanups: Cleanups): Promise<Setup> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const dataDir = resolve('.data/bench-pipeline', String(process.pid));
  mkdirSync(dataDir, { recursive: true });
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  const wanted = ['accounts', 'social', 'gateway'];
  const services = wanted.map((name) => SERVICES.find((s) => s.name === name)!);
  const bundles = await bundleServices(ROOT, services, bundleDirOf(ROOT));
  const ports = Object.fromEntries(await Promise.all(services.map(async (s) => [s.name, await freePort()] as const)));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...testEnv({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // npm start's pool, not the test suite's 4.
      DB_POOL_MAX: '10',
      APOLLO_TELEMETRY_DISABLED: 'true',
      // Every connection carries one member's token; the gateway's per-member budget (2 at a
      // time by default) would measure the budget, not the pipeline, and Hive has none.
      MEMBER_CONCURRENT_REQUESTS: String(settings.connections),
      ACCOUNTS_PORT: String(ports.accounts),
      SOCIAL_PORT: String(ports.social),
      PORT: String(ports.gateway),
    }),
  };
  const argsOf = (service: ServiceEntry): string[] => {
    const bundle = bundles.get(service.name);
    if (bundle?.file) return ['--enable-source-maps', bundle.file];
    console.warn(`${service.name} runs from its sources under tsx: its bundle could not be built: ${bundle?.why}`);
    return ['--import', 'tsx', join(ROOT, service.workspace, MAIN_FILE)];
  };
  const pids: Record<string, number> = {};
  const run = async (service: ServiceEntry) => {
    const child = startChild(service.name, argsOf(service), env, cleanups);
    pids[service.name] = child.pid!;
    await waitHealthy(service.name, child, `http://127.0.0.1:${ports[service.name]}${healthPathOf(service)}`);
  };
  // The gateway last, as npm start orders them.
  await Promise.all(services.filter((s) => s.kind === 'subgraph').map(run));
  await run(services.find((s) => s.kind === 'gateway')!);
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}/graphql`;
  const socialUrl = `http://127.0.0.1:${ports.social}/graphql`;
  const accountsUrl = `http://127.0.0.1:${ports.accounts}/graphql`;

  const supergraphFile = join(dataDir, 'supergraph.graphql');
  const supergraph = readFileSync(join(ROOT, 'schema/supergraph.graphql'), 'utf8');
  writeFileSync(supergraphFile, withSubgraphUrls(supergraph, { social: socialUrl, accounts: accountsUrl }));
  const [bare, bareGateway, hive, hiveNoDedupe] = await Promise.all([
    benchServer('bare', ['bare', database.url], env, cleanups),
    benchServer('bare-gateway', ['bare-gateway', socialUrl, accountsUrl], env, cleanups),
    benchServer('hive', ['hive', supergraphFile, 'dedupe'], env, cleanups),
    benchServer('hive-no-dedupe', ['hive', supergraphFile, 'no-dedupe'], env, cleanups),
  ]);
  const subgraphs = [
    { name: 'social', pid: pids.social },
    { name: 'accounts', pid: pids.accounts },
  ];
  const { headers, lookup, joined } = await seedPost(gatewayUrl);
  const unavailable: string[] = [];
  const candidates: Candidate[] = [];
  if (typeof bare === 'string') throw new Error(`bare: ${bare}`);
  candidates.push({ name: 'bare', what: 'graphql-js + pg, post(id) { id content }', url: bare.url, body: lookup, processes: [{ name: 'bare', pid: bare.pid }] });
  candidates.push({ name: 'subgraph', what: 'social subgraph, post(id) { id content }', url: socialUrl, body: lookup, processes: [subgraphs[0]] });
  candidates.push({
    name: 'gateway',
    what: 'gateway, post(id) { id content user { name } }',
    url: gatewayUrl,
    body: joined,
    processes: [{ name: 'gateway', pid: pids.gateway }, ...subgraphs],
  });
  for (const [name, started, what] of [
    ['bare-gateway', bareGateway, 'bare 2-fetch proxy, same query'],
    ['hive', hive, 'Hive Gateway, post(id) { id content user { name } }'],
    ['hive-no-dedupe', hiveNoDedupe, 'Hive Gateway, in-flight dedupe off, same query'],
  ] as const) {
    if (typeof started === 'string') unavailable.push(`${name}: ${started}`);
    else candidates.push({ name, what, url: started.url, body: joined, processes: [{ name, pid: started.pid }, ...subgraphs] });
  }
  candidates.push(...viaExpress(candidates));
  return { candidates, headers, unavailable };
}

/** Two members through the gateway, one post by the first; the bench reads it as the second. */
async function seedPost(graphqlUrl: string): Promise<{ headers: Record<string, string>; lookup: string; joined: string }> {
  const author = await registerMember({ graphqlUrl }, { name: 'Bench Author' });
  const reader = await registerMember({ graphqlUrl }, { name: 'Bench Reader' });
  const created = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
    body: JSON.stringify({
      query: 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
      variables: { input: { content: 'One row, looked up by id.' } },
    }),
  }).then((r) => r.json() as Promise<{ data?: { createPost: { id: string } }; errors?: unknown }>);
  if (!created.data) throw new Error('createPost failed: ' + JSON.stringify(created.errors));
  const postId = created.data.createPost.id;
  return {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
    lookup: JSON.stringify({ query: LOOKUP, variables: { id: postId }, operationName: 'Post' }),
    joined: JSON.stringify({ query: JOINED, variables: { id: postId }, operationName: 'Post' }),
  };
}

/** Everything in this process: startStack's subgraphs and gateway, the bare handler, Hive. */
async function setupThread(cleanups: Cleanups): Promise<Setup> {
  const stack: Stack = await startStack({ env: { LOG_LEVEL: 'warn', MEMBER_CONCURRENT_REQUESTS: String(settings.connections) } });
  cleanups.push(() => stack.stop());
  const { headers, lookup, joined } = await seedPost(stack.graphqlUrl);
  const postId = (JSON.parse(lookup) as { variables: { id: string } }).variables.id;
  const social = stack.subgraphs.find((s) => s.name === 'social');
  if (!social) throw new Error('the stack has no social subgraph');
  const bare = await startBareHandler(stack.database.url);
  cleanups.push(() => bare.stop());
  const unavailable: string[] = [];
  const candidates: Candidate[] = [
    { name: 'bare', what: 'graphql-js + pg, post(id) { id content }', url: bare.url, body: lookup },
    { name: 'subgraph', what: 'social subgraph, post(id) { id content }', url: social.url, body: lookup },
    { name: 'gateway', what: 'gateway, post(id) { id content user { name } }', url: stack.graphqlUrl.replace('//localhost:', '//127.0.0.1:'), body: joined },
  ];
  for (const [name, dedupe, what] of [
    ['hive', true, 'Hive Gateway, post(id) { id content user { name } }'],
    ['hive-no-dedupe', false, 'Hive Gateway, in-flight dedupe off, same query'],
  ] as const) {
    const hive = await startHive(stack.supergraphSdl, dedupe);
    if (typeof hive === 'string') unavailable.push(`${name}: ${hive}`);
    else {
      cleanups.push(() => hive.stop());
      candidates.push({ name, what, url: hive.url, body: joined });
    }
  }
  candidates.push(...viaExpress(candidates));
  return {
    candidates,
    headers,
    unavailable,
    countSql: (url, body) => sqlPerRequest(url, body, headers),
    stages: () => {
      const accounts = stack.subgraphs.find((s) => s.name === 'accounts');
      if (!accounts) throw new Error('the stack has no accounts subgraph');
      const readerId = (JSON.parse(Buffer.from(headers.authorization.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
      return stageCosts(social, accounts, stack.database.url, postId, readerId, headers.authorization);
    },
  };
}

async function answer(name: Name, url: string, body: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { method: 'POST', headers, body });
  const text = await res.text();
  const parsed = JSON.parse(text) as { data?: { post?: { id?: string } }; errors?: unknown[] };
  if (res.status !== 200 || parsed.errors?.length || !parsed.data?.post?.id)
    throw new Error(`${name}: the benchmark query failed (HTTP ${res.status}): ${text.slice(0, 500)}`);
  return text;
}

/**
 * What the stack's timers issue whatever is asked (outbox relays and their clean-up in their own
 * transactions, health's job queue polling): left out of the per-request counts, which would
 * otherwise grow with how long a target takes rather than with what it asks of PostgreSQL.
 */
const BACKGROUND_SQL = /outbox|_jobs\.|^\s*(BEGIN|COMMIT|ROLLBACK)\b/i;

/** SQL statements one request costs, background timers' statements left out. */
async function sqlPerRequest(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const recording = recordSql();
    await fetch(url, { method: 'POST', headers, body }).then((r) => r.text());
    counts.push(recording.stop().filter((sql) => !BACKGROUND_SQL.test(sql)).length);
  }
  return counts.sort((a, b) => a - b)[2];
}

/**
 * CPU per call of the pieces of a subgraph request that can be run alone, one after another
 * in this thread with nothing else asked of the stack meanwhile: the post lookup as social
 * makes it (MikroORM) against the same row as a plain pg query, and kit's per-request steps.
 */
async function stageCosts(
  social: RunningSubgraph,
  accounts: RunningSubgraph,
  databaseUrl: string,
  postId: string,
  userId: string,
  authorization: string,
): Promise<Record<string, number>> {
  const { orm, tokens, revocations } = social.services;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { parse, buildSchema } = await import('graphql');
  const document = parse(LOOKUP);
  // The guard's walk depends on the argument sites only: post(id: ID!) as social declares it.
  const schema = buildSchema('type Query { post(id: ID!): Post } type Post { id: ID! content: String! }');
  const limits = lengthLimitsOf(social.sdl);
  const cpuPerCall = async (n: number, fn: () => unknown): Promise<number> => {
    for (let i = 0; i < Math.min(n, 200); i++) await fn();
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) await fn();
    const used = process.cpuUsage(before);
    return Math.round(((used.user + used.system) / n) * 10) / 10;
  };
  try {
    return {
      'pg: SELECT id, content (2 columns, plain row)': await cpuPerCall(2000, () =>
        pool.query(`SELECT id, content FROM social.posts WHERE id = $1 AND status = 'POSTED'`, [postId]),
      ),
      'pg: SELECT * (every column, plain row)': await cpuPerCall(2000, () => pool.query(`SELECT * FROM social.posts WHERE id = $1`, [postId])),
      'mikro-orm: em.fork() + find (how social read a post by id before)': await cpuPerCall(2000, () => findPosts(orm.em.fork(), { id: { $in: [postId] } })),
      'social: em.fork() + findPostsByIds (plain statement, rows mapped by metadata: post(id) now)': await cpuPerCall(2000, () =>
        findPostsByIds({ em: orm.em.fork(), services: social.services } as unknown as SubgraphContext, [postId]),
      ),
      'mikro-orm: em.fork() + find User by id (how accounts answered a User reference before)': await cpuPerCall(2000, () =>
        accounts.services.orm.em.fork().find(User, { id: { $in: [userId] } }),
      ),
      'kit: em.fork() + readEntitiesByIds(User) (a User reference now)': await cpuPerCall(2000, () =>
        readEntitiesByIds(accounts.services.orm.em.fork(), User, accounts.services.schema, [userId]),
      ),
      'mikro-orm: em.fork() alone': await cpuPerCall(20000, () => orm.em.fork()),
      'auth: authenticate (token and revocation answers cached)': await cpuPerCall(20000, () => authenticate(authorization, tokens, revocations)),
      'input guard: findBadOperationInput': await cpuPerCall(20000, () => findBadOperationInput(schema, document, { id: postId }, limits)),
      'loaders: new LoaderRegistry': await cpuPerCall(20000, () => new LoaderRegistry()),
    };
  } finally {
    await pool.end();
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

async function main(): Promise<void> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()!().catch((error) => console.error('cleanup failed:', error));
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    let postgres: EmbeddedServer | undefined;
    if (!process.env.DATABASE_URL) {
      postgres = await startEmbeddedPostgres({ dir: resolve('.data/bench-postgres'), port: 54331, database: 'postgres' });
      cleanups.push(() => postgres!.stop());
      process.env.DATABASE_URL = postgres.adminUrl;
      await dropLeftoverDatabases(postgres.adminUrl);
    }
    const setup = settings.mode === 'processes' ? await setupProcesses(cleanups) : await setupThread(cleanups);
    const { candidates, headers } = setup;
    for (const why of setup.unavailable) console.warn(`not measured: ${why}`);
    const targets: Target[] = [];
    for (const c of candidates) {
      if (settings.only && !settings.only.includes(c.name)) continue;
      targets.push({ ...c, expectBody: await answer(c.name, c.url, c.body, { ...headers, ...c.extraHeaders }), sqlPerRequest: await setup.countSql?.(c.url, c.body) });
    }
    const dataOf = (t: Target | undefined) => (t ? JSON.stringify(JSON.parse(t.expectBody).data) : undefined);
    const byName = (name: Name) => targets.find((t) => t.name === name);
    if (byName('bare') && byName('subgraph') && dataOf(byName('bare')) !== dataOf(byName('subgraph'))) throw new Error('bare and subgraph answers differ');
    for (const other of ['bare-gateway', 'hive', 'hive-no-dedupe'] as const) {
      if (byName('gateway') && byName(other) && dataOf(byName('gateway')) !== dataOf(byName(other))) throw new Error(`gateway and ${other} answers differ`);
    }

    const stages = await setup.stages?.();
    if (stages) {
      console.log('CPU per call of single steps (µs), run alone:');
      for (const [step, us] of Object.entries(stages)) console.log(`  ${String(us).padStart(8)}  ${step}`);
    }

    const loadBefore = round1(loadavg()[0]);
    const countingSql = settings.mode === 'thread';
    // processes mode: each child writes its own profile (boot included) when it stops.
    const profiler = settings.profile && settings.mode === 'thread' ? new Profiler(settings.profile) : undefined;
    const load = new LoadWorker();
    cleanups.push(() => load.terminate());
    type Run = { summary: RunSummary & { processCpuMs?: Record<string, number> }; latencies: Float64Array };
    const runs = new Map<Name, Run[]>(targets.map((t) => [t.name, []]));
    const sqlUnderLoad = new Map<Name, number[]>(targets.map((t) => [t.name, []]));
    const sqlPerAnswer = (name: Name) => (countingSql ? round3(sqlUnderLoad.get(name)!.reduce((a, b) => a + b, 0) / figures.get(name)!.completed) : undefined);
    const optsFor = (t: Target) => ({
      url: t.url,
      method: 'POST',
      headers: { ...headers, ...t.extraHeaders },
      body: t.body,
      connections: settings.connections,
      expectBody: t.expectBody,
    });
    /** processes mode: CPU of each serving process over the run, and their sum as the target's CPU. */
    const measured = async (t: Target, work: () => Promise<Run>): Promise<Run> => {
      if (!t.processes) return work();
      const before = t.processes.map((p) => processCpuMs(p.pid));
      const run = await work();
      const used = t.processes.map((p, i) => processCpuMs(p.pid) - before[i]);
      run.summary.processCpuMs = Object.fromEntries(t.processes.map((p, i) => [p.name, used[i]]));
      run.summary.stackCpuMs = used.reduce((a, b) => a + b, 0);
      return run;
    };
    for (const t of targets) await load.run({ ...optsFor(t), duration: INITIAL_WARMUP_SECONDS });
    // What each serving process spends with nothing asked of it (timers: outbox relays, job
    // queues, the bus): part of every CPU-per-request figure below, more so the fewer requests
    // a run answers.
    const serving = [...new Map(targets.flatMap((t) => t.processes ?? []).map((p) => [p.name, p])).values()];
    let idleCpuMsPerSecond: Record<string, number> | undefined;
    if (serving.length) {
      const before = serving.map((p) => processCpuMs(p.pid));
      await new Promise((done) => setTimeout(done, IDLE_SECONDS * 1000));
      idleCpuMsPerSecond = Object.fromEntries(serving.map((p, i) => [p.name, round1((processCpuMs(p.pid) - before[i]) / IDLE_SECONDS)]));
      console.log(
        `idle CPU (ms per second, ${IDLE_SECONDS} s with no requests): ${Object.entries(idleCpuMsPerSecond)
          .map(([name, ms]) => `${name} ${ms}`)
          .join(', ')}`,
      );
    }
    for (let round = 1; round <= settings.rounds; round++) {
      for (const t of targets) {
        await load.run({ ...optsFor(t), duration: WARMUP_SECONDS });
        const measure = () => measured(t, () => load.run({ ...optsFor(t), duration: settings.duration }));
        // Statements issued under load, per answered request: what reached PostgreSQL, not what
        // one request alone costs (a gateway that merged identical concurrent fetches would show here).
        const recording = countingSql ? recordSql() : undefined;
        const run = profiler ? await profiler.around(t.name, measure) : await measure();
        if (recording) sqlUnderLoad.get(t.name)!.push(recording.stop().filter((sql) => !BACKGROUND_SQL.test(sql)).length);
        runs.get(t.name)!.push(run);
        const f = figuresOf([run]);
        const perProcess = run.summary.processCpuMs
          ? ` (${Object.entries(run.summary.processCpuMs)
              .map(([name, ms]) => `${name} ${Math.round((ms * 1000) / run.summary.completed)}`)
              .join(', ')})`
          : '';
        console.log(
          `round ${round} ${t.name.padEnd(8)} ${round1(f.requestsPerSecond)} req/s  p50 ${round3(f.p50Ms)} ms  cpu ${f.cpuUsPerRequest ?? '?'} us/req${perProcess}  ` +
            `errors ${f.errors + f.timeouts}  non-2xx ${f.non2xx}  mismatches ${f.mismatches}  load ${round1(loadavg()[0])}`,
        );
      }
    }
    if (profiler) console.log(`wrote ${profiler.write().join(', ')}`);

    const figures = new Map<Name, Figures>(targets.map((t) => [t.name, figuresOf(runs.get(t.name)!)]));
    const rps = (name: Name) => figures.get(name)?.requestsPerSecond;
    const ratio = (a: Name, b: Name) => {
      const x = rps(a);
      const y = rps(b);
      return x !== undefined && y !== undefined ? round3(x / y) : null;
    };
    const ratios = {
      subgraphOverBare: ratio('subgraph', 'bare'),
      gatewayOverSubgraph: ratio('gateway', 'subgraph'),
      bareGatewayOverSubgraph: ratio('bare-gateway', 'subgraph'),
      gatewayOverBareGateway: ratio('gateway', 'bare-gateway'),
      gatewayOverHive: ratio('gateway', 'hive'),
      gatewayOverHiveNoDedupe: ratio('gateway', 'hive-no-dedupe'),
      gatewayOverItsExpressPath: ratio('gateway', 'gateway-express'),
      subgraphOverItsExpressPath: ratio('subgraph', 'subgraph-express'),
    };
    /** processes mode: CPU per answered request of each serving process, over every round (µs). */
    const cpuByProcess = (name: Name): Record<string, number> | undefined => {
      const list = runs.get(name)!;
      if (!list.every((r) => r.summary.processCpuMs)) return undefined;
      const completed = list.reduce((n, r) => n + r.summary.completed, 0);
      const names = Object.keys(list[0].summary.processCpuMs!);
      return Object.fromEntries(names.map((p) => [p, Math.round((list.reduce((n, r) => n + r.summary.processCpuMs![p], 0) * 1000) / completed)]));
    };
    console.log('');
    console.log(
      `${settings.mode === 'processes' ? 'each service its own process' : 'everything in one thread'}: ${settings.rounds} interleaved rounds x ${settings.duration} s per target, ${settings.connections} connections; latencies pooled over the rounds`,
    );
    console.log(
      table([
        ['target', 'req/s', 'p50 ms', 'p99 ms', 'cpu us/req', 'of which, by process', 'sql/req', 'sql/req under load', 'failed'],
        ...targets.map((t) => {
          const f = figures.get(t.name)!;
          return [
            t.what,
            round1(f.requestsPerSecond).toFixed(1),
            round3(f.p50Ms).toFixed(3),
            round3(f.p99Ms).toFixed(3),
            String(f.cpuUsPerRequest ?? '?'),
            Object.entries(cpuByProcess(t.name) ?? {})
              .map(([p, us]) => `${p} ${us}`)
              .join(', ') || '-',
            String(t.sqlPerRequest ?? '-'),
            String(sqlPerAnswer(t.name) ?? '-'),
            String(f.errors + f.timeouts + f.non2xx + f.mismatches),
          ];
        }),
      ]),
    );
    console.log(
      `subgraph / bare ${ratios.subgraphOverBare ?? '-'} (target >= 0.5)   gateway / subgraph ${ratios.gatewayOverSubgraph ?? '-'} (target >= 0.4)   gateway / hive ${ratios.gatewayOverHive ?? '-'} (target >= 1.5; ${ratios.gatewayOverHiveNoDedupe ?? '-'} against hive with in-flight dedupe off)`,
    );
    if (ratios.bareGatewayOverSubgraph !== null)
      console.log(
        `bare 2-fetch proxy / subgraph ${ratios.bareGatewayOverSubgraph} (the most any gateway could reach here)   gateway / bare 2-fetch proxy ${ratios.gatewayOverBareGateway ?? '-'}`,
      );
    if (ratios.gatewayOverItsExpressPath !== null || ratios.subgraphOverItsExpressPath !== null)
      console.log(`lean path / Express path, same processes: gateway ${ratios.gatewayOverItsExpressPath ?? '-'}   subgraph ${ratios.subgraphOverItsExpressPath ?? '-'}`);
    console.log(`load average (1 min): ${loadBefore} before the runs, ${round1(loadavg()[0])} after (${cpus().length} cores)`);
    for (const why of setup.unavailable) console.log(`not measured: ${why}`);
    if (settings.profile && settings.mode === 'processes') console.log(`each serving process writes its CPU profile (boot included) to ${settings.profile} as it stops`);

    const failures = [...figures.values()].reduce((n, f) => n + f.errors + f.timeouts + f.non2xx + f.mismatches, 0);
    if (profiler || settings.only) console.log('partial or profiled run: figures not written to bench/results');
    else {
      mkdirSync(new URL('.', RESULTS_FILE), { recursive: true });
      const report = {
        benchmark: 'request-pipeline',
        date: new Date().toISOString(),
        machine: {
          node: process.version,
          cpus: cpus().length,
          cpu: cpus()[0]?.model,
          nodeEnv: process.env.NODE_ENV ?? null,
          loadAverage: { before: loadBefore, after: round1(loadavg()[0]) },
        },
        settings: { ...settings, warmupSeconds: WARMUP_SECONDS, initialWarmupSeconds: INITIAL_WARMUP_SECONDS, lookup: LOOKUP, joined: JOINED },
        targets: Object.fromEntries(
          targets.map((t) => [
            t.name,
            {
              target: t.what,
              sqlPerRequest: t.sqlPerRequest,
              sqlPerRequestUnderLoad: sqlPerAnswer(t.name),
              ...figures.get(t.name)!,
              cpuUsPerRequestByProcess: cpuByProcess(t.name),
              rounds: runs.get(t.name)!.map((run) => figuresOf([run])),
            },
          ]),
        ),
        ratios,
        stageCpuUs: stages,
        idleCpuMsPerSecond,
        unavailable: setup.unavailable.length ? setup.unavailable : undefined,
      };
      writeFileSync(RESULTS_FILE, JSON.stringify(report, null, 2) + '\n');
      console.log(`wrote ${RESULTS_FILE.pathname}`);
    }
    if (failures > 0) {
      console.error(`${failures} requests failed or answered differently: the figures above are not trustworthy`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
  }
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
