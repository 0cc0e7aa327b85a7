import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import express from 'express';
import { parse } from 'graphql';
import { RedisBus, type BusEvent } from '@pulse/kit';
import { gql, redisSkipReason, registerMember, type Stack, startStack, TEST_REDIS_URL, until } from '@pulse/dev-env';

// A second subgraph that extends User, so a subscription payload selects fields owned by
// two subgraphs. It computes its field from the id, so the test can predict it.
const STATS_SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type User @key(fields: "id") { id: ID! stepsToday: Int! }
`;
async function startStatsSubgraph() {
  const server = new ApolloServer({
    plugins: [ApolloServerPluginInlineTraceDisabled()],
    schema: buildSubgraphSchema({
      typeDefs: parse(STATS_SDL),
      resolvers: { User: { __resolveReference: (ref: { id: string }) => ref, stepsToday: (u: { id: string }) => u.id.length * 100 } } as any,
    }),
  });
  await server.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(server));
  const httpServer = http.createServer(app);
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/graphql`;
  return {
    url,
    stop: async () => {
      await server.stop();
      httpServer.closeAllConnections();
      httpServer.close();
    },
  };
}

function wsClient(stack: Stack, token?: string): Client {
  return createClient({
    url: stack.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
}

/** Collects results of one subscription; resolves `ready` once the server acknowledged it. */
function collect(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: any[] = [];
  const errors: unknown[] = [];
  const dispose = client.subscribe(
    { query, variables },
    {
      next: (r) => results.push(r),
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  return { results, errors, dispose };
}

let stack: Stack;
let stats: Awaited<ReturnType<typeof startStatsSubgraph>>;
beforeAll(async () => {
  stats = await startStatsSubgraph();
  stack = await startStack({ extra: [{ name: 'stats', url: stats.url, typeDefs: STATS_SDL }] });
});
afterAll(async () => {
  await stack?.stop();
  await stats?.stop();
});

const redisDown = await redisSkipReason();

/** Ann changes her name; her accountEvent subscription sees it (with the stats field), Bob's does not. */
async function deliversProfileUpdateToOwnerOnly(stack: Stack) {
  const ann = await registerMember(stack);
  const bob = await registerMember(stack);
  const annClient = wsClient(stack, ann.token);
  const bobClient = wsClient(stack, bob.token);
  const query = 'subscription { accountEvent { kind user { id name stepsToday } } }';
  const annSub = collect(annClient, query);
  const bobSub = collect(bobClient, query);
  await until(() => stack.gateway.realtimeConnections() === 2);
  await new Promise((r) => setTimeout(r, 150)); // the subscribe message follows the handshake

  const update = await gql(stack.graphqlUrl, 'mutation { updateProfile(input: { name: "Ann Updated" }) { name } }', {}, ann.token);
  expect(update.errors).toBeUndefined();

  await until(() => annSub.results.length === 1);
  expect(annSub.results[0].data.accountEvent).toEqual({
    kind: 'PROFILE_UPDATED',
    user: { id: ann.user.id, name: 'Ann Updated', stepsToday: ann.user.id.length * 100 },
  });
  await new Promise((r) => setTimeout(r, 300));
  expect(bobSub.results).toHaveLength(0);
  annSub.dispose();
  bobSub.dispose();
  await annClient.dispose();
  await bobClient.dispose();
  return ann;
}

describe.skipIf(redisDown !== undefined)(redisDown ? `skipped: ${redisDown}` : 'subscriptions over the Redis bus (REDIS_URL)', () => {
  let redisStack: Stack;
  beforeAll(async () => {
    redisStack = await startStack({ env: { REDIS_URL: TEST_REDIS_URL }, extra: [{ name: 'stats', url: stats.url, typeDefs: STATS_SDL }] });
  });
  afterAll(async () => {
    await redisStack?.stop();
  });

  it('delivers an outbox event through Redis to the allowed member only, with fields from two subgraphs', async () => {
    expect(redisStack.config.redisUrl).toBe(TEST_REDIS_URL);
    // Listens on Redis itself: the event must travel there, not over LISTEN/NOTIFY.
    const onRedis = new RedisBus(TEST_REDIS_URL, ['accountEvent']);
    await onRedis.ready();
    const seen: BusEvent[] = [];
    const stop = onRedis.subscribe('accountEvent', (event) => seen.push(event));
    try {
      const ann = await deliversProfileUpdateToOwnerOnly(redisStack);
      expect(seen.some((event) => JSON.stringify(event).includes(ann.user.id))).toBe(true);
    } finally {
      stop();
      await onRedis.close();
    }
  });
});

describe('subscriptions through the gateway', () => {
  it('delivers an outbox event to the allowed member only, with fields from two subgraphs', async () => {
    await deliversProfileUpdateToOwnerOnly(stack);
  });

  it('filters by argument: userUpdated(id) only reports that member', async () => {
    const ann = await registerMember(stack);
    const bob = await registerMember(stack);
    const watcher = await registerMember(stack);
    const client = wsClient(stack, watcher.token);
    const sub = collect(client, 'subscription($id: ID!) { userUpdated(id: $id) { id renamed: name } }', { id: ann.user.id });
    await until(() => stack.gateway.realtimeConnections() >= 1);
    await new Promise((r) => setTimeout(r, 150));
    await gql(stack.graphqlUrl, 'mutation { updateProfile(input: { bio: "not watched" }) { id } }', {}, bob.token);
    await gql(stack.graphqlUrl, 'mutation { updateProfile(input: { name: "Ann Two" }) { id } }', {}, ann.token);
    await until(() => sub.results.length === 1);
    expect(sub.results[0].data.userUpdated).toEqual({ id: ann.user.id, renamed: 'Ann Two' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sub.results).toHaveLength(1);
    await client.dispose();
  });

  it('refuses a connection without a valid token', async () => {
    const client = createClient({ url: stack.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: 'Bearer nope' }, retryAttempts: 0, lazy: false });
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    expect(await closed).toBe(4403);
    await client.dispose();
  });

  it('refuses an authorization that is not a string as no credential, not as an internal error', async () => {
    for (const authorization of [{ token: 'x' }, ['Bearer x'], 42]) {
      const client = createClient({ url: stack.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization }, retryAttempts: 0, lazy: false });
      const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
      expect(await closed, JSON.stringify(authorization)).toBe(4403);
      await client.dispose();
    }
  });

  it('answers a null for a non-null variable as the client error it is, keeping the socket open', async () => {
    const ann = await registerMember(stack);
    const client = wsClient(stack, ann.token);
    const closed: number[] = [];
    client.on('closed', (event) => closed.push((event as { code: number }).code));
    const error = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription($id: ID!) { userUpdated(id: $id) { id } }', variables: { id: null } },
        { next: () => {}, error: resolve, complete: () => resolve('complete') },
      );
    });
    expect(Array.isArray(error), String(error)).toBe(true);
    expect((error as { message: string }[])[0].message).toContain('"$id" of non-null type "ID!" must not be null');
    expect(closed).toEqual([]);
    await client.dispose();
  });

  it('closes the socket when the token is revoked by logout', async () => {
    const ann = await registerMember(stack);
    const client = wsClient(stack, ann.token);
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    collect(client, 'subscription { accountEvent { kind } }');
    await until(() => stack.gateway.realtimeConnections() >= 1);
    const out = await gql(stack.graphqlUrl, 'mutation { logout }', {}, ann.token);
    expect(out.data).toEqual({ logout: true });
    expect(await closed).toBe(4401);
    await client.dispose();
  });

  it('activeUsers: who is online among the people I share a conversation with, at once, then every change', async () => {
    const ann = await registerMember(stack);
    const bob = await registerMember(stack);
    const eve = await registerMember(stack);
    const open = (a: typeof ann, b: typeof ann) => gql(stack.graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: b.user.id }, a.token);
    await open(ann, bob);
    // Eve is online from the start, but shares nothing with Ann yet.
    const eveClient = wsClient(stack, eve.token);
    const annClient = wsClient(stack, ann.token);
    const sub = collect(annClient, 'subscription { online: activeUsers }');
    await until(() => sub.results.some((r) => r.data.online.includes(ann.user.id)));
    await until(() => stack.gateway.realtimeConnections() >= 2);
    expect(sub.results.at(-1).data.online).toEqual([ann.user.id]);
    const bobClient = wsClient(stack, bob.token);
    await until(() => sub.results.at(-1).data.online.includes(bob.user.id));
    expect(sub.results.at(-1).data.online).not.toContain(eve.user.id);
    await bobClient.dispose();
    await until(() => !sub.results.at(-1).data.online.includes(bob.user.id));
    expect(sub.results.at(-1).data.online).toContain(ann.user.id);
    // A new conversation with Eve shows her at once.
    await open(eve, ann);
    await until(() => sub.results.at(-1).data.online.includes(eve.user.id));
    expect(sub.errors).toEqual([]);
    await annClient.dispose();
    await eveClient.dispose();
  });

  it('rejects invalid subscription documents with errors, not crashes', async () => {
    const ann = await registerMember(stack);
    const client = wsClient(stack, ann.token);
    const sub = collect(client, 'subscription { nope }');
    await until(() => sub.errors.length === 1);
    expect(JSON.stringify(sub.errors[0])).toContain('nope');
    await client.dispose();
  });
});
