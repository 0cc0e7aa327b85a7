// Hashtags are extracted where posts are written: a trigger on posts keeps post_hashtags in
// step with every writer (createPost, replies, quotes, edits, the scheduled-post publisher,
// a bulk seed), in the writer's own transaction, so no code path can forget them. The same
// function extracts them for the backfill. hashtags keeps each tag's post count (triggers on
// post_hashtags) for the hashtag page and the prefix search; followed_hashtags is who follows
// which tag (the home feed reads it in SQL, feed/home-feed-query.ts).
//
// A tag is `#` then letters, digits and underscores with at least one letter, not preceded by
// a letter, digit, underscore, `&`, `#` or `/` (so `a#b`, `&#39;` and URL fragments are not
// tags), at most TAG_MAX_LENGTH characters, stored lowercased. web/src/feed/hashtags.ts
// spells the same rule for the links. Only rows the feeds show carry tags: published, not a
// reply, not a repost (a repost has no text of its own).
import type { SqlMigration } from '@pulse/kit';

export const TAG_MAX_LENGTH = 100;
/** At most this many tags of one post are kept. */
export const TAGS_PER_POST = 30;

export const hashtagMigrations: SqlMigration[] = [
  {
    name: '1801-hashtags',
    up: (s) => [
      `CREATE FUNCTION ${s}.hashtags_of(content text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT tag FROM (
           SELECT lower(m[1]) AS tag, min(ordinality) AS first_seen
           FROM regexp_matches(content, '(?:^|[^[:alnum:]_&#/])#([[:alnum:]_]*[[:alpha:]][[:alnum:]_]*)', 'g') WITH ORDINALITY AS r(m, ordinality)
           WHERE length(m[1]) <= ${TAG_MAX_LENGTH}
           GROUP BY lower(m[1])
         ) t ORDER BY first_seen LIMIT ${TAGS_PER_POST}
       $$`,
      `CREATE TABLE ${s}.post_hashtags (
         post_id text NOT NULL REFERENCES ${s}.posts (id) ON DELETE CASCADE,
         tag text NOT NULL,
         user_id text NOT NULL,
         published_at timestamptz(3) NOT NULL,
         PRIMARY KEY (post_id, tag)
       )`,
      // The hashtag page and the followed tags of the home feed: one backwards range scan per tag.
      `CREATE INDEX post_hashtags_page ON ${s}.post_hashtags (tag, published_at DESC, post_id DESC)`,
      // Windows over recent posts (trending tags on the explore page).
      `CREATE INDEX post_hashtags_recent ON ${s}.post_hashtags (published_at DESC)`,
      `CREATE TABLE ${s}.hashtags (
         name text PRIMARY KEY,
         post_count integer NOT NULL DEFAULT 0 CHECK (post_count >= 0),
         last_used_at timestamptz(3)
       )`,
      // The prefix search ("mar" finds marathon) walks this index.
      `CREATE INDEX hashtags_prefix ON ${s}.hashtags (name text_pattern_ops)`,
      `CREATE TABLE ${s}.followed_hashtags (
         user_id text NOT NULL,
         tag text NOT NULL CHECK (length(tag) BETWEEN 1 AND ${TAG_MAX_LENGTH}),
         created_at timestamptz(3) NOT NULL DEFAULT now(),
         PRIMARY KEY (user_id, tag)
       )`,
      `CREATE INDEX followed_hashtags_tag ON ${s}.followed_hashtags (tag)`,
      `CREATE FUNCTION ${s}.sync_post_hashtags() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' THEN
           DELETE FROM ${s}.post_hashtags WHERE post_id = OLD.id;
         END IF;
         IF NEW.status = 'POSTED' AND NEW.type NOT IN ('REPLY', 'REPOST') THEN
           INSERT INTO ${s}.post_hashtags (post_id, tag, user_id, published_at)
           SELECT NEW.id, tag, NEW.user_id, NEW.published_at FROM ${s}.hashtags_of(NEW.content) AS tag;
         END IF;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER posts_hashtags_insert AFTER INSERT ON ${s}.posts FOR EACH ROW EXECUTE FUNCTION ${s}.sync_post_hashtags()`,
      `CREATE TRIGGER posts_hashtags_update AFTER UPDATE OF content, status, type, published_at, user_id ON ${s}.posts FOR EACH ROW
         WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
               OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
         EXECUTE FUNCTION ${s}.sync_post_hashtags()`,
      // Counts move by statement (transition tables), each tag's row in name order so two
      // posts with the same tags lock in the same order.
      `CREATE FUNCTION ${s}.count_hashtags_added() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO ${s}.hashtags AS h (name, post_count, last_used_at)
         SELECT tag, count(*), max(published_at) FROM added GROUP BY tag ORDER BY tag
         ON CONFLICT (name) DO UPDATE SET post_count = h.post_count + EXCLUDED.post_count,
           last_used_at = greatest(h.last_used_at, EXCLUDED.last_used_at);
         RETURN NULL;
       END $$`,
      `CREATE FUNCTION ${s}.count_hashtags_removed() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE ${s}.hashtags h SET post_count = h.post_count - r.n
         FROM (SELECT tag, count(*) AS n FROM removed GROUP BY tag ORDER BY tag) r WHERE h.name = r.tag;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER post_hashtags_added AFTER INSERT ON ${s}.post_hashtags REFERENCING NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION ${s}.count_hashtags_added()`,
      `CREATE TRIGGER post_hashtags_removed AFTER DELETE ON ${s}.post_hashtags REFERENCING OLD TABLE AS removed
         FOR EACH STATEMENT EXECUTE FUNCTION ${s}.count_hashtags_removed()`,
      // Backfill: the posts written before this migration, under a write lock so none slips between.
      `LOCK TABLE ${s}.posts IN SHARE ROW EXCLUSIVE MODE`,
      `INSERT INTO ${s}.post_hashtags (post_id, tag, user_id, published_at)
       SELECT p.id, t.tag, p.user_id, p.published_at FROM ${s}.posts p CROSS JOIN LATERAL ${s}.hashtags_of(p.content) AS t(tag)
       WHERE p.status = 'POSTED' AND p.type NOT IN ('REPLY', 'REPOST') AND p.content LIKE '%#%'`,
    ],
  },
];
