import type { SqlMigration } from '@pulse/kit';

// Screening uses 10xx.
export const screeningMigrations: SqlMigration[] = [
  {
    name: '1001-image-screening',
    up: (s) => [
      // A post with a suspicious image is HELD: like a draft it has no publication time and
      // only its author sees it, until a moderator releases it (docs/image-screening.md).
      `ALTER TABLE ${s}.posts DROP CONSTRAINT posts_status_check`,
      `ALTER TABLE ${s}.posts ADD CONSTRAINT posts_status_check CHECK (status IN ('DRAFT', 'SCHEDULED', 'POSTED', 'HELD'))`,
      // One row per uploaded image, written PENDING by the upload and completed by the
      // background classification; publishing reads it. Scores, not a yes/no, so a threshold
      // changed in configuration applies to what is published after.
      `CREATE TABLE ${s}.media_screenings (
         key text PRIMARY KEY,
         user_id text NOT NULL,
         status text NOT NULL CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
         scores jsonb,
         failure text CHECK (failure IN ('TIMEOUT', 'FAILED')),
         created_at timestamptz(3) NOT NULL,
         updated_at timestamptz(3) NOT NULL
       )`,
      // The contract the admin subgraph's moderation queue reads (issue 23 item 3): read in
      // (txid, seq) order, so a reader never skips a row whose transaction commits late.
      `CREATE TABLE ${s}.moderation_flags (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         content_kind text NOT NULL CHECK (content_kind IN ('POST', 'COMMENT')),
         content_id text NOT NULL,
         author_id text NOT NULL,
         reason text NOT NULL CHECK (reason IN ('IMAGE_SCREENING')),
         details jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      // A post is held once (its media cannot change after), so it is flagged once.
      `CREATE UNIQUE INDEX moderation_flags_content ON ${s}.moderation_flags (content_kind, content_id, reason)`,
      `CREATE INDEX moderation_flags_order ON ${s}.moderation_flags (txid, seq)`,
    ],
  },
];
