import type { SqlMigration } from '@pulse/kit';

export const safetyMigrations: SqlMigration[] = [
  {
    name: '2401-blocks-and-mutes',
    // The primary keys serve "whom I blocked / muted" (the settings list, the caller's hidden
    // set); blocks_blocked serves the other direction ("who blocked me"), read on every feed.
    up: (s) => [
      `CREATE TABLE ${s}.blocks (
         blocker_id text NOT NULL,
         blocked_id text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (blocker_id, blocked_id),
         CHECK (blocker_id <> blocked_id)
       )`,
      `CREATE INDEX blocks_blocked ON ${s}.blocks (blocked_id, blocker_id)`,
      `CREATE INDEX blocks_blocker_created ON ${s}.blocks (blocker_id, created_at DESC)`,
      `CREATE TABLE ${s}.mutes (
         muter_id text NOT NULL,
         muted_id text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (muter_id, muted_id),
         CHECK (muter_id <> muted_id)
       )`,
      `CREATE INDEX mutes_muter_created ON ${s}.mutes (muter_id, created_at DESC)`,
    ],
  },
];
