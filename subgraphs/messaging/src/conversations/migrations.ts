import { dailyCountsMigration, type SqlMigration } from '@pulse/kit';
import { MESSAGES_COUNT } from './operations/messages-by-day.js';

// 0003 is the calls' own (calls/migration.ts); the parts' migrations are applied in name order.
export const conversationMigrations: SqlMigration[] = [
  {
    name: '0001-conversations-and-messages',
    // Foreign keys are checked at commit: the ORM writes a unit of work in its own order.
    up: (s) => [
      `CREATE TABLE ${s}.conversations (
         id text PRIMARY KEY,
         name text,
         -- "smaller-id:larger-id" for 1:1 conversations: the unique index makes a second
         -- createConversation with the same person return the first one, even when racing.
         direct_key text UNIQUE,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         last_message_at timestamptz
       )`,
      `CREATE TABLE ${s}.participants (
         conversation_id text NOT NULL REFERENCES ${s}.conversations (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
         user_id text NOT NULL,
         joined_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (conversation_id, user_id)
       )`,
      `CREATE INDEX participants_user ON ${s}.participants (user_id)`,
      `CREATE TABLE ${s}.messages (
         id text PRIMARY KEY,
         -- Commit-independent total order for cursors and catch-up.
         seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
         conversation_id text NOT NULL REFERENCES ${s}.conversations (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
         sender_id text NOT NULL,
         body text NOT NULL DEFAULT '',
         media_url text,
         media_type text CHECK (media_type IN ('IMAGE', 'VIDEO')),
         reply_to_id text REFERENCES ${s}.messages (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
         client_id text,
         pinned_at timestamptz,
         pinned_by text,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX messages_conversation_seq ON ${s}.messages (conversation_id, seq DESC)`,
      `CREATE UNIQUE INDEX messages_sender_client ON ${s}.messages (sender_id, client_id) WHERE client_id IS NOT NULL`,
      `CREATE INDEX messages_pinned ON ${s}.messages (conversation_id, pinned_at DESC) WHERE pinned_at IS NOT NULL`,
      `CREATE TABLE ${s}.message_seen (
         message_id text NOT NULL REFERENCES ${s}.messages (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
         user_id text NOT NULL,
         seen_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (message_id, user_id)
       )`,
      `CREATE TABLE ${s}.reactions (
         id text PRIMARY KEY,
         message_id text NOT NULL REFERENCES ${s}.messages (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
         user_id text NOT NULL,
         emoji text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         UNIQUE (message_id, user_id, emoji)
       )`,
    ],
  },
  {
    name: '0002-message-pages-by-conversation',
    // With a unique index on seq alone, the planner may page a conversation that holds a
    // large share of all messages by walking that index backwards and filtering: fast while
    // the conversation is the newest, a scan of every newer message once it is not. Pages
    // and catch-up read messages_conversation_seq; the identity column keeps seq unique.
    up: (s) => [`ALTER TABLE ${s}.messages DROP CONSTRAINT IF EXISTS messages_seq_key`],
  },
  {
    name: '0004-shared-posts',
    // The post lives in social's schema: no foreign key. A deleted post leaves the id behind
    // and the gateway resolves Message.sharedPost to null through social.
    up: (s) => [`ALTER TABLE ${s}.messages ADD COLUMN shared_post_id text`],
  },
  {
    name: '0010-messages-by-day',
    // The admin dashboard's stats count a day's rows on this index (issue 23, docs/admin.md).
    up: (s) => [`CREATE INDEX messages_created ON ${s}.messages (created_at)`],
  },
  {
    name: '0012-messages-daily-counts',
    // The admin dashboard's stats read messages sent from the daily counts rollup this creates, keeps by
    // triggers and backfills under a write lock (kit's dailyCountsMigration; docs/admin.md "Stats").
    // A change to what MESSAGES_COUNT counts needs a migration of its own.
    up: (s) => dailyCountsMigration(s, MESSAGES_COUNT),
  },
];
