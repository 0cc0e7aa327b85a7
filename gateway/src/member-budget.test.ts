// Each caller's request budget at the gateway (member-budget.ts), through the real gateway of
// a dev-env stack. A subgraph of the test's own holds each request it gets until the test lets
// it go and records which ones it saw, so "in progress", "waiting" and "never reached the
// subgraph" are facts the test controls and reads, not timings.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import express from 'express';
import { parse } from 'graphql';
import { registerMember, startStack, TEST_JWT_SECRET, type Stack } from '@pulse/dev-env';
import { PERSONAL_TOKEN_PREFIX, TokenService } from '@pulse/kit';
import { BUDGET_MESSAGE, budgetKeyOf } from './member-budget.js';

const HELD_SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query { held(tag: String!): String! }
`;

/** A subgraph whose one field answers only when the test releases its tag. */
async function startHoldingSubgraph() {
  const seen: string[] = [];
  const gates = new Map<string, () => void>();
  const watchers = new Set<() => void>();
  const server = new ApolloServer({
    plugins: [ApolloServerPluginInlineTraceDisabled()],
    schema: buildSubgraphSchema({
      typeDefs: parse(HELD_SDL),
      resolvers: {
        Query: {
          held: (_: unknown, { tag }: { tag: string }) =>
            new Promise<string>((resolve) => {
              gates.set(tag, () => resolve(tag));
              seen.push(tag);
              for (const watcher of [...watchers]) watcher();
            }),
        },
      } as any,
    }),
  });
  await server.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(server));
  const httpServer = http.createServer(app);
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/graphql`,
    seen,
    /** Resolves once the subgraph has received every one of `tags`. */
    received(...tags: string[]) {
      const all = () => tags.every((tag) => seen.includes(tag));
      if (all()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const watcher = () => {
          if (!all()) return;
          watchers.delete(watcher);
          resolve();
        };
        watchers.add(watcher);
      });
    },
    release(...tags: string[]) {
      for (const tag of tags) gates.get(tag)!();
    },
    async stop() {
      for (const open of gates.values()) open();
      await server.stop();
      httpServer.closeAllConnections();
      httpServer.close();
    },
  };
}

let stack: Stack;
let holder: Awaited<ReturnType<typeof startHoldingSubgraph>>;
let ann: Awaited<ReturnType<typeof registerMember>>;
let bob: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  holder = await startHoldingSubgraph();
  // Two at once and two waiting per caller; TRUST_PROXY so a test can speak from two addresses.
  stack = await startStack({
    env: { MEMBER_CONCURRENT_REQUESTS: '2', MEMBER_QUEUED_REQUESTS: '2', TRUST_PROXY: 'true', REGISTER_LIMIT_PER_IP: '1000' },
    extra: [{ name: 'holder', url: holder.url, typeDefs: HELD_SDL }],
  });
  ann = await registerMember(stack);
  bob = await registerMember(stack);
});
afterAll(async () => {
  await holder?.stop();
  await stack?.stop();
});

interface Sent {
  status: number;
  retryAfter: string | null;
  body: any;
}

function held(tag: string, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Sent> {
  return fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'query($t: String!) { held(tag: $t) }', variables: { t: tag } }),
    signal,
  }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }));
}
const as = (member: { token: string }) => ({ authorization: `Bearer ${member.token}` });
const usage = (key: string) => stack.gateway.memberBudget.usage(key);
const queued = (key: string, n: number) => stack.gateway.memberBudget.when(() => usage(key).queued === n);

describe('a per-member request budget at the gateway', () => {
  it('serves a member past their limit in order, refuses past the queue before any subgraph sees it, and leaves another member alone', async () => {
    const key = `member:${ann.user.id}`;
    const first = [held('ann-1', as(ann)), held('ann-2', as(ann))];
    await holder.received('ann-1', 'ann-2');
    const waiting = [held('ann-3', as(ann)), held('ann-4', as(ann))];
    await queued(key, 2);
    expect(usage(key)).toEqual({ running: 2, queued: 2 });

    const refusedBefore = stack.gateway.memberBudget.refused();
    const refused = await held('ann-5', as(ann));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(refused.body).toEqual({ errors: [{ message: BUDGET_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfter: 1 } }] });
    expect(stack.gateway.memberBudget.refused()).toBe(refusedBefore + 1);

    // Meanwhile Bob is served at once: his request reaches the subgraph while Ann's wait.
    const bobs = held('bob-1', as(bob));
    await holder.received('bob-1');
    expect(holder.seen).not.toContain('ann-3');
    holder.release('bob-1');
    expect((await bobs).body).toEqual({ data: { held: 'bob-1' } });

    // One of Ann's ends: the first in line takes its place, the second still waits.
    holder.release('ann-1');
    await holder.received('ann-3');
    expect(holder.seen).not.toContain('ann-4');
    expect(usage(key)).toEqual({ running: 2, queued: 1 });
    holder.release('ann-2', 'ann-3');
    await holder.received('ann-4');
    holder.release('ann-4');
    const answers = await Promise.all([...first, ...waiting]);
    expect(answers.map((a) => [a.status, a.body])).toEqual(['ann-1', 'ann-2', 'ann-3', 'ann-4'].map((tag) => [200, { data: { held: tag } }]));
    // The refused request never reached the subgraph.
    expect(holder.seen).not.toContain('ann-5');
    await stack.gateway.memberBudget.when(() => usage(key).running === 0);
    expect(usage(key)).toEqual({ running: 0, queued: 0 });
  });

  it('answers the REST paths in their own error shape, from the same budget', async () => {
    const key = `member:${ann.user.id}`;
    const running = [held('rest-1', as(ann)), held('rest-2', as(ann))];
    await holder.received('rest-1', 'rest-2');
    const waiting = [held('rest-3', as(ann)), held('rest-4', as(ann))];
    await queued(key, 2);
    const res = await fetch(`${stack.url}/api/auth/me`, { headers: as(ann) });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ message: BUDGET_MESSAGE, code: 'RATE_LIMITED', retryAfter: 1 });
    // Bob's REST request goes through meanwhile.
    const bobs = await fetch(`${stack.url}/api/auth/me`, { headers: as(bob) });
    expect(bobs.status).toBe(200);
    holder.release('rest-1', 'rest-2');
    await holder.received('rest-3', 'rest-4');
    holder.release('rest-3', 'rest-4');
    expect((await Promise.all([...running, ...waiting])).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // With its budget back, the same REST request is answered.
    await stack.gateway.memberBudget.when(() => usage(key).running === 0);
    const again = await fetch(`${stack.url}/api/auth/me`, { headers: as(ann) });
    expect(again.status).toBe(200);
  });

  it("answers the OAuth server's paths in the OAuth error shape, from the same budget", async () => {
    // An app calling /oauth/token authenticates with its client secret, not a bearer token, so it counts by its address.
    const here = { 'x-forwarded-for': '203.0.113.20' };
    const key = 'address:203.0.113.20';
    const basic = { authorization: `Basic ${Buffer.from('no-such-client:no-such-secret').toString('base64')}` };
    const token = (from: Record<string, string>) =>
      fetch(`${stack.url}/oauth/token`, {
        method: 'POST',
        headers: { ...from, ...basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'none' }),
      });
    const running = [held('oauth-1', here), held('oauth-2', here)];
    await holder.received('oauth-1', 'oauth-2');
    const waiting = [held('oauth-3', here), held('oauth-4', here)];
    await queued(key, 2);

    const refusedBefore = stack.gateway.memberBudget.refused();
    const refused = await token(here);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: 'temporarily_unavailable', error_description: BUDGET_MESSAGE });
    const discovery = await fetch(`${stack.url}/.well-known/openid-configuration`, { headers: here });
    expect(discovery.status).toBe(429);
    expect((await discovery.json()).error).toBe('temporarily_unavailable');
    expect(stack.gateway.memberBudget.refused()).toBe(refusedBefore + 2);

    // Another address reaches the OAuth server meanwhile, which refuses the unknown client itself.
    const elsewhere = await token({ 'x-forwarded-for': '198.51.100.20' });
    expect(elsewhere.status).toBe(401);
    expect((await elsewhere.json()).error).toBe('invalid_client');

    holder.release('oauth-1', 'oauth-2');
    await holder.received('oauth-3', 'oauth-4');
    holder.release('oauth-3', 'oauth-4');
    expect((await Promise.all([...running, ...waiting])).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // With its places back, the same caller's request reaches the OAuth server.
    await stack.gateway.memberBudget.when(() => usage(key).running === 0);
    const again = await token(here);
    expect(again.status).toBe(401);
    expect((await again.json()).error).toBe('invalid_client');
  });

  it('counts uploads apart: a member whose requests are all taken can still upload, and the reverse', async () => {
    const key = `member:${ann.user.id}`;
    const running = [held('up-1', as(ann)), held('up-2', as(ann))];
    await holder.received('up-1', 'up-2');
    const waiting = [held('up-3', as(ann)), held('up-4', as(ann))];
    await queued(key, 2);
    const form = new FormData();
    form.append('purpose', 'activity');
    const gpx = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="37.77" lon="-122.45"><time>2026-11-01T07:00:00Z</time></trkpt><trkpt lat="37.78" lon="-122.45"><time>2026-11-01T07:05:00Z</time></trkpt></trkseg></trk></gpx>`;
    form.append('file', new Blob([gpx], { type: 'application/gpx+xml' }), 'run.gpx');
    const upload = await fetch(`${stack.url}/api/health/uploads`, { method: 'POST', headers: as(ann), body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    expect(stack.gateway.uploadBudget.usage(key)).toEqual({ running: 0, queued: 0 });
    // Still, past the queue, her next request is refused.
    expect((await held('up-5', as(ann))).status).toBe(429);
    holder.release('up-1', 'up-2');
    await holder.received('up-3', 'up-4');
    holder.release('up-3', 'up-4');
    expect((await Promise.all([...running, ...waiting])).map((a) => a.status)).toEqual([200, 200, 200, 200]);
  });

  it('counts signed-out callers, and tokens that do not verify, by their address', async () => {
    const here = { 'x-forwarded-for': '203.0.113.7' };
    const forged = { ...here, authorization: `Bearer ${ann.token.slice(0, -4)}AAAA` };
    const key = 'address:203.0.113.7';
    const running = [held('anon-1', here), held('anon-2', forged)];
    await holder.received('anon-1', 'anon-2');
    const waiting = [held('anon-3', here), held('anon-4', here)];
    await queued(key, 2);
    expect(usage(key)).toEqual({ running: 2, queued: 2 });
    // Ann's own budget is untouched by the forged copy of her token.
    expect(usage(`member:${ann.user.id}`)).toEqual({ running: 0, queued: 0 });
    const refused = await held('anon-5', forged);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // Another address is served meanwhile.
    const elsewhere = held('anon-other', { 'x-forwarded-for': '198.51.100.9' });
    await holder.received('anon-other');
    holder.release('anon-other', 'anon-1', 'anon-2');
    await holder.received('anon-3', 'anon-4');
    holder.release('anon-3', 'anon-4');
    const answers = await Promise.all([elsewhere, ...running, ...waiting]);
    // The forged token is the subgraph's to refuse (held has no auth, so it answers); what counts here is where it was counted.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(holder.seen).not.toContain('anon-5');
  });

  it('lets a caller who gives up while waiting leave the line, unforwarded', async () => {
    const key = `member:${bob.user.id}`;
    const running = [held('quit-1', as(bob)), held('quit-2', as(bob))];
    await holder.received('quit-1', 'quit-2');
    const abort = new AbortController();
    const gaveUp = held('quit-3', as(bob), abort.signal).catch((error: Error) => error.name);
    await queued(key, 1);
    abort.abort();
    expect(await gaveUp).toBe('AbortError');
    await queued(key, 0);
    const next = held('quit-4', as(bob));
    await queued(key, 1);
    holder.release('quit-1');
    await holder.received('quit-4');
    holder.release('quit-2', 'quit-4');
    expect((await Promise.all([...running, next])).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(holder.seen).not.toContain('quit-3');
  });
});

describe('whose places a request takes', () => {
  const tokens = new TokenService(TEST_JWT_SECRET, 3600);
  const claims = { userId: 'cmember1', sessionId: 'api:t1', role: 'member' as const, issuedAtMs: 0, expiresAt: Date.now() + 3600_000, scopes: ['posts:read'] };
  const known = async (token: string) => (token === `${PERSONAL_TOKEN_PREFIX}${'a'.repeat(43)}` ? claims : undefined);

  it("counts an API token against its member's places, so an app cannot give a member a second share", async () => {
    expect(await budgetKeyOf(`Bearer ${PERSONAL_TOKEN_PREFIX}${'a'.repeat(43)}`, '203.0.113.7', tokens, known)).toBe('member:cmember1');
    const { token } = await tokens.issue({ userId: 'cmember1', sessionId: 's1', role: 'member' });
    expect(await budgetKeyOf(`Bearer ${token}`, '203.0.113.7', tokens, known)).toBe('member:cmember1');
  });

  it('counts an API token that is not alive by its address', async () => {
    expect(await budgetKeyOf(`Bearer ${PERSONAL_TOKEN_PREFIX}${'b'.repeat(43)}`, '203.0.113.7', tokens, known)).toBe('address:203.0.113.7');
    expect(await budgetKeyOf(`Bearer ${PERSONAL_TOKEN_PREFIX}${'b'.repeat(43)}`, '203.0.113.7', tokens)).toBe('address:203.0.113.7');
  });
});
