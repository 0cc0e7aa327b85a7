import type { SqlMigration } from '@pulse/kit';

// quick actions 05xx.
export const quickActionMigrations: SqlMigration[] = [
  {
    name: '0501-quick-actions',
    up: (s) => [
      `CREATE TABLE ${s}.quick_actions (
         user_id text PRIMARY KEY,
         layout text NOT NULL CHECK (layout IN ('LIST', 'GRID_2', 'GRID_3')),
         action_order jsonb NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
];
