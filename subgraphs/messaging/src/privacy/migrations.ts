import type { SqlMigration } from '@pulse/kit';

export const privacyMigrations: SqlMigration[] = [
  {
    name: '0901-privacy-settings',
    // One row per member who changed the choice; no row is the default (everyone).
    up: (s) => [
      `CREATE TABLE ${s}.privacy_settings (
         user_id text PRIMARY KEY,
         who_may_message_me text NOT NULL DEFAULT 'EVERYONE' CHECK (who_may_message_me IN ('EVERYONE', 'FOLLOWING', 'NOBODY')),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
];
