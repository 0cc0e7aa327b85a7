// The sfu's own configuration (sfu/src/config.ts), and that the cached worker, the npm
// package and the config agree on the mediasoup version.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, MEDIASOUP_VERSION, TEST_JWT_SECRET, deriveCallTokenSecret, type Env } from '@pulse/kit/config';
import { configSpec } from './config.js';

const roots: string[] = [];
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-sfu-config-'));
  roots.push(dataDir);
});
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

const CALL_SECRET = 'a-call-token-secret-nobody-has-seen-before';
const load = (env: Env = {}) => configSpec.load({ DATA_DIR: dataDir, ...env });
function problemsOf(env: Env): string[] {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected the configuration to be refused');
}

describe('sfu configuration', () => {
  it('defaults: port 4443, loopback signalling and media (whatever HOST says), the cached worker of the pinned version, messaging on loopback', () => {
    const config = load({ XDG_CACHE_HOME: '/cache', HOST: '0.0.0.0' });
    expect(config.sfu).toMatchObject({
      port: 4443,
      host: '127.0.0.1',
      listenIp: '127.0.0.1',
      announcedIp: undefined,
      rtcMinPort: 40000,
      rtcMaxPort: 49999,
      maxRooms: 500,
      maxConnectionsPerIp: 16,
      departureGraceSeconds: 10,
      workerBin: `/cache/pulse/mediasoup-worker/${MEDIASOUP_VERSION}/mediasoup-worker`,
    });
    expect(config.sfu.workers).toBeGreaterThanOrEqual(1);
    expect(config).toMatchObject({ nodeEnv: 'development', logLevel: 'info', subgraphUrls: { messaging: 'http://127.0.0.1:4002/graphql' } });
    expect(load({ HOME: '/home/x' }).sfu.workerBin).toBe(`/home/x/.cache/pulse/mediasoup-worker/${MEDIASOUP_VERSION}/mediasoup-worker`);
    expect(load({ HOST: '127.0.0.3' }).sfu.host).toBe('127.0.0.1');
    expect(load({ SFU_HOST: '0.0.0.0' }).sfu.host).toBe('0.0.0.0');
  });

  it('reads every SFU_* variable and where messaging is', () => {
    const config = load({
      SFU_PORT: '5555',
      SFU_HOST: '127.0.0.2',
      SFU_WORKERS: '3',
      MEDIASOUP_WORKER_BIN: '/opt/ms/worker',
      SFU_LISTEN_IP: '0.0.0.0',
      SFU_ANNOUNCED_IP: '203.0.113.7',
      SFU_RTC_MIN_PORT: '50000',
      SFU_RTC_MAX_PORT: '50100',
      SFU_MAX_ROOMS: '20',
      SFU_MAX_CONNECTIONS_PER_IP: '3',
      SFU_DEPARTURE_GRACE_SECONDS: '4',
      MESSAGING_URL: 'http://messaging:4002/graphql',
    });
    expect(config.sfu).toEqual({
      port: 5555,
      host: '127.0.0.2',
      workers: 3,
      workerBin: '/opt/ms/worker',
      listenIp: '0.0.0.0',
      announcedIp: '203.0.113.7',
      rtcMinPort: 50000,
      rtcMaxPort: 50100,
      maxRooms: 20,
      maxConnectionsPerIp: 3,
      departureGraceSeconds: 4,
    });
    expect(config.subgraphUrls).toEqual({ messaging: 'http://messaging:4002/graphql' });
    expect(load({ MESSAGING_PORT: '5102' }).subgraphUrls.messaging).toBe('http://127.0.0.1:5102/graphql');
  });

  it('refuses nonsense, naming each variable, all at once', () => {
    expect(problemsOf({ SFU_WORKERS: '0' })).toEqual(['SFU_WORKERS must be an integer >= 1, got "0"']);
    expect(problemsOf({ SFU_RTC_MIN_PORT: 'x' })).toEqual(['SFU_RTC_MIN_PORT must be an integer from 1 to 65535, got "x"']);
    expect(problemsOf({ SFU_RTC_MAX_PORT: '70000' })).toEqual(['SFU_RTC_MAX_PORT must be an integer from 1 to 65535, got "70000"']);
    expect(problemsOf({ SFU_RTC_MIN_PORT: '50000', SFU_RTC_MAX_PORT: '40000' })).toEqual(['SFU_RTC_MIN_PORT..SFU_RTC_MAX_PORT must be a port range, got 50000..40000']);
    expect(problemsOf({ SFU_MAX_ROOMS: '0', SFU_MAX_CONNECTIONS_PER_IP: 'many', SFU_DEPARTURE_GRACE_SECONDS: '-1', SFU_PORT: '99999' })).toEqual([
      'SFU_PORT must be an integer from 0 to 65535, got "99999"',
      'SFU_MAX_ROOMS must be an integer >= 1, got "0"',
      'SFU_MAX_CONNECTIONS_PER_IP must be an integer >= 1, got "many"',
      'SFU_DEPARTURE_GRACE_SECONDS must be an integer >= 0, got "-1"',
    ]);
    expect(problemsOf({ CALL_TOKEN_SECRET: 'short' })).toEqual(['CALL_TOKEN_SECRET must be at least 32 characters, got 5']);
  });

  it('reports a malformed variable and a missing production key together, without a range problem made of a default', () => {
    expect(problemsOf({ NODE_ENV: 'production', SFU_RTC_MIN_PORT: '50000', SFU_RTC_MAX_PORT: 'x' })).toEqual([
      'SFU_RTC_MAX_PORT must be an integer from 1 to 65535, got "x"',
      'CALL_TOKEN_SECRET is required in production (the same value for messaging, the gateway and the sfu)',
    ]);
  });

  it('ignores what only the subgraphs and the gateway read', () => {
    expect(() => load({ DATABASE_URL: 'mysql://x', DB_POOL_MAX: '0', PORT: 'x', GRAPHQL_MAX_DEPTH: '0', POST_LIMIT_PER_HOUR: 'x', ACCOUNTS_PORT: 'x' })).not.toThrow();
  });
});

describe('the sfu call-token key', () => {
  it('starts in production with CALL_TOKEN_SECRET only: no JWT_SECRET, no development file', () => {
    const config = load({ NODE_ENV: 'production', CALL_TOKEN_SECRET: CALL_SECRET });
    expect(config.callTokenSecret).toBe(CALL_SECRET);
    expect(config.nodeEnv).toBe('production');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('is required in production, and JWT_SECRET does not stand in for it there', () => {
    const required = 'CALL_TOKEN_SECRET is required in production (the same value for messaging, the gateway and the sfu)';
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([required]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40) })).toEqual([required]);
  });

  it('refuses in production a short key and the keys this repository publishes', () => {
    expect(problemsOf({ NODE_ENV: 'production', CALL_TOKEN_SECRET: 'c'.repeat(31) })).toEqual(['CALL_TOKEN_SECRET must be at least 32 characters, got 31']);
    for (const published of [TEST_JWT_SECRET, deriveCallTokenSecret(TEST_JWT_SECRET)]) {
      expect(problemsOf({ NODE_ENV: 'production', CALL_TOKEN_SECRET: published })).toEqual([
        'CALL_TOKEN_SECRET is a development value published in this repository; production needs its own (e.g. openssl rand -base64 48)',
      ]);
    }
  });

  it('is derived in development from the development JWT secret, given or generated, as messaging derives it', () => {
    expect(load({ JWT_SECRET: TEST_JWT_SECRET }).callTokenSecret).toBe(deriveCallTokenSecret(TEST_JWT_SECRET));
    const generated = load().callTokenSecret;
    expect(generated).toBe(deriveCallTokenSecret(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')));
    expect(load().callTokenSecret).toBe(generated);
    expect(load({ CALL_TOKEN_SECRET: CALL_SECRET }).callTokenSecret).toBe(CALL_SECRET);
  });
});

describe('mediasoup', () => {
  it('pins one mediasoup version everywhere', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.dependencies.mediasoup).toBe(MEDIASOUP_VERSION);
    // The installed package's own package.json, not `import('mediasoup')`: mediasoup reads
    // MEDIASOUP_WORKER_BIN once, at its first import, so importing it here (before workers.ts
    // sets that) left every later sfu test in this test process spawning a binary that is not
    // there (CI: 'spawn .../mediasoup/worker/out/Release/mediasoup-worker ENOENT').
    const entry = createRequire(import.meta.url).resolve('mediasoup'); // <package>/node/lib/index.js
    const installed = JSON.parse(readFileSync(join(dirname(entry), '../../package.json'), 'utf8')) as { name: string; version: string };
    expect(installed.name).toBe('mediasoup');
    expect(installed.version).toBe(MEDIASOUP_VERSION);
  });
});
