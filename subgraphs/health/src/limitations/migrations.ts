import type { SqlMigration } from '@pulse/kit';

export const limitationMigrations: SqlMigration[] = [
  {
    name: '0601-limitations',
    up: (s) => [
      `CREATE TABLE ${s}.limitations (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         kind text NOT NULL CHECK (kind IN ('injury', 'condition')),
         name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
         body_part text NOT NULL DEFAULT '' CHECK (length(body_part) <= 100),
         severity text NOT NULL CHECK (severity IN ('mild', 'moderate', 'severe')),
         notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
         affects text[] NOT NULL DEFAULT '{}' CHECK (cardinality(affects) <= 8),
         started_on date NOT NULL,
         ended_on date,
         created_at timestamptz NOT NULL DEFAULT now(),
         CHECK (ended_on IS NULL OR ended_on >= started_on)
       )`,
      `CREATE INDEX limitations_owner ON ${s}.limitations (owner_id)`,
    ],
  },
];
