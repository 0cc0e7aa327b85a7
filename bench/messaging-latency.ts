// How long a message takes from "send" to the other member's subscription, at a steady
// rate with many members connected, against the raw floor measured in the same run: a
// PostgreSQL NOTIFY relayed by a bare WebSocket server to a WebSocket client.
//
//   npm run bench:messaging                         # 50 pairs (100 sockets), 40 msg/s, 2 rounds of 10 s
//   npm run bench:messaging -- --pairs 100 --rate 80 --duration 15 --rounds 3
//
// The product path is the whole chain: HTTP sendMessage through the gateway -> messaging
// subgraph (transaction with the outbox row) -> relay -> bus (NOTIFY) -> gateway realtime ->
// lookup of the message through the gateway as the receiver -> graphql-ws frame. The floor
// is the least any design on this machine could do: NOTIFY -> LISTEN -> WebSocket frame.
// Both run in this process, with the same sockets connected and the same send rate. Every
// member subscribes with the web client's own subscription documents (all five of them, full
// fragments: sender, reply, shared post, reactions), so the gateway does the work it does for
// real browsers.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { registerMember, type Stack, startStack, webSubscriptions } from '@pulse/dev-env';
import { notifyFloor, percentile, steady } from './steady-rate.js';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '50' },
    rate: { type: 'string', default: '40' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
  },
});
const PAIRS = Number(values.pairs);
const RATE = Number(values.rate);
const DURATION_MS = Number(values.duration) * 1000;
const ROUNDS = Number(values.rounds);
for (const [name, n] of Object.entries({ PAIRS, RATE, DURATION_MS, ROUNDS })) {
  if (!Number.isFinite(n) || n < 1) throw new Error(`${name} must be a positive number`);
}

interface Round {
  sent: number;
  delivered: number;
  latencies: number[];
}

function summary(rounds: Round[]) {
  const all = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sent = rounds.reduce((n, r) => n + r.sent, 0);
  const delivered = rounds.reduce((n, r) => n + r.delivered, 0);
  return { sent, delivered, p50: percentile(all, 50), p99: percentile(all, 99), max: all.at(-1) ?? NaN };
}

/** Sends at RATE for the duration; `send(pair, n)` must resolve when the send was accepted. */
const steadily = (send: (pair: number, n: number) => Promise<void>): Promise<number> => steady(RATE, DURATION_MS, (n) => send(n % PAIRS, n));

async function settle(round: Round): Promise<void> {
  const deadline = Date.now() + 5000;
  while (round.delivered < round.sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

// ---- the floor: NOTIFY -> LISTEN -> bare WebSocket (steady-rate.ts) ----

async function floorRig(databaseUrl: string) {
  // Receiver of pair p is socket 2p + 1, as in the product rig.
  const floor = await notifyFloor(databaseUrl, PAIRS * 2, (n) => (n % PAIRS) * 2 + 1);
  return {
    async run(): Promise<Round> {
      const { sent, latencies } = await floor.run(RATE, DURATION_MS);
      return { sent, delivered: latencies.length, latencies };
    },
    close: () => floor.close(),
  };
}

// ---- the product: sendMessage through the gateway -> messageCreated subscription ----

async function productRig(stack: Stack) {
  console.log(`registering ${PAIRS * 2} members...`);
  const members: Awaited<ReturnType<typeof registerMember>>[] = [];
  for (let i = 0; i < PAIRS * 2; i += 4) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(4, PAIRS * 2 - i) }, () => registerMember(stack)))));
  }
  const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors[0].message);
    return body.data;
  };
  const conversations: string[] = [];
  for (let p = 0; p < PAIRS; p++) {
    const data = await gql(members[p * 2].token, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: members[p * 2 + 1].user.id });
    conversations.push(data.createConversation.id);
  }
  let round: Round = { sent: 0, delivered: 0, latencies: [] };
  const started = new Map<string, number>();
  const clients: Client[] = [];
  const subscriptions = new Map([...webSubscriptions()].filter(([, s]) => s.file === 'messaging.graphql').map(([name, s]) => [name, s.query]));
  console.log(`subscribing every member to the web client's ${[...subscriptions.keys()].join(', ')}`);
  for (let i = 0; i < PAIRS * 2; i++) {
    const client = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${members[i].token}` },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
    });
    const receiver = i % 2 === 1;
    for (const [name, query] of subscriptions) {
      if (name === 'MessageCreated') continue;
      client.subscribe({ query }, { next: () => {}, error: (error) => console.error(`${name} failed`, error), complete: () => {} });
    }
    await new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: subscriptions.get('MessageCreated')! },
        {
          next: (result) => {
            const message = (result.data as { messageCreated?: { clientId: string | null } } | undefined)?.messageCreated;
            if (!receiver || !message?.clientId) return;
            const t0 = started.get(message.clientId);
            if (t0 === undefined) return;
            started.delete(message.clientId);
            round.latencies.push(performance.now() - t0);
            round.delivered++;
          },
          error: reject,
          complete: () => {},
        },
      );
      client.on('connected', () => resolve());
    });
    clients.push(client);
  }
  // Subscriptions are registered right after the handshake; give the last ones a moment.
  await new Promise((r) => setTimeout(r, 500));
  // One message per pair first, outside the measurement: warms up plans and connections.
  for (let p = 0; p < PAIRS; p++) {
    await gql(members[p * 2].token, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', { i: { conversationId: conversations[p], body: 'warm-up' } });
  }
  let runId = 0;
  return {
    async run(): Promise<Round> {
      round = { sent: 0, delivered: 0, latencies: [] };
      runId++;
      round.sent = await steadily(async (pair, n) => {
        const clientId = `r${runId}-${n}`;
        started.set(clientId, performance.now());
        await gql(members[pair * 2].token, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', {
          i: { conversationId: conversations[pair], body: `bench ${n}`, clientId },
        });
      });
      await settle(round);
      return round;
    },
    async close() {
      await Promise.all(clients.map(async (c) => c.dispose()));
    },
  };
}

// Before anything of ours runs: how busy the machine already is with other work.
const loadBefore = loadavg();
let embedded: EmbeddedServer | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
}
const stack = await startStack({
  env: { MESSAGE_LIMIT_PER_MINUTE: '10000000', REGISTER_LIMIT_PER_IP: '100000', LOG_LEVEL: 'error' },
});
try {
  const floor = await floorRig(stack.database.url);
  const product = await productRig(stack);
  const floorRounds: Round[] = [];
  const productRounds: Round[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    console.log(`round ${r}/${ROUNDS}: floor...`);
    floorRounds.push(await floor.run());
    console.log(`round ${r}/${ROUNDS}: product...`);
    productRounds.push(await product.run());
  }
  await product.close();
  await floor.close();

  const f = summary(floorRounds);
  const p = summary(productRounds);
  const fmt = (n: number) => n.toFixed(2).padStart(9);
  console.log(
    `\n${PAIRS * 2} sockets connected, ${RATE} messages/s for ${ROUNDS} x ${DURATION_MS / 1000} s (interleaved); 1-minute load average ${loadBefore[0].toFixed(2)} before, ${loadavg()[0].toFixed(2)} at the end\n`,
  );
  console.log('path                          sent  delivered    p50 ms    p99 ms    max ms');
  console.log(`floor: NOTIFY -> ws      ${String(f.sent).padStart(8)} ${String(f.delivered).padStart(10)}${fmt(f.p50)} ${fmt(f.p99)} ${fmt(f.max)}`);
  console.log(`product: send -> sub     ${String(p.sent).padStart(8)} ${String(p.delivered).padStart(10)}${fmt(p.p50)} ${fmt(p.p99)} ${fmt(p.max)}`);
  console.log(`ratio product/floor                          ${(p.p50 / f.p50).toFixed(1).padStart(6)}x   ${(p.p99 / f.p99).toFixed(1).padStart(6)}x\n`);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/messaging-latency.json', import.meta.url),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        loadAverageBefore: loadBefore,
        loadAverageAtEnd: loadavg(),
        pairs: PAIRS,
        rate: RATE,
        durationSeconds: DURATION_MS / 1000,
        rounds: ROUNDS,
        floor: f,
        product: p,
        ratioP50: p.p50 / f.p50,
        ratioP99: p.p99 / f.p99,
      },
      null,
      2,
    ) + '\n',
  );
  if (p.delivered < p.sent) {
    console.error(`${p.sent - p.delivered} messages were not delivered within 5 s`);
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
  await embedded?.stop();
}
