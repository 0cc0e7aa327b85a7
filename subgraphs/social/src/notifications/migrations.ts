import type { SqlMigration } from '@pulse/kit';

export const notificationMigrations: SqlMigration[] = [
  {
    name: '0301-notifications',
    up: (s) => [
      `CREATE TABLE ${s}.notifications (
         id text PRIMARY KEY,
         recipient_id text NOT NULL,
         actor_id text NOT NULL,
         kind text NOT NULL CHECK (kind IN ('LIKE', 'FOLLOW', 'REPLY', 'MENTION', 'QUOTE', 'REPOST')),
         post_id text,
         message text NOT NULL,
         read_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      // The list, newest first, and its cursor.
      `CREATE INDEX notifications_recipient_created ON ${s}.notifications (recipient_id, created_at DESC, id DESC)`,
      // Unread counts (the badge is asked for on every page).
      `CREATE INDEX notifications_recipient_unread ON ${s}.notifications (recipient_id) WHERE read_at IS NULL`,
      // Removing a deleted post's notifications; repeated likes of one post by one member.
      `CREATE INDEX notifications_post ON ${s}.notifications (post_id) WHERE post_id IS NOT NULL`,
      `CREATE TABLE ${s}.notification_preferences (
         user_id text PRIMARY KEY,
         likes boolean NOT NULL DEFAULT true,
         follows boolean NOT NULL DEFAULT true,
         replies boolean NOT NULL DEFAULT true,
         mentions boolean NOT NULL DEFAULT true,
         quotes boolean NOT NULL DEFAULT true,
         reposts boolean NOT NULL DEFAULT true,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
  {
    name: '0302-notifications-follow-their-post',
    // Posts are deleted for real (posts' 0101); their notifications go with them, so a
    // list never shows "liked your post" for a post that is gone and the unread count agrees.
    up: (s) => [
      `DELETE FROM ${s}.notifications n WHERE n.post_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${s}.posts p WHERE p.id = n.post_id)`,
      `ALTER TABLE ${s}.notifications ADD CONSTRAINT notifications_post_fk
         FOREIGN KEY (post_id) REFERENCES ${s}.posts (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED`,
    ],
  },
  {
    name: '0303-notifications-by-action',
    // notify() asks "was this action already notified?" on every like, follow or repost:
    // an exact index lookup instead of a walk through all of the recipient's notifications.
    up: (s) => [`CREATE INDEX notifications_action ON ${s}.notifications (recipient_id, actor_id, kind, (coalesce(post_id, '')))`],
  },
  {
    name: '0304-notification-message-on-read',
    // The message is composed on read from the actor's current name (notify() must not call
    // accounts inside the caller's transaction), so it is no longer stored.
    up: (s) => [`ALTER TABLE ${s}.notifications DROP COLUMN message`],
  },
  {
    name: '0305-notifications-from-events',
    // The events subgraph's notices (docs/events.md, "Notifications"): their kinds, their
    // sentence, what they link to, the notice they came from (unique: delivered once however
    // often the reader reads it), the reader's cursor, and a preference switch per family.
    up: (s) => [
      `ALTER TABLE ${s}.notifications DROP CONSTRAINT notifications_kind_check`,
      `ALTER TABLE ${s}.notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('LIKE', 'FOLLOW', 'REPLY', 'MENTION', 'QUOTE', 'REPOST',
         'EVENT_UPDATED', 'EVENT_CANCELLED', 'EVENT_REQUEST', 'EVENT_APPROVED', 'EVENT_DECLINED', 'EVENT_WAITLIST_PROMOTED', 'EVENT_REMINDER', 'CHALLENGE_MILESTONE'))`,
      `ALTER TABLE ${s}.notifications ADD COLUMN text text, ADD COLUMN source_id text, ADD COLUMN event_id text, ADD COLUMN challenge_id text, ADD COLUMN community_id text`,
      `CREATE UNIQUE INDEX notifications_source ON ${s}.notifications (source_id) WHERE source_id IS NOT NULL`,
      `ALTER TABLE ${s}.notification_preferences ADD COLUMN events boolean NOT NULL DEFAULT true, ADD COLUMN challenges boolean NOT NULL DEFAULT true`,
      // Where the reader stopped in another subgraph's notices: (txid, seq) of the last row taken.
      `CREATE TABLE ${s}.notice_cursors (
         source text PRIMARY KEY,
         txid xid8 NOT NULL,
         seq bigint NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
  {
    name: '0306-notifications-from-admin',
    // The admin subgraph's moderation notices (a warning, removed content, the outcome of a
    // report; docs/moderation.md), read like the events subgraph's (event-notices.ts).
    up: (s) => [
      `ALTER TABLE ${s}.notifications DROP CONSTRAINT notifications_kind_check`,
      `ALTER TABLE ${s}.notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('LIKE', 'FOLLOW', 'REPLY', 'MENTION', 'QUOTE', 'REPOST',
         'EVENT_UPDATED', 'EVENT_CANCELLED', 'EVENT_REQUEST', 'EVENT_APPROVED', 'EVENT_DECLINED', 'EVENT_WAITLIST_PROMOTED', 'EVENT_REMINDER', 'CHALLENGE_MILESTONE',
         'MODERATION_WARNING', 'MODERATION_REMOVED', 'REPORT_RESOLVED'))`,
    ],
  },
  {
    name: '0307-notifications-from-accounts',
    // accounts' notice that a member's data export is ready (accounts/src/data-export/job.ts).
    up: (s) => [
      `ALTER TABLE ${s}.notifications DROP CONSTRAINT notifications_kind_check`,
      `ALTER TABLE ${s}.notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('LIKE', 'FOLLOW', 'REPLY', 'MENTION', 'QUOTE', 'REPOST',
         'EVENT_UPDATED', 'EVENT_CANCELLED', 'EVENT_REQUEST', 'EVENT_APPROVED', 'EVENT_DECLINED', 'EVENT_WAITLIST_PROMOTED', 'EVENT_REMINDER', 'CHALLENGE_MILESTONE',
         'MODERATION_WARNING', 'MODERATION_REMOVED', 'REPORT_RESOLVED', 'DATA_EXPORT_READY'))`,
    ],
  },
];
