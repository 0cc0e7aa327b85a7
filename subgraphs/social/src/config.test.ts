// The social subgraph's own variables (what every subgraph reads: kit/src/config.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, type Env } from '@pulse/kit/config';
import { configSpec } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'pulse-social-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Env = {}) => configSpec.load({ DATA_DIR: dataDir, ...env });

describe('social configuration', () => {
  it('defaults: 100 posts an hour, 10 anonymous views per post and address an hour, a 10 s publisher poll; accounts on loopback', () => {
    expect(load()).toMatchObject({
      social: { postLimitPerHour: 100, anonymousViewsPerHour: 10, publishPollMs: 10000 },
      subgraphPorts: { social: 4003 },
      subgraphUrls: { accounts: 'http://127.0.0.1:4001/graphql' },
    });
  });

  it('reads its limits and where accounts is', () => {
    expect(
      load({ POST_LIMIT_PER_HOUR: '5', ANONYMOUS_VIEW_LIMIT_PER_HOUR: '1', SOCIAL_PUBLISH_POLL_MS: '100', ACCOUNTS_URL: 'http://accounts:4001/graphql' }),
    ).toMatchObject({
      social: { postLimitPerHour: 5, anonymousViewsPerHour: 1, publishPollMs: 100 },
      subgraphUrls: { accounts: 'http://accounts:4001/graphql' },
    });
  });

  it('refuses malformed limits and a publisher poll under 100 ms', () => {
    expect(() => load({ POST_LIMIT_PER_HOUR: '0', SOCIAL_PUBLISH_POLL_MS: '50' })).toThrow(
      new ConfigError(['POST_LIMIT_PER_HOUR must be an integer >= 1, got "0"', 'SOCIAL_PUBLISH_POLL_MS must be an integer >= 100, got "50"']),
    );
    expect(() => load({ ACCOUNTS_PORT: 'x' })).toThrow('ACCOUNTS_PORT must be an integer from 0 to 65535, got "x"');
  });

  it("ignores another service's malformed variables: the sfu's, messaging's, the gateway's", () => {
    const config = load({
      SFU_RTC_MIN_PORT: 'x',
      SFU_WORKERS: '0',
      MESSAGE_LIMIT_PER_MINUTE: 'lots',
      TURN_URLS: 'nonsense',
      SFU_INTERNAL_URL: 'nope',
      CALL_TOKEN_SECRET: 'short',
      TRUST_PROXY: 'maybe',
      GRAPHQL_MAX_DEPTH: '0',
      MESSAGING_PORT: 'x',
      LOGIN_LIMIT_PER_IP: 'x',
    });
    expect(config.social.postLimitPerHour).toBe(100);
    expect(config).not.toHaveProperty('calls');
    expect(config).not.toHaveProperty('callTokenSecret');
  });

  it('starts in production with JWT_SECRET alone: it never needs the call-token key', () => {
    expect(load({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-nobody-has-seen-before' }).nodeEnv).toBe('production');
  });
});
