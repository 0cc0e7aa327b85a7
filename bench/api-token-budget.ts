// What metering an API token costs (gateway/src/token-budget.ts): the same query through the
// gateway with a member's login token (not metered) and with a personal access token (looked
// up, metered: one spend in PostgreSQL, or in Redis with --redis), in interleaved rounds so
// machine noise falls on both sides alike. Sequential requests from `--connections` loops:
// latency is what a metered request adds, not throughput under saturation.
//
//   npx tsx bench/api-token-budget.ts                       # 5 rounds of 300 requests a side
//   npx tsx bench/api-token-budget.ts --rounds 3 --requests 500 --connections 4 --redis
//
// Needs DATABASE_URL (a PostgreSQL the test stacks may create databases in). Prints a table.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { parseArgs } from 'node:util';
import pg from 'pg';
import { createApiToken, pgExecute } from '@pulse/kit';
import { TEST_REDIS_URL, registerMember, startStack } from '@pulse/dev-env';

const QUERY = '{ me { id username name } }';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '2' },
    redis: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const connections = Number(values.connections);

const stack = await startStack({ env: { API_TOKEN_POINTS_PER_HOUR: '100000000', ...(values.redis ? { REDIS_URL: TEST_REDIS_URL } : {}) } });
const pool = new pg.Pool({ connectionString: stack.database.url, max: 2 });
try {
  const member = await registerMember(stack);
  const { token: pat } = await createApiToken(pgExecute(pool), {
    kind: 'personal',
    userId: member.user.id,
    role: 'member',
    scopes: ['profile:read'],
    expiresAt: new Date(Date.now() + 86_400_000),
    name: 'bench',
  });

  /** Milliseconds of each of `requests` requests, from `connections` sequential loops. */
  const run = async (token: string): Promise<number[]> => {
    const times: number[] = [];
    let left = requests;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (left-- > 0) {
          const started = performance.now();
          const res = await fetch(stack.graphqlUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: QUERY }),
          });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`status ${res.status}`);
          times.push(performance.now() - started);
        }
      }),
    );
    return times;
  };
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

  // Warm-up: both paths once, so V8 and the caches are warm.
  await run(member.token);
  await run(pat);
  const sides = { login: [] as number[], token: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? (['token', 'login'] as const) : (['login', 'token'] as const);
    for (const side of order) sides[side].push(...(await run(side === 'login' ? member.token : pat)));
  }
  const stats = Object.fromEntries(
    Object.entries(sides).map(([side, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return [side, { n: sorted.length, p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), p99: quantile(sorted, 0.99) }];
    }),
  );
  console.table(stats);
  console.log(
    `store: ${values.redis ? 'redis' : 'postgres'}; metered/login p50 ${(stats.token.p50 / stats.login.p50).toFixed(2)}x, p90 ${(stats.token.p90 / stats.login.p90).toFixed(2)}x`,
  );
  await stack.gateway.tokenBudget.flush();
  const [usage] = (await pool.query('SELECT sum(requests)::int AS requests, sum(points)::int AS points FROM platform.api_usage')).rows;
  console.log(`usage rows: ${usage.requests} requests, ${usage.points} points recorded`);
} finally {
  await pool.end();
  await stack.stop();
}
