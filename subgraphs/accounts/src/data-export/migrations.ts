import type { SqlMigration } from '@pulse/kit';

// data-export 10xx.
export const dataExportMigrations: SqlMigration[] = [
  {
    name: '1001-data-exports',
    up: (s) => [
      // One row per export a member asked for; the archive is in private storage under
      // archive_key until expires_at (the sweep deletes it and the row says EXPIRED).
      `CREATE TABLE ${s}.data_exports (
         id text PRIMARY KEY,
         member_id text NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
         status text NOT NULL CHECK (status IN ('PENDING', 'RUNNING', 'READY', 'FAILED', 'EXPIRED')),
         progress integer NOT NULL DEFAULT 0,
         archive_key text,
         archive_bytes bigint,
         created_at timestamptz NOT NULL,
         finished_at timestamptz,
         expires_at timestamptz
       )`,
      `CREATE INDEX data_exports_member ON ${s}.data_exports (member_id, created_at DESC)`,
      // One export at a time per member, held by the database, not by a read-then-insert.
      `CREATE UNIQUE INDEX data_exports_one_running ON ${s}.data_exports (member_id) WHERE status IN ('PENDING', 'RUNNING')`,
      `CREATE INDEX data_exports_expiry ON ${s}.data_exports (expires_at) WHERE status = 'READY'`,
      // Accounts' notices, delivered as notifications by social's reader in the shape of
      // events.notices (social/notifications/event-notices.ts): "Your data export is ready".
      `CREATE TABLE IF NOT EXISTS ${s}.notices (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         recipient_id text NOT NULL,
         actor_id text NOT NULL,
         kind text NOT NULL,
         message text NOT NULL,
         event_id text,
         challenge_id text,
         community_id text,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX IF NOT EXISTS notices_order ON ${s}.notices (txid, seq)`,
    ],
  },
  {
    name: '1002-data-export-failure',
    // Why a FAILED export failed, in the words its member reads ("Your export is too large ...").
    up: (s) => [`ALTER TABLE ${s}.data_exports ADD COLUMN failure text`],
  },
];
