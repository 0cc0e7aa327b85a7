// API token budgets kept in Redis (a gateway with REDIS_URL: kit's points-budget.ts): two
// gateway processes spend from one budget, and past it both refuse, until the next hour.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, pgExecute } from '@pulse/kit';
import { TEST_REDIS_URL, redisSkipReason, registerMember, startStack, type Stack } from '@pulse/dev-env';

const skip = await redisSkipReason();
const HOUR = 3_600_000;
const ME = '{ me { id } }';

describe.skipIf(skip)('API token budgets in Redis', () => {
  let stack: Stack;
  let pool: pg.Pool;
  beforeAll(async () => {
    stack = await startStack({ env: { API_TOKEN_POINTS_PER_HOUR: '6', REDIS_URL: TEST_REDIS_URL } });
    pool = new pg.Pool({ connectionString: stack.database.url, max: 2 });
    stack.clock.freeze(new Date(Math.ceil(Date.now() / HOUR) * HOUR + HOUR + 30 * 60_000));
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
  });

  const ask = async (url: string, token: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ME }),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('shares one budget between gateway processes and refills it the next hour', async () => {
    const member = await registerMember(stack);
    const { token } = await createApiToken(pgExecute(pool), {
      kind: 'personal',
      userId: member.user.id,
      role: 'member',
      scopes: ['profile:read'],
      expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
      name: 'redis',
    });
    const other = await stack.addGateway();
    expect((await ask(stack.url, token)).body.extensions.rateLimit).toMatchObject({ used: 2, remaining: 4 });
    expect((await ask(other.url, token)).body.extensions.rateLimit).toMatchObject({ used: 4, remaining: 2 });
    expect((await ask(stack.url, token)).body.extensions.rateLimit).toMatchObject({ used: 6, remaining: 0 });
    const refused = await ask(other.url, token);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 30 * 60 });
    // Not in PostgreSQL: Redis holds the hour's points.
    expect((await pool.query('SELECT count(*)::int AS n FROM platform.api_budgets')).rows[0].n).toBe(0);
    stack.clock.advance(30 * 60_000);
    expect((await ask(other.url, token)).body.extensions.rateLimit).toMatchObject({ used: 2, remaining: 4 });
  });
});
