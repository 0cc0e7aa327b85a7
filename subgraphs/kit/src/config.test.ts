// The configuration machinery and what every subgraph reads. Each service's own variables are
// tested beside its own config.ts; the README tables and what holds across services are
// tested with the repository's tooling (scripts/config.test.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, KNOWN_DEVELOPMENT_SECRETS, TEST_JWT_SECRET, defineConfig, defineSubgraphConfig, deriveCallTokenSecret, type Env } from './config.js';
import { integer } from './env.js';
import { configTable } from './config-table.js';
import { configureLogging, createLogger } from './logger.js';

const SECRET = 'a-production-secret-nobody-has-seen-before';
const roots: string[] = [];
let dataDir: string;

beforeEach(() => {
  // Each test gets an empty data directory: loading may write the development secret.
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-config-'));
  roots.push(dataDir);
});
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

/** A subgraph with nothing of its own: what every subgraph reads. Social asks accounts. */
const base = defineSubgraphConfig('social', { asks: ['accounts'], variables: {}, build: () => ({}) });
const load = (env: Env = {}) => base.load({ DATA_DIR: dataDir, ...env });

function problemsOf(env: Env, spec: { load(env: Env): unknown } = base): string[] {
  try {
    spec.load({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected the configuration to be refused');
}

describe('variables', () => {
  const spec = defineConfig(
    'probe',
    {
      SFU_RTC_MIN_PORT: integer({ description: 'x', default: 'x' }, { min: 1, fallback: 40000 }),
      SFU_WORKERS: integer({ description: 'x', default: 'x' }, { min: 1, max: 8, fallback: 2 }),
    },
    (values) => values,
  );

  it('say which variable is wrong, what it must be and what it got', () => {
    expect(problemsOf({ SFU_RTC_MIN_PORT: 'x' }, spec)).toEqual(['SFU_RTC_MIN_PORT must be an integer >= 1, got "x"']);
    expect(problemsOf({ SFU_WORKERS: '9' }, spec)).toEqual(['SFU_WORKERS must be an integer from 1 to 8, got "9"']);
    expect(problemsOf({ SFU_WORKERS: '2.5' }, spec)).toEqual(['SFU_WORKERS must be an integer from 1 to 8, got "2.5"']);
  });

  it('report every problem together, one line each', () => {
    let error: unknown;
    try {
      spec.load({ SFU_RTC_MIN_PORT: '0', SFU_WORKERS: 'many' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(['SFU_RTC_MIN_PORT must be an integer >= 1, got "0"', 'SFU_WORKERS must be an integer from 1 to 8, got "many"']);
    expect((error as ConfigError).message).toBe(
      '2 configuration problems:\n  SFU_RTC_MIN_PORT must be an integer >= 1, got "0"\n  SFU_WORKERS must be an integer from 1 to 8, got "many"',
    );
  });

  it('treat empty as unset, and read nothing they do not declare', () => {
    expect(spec.load({ SFU_RTC_MIN_PORT: '', SFU_WORKERS: '3', OTHER: 'garbage' })).toEqual({ SFU_RTC_MIN_PORT: 40000, SFU_WORKERS: 3 });
  });
});

describe('what every subgraph reads', () => {
  it('describes a development machine when nothing is set', () => {
    expect(load()).toEqual({
      nodeEnv: 'development',
      logLevel: 'info',
      // Development mode still masks internal errors: details are ERROR_DETAILS' (npm run dev).
      errorDetails: false,
      dataDir,
      storageDir: join(dataDir, 'uploads'),
      media: { maxImageBytes: 5 * 1024 * 1024, maxVideoBytes: 100 * 1024 * 1024 },
      databaseUrl: undefined,
      dbPoolMax: 10,
      redisUrl: undefined,
      subgraphHost: '127.0.0.1',
      subgraphPorts: { social: 4003 },
      subgraphUrls: { accounts: 'http://127.0.0.1:4001/graphql' },
      jwtSecret: readFileSync(join(dataDir, 'jwt-secret'), 'utf8'),
      jwtTtlSeconds: 7 * 24 * 3600,
      publicUrl: 'http://localhost:4000',
      rateLimitRetentionSeconds: 86_400,
    });
  });

  it('reads its own port, the addresses of whom it asks, URLs and sizes', () => {
    const config = load({
      SOCIAL_PORT: '5103',
      ACCOUNTS_PORT: '5101',
      PORT: '5000',
      DATABASE_URL: 'postgres://db/pulse',
      REDIS_URL: 'redis://r:6379',
      DB_POOL_MAX: '3',
      SUBGRAPH_HOST: '0.0.0.0',
      STORAGE_DIR: '/srv/media',
      MEDIA_MAX_IMAGE_BYTES: '1000',
      JWT_TTL_SECONDS: '60',
    });
    expect(config).toMatchObject({
      subgraphPorts: { social: 5103 },
      subgraphUrls: { accounts: 'http://127.0.0.1:5101/graphql' },
      publicUrl: 'http://localhost:5000',
      databaseUrl: 'postgres://db/pulse',
      redisUrl: 'redis://r:6379',
      dbPoolMax: 3,
      subgraphHost: '0.0.0.0',
      storageDir: '/srv/media',
      media: { maxImageBytes: 1000 },
      jwtTtlSeconds: 60,
    });
    expect(load({ ACCOUNTS_URL: 'http://accounts:4001/graphql', PUBLIC_URL: 'https://pulse.example//' })).toMatchObject({
      subgraphUrls: { accounts: 'http://accounts:4001/graphql' },
      publicUrl: 'https://pulse.example',
    });
  });

  it('treats empty DATABASE_URL and REDIS_URL as unset, and logs less under test', () => {
    expect(load({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({ databaseUrl: undefined, redisUrl: undefined });
    expect(load({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(load({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it.each([
    ['SOCIAL_PORT', 'x', 'must be an integer from 0 to 65535, got "x"'],
    ['ACCOUNTS_PORT', '70000', 'must be an integer from 0 to 65535, got "70000"'],
    ['PORT', '4000.5', 'must be an integer from 0 to 65535, got "4000.5"'],
    ['PORT', '-1', 'must be an integer from 0 to 65535, got "-1"'],
    ['JWT_TTL_SECONDS', '59', 'must be an integer >= 60, got "59"'],
    ['DB_POOL_MAX', '0', 'must be an integer >= 1, got "0"'],
    ['NODE_ENV', 'staging', 'must be development, production or test, got "staging"'],
    ['LOG_LEVEL', 'verbose', 'must be debug, info, warn or error, got "verbose"'],
    ['DATABASE_URL', 'mysql://db/pulse', 'must be a URL starting with postgres:// or postgresql://, got "mysql://db/pulse"'],
    ['REDIS_URL', 'localhost:6379', 'must be a URL starting with redis:// or rediss://, got "localhost:6379"'],
    ['PUBLIC_URL', 'pulse.example', 'must be a URL starting with http:// or https://, got "pulse.example"'],
    ['ACCOUNTS_URL', 'ftp://accounts', 'must be a URL starting with http:// or https://, got "ftp://accounts"'],
  ])('refuses %s=%s', (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([`${name} ${problem}`]);
  });

  it('ignores the variables of the subgraphs it does not ask and of the other services', () => {
    expect(() => load({ MESSAGING_PORT: 'x', MESSAGING_URL: 'nope', SFU_RTC_MIN_PORT: 'x', LOGIN_LIMIT_PER_IP: 'x', GRAPHQL_MAX_DEPTH: '0' })).not.toThrow();
  });

  it('asks only subgraphs of the registry; one not listed yet (a throw-away test subgraph) listens on a free port', () => {
    expect(defineSubgraphConfig('nowhere', { variables: {}, build: () => ({}) }).load({ JWT_SECRET: 'x'.repeat(32) }).subgraphPorts.nowhere).toBe(0);
    expect(() => defineSubgraphConfig('social', { asks: ['nowhere'], variables: {}, build: () => ({}) })).toThrow(/nowhere/);
  });
});

describe('the JWT secret', () => {
  it('is generated once in development and kept across restarts, readable by its owner only', () => {
    const first = load().jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(load().jwtSecret).toBe(first);
  });

  it('is taken as given, and then no secret file is written', () => {
    expect(load({ JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('must be at least 32 characters, in any mode', () => {
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters, got 5']);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) })).toEqual(['JWT_SECRET must be at least 32 characters, got 31']);
  });

  it('is reported missing in production together with malformed variables', () => {
    expect(problemsOf({ NODE_ENV: 'production', PORT: 'x', DB_POOL_MAX: '0' })).toEqual([
      'DB_POOL_MAX must be an integer >= 1, got "0"',
      'PORT must be an integer from 0 to 65535, got "x"',
      'JWT_SECRET is required in production',
    ]);
  });

  it('is required in production, where none is invented and the development file is not read', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['JWT_SECRET is required in production']);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(64));
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['JWT_SECRET is required in production']);
  });

  it('refuses in production the values this repository publishes, which development accepts', () => {
    expect(KNOWN_DEVELOPMENT_SECRETS.has(TEST_JWT_SECRET)).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET })).toEqual([
      'JWT_SECRET is a development value published in this repository; production needs its own (e.g. openssl rand -base64 48)',
    ]);
    expect(load({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }).jwtSecret).toBe(TEST_JWT_SECRET);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET }).nodeEnv).toBe('production');
  });

  it('is never the call-token key, which is derived from it and stable', () => {
    const derived = deriveCallTokenSecret(SECRET);
    expect(derived).not.toBe(SECRET);
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(deriveCallTokenSecret(SECRET)).toBe(derived);
    expect(KNOWN_DEVELOPMENT_SECRETS.has(deriveCallTokenSecret(TEST_JWT_SECRET))).toBe(true);
  });
});

describe('configTable', () => {
  it('lists each variable once with every process that reads it, and refuses two declarations of one name', () => {
    const a = defineConfig('a', { X: integer({ description: 'the x', default: '`1`' }, { min: 0, fallback: 1 }) }, (v) => v);
    const b = defineConfig('b', { X: a.variables.X }, (v) => v);
    expect(configTable([a, b])).toBe('| variable | read by | default | meaning |\n|---|---|---|---|\n| `X` | a, b | `1` | the x |');
    const c = defineConfig('c', { X: integer({ description: 'another x', default: '`2`' }, { min: 0, fallback: 2 }) }, (v) => v);
    expect(() => configTable([a, c])).toThrow(/X is declared twice/);
  });
});

describe('configureLogging', () => {
  afterEach(() => {
    configureLogging({ logLevel: 'warn', nodeEnv: 'test' });
    vi.restoreAllMocks();
  });

  it('takes the level and the format from the configuration', () => {
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true);
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const log = createLogger('config-test');

    configureLogging(load({ NODE_ENV: 'production', JWT_SECRET: SECRET, LOG_LEVEL: 'error' }));
    log.warn('dropped');
    log.error('kept', { n: 1 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', subsystem: 'config-test', msg: 'kept', n: 1 });

    lines.length = 0;
    configureLogging(load({ LOG_LEVEL: 'debug' }));
    log.debug('shown as text');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ debug \[config-test\] shown as text\n$/);
  });
});
