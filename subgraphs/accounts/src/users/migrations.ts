// The accounts tables began in one migration (users and sessions); the later ones are the
// sessions' (known devices) and the profile images' own, in their folders.
import type { SqlMigration } from '@pulse/kit';

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
];
