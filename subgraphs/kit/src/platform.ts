// The `platform` schema belongs to kit, not to a subgraph: it holds the security state that
// every subgraph must check on each request (revoked sessions, suspended accounts).
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
];

export function migratePlatform(databaseUrl: string): Promise<string[]> {
  return migrateSchema(databaseUrl, PLATFORM_SCHEMA, platformMigrations);
}
