import type { SqlMigration } from '@pulse/kit';

// Image screening uses 09xx.
export const screeningMigrations: SqlMigration[] = [
  {
    name: '0901-event-image-screening',
    up: (s) => [
      // One row per uploaded "e-" image: written PENDING by the upload, completed by the
      // background classification (scores or a failure), and given its review when something
      // public first names it: PUBLISHED, HELD (only its uploader sees it) or, after a
      // moderator's removal, REMOVED (its file deleted; naming it again is refused).
      `CREATE TABLE ${s}.media_screenings (
         key text PRIMARY KEY,
         user_id text NOT NULL,
         status text NOT NULL CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
         scores jsonb,
         failure text CHECK (failure IN ('TIMEOUT', 'FAILED')),
         review text CHECK (review IN ('PUBLISHED', 'HELD', 'REMOVED')),
         created_at timestamptz(3) NOT NULL,
         updated_at timestamptz(3) NOT NULL
       )`,
      `CREATE INDEX media_screenings_user ON ${s}.media_screenings (user_id)`,
      // The same contract as social.moderation_flags (docs/image-screening.md), read by the
      // admin subgraph's queue in (txid, seq) order; content_id is the image's key.
      `CREATE TABLE ${s}.moderation_flags (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         content_kind text NOT NULL CHECK (content_kind IN ('EVENT_IMAGE')),
         content_id text NOT NULL,
         author_id text NOT NULL,
         reason text NOT NULL CHECK (reason IN ('IMAGE_SCREENING')),
         details jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      // An image is held once (its review is decided once), so it is flagged once.
      `CREATE UNIQUE INDEX moderation_flags_content ON ${s}.moderation_flags (content_kind, content_id, reason)`,
      `CREATE INDEX moderation_flags_order ON ${s}.moderation_flags (txid, seq)`,
      `CREATE INDEX events_image_url ON ${s}.events (image_url) WHERE image_url IS NOT NULL`,
    ],
  },
];
