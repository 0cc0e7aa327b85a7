import type { SqlMigration } from '@pulse/kit';

export const dailyMigrations: SqlMigration[] = [
  {
    name: '0401-goals',
    up: (s) => [
      `CREATE TABLE ${s}.goals (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
         current double precision NOT NULL DEFAULT 0 CHECK (current >= 0),
         target double precision NOT NULL CHECK (target > 0),
         unit text NOT NULL DEFAULT '' CHECK (length(unit) <= 20),
         metric text CHECK (metric IN ('steps', 'water', 'sleep_hours', 'calories', 'protein', 'active_minutes')),
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX goals_owner_created ON ${s}.goals (owner_id, created_at)`,
    ],
  },
];
