import type { SqlMigration } from '@pulse/kit';

export const privacyMigrations: SqlMigration[] = [
  {
    name: '0901-privacy-settings',
    // One row per member who changed a choice; no row is the default (everyone / shows).
    // The partial index serves the home feed's "whose reposts stay out" lookup.
    up: (s) => [
      `CREATE TABLE ${s}.privacy_settings (
         user_id text PRIMARY KEY,
         profile_visibility text NOT NULL DEFAULT 'EVERYONE' CHECK (profile_visibility IN ('EVERYONE', 'FOLLOWERS', 'ONLY_ME')),
         follow_lists_visibility text NOT NULL DEFAULT 'EVERYONE' CHECK (follow_lists_visibility IN ('EVERYONE', 'FOLLOWERS', 'ONLY_ME')),
         activity_in_feeds boolean NOT NULL DEFAULT true,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX privacy_settings_activity_hidden ON ${s}.privacy_settings (user_id) WHERE NOT activity_in_feeds`,
    ],
  },
];
