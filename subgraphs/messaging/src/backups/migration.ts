import type { SqlMigration } from '@pulse/kit';

// The optional key backup (docs/e2ee.md): per member, how to derive the backup key from the
// recovery phrase (never the phrase or the key) and an encrypted check value; and the
// encrypted history segments devices add as they read. All of it is ciphertext to the server.
export const backupsMigration: SqlMigration = {
  name: '0009-key-backups',
  up: (s) => [
    `CREATE TABLE ${s}.key_backups (
       user_id text PRIMARY KEY,
       kdf text NOT NULL,
       iterations integer NOT NULL,
       salt bytea NOT NULL,
       check_value bytea NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL
     )`,
    `CREATE TABLE ${s}.backup_segments (
       id bigserial PRIMARY KEY,
       user_id text NOT NULL REFERENCES ${s}.key_backups (user_id) ON DELETE CASCADE,
       conversation_id text NOT NULL,
       data bytea NOT NULL,
       created_at timestamptz NOT NULL
     )`,
    `CREATE INDEX backup_segments_user ON ${s}.backup_segments (user_id, id)`,
  ],
};
