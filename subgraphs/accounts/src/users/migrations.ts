// The accounts tables began in one migration (users and sessions); the later ones are the
// sessions' (known devices) and the profile images' own, in their folders.
import { dailyCountsMigration, type SqlMigration } from '@pulse/kit';
import { SIGNUPS_COUNT } from './operations/signups-by-day.js';
import { RESERVED_USERNAMES } from '../validation.js';

/**
 * Members who took a name before it was reserved (registration refuses it since) would own a
 * page the app's routes hide (/messages, /health...). Each is renamed to the name plus the
 * smallest free `_n` (within the 30 characters a username may have); their id, posts and
 * follows stay theirs. A name added to RESERVED_USERNAMES later needs a migration like this one
 * of its own, since each runs once.
 */
const reservedList = (names: readonly string[] = [...RESERVED_USERNAMES]) => {
  // Written into the statement: only names that cannot break out of a string literal.
  if (!names.every((u) => /^[a-z0-9_]+$/.test(u))) throw new Error('RESERVED_USERNAMES must be lowercase letters, digits and underscores');
  return names.map((u) => `'${u}'`).join(', ');
};

/** Renames the members holding one of `names` (see above). */
const renameTaken = (s: string, names?: readonly string[]) =>
  `DO $$
     DECLARE
       taken record;
       n integer;
       candidate text;
     BEGIN
       FOR taken IN SELECT id, username FROM ${s}.users WHERE lower(username) IN (${reservedList(names)}) ORDER BY created_at, id LOOP
         n := 1;
         LOOP
           candidate := left(taken.username, 30 - length('_' || n)) || '_' || n;
           EXIT WHEN NOT EXISTS (SELECT 1 FROM ${s}.users WHERE lower(username) = lower(candidate));
           n := n + 1;
         END LOOP;
         UPDATE ${s}.users SET username = candidate, updated_at = now() WHERE id = taken.id;
       END LOOP;
     END $$`;

export const reservedUsernamesMigration: SqlMigration = {
  name: '0005-reserved-usernames-renamed',
  up: (s) => [renameTaken(s)],
};

/** /local, the public local feed (issue 24, docs/social-discovery.md). */
export const reservedLocalMigration: SqlMigration = {
  name: '0009-reserved-username-local',
  up: (s) => [renameTaken(s, ['local'])],
};

/** /search and /tags/:tag, the discovery screens (issue 24, docs/social-discovery.md). */
export const reservedDiscoveryMigration: SqlMigration = {
  name: '0010-reserved-usernames-search-tags',
  up: (s) => [renameTaken(s, ['search', 'tags'])],
};

/** /developers and /oauth/..., the developer portal and the OAuth server (issue 25, docs/developer-platform.md). */
export const reservedDeveloperMigration: SqlMigration = {
  name: '0011-reserved-usernames-developers-oauth',
  up: (s) => [renameTaken(s, ['developers', 'oauth'])],
};

export const userMigrations: SqlMigration[] = [
  {
    name: '0001-users-and-sessions',
    up: (s) => [
      `CREATE TABLE ${s}.users (
         id text PRIMARY KEY,
         email text NOT NULL,
         username text NOT NULL,
         name text NOT NULL,
         password_hash text NOT NULL,
         email_verified boolean NOT NULL DEFAULT false,
         image text,
         bio text,
         bio_link text,
         role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
         suspended boolean NOT NULL DEFAULT false,
         suspended_reason text,
         followers_count integer NOT NULL DEFAULT 0,
         following_count integer NOT NULL DEFAULT 0,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      // Uniqueness is case-insensitive: Alice and alice are the same member.
      `CREATE UNIQUE INDEX users_email_lower ON ${s}.users (lower(email))`,
      `CREATE UNIQUE INDEX users_username_lower ON ${s}.users (lower(username))`,
      `CREATE TABLE ${s}.sessions (
         id text PRIMARY KEY,
         user_id text NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
         created_at timestamptz NOT NULL DEFAULT now(),
         last_seen_at timestamptz NOT NULL DEFAULT now(),
         user_agent text,
         ip text,
         revoked_at timestamptz
       )`,
      `CREATE INDEX sessions_user ON ${s}.sessions (user_id)`,
    ],
  },
  {
    name: '0002-follow-counts-move-to-social',
    // Who follows whom, and so the counts, belong to the social subgraph now.
    up: (s) => [`ALTER TABLE ${s}.users DROP COLUMN IF EXISTS followers_count, DROP COLUMN IF EXISTS following_count`],
  },
  reservedUsernamesMigration,
  {
    name: '0006-moderator-role',
    // Moderators work the moderation queue (issue 23).
    up: (s) => [
      `ALTER TABLE ${s}.users DROP CONSTRAINT users_role_check`,
      `ALTER TABLE ${s}.users ADD CONSTRAINT users_role_check CHECK (role IN ('member', 'moderator', 'admin'))`,
    ],
  },
  {
    name: '0007-admin-users',
    // The admin dashboard (issue 23): timed suspensions, and the indexes that keep its member
    // list cheap at a million members (keyset by creation or name; prefix search on name,
    // username and email, each its own index, OR-ed by a bitmap scan).
    up: (s) => [
      `ALTER TABLE ${s}.users ADD COLUMN suspended_until timestamptz`,
      `CREATE INDEX users_suspended_until ON ${s}.users (suspended_until) WHERE suspended_until IS NOT NULL`,
      `CREATE INDEX users_created_keyset ON ${s}.users (created_at, id)`,
      `CREATE INDEX users_name_keyset ON ${s}.users (lower(name), id)`,
      `CREATE INDEX users_name_prefix ON ${s}.users (lower(name) text_pattern_ops)`,
      `CREATE INDEX users_username_prefix ON ${s}.users (lower(username) text_pattern_ops)`,
      `CREATE INDEX users_email_prefix ON ${s}.users (lower(email) text_pattern_ops)`,
    ],
  },
  {
    name: '0008-users-daily-counts',
    // The admin dashboard's stats read sign-ups from the daily counts rollup this creates, keeps by
    // triggers and backfills under a write lock (kit's dailyCountsMigration; docs/admin.md "Stats").
    // A change to what SIGNUPS_COUNT counts needs a migration of its own.
    up: (s) => dailyCountsMigration(s, SIGNUPS_COUNT),
  },
  reservedLocalMigration,
  reservedDiscoveryMigration,
  reservedDeveloperMigration,
];
