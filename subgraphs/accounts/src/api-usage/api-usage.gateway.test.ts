// Owners' usage charts' data (usage.ts) through the gateway: the gateway meters API tokens and
// writes platform.api_usage (gateway/src/token-budget.ts); DeveloperApp.usage sums an app's
// grants and PersonalAccessToken.usage reads one token, by hour for 24 hours and by day for 30,
// every bucket present. The stack's clock is frozen ten minutes into an hour.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, pgExecute } from '@pulse/kit';
import { client, expectError, members, ok, startStack, type Member, type Stack } from '@pulse/dev-env';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ME = '{ me { id } }';
const USAGE = 'range requests points refusals buckets { start requests points refusals }';
const APP_USAGE = `query($id: ID!, $range: UsageRange!) { developerApp(id: $id) { id usage(range: $range) { ${USAGE} } } }`;
const TOKEN_USAGE = `query($range: UsageRange!) { personalAccessTokens { id usage(range: $range) { ${USAGE} } } }`;

let stack: Stack;
let gql: ReturnType<typeof client>;
let pool: pg.Pool;
let now: number;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
  pool = new pg.Pool({ connectionString: stack.database.url, max: 2 });
  now = Math.ceil(Date.now() / DAY) * DAY + 3 * HOUR + 10 * 60_000;
  stack.clock.freeze(new Date(now));
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await stack?.stop();
});

const token = (m: Member, extra: { kind: 'personal' | 'oauth'; appId?: string; grantId?: string }) =>
  createApiToken(pgExecute(pool), {
    userId: m.user.id,
    role: 'member',
    scopes: ['profile:read'],
    expiresAt: new Date(Date.now() + 30 * DAY),
    name: extra.kind === 'personal' ? 'script' : null,
    ...(extra.kind === 'oauth' ? { token: `oauth${Math.random().toString(36).slice(2)}${'y'.repeat(40)}` } : {}),
    ...extra,
  });

async function spend(bearer: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(res.status).toBe(200);
  }
}

const hourOf = (t: number) => Math.floor(t / HOUR) * HOUR;
const dayOf = (t: number) => Math.floor(t / DAY) * DAY;

describe('API usage for owners', () => {
  it("sums an app's grants by hour and by day, and shows it to the owner alone", async () => {
    const [owner, bob, carol, stranger] = await members(stack, 4);
    const app = ok(
      await gql(
        'mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } } }',
        { input: { name: 'Usage app', redirectUris: ['https://u.example.com/cb'] } },
        owner.token,
      ),
    ).registerApp.app.id as string;
    const bobs = await token(bob, { kind: 'oauth', appId: app, grantId: `g-${bob.user.id}` });
    const carols = await token(carol, { kind: 'oauth', appId: app, grantId: `g-${carol.user.id}` });
    await spend(bobs.token, 2);
    await spend(carols.token, 1);
    await stack.gateway.tokenBudget.flush();
    // Older hours the gateway wrote before: 25 hours ago (only in the 30 days), 3 days ago, and 31 days ago (in neither).
    for (const [ago, requests] of [
      [25 * HOUR, 4],
      [3 * DAY, 5],
      [31 * DAY, 7],
    ] as const) {
      await pool.query(`INSERT INTO platform.api_usage (subject, hour, user_id, app_id, requests, points, refusals) VALUES ($1, $2, $3, $4, $5, $6, 1)`, [
        `grant:${app}:${bob.user.id}`,
        new Date(hourOf(now - ago)),
        bob.user.id,
        app,
        requests,
        requests * 2,
      ]);
    }

    const hourly = ok(await gql(APP_USAGE, { id: app, range: 'LAST_24_HOURS' }, owner.token)).developerApp.usage;
    expect(hourly).toMatchObject({ range: 'LAST_24_HOURS', requests: 3, points: 6, refusals: 0 });
    expect(hourly.buckets).toHaveLength(24);
    expect(hourly.buckets[0].start).toBe(new Date(hourOf(now) - 23 * HOUR).toISOString());
    expect(hourly.buckets[23]).toEqual({ start: new Date(hourOf(now)).toISOString(), requests: 3, points: 6, refusals: 0 });
    expect(hourly.buckets.slice(0, 23).every((b: { requests: number }) => b.requests === 0)).toBe(true);

    const daily = ok(await gql(APP_USAGE, { id: app, range: 'LAST_30_DAYS' }, owner.token)).developerApp.usage;
    expect(daily.buckets).toHaveLength(30);
    expect(daily).toMatchObject({ requests: 3 + 4 + 5, points: 6 + 8 + 10, refusals: 2 });
    expect(daily.buckets[29]).toMatchObject({ start: new Date(dayOf(now)).toISOString(), requests: 3 });
    expect(daily.buckets.find((b: { start: string }) => b.start === new Date(dayOf(now - 3 * DAY)).toISOString())).toMatchObject({ requests: 5, refusals: 1 });

    // Nobody else, and not the owner's own API token.
    expectError(await gql(APP_USAGE, { id: app, range: 'LAST_24_HOURS' }, stranger.token), 'NOT_FOUND');
    const ownersScript = await token(owner, { kind: 'personal' });
    expectError(await gql(APP_USAGE, { id: app, range: 'LAST_24_HOURS' }, ownersScript.token), 'FORBIDDEN');
    // A range that is not one: a request error, before anything runs.
    const bad = await gql(APP_USAGE, { id: app, range: 'LAST_YEAR' }, owner.token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("reads one personal token's usage for its member", async () => {
    const [dave] = await members(stack, 1);
    const used = await token(dave, { kind: 'personal' });
    const idle = await token(dave, { kind: 'personal' });
    await spend(used.token, 3);
    await stack.gateway.tokenBudget.flush();
    const tokens = ok(await gql(TOKEN_USAGE, { range: 'LAST_24_HOURS' }, dave.token)).personalAccessTokens as { id: string; usage: any }[];
    const byId = new Map(tokens.map((t) => [t.id, t.usage]));
    expect(byId.get(used.id)).toMatchObject({ requests: 3, points: 6, refusals: 0 });
    expect(byId.get(used.id).buckets[23]).toMatchObject({ requests: 3, points: 6 });
    expect(byId.get(idle.id)).toMatchObject({ requests: 0, points: 0 });
    expect(byId.get(idle.id).buckets).toHaveLength(24);
  });
});
