// PostgreSQL restarts under a running platform: every service answers again without a restart
// of its own, the outbox relays and the event buses listen again, and a member's realtime
// stream loses nothing (the gateway tells clients to reconnect, they catch up from their last
// cursor). The shared test server cannot be restarted, so this file runs its own embedded
// PostgreSQL (as `npm start` does) on a free port in a temporary directory.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { busTopicsOf, channelOf } from '@pulse/kit';
import { realtimeTopicsOf } from '../subscriptions/topics.js';
import { caller, collect, freePort, loadSubgraph, members as newMembers, listening, realtimeClients, type Stack, startStack, until } from '@pulse/dev-env';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../../subgraphs/kit/src/embedded-postgres.js';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id clientId cursor } }';
const ON_MESSAGE = 'subscription($c: ID) { messageCreated(conversationId: $c) { id clientId cursor } }';
const MISSED = `query($after: String!, $first: Int) {
  missedMessages(after: $after, first: $first) { nodes { id clientId cursor } pageInfo { hasNextPage endCursor } } }`;
/** Between polls of a condition that has its own deadline. */
const pause = () => new Promise((r) => setTimeout(r, 200));
const POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
/** One query per subgraph: each must answer after the restart. */
const PER_SUBGRAPH: Record<string, string> = {
  accounts: '{ me { id } }',
  messaging: '{ conversations { id } }',
  social: '{ homeFeed(first: 5) { nodes { id } } }',
};

let dir: string;
let port: number;
let postgres: EmbeddedServer | undefined;
let stack: Stack;
const sharedDatabaseUrl = process.env.DATABASE_URL;
const startPostgres = async () => {
  postgres = await startEmbeddedPostgres({ dir: join(dir, 'data'), port, database: 'postgres' });
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pulse-pg-restart-'));
  // As root, embedded-postgres runs the server as a `postgres` user, which creates the data directory here.
  chmodSync(dir, 0o777);
  port = await freePort();
  await startPostgres();
  // startStack creates the stack's database on the server DATABASE_URL names.
  process.env.DATABASE_URL = postgres!.adminUrl;
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await postgres?.stop();
  process.env.DATABASE_URL = sharedDatabaseUrl;
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());
const call = caller(() => stack);

/** The channels the server's connections are listening on now (one row per listening connection). */
async function listeners(): Promise<string[]> {
  const client = new pg.Client({ connectionString: stack.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ query: string }>(
      "SELECT query FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN %' AND pid <> pg_backend_pid()",
    );
    // A bus LISTENs to all of its channels in one statement (a channel per topic).
    return rows
      .flatMap((r) => r.query.split(';'))
      .map((q) =>
        q
          .trim()
          .replace(/^LISTEN\s+/i, '')
          .replace(/"/g, ''),
      )
      .filter(Boolean)
      .sort();
  } finally {
    await client.end();
  }
}

describe('a PostgreSQL restart', () => {
  it('is survived by every service, the relays and buses listen again, and the realtime stream drops nothing', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const c = (await call(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    await call(POST, { input: { content: 'Before the restart' } }, ann);
    const sent: { id: string; clientId: string }[] = [];
    const send = async (clientId: string) => {
      const m = (await call(SEND, { input: { conversationId: c, body: clientId, clientId } }, ann)).sendMessage;
      sent.push({ id: m.id, clientId });
    };

    // Every subgraph's relay and bus (session revocations), and the gateway's bus (its topics), listen.
    const expectedChannels = [
      ...SUBGRAPHS.map((s) => `outbox_${s.name}`),
      // each subgraph's bus: session revocations, its parts' `listens` (social's notice readers,
      // events' pruning and device following...), the erasure wake-up where a part erases
      ...(await Promise.all(SUBGRAPHS.map(loadSubgraph))).flatMap(busTopicsOf).map(channelOf),
      ...realtimeTopicsOf(stack.supergraphSdl).map(channelOf),
    ].sort();
    expect(await listeners()).toEqual(expectedChannels);

    const first = await realtime.connect(bob);
    let closed = false;
    first.on('closed', () => (closed = true));
    const before = collect(first, ON_MESSAGE, { c });
    await listening(before);
    for (let i = 0; i < 3; i++) await send(`before-${i}`);
    await until(() => before.results.length === 3, 'the messages before the restart');
    const lastCursor: string = before.results.at(-1).messageCreated.cursor;

    await postgres!.stop();
    // While it is down, requests get an answer (an error), not a hang.
    const during = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
      body: JSON.stringify({ query: PER_SUBGRAPH.messaging }),
      signal: AbortSignal.timeout(15_000),
    });
    expect(during.status).toBe(200);
    expect(((await during.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    await startPostgres();

    // Every service answers again, without being restarted.
    for (const [service, query] of Object.entries(PER_SUBGRAPH)) {
      const deadline = Date.now() + 20_000;
      let last: unknown;
      for (;;) {
        const res = await fetch(stack.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
          body: JSON.stringify({ query }),
        });
        const body = (await res.json()) as { errors?: unknown };
        if (res.status === 200 && !body.errors) break;
        last = body;
        if (Date.now() > deadline) throw new Error(`${service} does not answer after the restart: ${JSON.stringify(last)}`);
        await pause();
      }
    }
    // The relays and buses are listening again (not only the relays' 5-second safety poll).
    let channels: string[] = [];
    const listenDeadline = Date.now() + 15_000;
    while (Date.now() < listenDeadline) {
      channels = await listeners();
      if (channels.join() === expectedChannels.join()) break;
      await pause();
    }
    expect(channels).toEqual(expectedChannels);

    for (let i = 0; i < 3; i++) await send(`after-${i}`);

    // Bob's stream: the gateway's bus missed whatever was published while it was down, so it
    // closes realtime connections (the protocol's retry code) and the client catches up.
    await until(() => closed || before.results.length === 6, 'either live delivery or a retry close', 15_000);
    const second = await realtime.connect(bob);
    const live = collect(second, ON_MESSAGE, { c });
    await listening(live);
    const caughtUp: { id: string; clientId: string; cursor: string }[] = [];
    let after = lastCursor;
    for (;;) {
      const page = (await call(MISSED, { after, first: 2 }, bob)).missedMessages;
      caughtUp.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    await send('live-0');
    await until(() => live.results.some((r) => r.messageCreated.clientId === 'live-0'), 'a message sent after the restart, live');

    const merged: { id: string; clientId: string }[] = [];
    const have = new Set<string>();
    for (const m of [...before.results.map((r) => r.messageCreated), ...caughtUp, ...live.results.map((r) => r.messageCreated)]) {
      if (have.has(m.id)) continue;
      have.add(m.id);
      merged.push({ id: m.id, clientId: m.clientId });
    }
    expect(merged).toEqual(sent);
    expect(live.errors).toEqual([]);
  }, 120_000);
});
