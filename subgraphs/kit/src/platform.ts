// The `platform` schema belongs to kit, not to a subgraph: it holds the security state that
// every subgraph must check on each request (revoked sessions, suspended accounts, API tokens).
// Accounts writes it; every subgraph reads it through auth.ts. Its tables stay this small.
import type { SqlMigration } from './db.js';
import { migrateSchema } from './db.js';

export const PLATFORM_SCHEMA = 'platform';

export const platformMigrations: SqlMigration[] = [
  {
    name: '0001-revocations',
    up: (s) => [
      `CREATE TABLE ${s}.revoked_sessions (
         session_id text PRIMARY KEY,
         user_id text NOT NULL,
         revoked_at timestamptz NOT NULL DEFAULT now(),
         expires_at timestamptz NOT NULL
       )`,
      `CREATE INDEX revoked_sessions_expires ON ${s}.revoked_sessions (expires_at)`,
      // not_before: tokens issued earlier are dead (set on suspension); suspended: no token works.
      `CREATE TABLE ${s}.user_access (
         user_id text PRIMARY KEY,
         suspended boolean NOT NULL DEFAULT false,
         not_before timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
  {
    // Credentials for third-party apps and scripts (docs/developer-platform.md): personal access
    // tokens and OAuth access tokens. Only a SHA-256 of the bearer string is kept, so a leaked
    // table leaks no credential. Every subgraph and the gateway read it through auth.ts.
    name: '0002-api-tokens',
    up: (s) => [
      `CREATE TABLE ${s}.api_tokens (
         token_hash text PRIMARY KEY,
         id text NOT NULL UNIQUE,
         kind text NOT NULL CHECK (kind IN ('personal', 'oauth')),
         user_id text NOT NULL,
         role text NOT NULL,
         app_id text,
         grant_id text,
         name text,
         scopes text[] NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         expires_at timestamptz NOT NULL,
         revoked_at timestamptz,
         last_used_at timestamptz
       )`,
      `CREATE INDEX api_tokens_user ON ${s}.api_tokens (user_id)`,
      `CREATE INDEX api_tokens_grant ON ${s}.api_tokens (grant_id) WHERE grant_id IS NOT NULL`,
      `CREATE INDEX api_tokens_app ON ${s}.api_tokens (app_id) WHERE app_id IS NOT NULL`,
      `CREATE INDEX api_tokens_expires ON ${s}.api_tokens (expires_at)`,
    ],
  },
  {
    // API tokens' hourly points budgets and usage (gateway/src/token-budget.ts). A subject is
    // `token:<id>` (a personal token) or `grant:<app id>:<member id>` (an app acting for a
    // member, whatever access token it holds this hour). api_budgets holds the current hour's
    // points, shared by every gateway process; api_usage one row per subject and hour, written
    // in batches, read by the owners' usage charts (an app sums its grants).
    name: '0003-api-usage',
    up: (s) => [
      `CREATE TABLE ${s}.api_budgets (
         subject text NOT NULL,
         window_start timestamptz NOT NULL,
         used integer NOT NULL,
         PRIMARY KEY (subject, window_start)
       )`,
      `CREATE TABLE ${s}.api_usage (
         subject text NOT NULL,
         hour timestamptz NOT NULL,
         user_id text NOT NULL,
         app_id text,
         token_id text,
         requests integer NOT NULL DEFAULT 0,
         points bigint NOT NULL DEFAULT 0,
         refusals integer NOT NULL DEFAULT 0,
         PRIMARY KEY (subject, hour)
       )`,
      `CREATE INDEX api_usage_app ON ${s}.api_usage (app_id, hour) WHERE app_id IS NOT NULL`,
      `CREATE INDEX api_usage_hour ON ${s}.api_usage (hour)`,
    ],
  },
];

export function migratePlatform(databaseUrl: string): Promise<string[]> {
  return migrateSchema(databaseUrl, PLATFORM_SCHEMA, platformMigrations);
}
