// The accounts subgraph's configuration: the variables every subgraph reads (kit) plus the
// sign-in limits and the admin list.
import { defineSubgraphConfig, type Env } from '@pulse/kit/config';
import { integer, list, text } from '@pulse/kit/env';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { screeningSettings, screeningVariables, type ScreeningSettings } from '@pulse/kit/media/screening';
import type { PasswordHashCost } from './sessions/passwords.js';
import { resolveOauthSecret } from './oauth/keys.js';

/** OWASP's floor for argon2id (19 MiB); lower costs are for tests only, which hash thousands of passwords. */
const MIN_PRODUCTION_HASH_MEMORY_KIB = 19_456;

/**
 * The hash cost tests run with (kit's testConfig applies it where a test sets none): 1 MiB
 * and one pass against 64 MiB and 3, because the suite registers thousands of members and
 * argon2 runs the same code either way. A stack run as production gets OWASP's floor (19 MiB,
 * 2 passes), the least production accepts.
 */
function testPasswordHashCost(env: Env): Env {
  return env.NODE_ENV === 'production'
    ? { PASSWORD_HASH_MEMORY_KIB: String(MIN_PRODUCTION_HASH_MEMORY_KIB), PASSWORD_HASH_PASSES: '2' }
    : { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' };
}

export interface AccountsSettings {
  loginLimits: { perAccount: number; perIp: number; windowSeconds: number };
  registerLimitPerIp: number;
  /** How long a notice of accounts' social has delivered is kept (notices/part.ts, kit notice-pruning.ts). */
  noticeRetentionMs: number;
  /** Accounts registered with these addresses get the admin role. */
  adminEmails: string[];
  /**
   * Hosts (`host` or `host:port`) the profile-image fetcher may reach although they are
   * private, over http too: for tests, whose image servers run on loopback. Refused outside
   * NODE_ENV=test.
   */
  imageFetchAllowedHosts: string[];
  /**
   * Hosts (`host` or `host:port`) webhook deliveries may reach although they are private or
   * loopback, over http too (webhooks/send.ts): tests, and receivers inside the operator's own network.
   */
  webhookAllowedHosts: string[];
  passwordHash: PasswordHashCost;
  /** Members' data exports (data-export/): how long an archive is kept, how many a member may start a day, and the largest archive. */
  dataExport: { retentionHours: number; dailyLimit: number; maxBytes: number };
  /** Profile pictures' screening (profile-images/screening.ts): kit's screening variables, shared with social. */
  profileImageScreening: ScreeningSettings;
  /** What the OAuth server derives its signing and cookie keys from (oauth/keys.ts). */
  oauthSecret: string;
}

declare module '@pulse/kit/config' {
  // What accounts' resolvers read as ctx.services.config (see SubgraphConfig).
  interface SubgraphConfig extends AccountsSettings {}
}

export const configSpec = defineSubgraphConfig('accounts', {
  // Settings: the privacy choices social and messaging keep, and profile visibility (settings/).
  // The data export asks every other subgraph for its share of a member's data (data-export/).
  asks: SUBGRAPHS.filter((s) => s.name !== 'accounts').map((s) => s.name),
  variables: {
    ...screeningVariables,
    EXPORT_RETENTION_HOURS: integer(
      { description: "hours a member's data-export archive is kept before it is deleted", default: '`48`' },
      { min: 1, max: 24 * 30, fallback: 48 },
    ),
    EXPORT_DAILY_LIMIT: integer({ description: 'data exports a member may start in 24 hours', default: '`3`' }, { min: 1, max: 100, fallback: 3 }),
    // At most 4 GiB - 1: the archive is a zip without ZIP64 (fflate writes none), whose offsets are 32 bits.
    EXPORT_MAX_BYTES: integer(
      {
        description:
          'the largest data-export archive, in bytes; a member\'s export past it fails with "Your export is too large ..." (at most 4294967295: a zip without ZIP64)',
        default: '`4000000000`',
      },
      { min: 1024, max: 4_294_967_295, fallback: 4_000_000_000 },
    ),
    LOGIN_LIMIT_PER_ACCOUNT: integer({ description: 'failed logins per account per window', default: '`5`' }, { min: 1, fallback: 5 }),
    LOGIN_LIMIT_PER_IP: integer({ description: 'failed logins per address per window', default: '`30`' }, { min: 1, fallback: 30 }),
    LOGIN_LIMIT_WINDOW_SECONDS: integer({ description: 'the login rate-limit window', default: '`900`' }, { min: 1, fallback: 900 }),
    REGISTER_LIMIT_PER_IP: integer({ description: 'registrations per address per hour', default: '`20`' }, { min: 1, fallback: 20 }),
    ACCOUNT_NOTICE_RETENTION_DAYS: integer(
      {
        description:
          'days a notice of accounts\' ("your data export is ready", on its way to social) is kept after social delivered it; one social has not delivered is never deleted',
        default: '`7`',
      },
      { min: 1, max: 3650, fallback: 7 },
    ),
    ADMIN_EMAILS: list({ description: 'comma-separated addresses that register as admins', default: 'empty' }, (email) => email.toLowerCase()),
    PASSWORD_HASH_MEMORY_KIB: integer(
      { description: "argon2id's memory per password hash, in KiB (below 19456 only with `NODE_ENV=test`)", default: '`65536`' },
      { min: 1024, max: 4_194_304, fallback: 65_536 },
    ),
    PASSWORD_HASH_PASSES: integer({ description: "argon2id's passes per password hash", default: '`3`' }, { min: 1, max: 100, fallback: 3 }),
    WEBHOOK_ALLOWED_HOSTS: list({
      description: 'comma-separated `host[:port]` webhook deliveries may reach although private or loopback, over http too (tests; receivers inside your own network)',
      default: 'empty',
    }),
    OAUTH_SECRET: text(
      {
        description:
          'key the OAuth server derives its ID-token signing key and cookie keys from, at least 32 characters, different from `JWT_SECRET`; production refuses the development values published in this repository',
        default: 'derived from the JWT secret (an HMAC under its own label)',
      },
      undefined,
    ),
    IMAGE_FETCH_ALLOWED_HOSTS: list({
      description: 'tests only (`NODE_ENV=test`): comma-separated `host[:port]` the profile-image fetcher may reach although private, over http too',
      default: 'empty',
    }),
  },
  build: (values, problems, base): AccountsSettings & { rateLimitRetentionSeconds: number } => ({
    loginLimits: {
      perAccount: values.LOGIN_LIMIT_PER_ACCOUNT,
      perIp: values.LOGIN_LIMIT_PER_IP,
      windowSeconds: values.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    registerLimitPerIp: values.REGISTER_LIMIT_PER_IP,
    noticeRetentionMs: values.ACCOUNT_NOTICE_RETENTION_DAYS * 24 * 3_600_000,
    adminEmails: values.ADMIN_EMAILS,
    // It opens private addresses to a fetch any member can trigger: never outside tests.
    imageFetchAllowedHosts:
      values.IMAGE_FETCH_ALLOWED_HOSTS.length && base.nodeEnv !== 'test'
        ? (problems.push('IMAGE_FETCH_ALLOWED_HOSTS is for tests only (NODE_ENV=test)'), [])
        : values.IMAGE_FETCH_ALLOWED_HOSTS,
    webhookAllowedHosts: values.WEBHOOK_ALLOWED_HOSTS,
    passwordHash: {
      memoryKib:
        values.PASSWORD_HASH_MEMORY_KIB < MIN_PRODUCTION_HASH_MEMORY_KIB && base.nodeEnv !== 'test'
          ? (problems.push(`PASSWORD_HASH_MEMORY_KIB below ${MIN_PRODUCTION_HASH_MEMORY_KIB} is for tests only (NODE_ENV=test)`), 65_536)
          : values.PASSWORD_HASH_MEMORY_KIB,
      passes: values.PASSWORD_HASH_PASSES,
    },
    dataExport: { retentionHours: values.EXPORT_RETENTION_HOURS, dailyLimit: values.EXPORT_DAILY_LIMIT, maxBytes: values.EXPORT_MAX_BYTES },
    profileImageScreening: screeningSettings(values),
    oauthSecret: resolveOauthSecret(values.OAUTH_SECRET, base.nodeEnv, base.jwtSecret, problems),
    // The login window may be configured longer than the day kept by default.
    rateLimitRetentionSeconds: Math.max(base.rateLimitRetentionSeconds, values.LOGIN_LIMIT_WINDOW_SECONDS * 2),
  }),
  testDefaults: testPasswordHashCost,
});

export type AccountsConfig = ReturnType<typeof configSpec.load>;
