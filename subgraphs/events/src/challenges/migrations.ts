import type { SqlMigration } from '@pulse/kit';

// challenges 03xx.
export const challengeMigrations: SqlMigration[] = [
  {
    name: '0301-challenges',
    up: (s) => [
      `CREATE TABLE ${s}.challenges (
         id text PRIMARY KEY,
         creator_id text NOT NULL,
         post_id text,
         community_id text,
         title text NOT NULL,
         description text NOT NULL,
         category text NOT NULL,
         subcategory text NOT NULL,
         age_group text NOT NULL,
         frequency text NOT NULL,
         difficulty text NOT NULL,
         metric text NOT NULL,
         tiers jsonb NOT NULL DEFAULT '[]',
         starts_on text NOT NULL,
         ends_on text,
         participant_count integer NOT NULL DEFAULT 0 CHECK (participant_count >= 0),
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE UNIQUE INDEX challenges_post ON ${s}.challenges (post_id) WHERE post_id IS NOT NULL`,
      `CREATE INDEX challenges_community ON ${s}.challenges (community_id, created_at DESC) WHERE community_id IS NOT NULL`,
      `CREATE TABLE ${s}.challenge_participants (
         challenge_id text NOT NULL REFERENCES ${s}.challenges (id) ON DELETE CASCADE,
         user_id text NOT NULL,
         timezone text NOT NULL DEFAULT 'UTC',
         total double precision NOT NULL DEFAULT 0,
         joined_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (challenge_id, user_id)
       )`,
      // The leaderboard: highest total first, the earlier to get there ahead on a tie.
      `CREATE INDEX challenge_participants_board ON ${s}.challenge_participants (challenge_id, total DESC, updated_at, user_id)`,
      `CREATE TABLE ${s}.challenge_progress (
         id text PRIMARY KEY,
         challenge_id text NOT NULL,
         user_id text NOT NULL,
         day text NOT NULL,
         amount double precision NOT NULL CHECK (amount > 0),
         source text NOT NULL CHECK (source IN ('MANUAL', 'DEVICE')),
         created_at timestamptz NOT NULL DEFAULT now(),
         FOREIGN KEY (challenge_id, user_id) REFERENCES ${s}.challenge_participants (challenge_id, user_id) ON DELETE CASCADE
       )`,
      `CREATE INDEX challenge_progress_member ON ${s}.challenge_progress (challenge_id, user_id, day)`,
      // One device figure per day: a sync replaces the day's figure, never adds a second.
      `CREATE UNIQUE INDEX challenge_progress_device_day ON ${s}.challenge_progress (challenge_id, user_id, day) WHERE source = 'DEVICE'`,
      `CREATE TABLE ${s}.challenge_badges (
         challenge_id text NOT NULL,
         user_id text NOT NULL,
         tier integer NOT NULL,
         tier_name text NOT NULL,
         goal double precision NOT NULL,
         awarded_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (challenge_id, user_id, tier),
         FOREIGN KEY (challenge_id, user_id) REFERENCES ${s}.challenge_participants (challenge_id, user_id) ON DELETE CASCADE
       )`,
    ],
  },
];
