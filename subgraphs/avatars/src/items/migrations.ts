import type { SqlMigration } from '@pulse/kit';

// Applied in name order (across every part) when the subgraph starts, in its own schema `s`.
export const itemMigrations: SqlMigration[] = [
  {
    name: '0001-items',
    up: (s) => [
      `CREATE TABLE ${s}.items (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         text text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX items_owner ON ${s}.items (owner_id, created_at DESC)`,
    ],
  },
];
