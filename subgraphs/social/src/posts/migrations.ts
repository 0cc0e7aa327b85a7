import { dailyCountsMigration, type SqlMigration } from '@pulse/kit';
import { POSTS_COUNT } from './operations/posts-by-day.js';

const POLICIES = `'EVERYONE', 'FOLLOWING', 'MENTIONED', 'NOBODY'`;
const POST_TYPES = `'POST', 'REPLY', 'POLL', 'CHALLENGE', 'QUOTE', 'REPOST', 'MEAL', 'ROUTE'`;

export const postMigrations: SqlMigration[] = [
  {
    name: '0101-posts',
    up: (s) => [
      // Timestamps are kept to the millisecond (timestamptz(3)): feed cursors carry them
      // through JavaScript Dates, and a microsecond PostgreSQL kept but the cursor lost would
      // put a row on both sides of a page boundary.
      `CREATE TABLE ${s}.posts (
         id text PRIMARY KEY,
         user_id text NOT NULL,
         type text NOT NULL CHECK (type IN (${POST_TYPES})),
         status text NOT NULL CHECK (status IN ('DRAFT', 'SCHEDULED', 'POSTED')),
         content text NOT NULL DEFAULT '',
         medias jsonb NOT NULL DEFAULT '[]',
         location_name text,
         location_lat double precision CHECK (location_lat BETWEEN -90 AND 90),
         location_lng double precision CHECK (location_lng BETWEEN -180 AND 180),
         route_data jsonb,
         meal jsonb,
         -- Resolved from @username when the content is written, so the scheduled-post
         -- publisher can notify them without asking accounts (it has nobody to ask as).
         mention_ids text[] NOT NULL DEFAULT '{}',
         -- A deleted original leaves quotes pointing at nothing (deletePost removes reposts itself).
         original_post_id text REFERENCES ${s}.posts (id) ON DELETE SET NULL,
         parent_id text REFERENCES ${s}.posts (id) ON DELETE SET NULL,
         community_id text,
         scheduled_for timestamptz(3),
         timezone text,
         client_id text,
         -- Denormalised counts, changed only in the same statement as the row they count.
         like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
         repost_count integer NOT NULL DEFAULT 0 CHECK (repost_count >= 0),
         quote_count integer NOT NULL DEFAULT 0 CHECK (quote_count >= 0),
         reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
         bookmark_count integer NOT NULL DEFAULT 0 CHECK (bookmark_count >= 0),
         view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
         created_at timestamptz(3) NOT NULL,
         updated_at timestamptz(3) NOT NULL,
         published_at timestamptz(3),
         CHECK ((status = 'POSTED') = (published_at IS NOT NULL)),
         CHECK (status <> 'SCHEDULED' OR scheduled_for IS NOT NULL)
       )`,
      // Home and profile feeds: one backwards range scan per followed member.
      `CREATE INDEX posts_feed ON ${s}.posts (user_id, published_at DESC, id DESC) WHERE status = 'POSTED' AND type <> 'REPLY'`,
      // User.postCount (replies included).
      `CREATE INDEX posts_user_posted ON ${s}.posts (user_id) WHERE status = 'POSTED'`,
      `CREATE INDEX posts_user_unpublished ON ${s}.posts (user_id, status, updated_at DESC) WHERE status <> 'POSTED'`,
      // The scheduled-post queue.
      `CREATE INDEX posts_due ON ${s}.posts (scheduled_for) WHERE status = 'SCHEDULED'`,
      // Replies oldest first; also serves the ON DELETE SET NULL of parent_id.
      `CREATE INDEX posts_replies ON ${s}.posts (parent_id, published_at, id)`,
      `CREATE INDEX posts_original ON ${s}.posts (original_post_id)`,
      // One repost per member and post: a second repost is a no-op by construction.
      `CREATE UNIQUE INDEX posts_one_repost ON ${s}.posts (user_id, original_post_id) WHERE type = 'REPOST'`,
      `CREATE UNIQUE INDEX posts_client_id ON ${s}.posts (user_id, client_id) WHERE client_id IS NOT NULL`,
      // GET /posts: every published post, newest first.
      `CREATE INDEX posts_published ON ${s}.posts (published_at DESC, id DESC) WHERE status = 'POSTED'`,
      `CREATE TABLE ${s}.likes (
         post_id text NOT NULL REFERENCES ${s}.posts (id) ON DELETE CASCADE,
         user_id text NOT NULL,
         created_at timestamptz(3) NOT NULL DEFAULT now(),
         PRIMARY KEY (post_id, user_id)
       )`,
      `CREATE TABLE ${s}.bookmarks (
         user_id text NOT NULL,
         post_id text NOT NULL REFERENCES ${s}.posts (id) ON DELETE CASCADE,
         created_at timestamptz(3) NOT NULL DEFAULT now(),
         PRIMARY KEY (user_id, post_id)
       )`,
      `CREATE INDEX bookmarks_saved ON ${s}.bookmarks (user_id, created_at DESC, post_id DESC)`,
      `CREATE INDEX bookmarks_post ON ${s}.bookmarks (post_id)`,
      `CREATE TABLE ${s}.post_views (
         post_id text NOT NULL REFERENCES ${s}.posts (id) ON DELETE CASCADE,
         user_id text NOT NULL,
         created_at timestamptz(3) NOT NULL DEFAULT now(),
         PRIMARY KEY (post_id, user_id)
       )`,
      `CREATE TABLE ${s}.polls (
         id text PRIMARY KEY,
         post_id text NOT NULL UNIQUE REFERENCES ${s}.posts (id) ON DELETE CASCADE,
         end_time timestamptz(3) NOT NULL
       )`,
      `CREATE TABLE ${s}.poll_options (
         id text PRIMARY KEY,
         poll_id text NOT NULL REFERENCES ${s}.polls (id) ON DELETE CASCADE,
         position integer NOT NULL,
         text text NOT NULL,
         UNIQUE (poll_id, position)
       )`,
      // The primary key is the one-vote-per-member rule, whatever the clients race.
      `CREATE TABLE ${s}.poll_votes (
         poll_id text NOT NULL REFERENCES ${s}.polls (id) ON DELETE CASCADE,
         user_id text NOT NULL,
         option_id text NOT NULL REFERENCES ${s}.poll_options (id) ON DELETE CASCADE,
         created_at timestamptz(3) NOT NULL DEFAULT now(),
         PRIMARY KEY (poll_id, user_id)
       )`,
      `CREATE INDEX poll_votes_option ON ${s}.poll_votes (option_id)`,
      // The spec's analytics events, recorded server-side; they outlive the posts they name.
      `CREATE TABLE ${s}.analytics_events (
         id text PRIMARY KEY,
         name text NOT NULL,
         user_id text,
         post_id text,
         properties jsonb NOT NULL DEFAULT '{}',
         created_at timestamptz(3) NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX analytics_events_name ON ${s}.analytics_events (name, created_at)`,
    ],
  },
  {
    name: '0102-poll-keys-checked-at-commit',
    // The ORM writes a unit of work in its own order (options may be inserted before their
    // poll, a poll before its post): these keys are checked when the transaction commits.
    up: (s) => [
      `ALTER TABLE ${s}.polls ALTER CONSTRAINT polls_post_id_fkey DEFERRABLE INITIALLY DEFERRED`,
      `ALTER TABLE ${s}.poll_options ALTER CONSTRAINT poll_options_poll_id_fkey DEFERRABLE INITIALLY DEFERRED`,
    ],
  },
  {
    name: '0103-posts-exercise-analysis',
    // Issue 21: a post may carry one of its author's form analyses (health's, by id).
    up: (s) => [`ALTER TABLE ${s}.posts ADD COLUMN exercise_analysis_id text CHECK (length(exercise_analysis_id) <= 64)`],
  },
  {
    name: '0104-posts-by-day',
    // The admin dashboard's stats count a day's rows on this index (issue 23, docs/admin.md).
    up: (s) => [`CREATE INDEX posts_published_day ON ${s}.posts (published_at) WHERE status = 'POSTED' AND type <> 'REPLY'`],
  },
  {
    name: '0105-posts-daily-counts',
    // The admin dashboard's stats read posts published from the daily counts rollup this creates, keeps by
    // triggers and backfills under a write lock (kit's dailyCountsMigration; docs/admin.md "Stats").
    // A change to what POSTS_COUNT counts needs a migration of its own.
    up: (s) => dailyCountsMigration(s, POSTS_COUNT),
  },
  {
    name: '0140-posts-editing-and-reply-controls',
    // Issue 24 (docs/social-posts.md): content warnings, edits with their history, and who
    // may reply and quote. Alt text lives in the medias JSON.
    up: (s) => [
      `ALTER TABLE ${s}.posts
         ADD COLUMN content_warning text CHECK (length(content_warning) <= 200),
         ADD COLUMN edited_at timestamptz(3),
         ADD COLUMN reply_policy text NOT NULL DEFAULT 'EVERYONE' CHECK (reply_policy IN (${POLICIES})),
         ADD COLUMN quote_policy text NOT NULL DEFAULT 'EVERYONE' CHECK (quote_policy IN (${POLICIES}))`,
      // One row per replaced version of a published post: what readers saw before an edit.
      `CREATE TABLE ${s}.post_edits (
         id text PRIMARY KEY,
         post_id text NOT NULL REFERENCES ${s}.posts (id) ON DELETE CASCADE,
         content text NOT NULL,
         content_warning text,
         medias jsonb NOT NULL DEFAULT '[]',
         written_at timestamptz(3) NOT NULL,
         replaced_at timestamptz(3) NOT NULL
       )`,
      `CREATE INDEX post_edits_post ON ${s}.post_edits (post_id, replaced_at, id)`,
    ],
  },
];
