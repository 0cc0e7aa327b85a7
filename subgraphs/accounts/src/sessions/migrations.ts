import type { SqlMigration } from '@pulse/kit';

export const sessionMigrations: SqlMigration[] = [
  {
    name: '0003-known-devices',
    // Only a hash of each device id: the table cannot be read to impersonate a device.
    up: (s) => [
      `CREATE TABLE ${s}.known_devices (
         token_hash text PRIMARY KEY,
         user_id text NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
         created_at timestamptz NOT NULL DEFAULT now(),
         last_used_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX known_devices_user ON ${s}.known_devices (user_id, last_used_at DESC)`,
    ],
  },
];
