// The messaging subgraph's own variables: the send limit and calls (what every subgraph
// reads: kit/src/config.test.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, TEST_JWT_SECRET, deriveCallTokenSecret, type Env } from '@pulse/kit/config';
import { configSpec } from './config.js';

const roots: string[] = [];
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-messaging-config-'));
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

describe('messaging configuration', () => {
  it('defaults: 120 messages a minute; the sfu on loopback, browsers sent to the gateway /sfu, no ICE servers, a 45 s ring', () => {
    const config = load();
    expect(config.messageLimitPerMinute).toBe(120);
    expect(config.calls).toEqual({
      sfuInternalUrl: 'ws://127.0.0.1:4443',
      mediasoupUrl: 'ws://localhost:4000/sfu',
      iceServers: [],
      ringTimeoutSeconds: 45,
    });
    expect(config.subgraphUrls).toEqual({ accounts: 'http://127.0.0.1:4001/graphql', social: 'http://127.0.0.1:4003/graphql' });
    // sendMessage asks social whether the sender may see a shared post.
    expect(load({ SOCIAL_URL: 'http://social:4003/graphql', ACCOUNTS_PORT: '5001' }).subgraphUrls).toEqual({
      accounts: 'http://127.0.0.1:5001/graphql',
      social: 'http://social:4003/graphql',
    });
    expect(load({ SFU_PORT: '5000', PUBLIC_URL: 'https://pulse.example.com/' }).calls).toMatchObject({
      sfuInternalUrl: 'ws://127.0.0.1:5000',
      mediasoupUrl: 'wss://pulse.example.com/sfu',
    });
  });

  it('takes MESSAGE_LIMIT_PER_MINUTE, SFU_INTERNAL_URL, SFU_PUBLIC_URL, TURN_* and CALL_RING_TIMEOUT_SECONDS', () => {
    const config = load({
      MESSAGE_LIMIT_PER_MINUTE: '7',
      SFU_INTERNAL_URL: 'http://sfu:4443',
      SFU_PUBLIC_URL: 'wss://media.example.com/',
      TURN_URLS: 'turn:turn.example.com:3478, turns:turn.example.com:5349',
      TURN_USERNAME: 'pulse',
      TURN_CREDENTIAL: 'secret',
      CALL_RING_TIMEOUT_SECONDS: '20',
    });
    expect(config.messageLimitPerMinute).toBe(7);
    expect(config.calls).toEqual({
      sfuInternalUrl: 'ws://sfu:4443',
      mediasoupUrl: 'wss://media.example.com',
      iceServers: [{ urls: ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'], username: 'pulse', credential: 'secret' }],
      ringTimeoutSeconds: 20,
    });
  });

  it('refuses addresses that are not WebSocket or HTTP URLs, TURN entries that are not ICE URLs and a zero timeout, all at once', () => {
    expect(problemsOf({ SFU_INTERNAL_URL: 'sfu:4443', SFU_PUBLIC_URL: 'ftp://x', TURN_URLS: 'turn.example.com', CALL_RING_TIMEOUT_SECONDS: '0' })).toEqual([
      'SFU_INTERNAL_URL must be a URL starting with ws://, wss://, http:// or https://, got "sfu:4443"',
      'SFU_PUBLIC_URL must be a URL starting with ws://, wss://, http:// or https://, got "ftp://x"',
      'TURN_URLS entries must start with turn:, turns:, stun: or stuns:, got "turn.example.com"',
      'CALL_RING_TIMEOUT_SECONDS must be an integer >= 1, got "0"',
    ]);
  });

  it('ignores what only the sfu, the gateway and the other subgraphs read', () => {
    expect(() => load({ SFU_RTC_MIN_PORT: 'x', SFU_WORKERS: '0', GRAPHQL_MAX_COST: '0', POST_LIMIT_PER_HOUR: 'x', MESSAGING_URL: 'x' })).not.toThrow();
  });
});

describe('the messaging call-token key', () => {
  it('is derived from the JWT secret in development: the given one or the generated one', () => {
    expect(load({ JWT_SECRET: TEST_JWT_SECRET }).callTokenSecret).toBe(deriveCallTokenSecret(TEST_JWT_SECRET));
    const config = load();
    expect(config.callTokenSecret).toBe(deriveCallTokenSecret(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')));
    expect(config.callTokenSecret).not.toBe(config.jwtSecret);
  });

  it('is required in production, different from the JWT secret and not a published value; every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required in production',
      'CALL_TOKEN_SECRET is required in production (the same value for messaging, the gateway and the sfu)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: JWT, CALL_TOKEN_SECRET: JWT })).toEqual(['CALL_TOKEN_SECRET must differ from JWT_SECRET']);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: JWT, CALL_TOKEN_SECRET: deriveCallTokenSecret(TEST_JWT_SECRET) })).toEqual([
      'CALL_TOKEN_SECRET is a development value published in this repository; production needs its own (e.g. openssl rand -base64 48)',
    ]);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: JWT, CALL_TOKEN_SECRET: CALL })).toMatchObject({ jwtSecret: JWT, callTokenSecret: CALL });
  });
});
