import { dailyCountsMigration, type SqlMigration } from '@pulse/kit';
import { CALLS_COUNT } from './operations/calls-by-day.js';

export const callsMigration: SqlMigration = {
  name: '0003-calls',
  up: (s) => [
    `CREATE TABLE ${s}.calls (
       id text PRIMARY KEY,
       conversation_id text NOT NULL REFERENCES ${s}.conversations (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
       type text NOT NULL DEFAULT 'ONE_ON_ONE' CHECK (type IN ('ONE_ON_ONE')),
       video boolean NOT NULL DEFAULT true,
       status text NOT NULL CHECK (status IN ('RINGING', 'ACTIVE', 'ENDED', 'DECLINED', 'MISSED')),
       -- The media-server room: random, so knowing a call id says nothing about its room.
       room_id text NOT NULL UNIQUE,
       initiator_id text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       started_at timestamptz,
       ended_at timestamptz
     )`,
    `CREATE INDEX calls_conversation ON ${s}.calls (conversation_id, created_at DESC, id DESC)`,
    // One ringing or active call per conversation: a second createCall (even racing the
    // first, or from the other member) gets the call that is already ringing.
    `CREATE UNIQUE INDEX calls_live ON ${s}.calls (conversation_id) WHERE status IN ('RINGING', 'ACTIVE')`,
    // The ring-timeout sweep reads only ringing calls, oldest first.
    `CREATE INDEX calls_ringing ON ${s}.calls (created_at) WHERE status = 'RINGING'`,
    `CREATE TABLE ${s}.call_participants (
       call_id text NOT NULL REFERENCES ${s}.calls (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
       user_id text NOT NULL,
       status text NOT NULL CHECK (status IN ('INVITED', 'JOINED', 'LEFT', 'DECLINED')),
       audio_enabled boolean NOT NULL DEFAULT true,
       video_enabled boolean NOT NULL DEFAULT true,
       peer_id text,
       joined_at timestamptz,
       left_at timestamptz,
       PRIMARY KEY (call_id, user_id)
     )`,
    `CREATE INDEX call_participants_user ON ${s}.call_participants (user_id)`,
  ],
};

export const callsByDayMigration: SqlMigration = {
  name: '0011-calls-by-day',
  // The admin dashboard's stats count a day's calls on this index (issue 23, docs/admin.md).
  up: (s) => [`CREATE INDEX calls_created ON ${s}.calls (created_at)`],
};

export const callsDailyCountsMigration: SqlMigration = {
  name: '0013-calls-daily-counts',
  // The admin dashboard's stats read calls started from the daily counts rollup this creates, keeps
  // by triggers and backfills under a write lock (kit's dailyCountsMigration; docs/admin.md "Stats").
  // A change to what CALLS_COUNT counts needs a migration of its own.
  up: (s) => dailyCountsMigration(s, CALLS_COUNT),
};

export const callRecordsMigration: SqlMigration = {
  name: '0014-call-records',
  // A finished call leaves a record in its conversation: a message of kind 'call' naming the
  // call (docs/calls.md "Call records"), one per call. BUSY: the person called was in another
  // call, so it never rang.
  up: (s) => [
    `ALTER TABLE ${s}.calls DROP CONSTRAINT calls_status_check,
       ADD CONSTRAINT calls_status_check CHECK (status IN ('RINGING', 'ACTIVE', 'ENDED', 'DECLINED', 'MISSED', 'BUSY'))`,
    `ALTER TABLE ${s}.messages DROP CONSTRAINT messages_kind_check,
       ADD CONSTRAINT messages_kind_check CHECK (kind IN ('message', 'reaction', 'call')),
       ADD COLUMN call_id text REFERENCES ${s}.calls (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
       ADD CONSTRAINT messages_call_record CHECK ((kind = 'call') = (call_id IS NOT NULL))`,
    `CREATE UNIQUE INDEX messages_call_id ON ${s}.messages (call_id) WHERE call_id IS NOT NULL`,
  ],
};
