import type { SqlMigration } from '@pulse/kit';

export const settingsMigrations: SqlMigration[] = [
  {
    name: '0901-member-settings',
    // One row per member who saved a setting; no row is the defaults (system theme, not
    // compact, English, discoverable). The partial index serves user search's "who opted out".
    up: (s) => [
      `CREATE TABLE ${s}.member_settings (
         user_id text PRIMARY KEY REFERENCES ${s}.users (id) ON DELETE CASCADE,
         theme text NOT NULL DEFAULT 'SYSTEM' CHECK (theme IN ('LIGHT', 'DARK', 'SYSTEM')),
         compact_mode boolean NOT NULL DEFAULT false,
         language text NOT NULL DEFAULT 'en',
         discoverable boolean NOT NULL DEFAULT true,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX member_settings_hidden ON ${s}.member_settings (user_id) WHERE NOT discoverable`,
    ],
  },
];
