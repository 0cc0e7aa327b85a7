import type { SqlMigration } from '@pulse/kit';

export const routePrivacyMigrations: SqlMigration[] = [
  {
    name: '2451-route-privacy',
    // One row per member who set something; no row: nothing hidden, both metrics public.
    up: (s) => [
      `CREATE TABLE ${s}.route_privacy (
         user_id text PRIMARY KEY,
         hide_ends_m integer NOT NULL DEFAULT 0 CHECK (hide_ends_m = 0 OR hide_ends_m BETWEEN 200 AND 1000),
         zones jsonb NOT NULL DEFAULT '[]',
         pace_visibility text NOT NULL DEFAULT 'EVERYONE' CHECK (pace_visibility IN ('EVERYONE', 'FOLLOWERS', 'ONLY_ME')),
         heart_rate_visibility text NOT NULL DEFAULT 'EVERYONE' CHECK (heart_rate_visibility IN ('EVERYONE', 'FOLLOWERS', 'ONLY_ME')),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
];
