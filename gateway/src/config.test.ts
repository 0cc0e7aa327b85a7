// The gateway's own configuration (gateway/src/config.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, TEST_JWT_SECRET, type Env } from '@pulse/kit/config';
import { configSpec } from './config.js';

const roots: string[] = [];
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-gateway-config-'));
  roots.push(dataDir);
});
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

const JWT = 'a-production-secret-nobody-has-seen-before';
const CALL = 'a-call-token-secret-nobody-has-seen-before';
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

describe('gateway configuration', () => {
  it("adds the medical bucket's origin (not its path) to the CSP's connect-src origins", () => {
    expect(load({ MEDICAL_S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/some/path' }).connectOrigins).toEqual(['https://s3.eu-west-1.amazonaws.com']);
    expect(problemsOf({ MEDICAL_S3_ENDPOINT: 'ftp://bucket.example' }).join('\n')).toMatch(/MEDICAL_S3_ENDPOINT/);
  });

  it('describes a development machine when nothing is set', () => {
    const config = load();
    expect(config).toMatchObject({
      nodeEnv: 'development',
      logLevel: 'info',
      // Development mode still masks internal errors: details are ERROR_DETAILS' (npm run dev).
      errorDetails: false,
      host: '0.0.0.0',
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: undefined,
      redisUrl: undefined,
      webDist: undefined,
      corsOrigins: [],
      connectOrigins: [],
      trustProxy: false,
      graphql: { maxDepth: 12, maxAliases: 30, maxCost: 20000, maxListSize: 100 },
      memberBudget: { concurrent: 6, queue: 64 },
      subgraphUrls: {
        accounts: 'http://127.0.0.1:4001/graphql',
        messaging: 'http://127.0.0.1:4002/graphql',
        social: 'http://127.0.0.1:4003/graphql',
      },
      jwtTtlSeconds: 604800,
      calls: { sfuInternalUrl: 'ws://127.0.0.1:4443' },
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.callTokenSecret).not.toBe(config.jwtSecret);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
  });

  it('reads where it listens, its limits and browser rules, and where every subgraph and the sfu are', () => {
    const config = load({
      HOST: '127.0.0.1',
      PORT: '5000',
      WEB_DIST: '/srv/web',
      CORS_ORIGINS: ' https://a.example , https://b.example ,',
      TRUST_PROXY: 'true',
      GRAPHQL_MAX_DEPTH: '8',
      GRAPHQL_MAX_ALIASES: '0',
      GRAPHQL_MAX_COST: '500',
      GRAPHQL_MAX_LIST_SIZE: '20',
      MEMBER_CONCURRENT_REQUESTS: '1',
      MEMBER_QUEUED_REQUESTS: '0',
      ACCOUNTS_URL: 'http://accounts:4001/graphql',
      SOCIAL_PORT: '5103',
      SFU_INTERNAL_URL: 'wss://media.internal/',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 5000,
      publicUrl: 'http://localhost:5000',
      webDist: '/srv/web',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
      graphql: { maxDepth: 8, maxAliases: 0, maxCost: 500, maxListSize: 20 },
      memberBudget: { concurrent: 1, queue: 0 },
      subgraphUrls: { accounts: 'http://accounts:4001/graphql', social: 'http://127.0.0.1:5103/graphql' },
      calls: { sfuInternalUrl: 'wss://media.internal' },
    });
  });

  it('refuses malformed values, naming each', () => {
    expect(problemsOf({ TRUST_PROXY: 'yes', GRAPHQL_MAX_DEPTH: '0', MESSAGING_URL: 'messaging:4002', PORT: 'abc' })).toEqual([
      'PORT must be an integer from 0 to 65535, got "abc"',
      'TRUST_PROXY must be true or false, got "yes"',
      'GRAPHQL_MAX_DEPTH must be an integer >= 1, got "0"',
      'MESSAGING_URL must be a URL starting with http:// or https://, got "messaging:4002"',
    ]);
  });

  it('refuses a request budget that would refuse everyone or is not a count', () => {
    expect(problemsOf({ MEMBER_CONCURRENT_REQUESTS: '0', MEMBER_QUEUED_REQUESTS: '-1' })).toEqual([
      'MEMBER_CONCURRENT_REQUESTS must be an integer >= 1, got "0"',
      'MEMBER_QUEUED_REQUESTS must be an integer >= 0, got "-1"',
    ]);
    expect(problemsOf({ MEMBER_CONCURRENT_REQUESTS: '2.5', MEMBER_QUEUED_REQUESTS: 'many' })).toEqual([
      'MEMBER_CONCURRENT_REQUESTS must be an integer >= 1, got "2.5"',
      'MEMBER_QUEUED_REQUESTS must be an integer >= 0, got "many"',
    ]);
  });

  it('ignores what only the subgraphs and the sfu read', () => {
    expect(() => load({ SFU_RTC_MIN_PORT: 'x', DB_POOL_MAX: '0', SUBGRAPH_HOST: '', POST_LIMIT_PER_HOUR: 'x', TURN_URLS: 'x' })).not.toThrow();
  });

  it('needs both keys in production, different and not published', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: JWT })).toEqual([
      'CALL_TOKEN_SECRET is required in production (the same value for messaging, the gateway and the sfu)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, CALL_TOKEN_SECRET: CALL })).toEqual([
      'JWT_SECRET is a development value published in this repository; production needs its own (e.g. openssl rand -base64 48)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: CALL, CALL_TOKEN_SECRET: CALL })).toEqual(['CALL_TOKEN_SECRET must differ from JWT_SECRET']);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: JWT, CALL_TOKEN_SECRET: CALL })).toMatchObject({ nodeEnv: 'production', jwtSecret: JWT, callTokenSecret: CALL });
  });
});
