// Realtime at scale (issue 20): many clients on the web client's own subscription documents,
// spread over several gateway processes that share events through the bus (Redis when it
// answers), reporting in one run:
//
//   1. the send-only rate: sendMessage through the gateways with nobody subscribed;
//   2. the highest steady rate (in steps of a quarter of that, then two halvings of the step that
//      fell behind) that the clients keep up with:
//      every message reaches both members of its conversation, p99 under a second and nothing
//      still missing a second after the step's last send; as a ratio to (1);
//   3. send-to-receive p50/p99 at half that rate, against the NOTIFY-to-WebSocket floor
//      measured in the same run at the same rate with as many sockets;
//   4. each gateway process's memory over a soak at that rate (first minute against last);
//   5. one gateway process killed (SIGKILL) mid-run: its clients reconnect to the others and
//      catch up by cursor (missedMessages), as the web client does; messages lost, and
//      delivered twice on the wire (the client keeps one), are counted.
//
//   npm run bench:realtime                                     # 1,000 clients, 2 gateways, 10-minute soak
//   npm run bench:realtime -- --clients 200 --soak 60 --step 10   # a quick look
//   BENCH_DEBUG=1 npm run bench:realtime -- ...                     # the gateways' debug logs
//   BENCH_PROFILE=/tmp/prof npm run bench:realtime -- ...           # every product process's CPU profile
//   PULSE_NODE_FLAGS=--trace-gc npm run bench:realtime -- ...       # their garbage collections
//
// The product runs as `npm start` runs it (scripts/start.ts: every subgraph, the sfu and a
// gateway, each its own supervised process, from the same bundles), on a database of its own;
// the other gateways are more processes of gateway/src/main.ts over the same subgraphs, as a
// deployment behind one address runs them. The clients run in a process of their own
// (realtime-clients.ts), so that decoding their frames loads neither this one nor the product.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { alwaysOpenSubscriptions, createTestDatabase, freePort, redisSkipReason, registerMember, TEST_REDIS_URL } from '@pulse/dev-env';
import { SUBGRAPHS } from '../subgraphs/kit/src/registry.js';
import { cpuByService, cpuPer } from './process-cpu.js';
import { notifyFloor, percentile, sleep, steady } from './steady-rate.js';
import type { FromClients, Receipt, ToClients } from './realtime-clients.js';

const wallNow = () => performance.timeOrigin + performance.now();

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    gateways: { type: 'string', default: '2' },
    step: { type: 'string', default: '15' },
    soak: { type: 'string', default: '600' },
    bus: { type: 'string' },
  },
});
const CLIENTS = Number(values.clients);
const GATEWAYS = Number(values.gateways);
const STEP_MS = Number(values.step) * 1000;
const SOAK_MS = Number(values.soak) * 1000;
for (const [name, n] of Object.entries({ CLIENTS, GATEWAYS, STEP_MS, SOAK_MS })) {
  if (!Number.isFinite(n) || n < 1) throw new Error(`${name} must be a positive number`);
}
if (CLIENTS % 2) throw new Error('clients must be even: members talk in pairs');
if (GATEWAYS < 2) throw new Error('at least two gateways: one is killed mid-run');
const PAIRS = CLIENTS / 2;

const stats = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

// ---- gateway processes ----------------------------------------------------------------

interface GatewayProcess {
  url: string;
  wsUrl: string;
  /** Its process id (read when asked: a supervised gateway may have been restarted). */
  pid(): number;
  /** Set for the gateways this bench started itself (the ones it may kill). */
  child?: ChildProcess;
  alive: boolean;
  rssMb(): number;
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
// BENCH_PROFILE=<dir>: every process of the product writes a V8 CPU profile there when it ends.
// PULSE_NODE_FLAGS (e.g. --trace-gc) go to every process of the product too (scripts/start.ts).
const nodeFlags = [process.env.PULSE_NODE_FLAGS ?? '', process.env.BENCH_PROFILE ? `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` : '']
  .join(' ')
  .split(/\s+/)
  .filter(Boolean);

async function healthy(url: string, alive: () => boolean, what: string): Promise<void> {
  for (const until = performance.now() + 180_000; performance.now() < until;) {
    if (!alive()) throw new Error(`${what} ended while starting`);
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within 3 minutes`);
}

/** `npm start` on a database of its own: answers its gateway, and the environment its processes share. */
async function startProduct(databaseUrl: string, redisUrl: string | undefined) {
  const dataDir = '.data/bench-realtime';
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: process.env.BENCH_DEBUG ? 'debug' : 'error',
    MESSAGE_LIMIT_PER_MINUTE: '10000000',
    REGISTER_LIMIT_PER_IP: '1000000',
    APOLLO_TELEMETRY_DISABLED: 'true',
    SFU_PORT: String(await freePort()),
    PORT: String(await freePort()),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    PULSE_NODE_FLAGS: nodeFlags.join(' '),
  };
  for (const subgraph of SUBGRAPHS) env[`${subgraph.name.toUpperCase()}_PORT`] = String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('../scripts/start.ts', import.meta.url).pathname], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  let alive = true;
  child.once('exit', () => (alive = false));
  const url = `http://127.0.0.1:${env.PORT}`;
  await healthy(`${url}/healthz`, () => alive, 'npm start');
  const pid = () => Number(readFileSync(`${dataDir}/run/gateway.pid`, 'utf8'));
  const gateway: GatewayProcess = { url, wsUrl: `ws://127.0.0.1:${env.PORT}/graphql`, pid, alive: true, rssMb: () => rssOf(pid()) };
  return {
    env,
    gateway,
    stop: () => new Promise((resolve) => (alive ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve(undefined))),
  };
}

/** One more gateway process over the same subgraphs and bus, as a second replica behind one address. */
async function startGatewayProcess(productEnv: NodeJS.ProcessEnv): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', new URL('../gateway/src/main.ts', import.meta.url).pathname], {
    env: { ...productEnv, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const gateway: GatewayProcess = {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    pid: () => child.pid!,
    child,
    alive: true,
    rssMb: () => rssOf(child.pid!),
  };
  child.once('exit', () => (gateway.alive = false));
  await healthy(`${gateway.url}/healthz`, () => gateway.alive, 'a gateway process');
  return gateway;
}

// ---- the product ------------------------------------------------------------------------

type Member = Awaited<ReturnType<typeof registerMember>>;

interface Receiver {
  /** Message ids this member has, live or caught up. */
  ids: Set<string>;
  wireDuplicates: number;
}

async function productRig(gateways: GatewayProcess[]) {
  const live = () => gateways.filter((g) => g.alive);
  const gql = async (gateway: GatewayProcess, token: string, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors[0].message);
    return body.data;
  };
  /** The gateway a member talks to: its own while it lives, another one after. */
  const gatewayOf = (i: number) => {
    const all = live();
    return gateways[i % gateways.length].alive ? gateways[i % gateways.length] : all[i % all.length];
  };

  console.log(`registering ${CLIENTS} members...`);
  const members: Member[] = [];
  for (let i = 0; i < CLIENTS; i += 8) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(8, CLIENTS - i) }, () => registerMember({ graphqlUrl: `${gateways[0].url}/graphql` })))));
  }
  const conversations: string[] = [];
  for (let p = 0; p < PAIRS; p += 8) {
    const batch = Array.from({ length: Math.min(8, PAIRS - p) }, (_, k) => p + k);
    for (const id of await Promise.all(
      batch.map(
        async (q) =>
          (await gql(gateways[0], members[q * 2].token, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: members[q * 2 + 1].user.id }))
            .createConversation.id as string,
      ),
    ))
      conversations.push(id);
  }
  const send = (pair: number, clientId: string) =>
    gql(gatewayOf(pair * 2), members[pair * 2].token, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', {
      i: { conversationId: conversations[pair], body: `bench ${clientId}`, clientId },
    });

  // (1) The send-only rate: no client connected, 32 sends in flight for one step.
  let sentOnly = 0;
  const cpuBeforeSendOnly = cpuByService();
  const until = performance.now() + STEP_MS;
  await Promise.all(
    Array.from({ length: 32 }, async (_, lane) => {
      for (let n = lane; performance.now() < until; n += 32) {
        await send(n % PAIRS, `only-${n}`);
        sentOnly++;
      }
    }),
  );
  const sendOnlyRate = sentOnly / (STEP_MS / 1000);
  const sendOnlyCpuMsPerMessage = cpuPer(cpuBeforeSendOnly, cpuByService(), sentOnly);
  console.log(`send-only: ${sendOnlyRate.toFixed(1)} messages/s; CPU ms per message: ${JSON.stringify(sendOnlyCpuMsPerMessage)}`);

  const subscriptions = alwaysOpenSubscriptions();
  console.log(`connecting ${CLIENTS} clients to ${gateways.length} gateways (in a process of their own), each on ${[...subscriptions.keys()].join(', ')}...`);
  const started = new Map<string, { at: number; id?: string }>();
  let latencies: number[] = [];
  /** Message id by clientId, and who has it. */
  const receivers: Receiver[] = members.map(() => ({ ids: new Set(), wireDuplicates: 0 }));
  let reconnects = 0;
  const byClientId = new Map<string, string>();
  /** Per copy at the other member: send to commit (the message's createdAt), and commit to arrival. */
  let toCommit: number[] = [];
  let fromCommit: number[] = [];
  /** The step's copies at the other member: seconds into the step when sent, send to commit, commit to arrival. */
  let copies: { sentAt: number; toCommit: number; fromCommit: number; total: number }[] = [];
  let stepBegan = 0;
  const receive = ([i, id, clientId, , live, at, createdAt]: Receipt) => {
    const receiver = receivers[i];
    if (receiver.ids.has(id)) {
      if (live) receiver.wireDuplicates++;
      return;
    }
    receiver.ids.add(id);
    if (clientId) byClientId.set(clientId, id);
    // Latency at the other member: the sender's own copy says nothing about the fan-out.
    if (live && i % 2 === 1 && clientId) {
      const t0 = started.get(clientId);
      if (t0) {
        latencies.push(at - t0.at);
        // createdAt is the database's clock (millisecond precision), this machine's like ours.
        if (Number.isFinite(createdAt)) {
          toCommit.push(createdAt - t0.at);
          fromCommit.push(at - createdAt);
          copies.push({ sentAt: (t0.at - stepBegan) / 1000, toCommit: createdAt - t0.at, fromCommit: at - createdAt, total: at - t0.at });
        }
      }
    }
  };
  const clients = spawn(process.execPath, ['--import', 'tsx', new URL('./realtime-clients.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const toClients = (message: ToClients) => clients.send(message);
  let closed: () => void = () => {};
  const connected = new Promise<void>((resolve, reject) => {
    clients.once('exit', (code) => reject(new Error(`the clients' process ended (${code})`)));
    clients.on('message', (message: FromClients) => {
      if (message.kind === 'receipts') message.receipts.forEach(receive);
      else if (message.kind === 'reconnect') reconnects++;
      else if (message.kind === 'error') console.error(message.message);
      else if (message.kind === 'connected') resolve();
      else if (message.kind === 'closed') closed();
    });
  });
  toClients({ kind: 'start', tokens: members.map((m) => m.token), gateways: gateways.map(({ url, wsUrl }) => ({ url, wsUrl })), subscriptions: [...subscriptions] });
  await connected;
  // Subscriptions follow each handshake; one message per pair, outside the measurements.
  await sleep(2000);
  for (let p = 0; p < PAIRS; p += 16) await Promise.all(Array.from({ length: Math.min(16, PAIRS - p) }, (_, k) => send(p + k, `warm-${p + k}`)));
  await sleep(3000);

  /** Sends at `rate` for `ms`; resolves with the step's figures once every copy arrived or the wait ran out after the last send. */
  let step = 0;
  /** Every copy asked for so far: [clientId, member index]. */
  const everyCopy: [string, number][] = [];
  const copyMissing = ([clientId, i]: [string, number]) => {
    const id = byClientId.get(clientId);
    return !id || !receivers[i].ids.has(id);
  };
  const runAt = async (rate: number, ms: number, during?: (elapsed: () => number) => Promise<void>) => {
    // A step that fell behind leaves a backlog: measure the next one from an empty pipe.
    for (const waitUntil = performance.now() + 120_000; everyCopy.some(copyMissing) && performance.now() < waitUntil;) await sleep(200);
    step++;
    latencies = [];
    toCommit = [];
    fromCommit = [];
    copies = [];
    stepBegan = wallNow();
    const cpuBefore = cpuByService();
    const ids: string[] = [];
    const begin = performance.now();
    const [sent] = await Promise.all([
      steady(rate, ms, async (n) => {
        const clientId = `s${step}-${n}`;
        ids.push(clientId);
        everyCopy.push([clientId, (n % PAIRS) * 2], [clientId, (n % PAIRS) * 2 + 1]);
        started.set(clientId, { at: wallNow() });
        await send(n % PAIRS, clientId);
      }),
      during?.(() => performance.now() - begin),
    ]);
    const missingCopies = () =>
      ids.reduce((missing, clientId, n) => {
        const id = byClientId.get(clientId);
        const pair = n % PAIRS;
        return missing + (id && receivers[pair * 2].ids.has(id) ? 0 : 1) + (id && receivers[pair * 2 + 1].ids.has(id) ? 0 : 1);
      }, 0);
    // Kept up: nothing missing a second after the last send. Then (for the figures) up to 10 s
    // more, or a minute after a gateway was killed, for whatever is still on its way.
    const lastSend = performance.now();
    while (missingCopies() > 0 && performance.now() < lastSend + 1000) await sleep(50);
    const missingAfterASecond = missingCopies();
    const deadline = lastSend + (during ? 60_000 : 10_000);
    while (missingCopies() > 0 && performance.now() < deadline) await sleep(50);
    // Where the step's work went: CPU milliseconds per message sent, by service (the whole
    // machine's processes of the product, PostgreSQL, Redis and the clients).
    const cpuMsPerMessage = cpuPer(cpuBefore, cpuByService(), sent);
    const split = (values: number[]) => ({ p50: stats(values).p50, p99: stats(values).p99 });
    const slowest = copies
      .sort((a, b) => b.total - a.total)
      .slice(0, 5)
      .map((c) => ({ sentAt: +c.sentAt.toFixed(2), toCommit: Math.round(c.toCommit), fromCommit: Math.round(c.fromCommit), total: Math.round(c.total) }));
    // When the slow copies came: per 10 s of the step, how many took over 100 ms and the worst.
    const late: Record<string, { over100ms: number; maxMs: number }> = {};
    for (const c of copies) {
      if (c.total <= 100) continue;
      const bucket = `${Math.floor(c.sentAt / 10) * 10}s`;
      late[bucket] ??= { over100ms: 0, maxMs: 0 };
      late[bucket].over100ms++;
      late[bucket].maxMs = Math.max(late[bucket].maxMs, Math.round(c.total));
    }
    return {
      rate,
      sent,
      missingAfterASecond,
      missingCopies: missingCopies(),
      ...stats(latencies),
      sendToCommit: split(toCommit),
      commitToArrival: split(fromCommit),
      slowest,
      late,
      cpuMsPerMessage,
    };
  };

  return {
    sendOnlyRate,
    sendOnlyCpuMsPerMessage,
    runAt,
    wireDuplicates: () => receivers.reduce((n, r) => n + r.wireDuplicates, 0),
    reconnects: () => reconnects,
    /** Tells the clients a gateway process is gone: they reconnect to the others. */
    gatewayDied: (gateway: number) => toClients({ kind: 'dead', gateway }),
    async close() {
      await new Promise<void>((resolve) => {
        closed = resolve;
        toClients({ kind: 'close' });
      });
      clients.kill();
    },
  };
}

// ---- the run ----------------------------------------------------------------------------

const loadBefore = loadavg();
let embedded: EmbeddedServer | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
}
const wantRedis = values.bus !== 'pg' && (await redisSkipReason(TEST_REDIS_URL)) === undefined;
if (values.bus === 'redis' && !wantRedis) throw new Error(`Redis does not answer at ${TEST_REDIS_URL}`);
const redisUrl = wantRedis ? TEST_REDIS_URL : undefined;
const database = await createTestDatabase();
const started = await startProduct(database.url, redisUrl);
const gateways: GatewayProcess[] = [started.gateway];
try {
  for (let g = 1; g < GATEWAYS; g++) gateways.push(await startGatewayProcess(started.env));
  console.log(`npm start and ${GATEWAYS - 1} more gateway process(es), bus: ${redisUrl ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}`);
  const product = await productRig(gateways);

  // (2) Steps of a quarter of the send-only rate until one misses a copy.
  const steps: (Awaited<ReturnType<typeof product.runAt>> & { fraction: number; keptUp: boolean })[] = [];
  let highest = 0;
  const step = async (fraction: number) => {
    const result = await product.runAt(product.sendOnlyRate * fraction, STEP_MS);
    const keptUp = result.missingAfterASecond === 0 && result.p99 < 1000;
    steps.push({ ...result, fraction, keptUp });
    console.log(
      `step ${(fraction * 100).toFixed(1)}% of send-only (${result.rate.toFixed(1)}/s): ${result.missingAfterASecond} copies missing after 1 s (${result.missingCopies} after 10 s), p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms: ${keptUp ? 'kept up' : 'fell behind'}`,
    );
    console.log(`  CPU ms per message: ${JSON.stringify(result.cpuMsPerMessage)}`);
    if (keptUp) highest = Math.max(highest, result.rate);
    return keptUp;
  };
  // Up in quarters while it keeps up; when even a quarter is too much, down by halves to find where it does.
  // Then two halvings between the highest step kept up and the one above it that fell behind.
  let kept = 0;
  let fell = 0;
  if (await step(0.25)) {
    kept = 0.25;
    for (const fraction of [0.5, 0.75, 1]) {
      if (!(await step(fraction))) {
        fell = fraction;
        break;
      }
      kept = fraction;
    }
  } else {
    fell = 0.25;
    for (const fraction of [1 / 8, 1 / 16, 1 / 32, 1 / 64]) {
      if (await step(fraction)) {
        kept = fraction;
        break;
      }
      fell = fraction;
    }
  }
  for (let refine = 0; refine < 2 && kept && fell; refine++) {
    const middle = (kept + fell) / 2;
    if (await step(middle)) kept = middle;
    else fell = middle;
  }
  const half = Math.max(highest, product.sendOnlyRate / 64) / 2;

  // (3) Latency at half that rate, against the floor at the same rate.
  const atHalf = await product.runAt(half, STEP_MS);
  const floor = await notifyFloor(database.url, CLIENTS, (n) => (n % PAIRS) * 2 + 1);
  const floorRun = await floor.run(half, STEP_MS);
  const floorAtHalf = { sent: floorRun.sent, ...stats(floorRun.latencies) };
  await floor.close();
  console.log(
    `at ${half.toFixed(1)}/s: product p50 ${atHalf.p50.toFixed(1)} ms p99 ${atHalf.p99.toFixed(1)} ms (send to commit p50 ${atHalf.sendToCommit.p50.toFixed(0)} p99 ${atHalf.sendToCommit.p99.toFixed(0)}, commit to arrival p50 ${atHalf.commitToArrival.p50.toFixed(0)} p99 ${atHalf.commitToArrival.p99.toFixed(0)}); floor p50 ${floorAtHalf.p50.toFixed(1)} ms p99 ${floorAtHalf.p99.toFixed(1)} ms`,
  );
  console.log(`  CPU ms per message: ${JSON.stringify(atHalf.cpuMsPerMessage)}; slowest copies: ${JSON.stringify(atHalf.slowest)}`);

  // (4) Memory over the soak.
  const memory: { at: number; rssMb: number[] }[] = [];
  const soak = await product.runAt(half, SOAK_MS, async (elapsed) => {
    while (elapsed() < SOAK_MS) {
      memory.push({ at: Math.round(elapsed() / 1000), rssMb: gateways.map((g) => g.rssMb()) });
      await sleep(10_000);
    }
  });
  const minute = Math.min(60, SOAK_MS / 3000);
  const average = (rows: typeof memory, g: number) => (rows.length ? rows.reduce((s, r) => s + r.rssMb[g], 0) / rows.length : NaN);
  const firstRows = memory.filter((r) => r.at <= minute);
  const lastRows = memory.filter((r) => r.at >= SOAK_MS / 1000 - minute);
  const memoryGrowth = gateways.map((_, g) => average(lastRows, g) / average(firstRows, g));
  console.log(
    `soak ${SOAK_MS / 1000} s at ${half.toFixed(1)}/s: ${soak.missingCopies} copies missing; p50 ${soak.p50.toFixed(1)} ms p99 ${soak.p99.toFixed(1)} ms over ${soak.count} copies; memory last/first minute ${memoryGrowth.map((r) => r.toFixed(2)).join(', ')}`,
  );
  console.log(`  slowest copies of the soak: ${JSON.stringify(soak.slowest)}; copies over 100 ms by 10 s: ${JSON.stringify(soak.late)}`);

  // (5) A gateway process killed mid-run.
  const duplicatesBefore = product.wireDuplicates();
  const reconnectsBefore = product.reconnects();
  const killed = await product.runAt(half, STEP_MS * 2, async (elapsed) => {
    while (elapsed() < STEP_MS / 2) await sleep(100);
    gateways[GATEWAYS - 1].child!.kill('SIGKILL');
    product.gatewayDied(GATEWAYS - 1);
  });
  const kill = {
    sent: killed.sent,
    lost: killed.missingCopies,
    wireDuplicates: product.wireDuplicates() - duplicatesBefore,
    reconnects: product.reconnects() - reconnectsBefore,
  };
  console.log(
    `gateway killed mid-run: ${kill.sent} sent, ${kill.lost} copies lost, ${kill.wireDuplicates} delivered twice on the wire (kept once), ${kill.reconnects} reconnects`,
  );
  await product.close();

  const result = {
    at: new Date().toISOString(),
    loadAverageBefore: loadBefore,
    loadAverageAtEnd: loadavg(),
    clients: CLIENTS,
    gateways: GATEWAYS,
    bus: redisUrl ? 'redis' : 'postgres',
    subscriptionsPerClient: alwaysOpenSubscriptions().size,
    stepSeconds: STEP_MS / 1000,
    soakSeconds: SOAK_MS / 1000,
    sendOnlyRate: product.sendOnlyRate,
    sendOnlyCpuMsPerMessage: product.sendOnlyCpuMsPerMessage,
    steps,
    highestFullDeliveryRate: highest,
    ratioToSendOnly: highest / product.sendOnlyRate,
    atHalf,
    floorAtHalf,
    p99RatioToFloor: atHalf.p99 / floorAtHalf.p99,
    p50RatioToFloor: atHalf.p50 / floorAtHalf.p50,
    soak: {
      missingCopies: soak.missingCopies,
      latency: {
        count: soak.count,
        p50: soak.p50,
        p99: soak.p99,
        max: soak.max,
        sendToCommit: soak.sendToCommit,
        commitToArrival: soak.commitToArrival,
        slowest: soak.slowest,
        late: soak.late,
      },
      memoryLastOverFirstMinute: memoryGrowth,
      samples: memory,
    },
    kill,
  };
  console.log(
    `\nhighest full-delivery rate ${highest.toFixed(1)}/s = ${result.ratioToSendOnly.toFixed(2)} x send-only (${product.sendOnlyRate.toFixed(1)}/s); p99 at half = ${result.p99RatioToFloor.toFixed(1)} x floor; load ${loadBefore[0].toFixed(2)} before, ${loadavg()[0].toFixed(2)} at the end`,
  );
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/realtime-scale.json', import.meta.url), JSON.stringify(result, null, 2) + '\n');
} finally {
  // The gateways first: lookups still in flight would otherwise meet subgraphs shutting down.
  await Promise.all(gateways.filter((g) => g.child && g.alive).map((g) => new Promise((resolve) => (g.child!.once('exit', resolve), g.child!.kill('SIGTERM')))));
  await started.stop();
  await database.drop();
  await embedded?.stop();
}
