// Test helpers: every test file gets a fresh database on the real PostgreSQL server
// (DATABASE_URL, or the embedded server the test runner started), and real subgraph
// processes listening on loopback ports.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { BaseSubgraphConfig, ConfigSpec, Env, LoggingConfig } from '../config.js';
import { configureLogging } from '../logger.js';
import { TEST_JWT_SECRET } from '../secrets.js';
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition } from '../subgraph.js';

export { TEST_JWT_SECRET };

export function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run tests through `npm test`, which provides a PostgreSQL server');
  return url;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The Redis the Redis-bus tests use: REDIS_URL, or the local default CI also provides. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Why the Redis-bus tests cannot run here (Redis unreachable), or undefined when they can.
 * CI provides Redis, so there it is always undefined: a missing server must fail the run.
 */
export async function redisSkipReason(url = TEST_REDIS_URL): Promise<string | undefined> {
  if (process.env.CI === 'true') return undefined;
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause: Error | undefined;
  probe.on('error', (error: Error) => (cause ??= error));
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return `Redis not reachable at ${url} (${(cause ?? (error as Error)).message})`;
  } finally {
    probe.disconnect();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new empty database on the test server; with `template`, a copy of that database instead. */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const admin = serverUrl();
  const name = `pulse_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(options.template ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(options.template)}` : `CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return {
    url: withDatabase(admin, name),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Keys for tests that run as production, which refuses the published TEST_JWT_SECRET: made
 * once per test process, so every service of a stack (and every stack of a file) agrees.
 */
const PRODUCTION_TEST_SECRETS = {
  JWT_SECRET: randomBytes(48).toString('base64url'),
  CALL_TOKEN_SECRET: randomBytes(48).toString('base64url'),
  // health's key of wearable API keys: base64 of 32 bytes.
  HEALTH_KEY_SECRET: randomBytes(32).toString('base64'),
  // medical's root key (patient tags, signed links): base64 of 32 bytes.
  MEDICAL_KEY_SECRET: randomBytes(32).toString('base64'),
};

/** The environment tests run with (nothing of this process's own environment leaks in). */
export function testEnv(overrides: Env = {}): Env {
  const env: Env = {
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: '.data/test',
    // Test files run two at a time, some with two stacks of four services: small pools keep
    // them under PostgreSQL's default 100 connections.
    DB_POOL_MAX: '4',
    ...overrides,
  };
  if (env.NODE_ENV === 'production') {
    for (const name of ['JWT_SECRET', 'CALL_TOKEN_SECRET', 'HEALTH_KEY_SECRET', 'MEDICAL_KEY_SECRET'] as const) {
      if (!(name in overrides)) env[name] = PRODUCTION_TEST_SECRETS[name];
    }
  }
  return env;
}

/**
 * A process's configuration as tests run it: the test environment, the service's own test
 * settings (its spec's testDefaults) where the test sets nothing else. It also sets this
 * process's logging (warnings and up).
 */
export function testConfig<C extends LoggingConfig>(spec: ConfigSpec<C>, overrides: Env = {}): C {
  const env = testEnv(overrides);
  const config = spec.load({ ...spec.testDefaults?.(env), ...env });
  configureLogging(config);
  return config;
}

/**
 * Starts a subgraph on an ephemeral port against a fresh database. `config` is its own
 * (`testConfig(configSpec)` with the subgraph's spec).
 */
export async function startTestSubgraph(
  def: SubgraphDefinition,
  opts: { config: BaseSubgraphConfig; database?: TestDatabase },
): Promise<RunningSubgraph & { database: TestDatabase }> {
  const database = opts.database ?? (await createTestDatabase());
  const running = await startSubgraph(def, { config: opts.config, databaseUrl: database.url, port: 0 });
  return {
    ...running,
    database,
    async stop() {
      await running.stop();
      if (!opts.database) await database.drop();
    },
  };
}

/** Minimal GraphQL-over-HTTP client for tests. */
export async function gql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[]; status: number }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { ...body, status: res.status };
}
