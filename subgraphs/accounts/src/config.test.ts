// The accounts subgraph's own variables (what every subgraph reads: kit/src/config.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, type Env } from '@pulse/kit/config';
import { testConfig, testEnv } from '@pulse/dev-env';
import { configSpec } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'pulse-accounts-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Env = {}) => configSpec.load({ DATA_DIR: dataDir, ...env });

describe('accounts configuration', () => {
  it('defaults: 5 failed logins per account and 30 per address in 15 minutes, 20 registrations per address an hour, no admins', () => {
    expect(load()).toMatchObject({
      loginLimits: { perAccount: 5, perIp: 30, windowSeconds: 900 },
      registerLimitPerIp: 20,
      adminEmails: [],
      passwordHash: { memoryKib: 65_536, passes: 3 },
      subgraphPorts: { accounts: 4001 },
      subgraphUrls: {},
      rateLimitRetentionSeconds: 86_400,
    });
  });

  it('reads its limits and admin list (addresses lower-cased), and keeps counters as long as a longer login window needs', () => {
    const config = load({
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_PER_IP: '6',
      LOGIN_LIMIT_WINDOW_SECONDS: '172800',
      REGISTER_LIMIT_PER_IP: '2',
      ADMIN_EMAILS: 'Ann@Example.com, bob@example.org,',
      ACCOUNTS_PORT: '5101',
    });
    expect(config).toMatchObject({
      loginLimits: { perAccount: 3, perIp: 6, windowSeconds: 172800 },
      registerLimitPerIp: 2,
      adminEmails: ['ann@example.com', 'bob@example.org'],
      subgraphPorts: { accounts: 5101 },
      rateLimitRetentionSeconds: 345600,
    });
  });

  it('refuses malformed limits, every one in one error', () => {
    expect(() => load({ LOGIN_LIMIT_PER_ACCOUNT: 'five', REGISTER_LIMIT_PER_IP: '0' })).toThrow(
      new ConfigError(['LOGIN_LIMIT_PER_ACCOUNT must be an integer >= 1, got "five"', 'REGISTER_LIMIT_PER_IP must be an integer >= 1, got "0"']),
    );
  });

  it("takes a password-hash cost below OWASP's 19 MiB floor only in tests", () => {
    expect(load({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1', NODE_ENV: 'test' }).passwordHash).toEqual({ memoryKib: 1024, passes: 1 });
    expect(load({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_PASSES: '2' }).passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(() => load({ PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(new ConfigError(['PASSWORD_HASH_MEMORY_KIB below 19456 is for tests only (NODE_ENV=test)']));
  });

  it('runs tests at its own test cost (1 MiB, 1 pass; a stack run as production at the 19 MiB floor, 2 passes) unless a test sets one', () => {
    expect(testConfig(configSpec, { DATA_DIR: dataDir }).passwordHash).toEqual({ memoryKib: 1024, passes: 1 });
    const production = testConfig(configSpec, { DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(production.passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(testConfig(configSpec, { DATA_DIR: dataDir, PASSWORD_HASH_MEMORY_KIB: '2048', PASSWORD_HASH_PASSES: '4' }).passwordHash).toEqual({
      memoryKib: 2048,
      passes: 4,
    });
    // The test cost is accounts' own: the shared test environment names none of it.
    expect(testEnv()).not.toHaveProperty('PASSWORD_HASH_MEMORY_KIB');
    expect(testEnv()).not.toHaveProperty('PASSWORD_HASH_PASSES');
  });

  it("reads every other subgraph's address (the data export asks each, docs/member-data.md) and ignores their other variables and the call settings", () => {
    expect(() => load({ SFU_RTC_MIN_PORT: 'x', CALL_TOKEN_SECRET: 'short', POST_LIMIT_PER_HOUR: '0' })).not.toThrow();
    expect(load({ MEDICAL_URL: 'http://medical.internal:4007/graphql' }).subgraphUrls.medical).toBe('http://medical.internal:4007/graphql');
    expect(() => load({ SOCIAL_URL: 'nope' })).toThrow();
  });

  it('keeps data-export archives EXPORT_RETENTION_HOURS (48), allows EXPORT_DAILY_LIMIT (3) a day and archives up to EXPORT_MAX_BYTES (4 GB)', () => {
    expect(load({}).dataExport).toEqual({ retentionHours: 48, dailyLimit: 3, maxBytes: 4_000_000_000 });
    expect(load({ EXPORT_RETENTION_HOURS: '2', EXPORT_DAILY_LIMIT: '1', EXPORT_MAX_BYTES: '50000' }).dataExport).toEqual({
      retentionHours: 2,
      dailyLimit: 1,
      maxBytes: 50_000,
    });
    // A zip without ZIP64 cannot address more.
    expect(() => load({ EXPORT_MAX_BYTES: '10000000000' })).toThrow(/EXPORT_MAX_BYTES/);
  });
});
