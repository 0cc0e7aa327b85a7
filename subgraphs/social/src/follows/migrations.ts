import type { SqlMigration } from '@pulse/kit';

export const followMigrations: SqlMigration[] = [
  {
    name: '0201-follows',
    up: (s) => [
      `CREATE TABLE ${s}.follows (
         follower_id text NOT NULL,
         followee_id text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (follower_id, followee_id),
         CHECK (follower_id <> followee_id)
       )`,
      // followersOf pages and follower counts (0202 adds the other direction).
      `CREATE INDEX follows_followee_created ON ${s}.follows (followee_id, created_at DESC)`,
    ],
  },
  {
    name: '0202-follows-by-follower-time',
    // followingOf pages newest first; the primary key alone would sort every follow of a member.
    up: (s) => [`CREATE INDEX follows_follower_created ON ${s}.follows (follower_id, created_at DESC)`],
  },
];
