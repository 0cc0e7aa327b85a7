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
  {
    name: '0203-follow-counts',
    // User.followers / following are on every feed card's author: counting a popular
    // member's follow rows on each read would grow with their audience. The counts are kept
    // here instead, by statement triggers on follows, so every writer (follow/unfollow, a
    // bulk seed, a manual fix) keeps them exact in its own transaction. Each statement
    // changes the rows of all members it touches in user_id order, so two members
    // following each other at the same moment lock in the same order and cannot deadlock.
    up: (s) => [
      `CREATE TABLE ${s}.follow_counts (
         user_id text PRIMARY KEY,
         followers integer NOT NULL DEFAULT 0 CHECK (followers >= 0),
         following integer NOT NULL DEFAULT 0 CHECK (following >= 0)
       )`,
      `INSERT INTO ${s}.follow_counts (user_id, followers, following)
       SELECT user_id, sum(followers), sum(following) FROM (
         SELECT followee_id AS user_id, count(*) AS followers, 0 AS following FROM ${s}.follows GROUP BY followee_id
         UNION ALL
         SELECT follower_id, 0, count(*) FROM ${s}.follows GROUP BY follower_id
       ) c GROUP BY user_id`,
      // Used by both triggers: "changed" is the statement's new rows (insert) or old rows (delete).
      // A delete updates in place (locking first, in order): an upsert would test its
      // negative candidate row against the CHECKs before finding the existing row.
      `CREATE FUNCTION ${s}.follow_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP = 'INSERT' THEN
             INSERT INTO ${s}.follow_counts AS fc (user_id, followers, following)
             SELECT user_id, sum(followers), sum(following) FROM (
               SELECT followee_id AS user_id, count(*) AS followers, 0 AS following FROM changed GROUP BY followee_id
               UNION ALL
               SELECT follower_id, 0, count(*) FROM changed GROUP BY follower_id
             ) c GROUP BY user_id ORDER BY user_id
             ON CONFLICT (user_id) DO UPDATE SET followers = fc.followers + excluded.followers, following = fc.following + excluded.following;
           ELSE
             PERFORM 1 FROM ${s}.follow_counts
               WHERE user_id IN (SELECT followee_id FROM changed UNION SELECT follower_id FROM changed)
               ORDER BY user_id FOR UPDATE;
             UPDATE ${s}.follow_counts AS fc SET followers = fc.followers - d.followers, following = fc.following - d.following
             FROM (
               SELECT user_id, sum(followers) AS followers, sum(following) AS following FROM (
                 SELECT followee_id AS user_id, count(*) AS followers, 0 AS following FROM changed GROUP BY followee_id
                 UNION ALL
                 SELECT follower_id, 0, count(*) FROM changed GROUP BY follower_id
               ) c GROUP BY user_id
             ) d
             WHERE fc.user_id = d.user_id;
           END IF;
           RETURN NULL;
         END $$`,
      `CREATE TRIGGER follow_counts_insert AFTER INSERT ON ${s}.follows
         REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${s}.follow_counts_apply()`,
      `CREATE TRIGGER follow_counts_delete AFTER DELETE ON ${s}.follows
         REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${s}.follow_counts_apply()`,
    ],
  },
];
