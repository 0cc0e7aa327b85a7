import type { SqlMigration } from '@pulse/kit';

// moderation 05xx.
export const moderationMigrations: SqlMigration[] = [
  {
    // A case: one reported target while it is open, with the reports of every reporter, the
    // snapshot taken when it was first reported (what the moderator reads, also after the
    // content is gone), and the decision. At most one open case per target (the unique index):
    // later reports join it; once resolved, a new report opens a new case.
    name: '0501-moderation',
    up: (s) => [
      `CREATE TABLE ${s}.moderation_cases (
         id text PRIMARY KEY,
         target_kind text NOT NULL CHECK (target_kind IN ('POST', 'COMMENT', 'MESSAGE', 'MEMBER', 'COMMUNITY')),
         target_id text NOT NULL,
         author_id text,
         snapshot jsonb NOT NULL,
         status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED')),
         resolution text CHECK (resolution IN ('DISMISS', 'REMOVE_CONTENT', 'WARN', 'SUSPEND')),
         note text,
         resolved_by text,
         resolved_at timestamptz,
         report_count int NOT NULL DEFAULT 0,
         reasons text[] NOT NULL DEFAULT '{}',
         automatic boolean NOT NULL DEFAULT false,
         created_at timestamptz NOT NULL,
         last_reported_at timestamptz NOT NULL
       )`,
      `CREATE UNIQUE INDEX moderation_cases_open_target ON ${s}.moderation_cases (target_kind, target_id) WHERE status = 'OPEN'`,
      // The queue: newest report first, keyset paged.
      `CREATE INDEX moderation_cases_queue ON ${s}.moderation_cases (status, last_reported_at DESC, id DESC)`,
      // One report per reporter and case; the screening's reports (no reporter) are one per flag.
      `CREATE TABLE ${s}.moderation_reports (
         id text PRIMARY KEY,
         case_id text NOT NULL REFERENCES ${s}.moderation_cases (id) ON DELETE CASCADE,
         reporter_id text,
         reason text NOT NULL,
         details text,
         evidence text,
         flag_id text UNIQUE,
         created_at timestamptz NOT NULL
       )`,
      `CREATE UNIQUE INDEX moderation_reports_reporter ON ${s}.moderation_reports (case_id, reporter_id) WHERE reporter_id IS NOT NULL`,
      `CREATE INDEX moderation_reports_mine ON ${s}.moderation_reports (reporter_id, created_at DESC) WHERE reporter_id IS NOT NULL`,
      // Moderation's notices to members, in the shape of the events subgraph's (read by social's
      // notice reader, social/src/notifications/event-notices.ts): txid and seq give the commit order.
      `CREATE TABLE ${s}.notices (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         recipient_id text NOT NULL,
         actor_id text NOT NULL,
         kind text NOT NULL,
         message text NOT NULL,
         event_id text,
         challenge_id text,
         community_id text,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX notices_order ON ${s}.notices (txid, seq)`,
      // Where the flagged-image reader stopped in social.moderation_flags (flags.ts).
      `CREATE TABLE ${s}.flag_cursors (
         source text PRIMARY KEY,
         txid xid8 NOT NULL,
         seq bigint NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
  {
    // Flagged images that are not posts (docs/image-screening.md): accounts' profile pictures
    // (the target is the member) and the events subgraph's images (the target is the storage key).
    name: '0502-moderation-image-kinds',
    up: (s) => [
      `ALTER TABLE ${s}.moderation_cases DROP CONSTRAINT moderation_cases_target_kind_check`,
      `ALTER TABLE ${s}.moderation_cases ADD CONSTRAINT moderation_cases_target_kind_check
         CHECK (target_kind IN ('POST', 'COMMENT', 'MESSAGE', 'MEMBER', 'COMMUNITY', 'PROFILE_IMAGE', 'EVENT_IMAGE'))`,
    ],
  },
];
