// Full-text search over posts (docs/social-discovery.md). The searchable text lives in its own
// narrow table rather than a tsvector column on posts: posts are read with SELECT * (feed
// pages, references), and a column there would ship every post's vector with every feed row.
// A trigger on posts keeps post_search in step with every writer in the writer's own
// transaction (create, reply, quote, edit, the scheduled-post publisher, a bulk seed), the
// same way hashtags are kept (hashtags/migrations.ts). Published posts with text of their own
// are searchable (replies included, reposts not: they have no text of their own).
//
// The text is read with the 'english' configuration: stemming lets "running" find "run", and
// a hashtag's word is a word ("#marathon" is found by "marathon"). The place a post was
// tagged with weighs less than its text.
import type { SqlMigration } from '@pulse/kit';

export const SEARCH_CONFIG = 'english';

export const searchMigrations: SqlMigration[] = [
  {
    name: '1901-post-search',
    up: (s) => [
      `CREATE FUNCTION ${s}.post_search_document(content text, location_name text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, coalesce(content, '')), 'A')
             || setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, coalesce(location_name, '')), 'C')
       $$`,
      `CREATE TABLE ${s}.post_search (
         post_id text PRIMARY KEY REFERENCES ${s}.posts (id) ON DELETE CASCADE,
         user_id text NOT NULL,
         published_at timestamptz(3) NOT NULL,
         document tsvector NOT NULL
       )`,
      `CREATE INDEX post_search_document ON ${s}.post_search USING gin (document)`,
      `CREATE FUNCTION ${s}.sync_post_search() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.status = 'POSTED' AND NEW.type <> 'REPOST' AND (NEW.content <> '' OR NEW.location_name IS NOT NULL) THEN
           INSERT INTO ${s}.post_search (post_id, user_id, published_at, document)
           VALUES (NEW.id, NEW.user_id, NEW.published_at, ${s}.post_search_document(NEW.content, NEW.location_name))
           ON CONFLICT (post_id) DO UPDATE SET user_id = EXCLUDED.user_id, published_at = EXCLUDED.published_at, document = EXCLUDED.document;
         ELSIF TG_OP = 'UPDATE' THEN
           DELETE FROM ${s}.post_search WHERE post_id = NEW.id;
         END IF;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER posts_search_insert AFTER INSERT ON ${s}.posts FOR EACH ROW EXECUTE FUNCTION ${s}.sync_post_search()`,
      `CREATE TRIGGER posts_search_update AFTER UPDATE OF content, location_name, status, type, published_at, user_id ON ${s}.posts FOR EACH ROW
         WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.location_name IS DISTINCT FROM NEW.location_name OR OLD.status IS DISTINCT FROM NEW.status
               OR OLD.type IS DISTINCT FROM NEW.type OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
         EXECUTE FUNCTION ${s}.sync_post_search()`,
      `LOCK TABLE ${s}.posts IN SHARE ROW EXCLUSIVE MODE`,
      `INSERT INTO ${s}.post_search (post_id, user_id, published_at, document)
       SELECT id, user_id, published_at, ${s}.post_search_document(content, location_name) FROM ${s}.posts
       WHERE status = 'POSTED' AND type <> 'REPOST' AND (content <> '' OR location_name IS NOT NULL)`,
    ],
  },
  {
    name: '1902-post-search-recent',
    // bench/social-search.ts at 1,000,000 posts: a GIN index fed through its pending list
    // (fastupdate, the default) made every search scan up to 4 MB of unsorted entries (20 ms
    // for a word with one match), so entries go straight into the index. A common word is
    // answered by walking the newest posts (post_search_recent) rather than every match.
    up: (s) => [
      `ALTER INDEX ${s}.post_search_document SET (fastupdate = off)`,
      `SELECT gin_clean_pending_list('${s}.post_search_document'::regclass)`,
      `CREATE INDEX post_search_recent ON ${s}.post_search (published_at DESC, post_id DESC)`,
    ],
  },
];
