// API tokens' hourly points budgets (token-budget.ts) through the real gateway of a dev-env
// stack, with a budget of 100 points so five requests of 20 spend it. The stack's clock is frozen
// ten minutes into an hour: the refusal's retryAfter is exact and "the next hour" is a move of
// the clock, not a wait.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, pgExecute } from '@pulse/kit';
import { eventually, realtimeClients, registerMember, restClient, startStack, type Stack } from '@pulse/dev-env';
import { io } from 'socket.io-client';
import { TOKEN_BUDGET_MESSAGE } from './token-budget.js';

const BUDGET = 100;
const HOUR = 3_600_000;
/** `{ me { id } }`: two fields, two points. */
const ME = '{ me { id } }';
const ME_COST = 2;
/** Ten aliases of `me { id }`: twenty points. */
const HEAVY = `{ ${Array.from({ length: 10 }, (_, i) => `m${i}: me { id }`).join(' ')} }`;
const HEAVY_COST = 20;

/** Spends a fresh token's whole budget. */
async function spendAll(token: string) {
  for (let spent = 0; spent < BUDGET; spent += HEAVY_COST) {
    const r = await post(token, HEAVY);
    expect(r.status).toBe(200);
    expect(r.body.extensions.rateLimit.cost).toBe(HEAVY_COST);
  }
}

let stack: Stack;
let pool: pg.Pool;
let hourStart: number;
const api = restClient(() => stack);
const realtime = realtimeClients(() => stack);

async function post(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const headersOf = (headers: Headers) => ({
  limit: headers.get('x-ratelimit-limit'),
  remaining: headers.get('x-ratelimit-remaining'),
  used: headers.get('x-ratelimit-used'),
  reset: headers.get('x-ratelimit-reset'),
});

async function member() {
  const m = await registerMember(stack);
  return { ...m, id: m.user.id };
}

async function personalToken(userId: string, more: string[] = []) {
  return createApiToken(pgExecute(pool), {
    kind: 'personal',
    userId,
    role: 'member',
    scopes: ['profile:read', 'profile:write', 'follows:read', ...more],
    expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
    name: 'script',
  });
}

async function oauthToken(userId: string, appId: string, grantId: string) {
  return createApiToken(pgExecute(pool), {
    kind: 'oauth',
    userId,
    role: 'member',
    scopes: ['profile:read', 'profile:write', 'follows:read'],
    expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
    appId,
    grantId,
    token: `oauth${Math.random().toString(36).slice(2)}${'x'.repeat(40)}`,
  });
}

beforeAll(async () => {
  stack = await startStack({ env: { API_TOKEN_POINTS_PER_HOUR: String(BUDGET) } });
  pool = new pg.Pool({ connectionString: stack.database.url, max: 2 });
  hourStart = Math.ceil(Date.now() / HOUR) * HOUR + HOUR;
  stack.clock.freeze(new Date(hourStart + 10 * 60_000));
}, 120_000);

afterAll(async () => {
  await realtime.disposeAll();
  await pool?.end();
  await stack?.stop();
});

afterEach(() => realtime.disposeAll());

describe('an API token spends points from an hourly budget', () => {
  it('carries the budget in headers and extensions, decreasing by each operation’s cost', async () => {
    const alice = await member();
    const { token } = await personalToken(alice.id);
    const first = await post(token, ME);
    expect(first.status).toBe(200);
    expect(first.body.data.me.id).toBe(alice.id);
    const resetAt = new Date(hourStart + HOUR);
    expect(headersOf(first.headers)).toEqual({ limit: '100', remaining: '98', used: '2', reset: String(resetAt.getTime() / 1000) });
    expect(first.body.extensions.rateLimit).toEqual({ limit: BUDGET, remaining: 98, used: 2, cost: ME_COST, resetAt: resetAt.toISOString() });

    // A bigger operation costs more: me + id + name + username = 4.
    const second = await post(token, '{ me { id name username } }');
    expect(second.body.extensions.rateLimit).toMatchObject({ remaining: 94, used: 6, cost: 4 });
    expect(headersOf(second.headers)).toMatchObject({ remaining: '94', used: '6' });

    // The REST shims spend from the same budget and answer the same headers.
    const rest = await api('GET', '/auth/me', { token });
    expect(rest.status).toBe(200);
    const restUsed = Number(rest.headers.get('x-ratelimit-used'));
    expect(restUsed).toBeGreaterThan(6);
    expect(headersOf(rest.headers)).toMatchObject({ limit: '100', remaining: String(BUDGET - restUsed) });
    expect((await post(token, ME)).body.extensions.rateLimit).toMatchObject({ used: restUsed + ME_COST });
  });

  it('refuses past the budget with 429, RATE_LIMITED and retryAfter, without running the operation, until the next hour', async () => {
    const bob = await member();
    const { token } = await personalToken(bob.id);
    await spendAll(token);

    const rename = 'mutation($name: String!) { updateProfile(input: { name: $name }) { id name } }';
    const refused = await post(token, rename, { name: 'Refused Name' });
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0]).toMatchObject({ message: TOKEN_BUDGET_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfter: 50 * 60 } });
    expect(refused.body.errors[0].extensions.http).toBeUndefined();
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(headersOf(refused.headers)).toMatchObject({ remaining: '0', used: '100' });
    expect(refused.body.extensions.rateLimit).toMatchObject({ remaining: 0, used: 100, cost: 3 });
    // Not run: the member's own login still reads the old name.
    expect((await post(bob.token, '{ me { name } }')).body.data.me.name).toBe(bob.user.name);

    // The REST shim is refused the same way.
    const rest = await api('GET', '/auth/me', { token });
    expect(rest.status).toBe(429);
    expect(rest.json).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 50 * 60 });
    expect(rest.headers.get('retry-after')).toBe(String(50 * 60));
    expect(headersOf(rest.headers)).toMatchObject({ remaining: '0', used: '100' });

    // Later in the same hour: still refused, retryAfter counts down.
    stack.clock.advance(40 * 60_000);
    expect((await post(token, ME)).body.errors[0].extensions.retryAfter).toBe(10 * 60);

    // The top of the hour fills the budget again.
    stack.clock.advance(10 * 60_000);
    const refilled = await post(token, rename, { name: 'Next Hour' });
    expect(refilled.status).toBe(200);
    expect(refilled.body.data.updateProfile.name).toBe('Next Hour');
    expect(refilled.body.extensions.rateLimit).toMatchObject({ remaining: 97, used: 3, resetAt: new Date(hourStart + 2 * HOUR).toISOString() });
    hourStart += HOUR;
    stack.clock.freeze(new Date(hourStart + 10 * 60_000));
  });

  it('keeps separate budgets for two personal tokens, shares one per OAuth grant, and counts no login or anonymous caller', async () => {
    const carol = await member();
    const spent = await personalToken(carol.id);
    const other = await personalToken(carol.id);
    await spendAll(spent.token);
    expect((await post(spent.token, ME)).status).toBe(429);
    const fresh = await post(other.token, ME);
    expect(fresh.status).toBe(200);
    expect(fresh.body.extensions.rateLimit).toMatchObject({ used: 2, remaining: 98 });
    // Another gateway process spends from the same budget.
    const second = await stack.addGateway();
    const there = await fetch(`${second.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(((await there.json()) as any).extensions.rateLimit).toMatchObject({ used: 4, remaining: 96 });
    expect((await post(spent.token, ME)).status).toBe(429);

    // Two access tokens of one grant (a refresh) spend from one budget; another member's grant of the same app has its own.
    const dave = await member();
    const before = await oauthToken(carol.id, 'app-usage-1', 'grant-1');
    const after = await oauthToken(carol.id, 'app-usage-1', 'grant-1');
    const daves = await oauthToken(dave.id, 'app-usage-1', 'grant-2');
    await post(before.token, ME);
    expect((await post(after.token, ME)).body.extensions.rateLimit).toMatchObject({ used: 4 });
    expect((await post(daves.token, ME)).body.extensions.rateLimit).toMatchObject({ used: 2 });

    // The member's own login: no budget, no headers, however much their tokens spent.
    const own = await post(carol.token, ME);
    expect(own.status).toBe(200);
    expect(own.body.extensions?.rateLimit).toBeUndefined();
    expect(own.headers.get('x-ratelimit-limit')).toBeNull();
    const anonymous = await post(undefined, '{ __typename }');
    expect(anonymous.headers.get('x-ratelimit-limit')).toBeNull();
    expect(anonymous.body.extensions?.rateLimit).toBeUndefined();
  });

  it('counts a subscription once, when it starts, and none of its events', async () => {
    const erin = await member();
    const { id, token } = await personalToken(erin.id);
    const client = await realtime.connect({ token });
    const events: any[] = [];
    const errors: unknown[] = [];
    const stop = client.subscribe(
      { query: 'subscription($id: ID!) { userUpdated(id: $id) { id name } }', variables: { id: erin.id } },
      { next: (event) => events.push(event), error: (e) => errors.push(e), complete: () => {} },
    );
    // userUpdated + id + name: three points, read where the budget is kept (reading it spends nothing).
    const used = () => pool.query(`SELECT used FROM platform.api_budgets WHERE subject = $1`, [`token:${id}`]).then((r) => r.rows[0]?.used as number | undefined);
    await eventually(async () => (await used()) === 3);
    // An event (the member renames themself with their login) is looked up for the subscriber without spending.
    await post(erin.token, 'mutation { updateProfile(input: { name: "Erin Renamed" }) { id } }');
    await eventually(async () => events.some((e) => e.data?.userUpdated?.name === 'Erin Renamed'));
    expect(await used()).toBe(3);
    expect(errors).toEqual([]);
    stop();
  });

  it('meters a socket.io call command like an operation over HTTP', async () => {
    const gina = await member();
    // The socket's feed reads the member's conversations (presence): a token without messages:read is cut off.
    const { id, token } = await personalToken(gina.id, ['messages:read', 'messages:write']);
    const socket = io(stack.url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      // The command's mutation runs (and is refused by the subgraph: no such call, or no scope); its cost is spent either way.
      const answer = await socket.timeout(10_000).emitWithAck('call:leave', { callId: 'c000000000000000000000000' });
      expect(answer.error).toBeDefined();
      const [row] = (await pool.query(`SELECT used FROM platform.api_budgets WHERE subject = $1`, [`token:${id}`])).rows;
      expect(row.used).toBeGreaterThan(0);
      // An HTTP operation afterwards continues from what the command spent.
      expect((await post(token, ME)).body.extensions.rateLimit.used).toBe(row.used + ME_COST);
    } finally {
      socket.disconnect();
    }
  });

  it('writes usage per subject and hour: requests, points and refusals', async () => {
    const frank = await member();
    const { id, token } = await personalToken(frank.id);
    await spendAll(token);
    await post(token, ME);
    await post(token, ME);
    const grant = await oauthToken(frank.id, 'app-usage-2', 'grant-3');
    await post(grant.token, ME);
    await stack.gateway.tokenBudget.flush();
    const { rows } = await pool.query(
      `SELECT subject, hour, user_id, app_id, token_id, requests, points::int, refusals FROM platform.api_usage WHERE user_id = $1 ORDER BY subject`,
      [frank.id],
    );
    expect(rows).toEqual([
      {
        subject: 'grant:app-usage-2:' + frank.id,
        hour: new Date(hourStart),
        user_id: frank.id,
        app_id: 'app-usage-2',
        token_id: null,
        requests: 1,
        points: 2,
        refusals: 0,
      },
      { subject: `token:${id}`, hour: new Date(hourStart), user_id: frank.id, app_id: null, token_id: id, requests: 5, points: 100, refusals: 2 },
    ]);
    // A second flush adds to the same rows.
    await post(grant.token, ME);
    await stack.gateway.tokenBudget.flush();
    const [again] = (await pool.query(`SELECT requests, points::int FROM platform.api_usage WHERE subject = $1`, ['grant:app-usage-2:' + frank.id])).rows;
    expect(again).toEqual({ requests: 2, points: 4 });
  });
});
