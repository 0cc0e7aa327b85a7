// Realtime at scale (issue 20): many clients on the web client's own subscription documents,
// spread over several gateway processes that share events through the bus (Redis when it
// answers), reporting in one run:
//
//   1. the send-only rate: sendMessage through the gateways with nobody subscribed;
//   2. the highest steady rate (in steps of a quarter of that) that the clients keep up with:
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
//
// The subgraphs run in this process (a dev-env stack); each gateway is its own process
// (gateway/src/main.ts, as npm start and docker-compose run it); the clients run here.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { freePort, redisSkipReason, registerMember, type Stack, startStack, testEnv, TEST_REDIS_URL } from '@pulse/dev-env';
import { alwaysOpenSubscriptions } from './web-subscriptions.js';
import { notifyFloor, percentile, sleep, steady } from './steady-rate.js';

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
  child: ChildProcess;
  alive: boolean;
  rssMb(): number;
}

async function startGatewayProcess(stack: Stack, redisUrl: string | undefined): Promise<GatewayProcess> {
  const port = await freePort();
  const env = testEnv({
    DATABASE_URL: stack.database.url,
    PORT: String(port),
    LOG_LEVEL: process.env.BENCH_DEBUG ? 'debug' : 'error',
    SFU_INTERNAL_URL: stack.config.calls.sfuInternalUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...Object.fromEntries(stack.subgraphs.map((s) => [`${s.name.toUpperCase()}_URL`, s.url])),
  });
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('../gateway/src/main.ts', import.meta.url).pathname], {
    env: { ...env, PATH: process.env.PATH, APOLLO_TELEMETRY_DISABLED: 'true' } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const gateway: GatewayProcess = {
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    child,
    alive: true,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024,
  };
  child.once('exit', () => (gateway.alive = false));
  for (let tries = 0; ; tries++) {
    if (!gateway.alive) throw new Error('a gateway process ended while starting');
    const answered = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return gateway;
    if (tries > 600) throw new Error('a gateway process did not start within 60 s');
    await sleep(100);
  }
}

// ---- the product ------------------------------------------------------------------------

type Member = Awaited<ReturnType<typeof registerMember>>;

interface Receiver {
  /** Message ids this member has, live or caught up. */
  ids: Set<string>;
  /** The latest cursor it has: where a catch-up starts. */
  cursor: string | undefined;
  wireDuplicates: number;
  reconnects: number;
}

async function productRig(stack: Stack, gateways: GatewayProcess[]) {
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
    members.push(...(await Promise.all(Array.from({ length: Math.min(8, CLIENTS - i) }, () => registerMember(stack)))));
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
  console.log(`send-only: ${sendOnlyRate.toFixed(1)} messages/s`);

  const subscriptions = alwaysOpenSubscriptions();
  console.log(`connecting ${CLIENTS} clients to ${gateways.length} gateways, each on ${[...subscriptions.keys()].join(', ')}...`);
  const started = new Map<string, { at: number; id?: string }>();
  let latencies: number[] = [];
  /** Message id by clientId, and who has it. */
  const receivers: Receiver[] = members.map(() => ({ ids: new Set(), cursor: undefined, wireDuplicates: 0, reconnects: 0 }));
  const byClientId = new Map<string, string>();
  const clients: Client[] = [];
  let reportedError = false;
  const receive = (i: number, message: { id: string; clientId: string | null; cursor: string }, live: boolean) => {
    const receiver = receivers[i];
    if (receiver.ids.has(message.id)) {
      if (live) receiver.wireDuplicates++;
      return;
    }
    receiver.ids.add(message.id);
    if (!receiver.cursor || message.cursor > receiver.cursor) receiver.cursor = message.cursor;
    if (message.clientId) byClientId.set(message.clientId, message.id);
    // Latency at the other member: the sender's own copy says nothing about the fan-out.
    if (live && i % 2 === 1 && message.clientId) {
      const t0 = started.get(message.clientId);
      if (t0) latencies.push(performance.now() - t0.at);
    }
  };
  const catchUp = async (i: number) => {
    for (let more = true; more && receivers[i].cursor;) {
      const page = (
        await gql(
          gatewayOf(i),
          members[i].token,
          'query($a: String!) { missedMessages(after: $a, first: 100) { nodes { id clientId cursor } pageInfo { hasNextPage } } }',
          { a: receivers[i].cursor },
        )
      ).missedMessages;
      for (const m of page.nodes) receive(i, m, false);
      more = page.pageInfo.hasNextPage;
    }
  };
  for (let i = 0; i < CLIENTS; i++) {
    let connections = 0;
    const client = createClient({
      // After its gateway dies, a client reconnects to another: one address in front of them all.
      url: () => gatewayOf(i).wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${members[i].token}` },
      lazy: false,
      retryAttempts: 1000,
      shouldRetry: () => true,
      onNonLazyError: () => {},
      on: {
        connected: () => {
          connections++;
          if (connections > 1) {
            receivers[i].reconnects++;
            void catchUp(i).catch((error: unknown) => console.error('catch-up failed:', String(error)));
          }
        },
      },
    });
    for (const [name, query] of subscriptions) {
      client.subscribe(
        { query },
        {
          next: (result) => {
            if (name !== 'MessageCreated') return;
            const message = (result.data as { messageCreated?: { id: string; clientId: string | null; cursor: string } } | undefined)?.messageCreated;
            if (message) receive(i, message, true);
          },
          error: (error: unknown) => {
            if (!reportedError) console.error(`${name} failed:`, JSON.stringify(error));
            reportedError = true;
          },
          complete: () => {},
        },
      );
    }
    clients.push(client);
    if (i % 100 === 99) await sleep(50);
  }
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
    const ids: string[] = [];
    const begin = performance.now();
    const [sent] = await Promise.all([
      steady(rate, ms, async (n) => {
        const clientId = `s${step}-${n}`;
        ids.push(clientId);
        everyCopy.push([clientId, (n % PAIRS) * 2], [clientId, (n % PAIRS) * 2 + 1]);
        started.set(clientId, { at: performance.now() });
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
    return { rate, sent, missingAfterASecond, missingCopies: missingCopies(), ...stats(latencies) };
  };

  return {
    sendOnlyRate,
    runAt,
    wireDuplicates: () => receivers.reduce((n, r) => n + r.wireDuplicates, 0),
    reconnects: () => receivers.reduce((n, r) => n + r.reconnects, 0),
    async close() {
      await Promise.all(clients.map(async (c) => c.dispose()));
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
const stack = await startStack({
  env: { MESSAGE_LIMIT_PER_MINUTE: '10000000', REGISTER_LIMIT_PER_IP: '1000000', LOG_LEVEL: 'error', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
});
const gateways: GatewayProcess[] = [];
try {
  for (let g = 0; g < GATEWAYS; g++) gateways.push(await startGatewayProcess(stack, redisUrl));
  console.log(`${GATEWAYS} gateway processes, bus: ${redisUrl ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}`);
  const product = await productRig(stack, gateways);

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
    if (keptUp) highest = Math.max(highest, result.rate);
    return keptUp;
  };
  // Up in quarters while it keeps up; when even a quarter is too much, down by halves to find where it does.
  if (await step(0.25)) {
    for (const fraction of [0.5, 0.75, 1]) if (!(await step(fraction))) break;
  } else {
    for (const fraction of [1 / 8, 1 / 16, 1 / 32, 1 / 64]) if (await step(fraction)) break;
  }
  const half = Math.max(highest, product.sendOnlyRate / 64) / 2;

  // (3) Latency at half that rate, against the floor at the same rate.
  const atHalf = await product.runAt(half, STEP_MS);
  const floor = await notifyFloor(stack.database.url, CLIENTS, (n) => (n % PAIRS) * 2 + 1);
  const floorRun = await floor.run(half, STEP_MS);
  const floorAtHalf = { sent: floorRun.sent, ...stats(floorRun.latencies) };
  await floor.close();
  console.log(
    `at ${half.toFixed(1)}/s: product p50 ${atHalf.p50.toFixed(1)} ms p99 ${atHalf.p99.toFixed(1)} ms; floor p50 ${floorAtHalf.p50.toFixed(1)} ms p99 ${floorAtHalf.p99.toFixed(1)} ms`,
  );

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
    `soak ${SOAK_MS / 1000} s at ${half.toFixed(1)}/s: ${soak.missingCopies} copies missing; memory last/first minute ${memoryGrowth.map((r) => r.toFixed(2)).join(', ')}`,
  );

  // (5) A gateway process killed mid-run.
  const duplicatesBefore = product.wireDuplicates();
  const reconnectsBefore = product.reconnects();
  const killed = await product.runAt(half, STEP_MS * 2, async (elapsed) => {
    while (elapsed() < STEP_MS / 2) await sleep(100);
    gateways[GATEWAYS - 1].child.kill('SIGKILL');
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
    steps,
    highestFullDeliveryRate: highest,
    ratioToSendOnly: highest / product.sendOnlyRate,
    atHalf,
    floorAtHalf,
    p99RatioToFloor: atHalf.p99 / floorAtHalf.p99,
    p50RatioToFloor: atHalf.p50 / floorAtHalf.p50,
    soak: { missingCopies: soak.missingCopies, memoryLastOverFirstMinute: memoryGrowth, samples: memory },
    kill,
  };
  console.log(
    `\nhighest full-delivery rate ${highest.toFixed(1)}/s = ${result.ratioToSendOnly.toFixed(2)} x send-only (${product.sendOnlyRate.toFixed(1)}/s); p99 at half = ${result.p99RatioToFloor.toFixed(1)} x floor; load ${loadBefore[0].toFixed(2)} before, ${loadavg()[0].toFixed(2)} at the end`,
  );
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/realtime-scale.json', import.meta.url), JSON.stringify(result, null, 2) + '\n');
} finally {
  // The gateways first: lookups still in flight would otherwise meet subgraphs shutting down.
  await Promise.all(gateways.filter((g) => g.alive).map((g) => new Promise((resolve) => (g.child.once('exit', resolve), g.child.kill('SIGTERM')))));
  await stack.stop();
  await embedded?.stop();
}
