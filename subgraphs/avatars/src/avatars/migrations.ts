import type { SqlMigration } from '@pulse/kit';

// Applied in name order when the subgraph starts, in its own schema `s`. Prefix 01xx: avatars.
export const avatarMigrations: SqlMigration[] = [
  {
    name: '0101-avatars',
    up: (s) => [
      `CREATE TABLE ${s}.avatars (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         name text NOT NULL,
         prompt text NOT NULL,
         negative_prompt text NOT NULL,
         height_meters double precision NOT NULL,
         status text NOT NULL CHECK (status IN ('generating', 'ready', 'failed')),
         provider text NOT NULL CHECK (provider IN ('offline', 'meshy', 'upload')),
         preview_url text,
         model_url text,
         rigged_model_url text,
         is_default boolean NOT NULL DEFAULT false,
         file_keys jsonb NOT NULL DEFAULT '[]',
         created_at timestamptz(3) NOT NULL
       )`,
      // Exactly one default per member is the database's rule, whatever two requests race.
      `CREATE UNIQUE INDEX avatars_one_default ON ${s}.avatars (owner_id) WHERE is_default`,
      `CREATE INDEX avatars_owner ON ${s}.avatars (owner_id, created_at DESC, id DESC)`,
      `CREATE TABLE ${s}.avatar_tasks (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         kind text NOT NULL CHECK (kind IN ('generate', 'rig', 'animate')),
         avatar_id text REFERENCES ${s}.avatars (id) ON DELETE SET NULL,
         state text NOT NULL CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
         progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
         provider text NOT NULL,
         input jsonb NOT NULL DEFAULT '{}',
         result_url text,
         error text,
         boss_id text,
         provider_task_id text,
         attempts smallint NOT NULL DEFAULT 0,
         created_at timestamptz(3) NOT NULL,
         updated_at timestamptz(3) NOT NULL,
         finished_at timestamptz(3)
       )`,
      `CREATE INDEX avatar_tasks_active ON ${s}.avatar_tasks (owner_id) WHERE state IN ('queued', 'running')`,
      `CREATE INDEX avatar_tasks_owner ON ${s}.avatar_tasks (owner_id, created_at DESC)`,
    ],
  },
];
