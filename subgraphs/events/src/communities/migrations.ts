import type { SqlMigration } from '@pulse/kit';

// communities 04xx.
export const communityMigrations: SqlMigration[] = [
  {
    name: '0401-communities',
    up: (s) => [
      `CREATE TABLE ${s}.communities (
         id text PRIMARY KEY,
         name text NOT NULL,
         description text NOT NULL DEFAULT '',
         creator_id text NOT NULL,
         member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      // The name is unique whatever its case: the index, not a read before the insert, decides
      // (two creations of "Runners" and "RUNNERS" at once: one wins, the other is CONFLICT).
      `CREATE UNIQUE INDEX communities_name_key ON ${s}.communities (lower(name))`,
      `CREATE INDEX communities_popular ON ${s}.communities (member_count DESC, id)`,
      `CREATE TABLE ${s}.community_members (
         community_id text NOT NULL REFERENCES ${s}.communities (id) ON DELETE CASCADE,
         user_id text NOT NULL,
         role text NOT NULL CHECK (role IN ('OWNER', 'MODERATOR', 'MEMBER')),
         joined_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (community_id, user_id)
       )`,
      `CREATE INDEX community_members_user ON ${s}.community_members (user_id)`,
    ],
  },
];
