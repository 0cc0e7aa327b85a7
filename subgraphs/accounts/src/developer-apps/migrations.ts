import type { SqlMigration } from '@pulse/kit';

export const developerAppsMigrations: SqlMigration[] = [
  {
    name: '2501-developer-apps',
    // One row per registered OAuth client (docs/developer-platform.md). The id is the client id
    // the OAuth server reads; only a confidential client's secret hash is kept (the secret is
    // shown once), with its last characters as a hint. Deleting the owner deletes their apps;
    // their tokens are ended by account deletion's revocation of the member's tokens.
    up: (s) => [
      `CREATE TABLE ${s}.developer_apps (
         id text PRIMARY KEY,
         owner_id text NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
         name text NOT NULL,
         logo_url text,
         redirect_uris text[] NOT NULL,
         is_public boolean NOT NULL,
         secret_hash text,
         secret_hint text,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         CHECK (is_public = (secret_hash IS NULL))
       )`,
      `CREATE INDEX developer_apps_owner ON ${s}.developer_apps (owner_id, created_at)`,
    ],
  },
];
