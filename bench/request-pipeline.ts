// What one request costs on its way through our pipeline, against the least a GraphQL server
// can do for the same answer. One run, one database, one posts table, four targets measured in
// interleaved rounds (machine noise falls on all of them alike):
//
//   bare      a bare graphql-js + pg HTTP handler: `post(id) { id content }`, one SELECT
//   subgraph  the social subgraph answering the same query directly (kit's runner: express,
//             Apollo Server, auth, the input guard, MikroORM, loaders, request ids)
//   gateway   our gateway answering `post(id) { id content user { name } }` (social, then accounts)
//   hive      Hive Gateway (@graphql-hive/gateway's runtime) on the same supergraph, same query
//   hive-no-dedupe  the same with its in-flight request merging off (see startHive)
//
// Every request carries a member's bearer token, as the web client's do (the bare handler
// ignores it; the others verify it). Ratios: subgraph / bare, gateway / subgraph, gateway / hive.
//
//   npm run bench:pipeline                                  # 10 connections, 3 rounds of 10 s per target
//   npm run bench:pipeline -- --duration 5 --rounds 2
//   npm run bench:pipeline -- --only subgraph --profile .data/prof   # CPU profile of the measured runs
//
// Everything serving runs in this process (the stack's subgraphs and gateway, the bare handler,
// Hive Gateway: each on its own port, idle while another is measured); autocannon runs in a
// worker thread (bench/load-worker.mjs). Results: a table on stdout and
// bench/results/request-pipeline.json. SQL statements per request are counted once per target
// (dev-env's recordSql wraps every pg client of this process).
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, graphql } from 'graphql';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { recordSql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { LoaderRegistry, authenticate, findBadOperationInput, lengthLimitsOf, type RunningSubgraph, type SubgraphContext } from '@pulse/kit';
import { findPosts, findPostsByIds } from '../subgraphs/social/src/posts/post-rows.js';
import { LoadWorker, Profiler, dropLeftoverDatabases, figuresOf, table, type Figures, type RunSummary } from './gateway-overhead.js';

const LOOKUP = 'query Post($id: ID!) { post(id: $id) { id content } }';
const JOINED = 'query Post($id: ID!) { post(id: $id) { id content user { name } } }';
const RESULTS_FILE = new URL('./results/request-pipeline.json', import.meta.url);
const WARMUP_SECONDS = 2;
const INITIAL_WARMUP_SECONDS = 5;
const NAMES = ['bare', 'subgraph', 'gateway', 'hive', 'hive-no-dedupe'] as const;
type Name = (typeof NAMES)[number];

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
});
const positive = (name: 'duration' | 'connections' | 'rounds') => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${values[name]}"`);
  return n;
};
const settings = {
  duration: positive('duration'),
  connections: positive('connections'),
  rounds: positive('rounds'),
  only: values.only?.split(',') as Name[] | undefined,
  profile: values.profile,
};
for (const name of settings.only ?? []) if (!NAMES.includes(name)) throw new Error(`--only takes ${NAMES.join(', ')}`);

interface Target {
  name: Name;
  what: string;
  url: string;
  body: string;
  expectBody: string;
  sqlPerRequest?: number;
  stop?: () => Promise<void>;
}

/** The least a server can do: graphql-js over a pg pool, no framework, no auth, nothing cached. */
async function startBareHandler(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const Post = new GraphQLObjectType({
    name: 'Post',
    fields: { id: { type: new GraphQLNonNull(GraphQLID) }, content: { type: new GraphQLNonNull(GraphQLString) } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        post: {
          type: Post,
          args: { id: { type: new GraphQLNonNull(GraphQLID) } },
          // The same visibility rule as social's for a reader who is not the author: published only.
          resolve: async (_root, args: { id: string }) =>
            (await pool.query(`SELECT id, content FROM social.posts WHERE id = $1 AND status = 'POSTED'`, [args.id])).rows[0] ?? null,
        },
      },
    }),
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const result = await graphql({ schema, source: query, variableValues: variables, operationName });
        const text = JSON.stringify(result);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      })().catch((error) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await pool.end();
    },
  };
}

/**
 * Hive Gateway's runtime on the same supergraph (its subgraph URLs are the stack's), in this
 * process like ours, forwarding the caller's token as ours does; the reason instead when the
 * package cannot be loaded. By default its HTTP executor merges identical subgraph queries in
 * flight at once (same URL, body and headers), which this bench's one repeated query with one
 * token hands it on every fetch; ours sends each request's own (its X-Request-Id differs), so
 * Hive is measured both ways.
 */
async function startHive(supergraphSdl: string, dedupe: boolean): Promise<{ url: string; stop(): Promise<void> } | string> {
  let runtime: typeof import('@graphql-hive/gateway');
  try {
    runtime = await import('@graphql-hive/gateway');
  } catch (error) {
    return `@graphql-hive/gateway could not be loaded: ${String(error)}`;
  }
  const gateway = runtime.createGatewayRuntime({
    supergraph: supergraphSdl,
    logging: false,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') ?? '' }),
    },
    ...(dedupe ? {} : { transportEntries: { '*.http': { options: { deduplicateInflightRequests: false } } } }),
  });
  // The runtime is a Node request listener that returns a promise (it answers on `res` itself).
  const server = http.createServer((req, res) => void gateway(req, res));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await gateway.dispose();
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
async function stageCosts(social: RunningSubgraph, databaseUrl: string, postId: string, authorization: string): Promise<Record<string, number>> {
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
    const stack: Stack = await startStack({ env: { LOG_LEVEL: 'warn' } });
    cleanups.push(() => stack.stop());

    const author = await registerMember(stack, { name: 'Bench Author' });
    const reader = await registerMember(stack, { name: 'Bench Reader' });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` };
    const created = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
      body: JSON.stringify({
        query: 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
        variables: { input: { content: 'One row, looked up by id.' } },
      }),
    }).then((r) => r.json() as Promise<{ data?: { createPost: { id: string } }; errors?: unknown }>);
    if (!created.data) throw new Error('createPost failed: ' + JSON.stringify(created.errors));
    const postId = created.data.createPost.id;

    const lookup = JSON.stringify({ query: LOOKUP, variables: { id: postId }, operationName: 'Post' });
    const joined = JSON.stringify({ query: JOINED, variables: { id: postId }, operationName: 'Post' });
    const social = stack.subgraphs.find((s) => s.name === 'social');
    if (!social) throw new Error('the stack has no social subgraph');
    const bare = await startBareHandler(stack.database.url);
    cleanups.push(() => bare.stop());
    const hive = await startHive(stack.supergraphSdl, true);
    if (typeof hive === 'string') console.warn(`hive: not measured: ${hive}`);
    else cleanups.push(() => hive.stop());
    const hiveNoDedupe = await startHive(stack.supergraphSdl, false);
    if (typeof hiveNoDedupe !== 'string') cleanups.push(() => hiveNoDedupe.stop());

    const candidates: Omit<Target, 'expectBody'>[] = [
      { name: 'bare', what: 'graphql-js + pg, post(id) { id content }', url: bare.url, body: lookup },
      { name: 'subgraph', what: 'social subgraph, post(id) { id content }', url: social.url, body: lookup },
      { name: 'gateway', what: 'gateway, post(id) { id content user { name } }', url: stack.graphqlUrl.replace('//localhost:', '//127.0.0.1:'), body: joined },
      ...(typeof hive === 'string' ? [] : [{ name: 'hive' as const, what: 'Hive Gateway, post(id) { id content user { name } }', url: hive.url, body: joined }]),
      ...(typeof hiveNoDedupe === 'string'
        ? []
        : [{ name: 'hive-no-dedupe' as const, what: 'Hive Gateway, in-flight dedupe off, same query', url: hiveNoDedupe.url, body: joined }]),
    ];
    const targets: Target[] = [];
    for (const c of candidates) {
      if (settings.only && !settings.only.includes(c.name)) continue;
      targets.push({ ...c, expectBody: await answer(c.name, c.url, c.body, headers), sqlPerRequest: await sqlPerRequest(c.url, c.body, headers) });
    }
    const dataOf = (t: Target | undefined) => (t ? JSON.stringify(JSON.parse(t.expectBody).data) : undefined);
    const byName = (name: Name) => targets.find((t) => t.name === name);
    if (byName('bare') && byName('subgraph') && dataOf(byName('bare')) !== dataOf(byName('subgraph'))) throw new Error('bare and subgraph answers differ');
    for (const other of ['hive', 'hive-no-dedupe'] as const) {
      if (byName('gateway') && byName(other) && dataOf(byName('gateway')) !== dataOf(byName(other))) throw new Error(`gateway and ${other} answers differ`);
    }

    const stages = await stageCosts(social, stack.database.url, postId, headers.authorization);
    console.log('CPU per call of single steps (µs), run alone:');
    for (const [step, us] of Object.entries(stages)) console.log(`  ${String(us).padStart(8)}  ${step}`);

    const loadBefore = round1(loadavg()[0]);
    const profiler = settings.profile ? new Profiler(settings.profile) : undefined;
    const load = new LoadWorker();
    cleanups.push(() => load.terminate());
    const runs = new Map<Name, { summary: RunSummary; latencies: Float64Array }[]>(targets.map((t) => [t.name, []]));
    const sqlUnderLoad = new Map<Name, number[]>(targets.map((t) => [t.name, []]));
    const sqlPerAnswer = (name: Name) => round3(sqlUnderLoad.get(name)!.reduce((a, b) => a + b, 0) / figures.get(name)!.completed);
    const optsFor = (t: Target) => ({ url: t.url, method: 'POST', headers, body: t.body, connections: settings.connections, expectBody: t.expectBody });
    for (const t of targets) await load.run({ ...optsFor(t), duration: INITIAL_WARMUP_SECONDS });
    for (let round = 1; round <= settings.rounds; round++) {
      for (const t of targets) {
        await load.run({ ...optsFor(t), duration: WARMUP_SECONDS });
        const measure = () => load.run({ ...optsFor(t), duration: settings.duration });
        // Statements issued under load, per answered request: what reached PostgreSQL, not what
        // one request alone costs (a gateway that merged identical concurrent fetches would show here).
        const recording = recordSql();
        const run = profiler ? await profiler.around(t.name, measure) : await measure();
        sqlUnderLoad.get(t.name)!.push(recording.stop().filter((sql) => !BACKGROUND_SQL.test(sql)).length);
        runs.get(t.name)!.push(run);
        const f = figuresOf([run]);
        console.log(
          `round ${round} ${t.name.padEnd(8)} ${round1(f.requestsPerSecond)} req/s  p50 ${round3(f.p50Ms)} ms  cpu ${f.cpuUsPerRequest ?? '?'} us/req  ` +
            `errors ${f.errors + f.timeouts}  non-2xx ${f.non2xx}  mismatches ${f.mismatches}`,
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
      gatewayOverHive: ratio('gateway', 'hive'),
      gatewayOverHiveNoDedupe: ratio('gateway', 'hive-no-dedupe'),
    };
    console.log('');
    console.log(`${settings.rounds} interleaved rounds x ${settings.duration} s per target, ${settings.connections} connections; latencies pooled over the rounds`);
    console.log(
      table([
        ['target', 'req/s', 'p50 ms', 'p99 ms', 'cpu us/req', 'sql/req', 'sql/req under load', 'failed'],
        ...targets.map((t) => {
          const f = figures.get(t.name)!;
          return [
            t.what,
            round1(f.requestsPerSecond).toFixed(1),
            round3(f.p50Ms).toFixed(3),
            round3(f.p99Ms).toFixed(3),
            String(f.cpuUsPerRequest ?? '?'),
            String(t.sqlPerRequest),
            String(sqlPerAnswer(t.name)),
            String(f.errors + f.timeouts + f.non2xx + f.mismatches),
          ];
        }),
      ]),
    );
    console.log(
      `subgraph / bare ${ratios.subgraphOverBare ?? '-'} (target >= 0.5)   gateway / subgraph ${ratios.gatewayOverSubgraph ?? '-'} (target >= 0.4)   gateway / hive ${ratios.gatewayOverHive ?? '-'} (target >= 1.5; ${ratios.gatewayOverHiveNoDedupe ?? '-'} against hive with in-flight dedupe off)`,
    );
    console.log(`load average (1 min): ${loadBefore} before the runs, ${round1(loadavg()[0])} after (${cpus().length} cores)`);
    if (typeof hive === 'string') console.log(`hive: not measured: ${hive}`);

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
              rounds: runs.get(t.name)!.map((run) => figuresOf([run])),
            },
          ]),
        ),
        ratios,
        stageCpuUs: stages,
        hiveUnavailable: typeof hive === 'string' ? hive : undefined,
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
