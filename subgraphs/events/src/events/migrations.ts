import { dailyCountsMigration, type SqlMigration } from '@pulse/kit';
import { EVENTS_COUNT } from './operations/events-by-day.js';

// events 01xx.
export const eventMigrations: SqlMigration[] = [
  {
    name: '0101-events',
    up: (s) => [
      `CREATE TABLE ${s}.events (
         id text PRIMARY KEY,
         organiser_id text NOT NULL,
         name text NOT NULL,
         description text NOT NULL,
         location text NOT NULL,
         starts_at timestamptz NOT NULL,
         ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
         timezone text NOT NULL,
         image_url text,
         require_approval boolean NOT NULL DEFAULT false,
         capacity integer CHECK (capacity IS NULL OR capacity >= 1),
         has_waitlist boolean NOT NULL DEFAULT false,
         approved_count integer NOT NULL DEFAULT 0 CHECK (approved_count >= 0),
         cancelled_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      // The upcoming list: not cancelled, by start time (keyset on (starts_at, id)).
      `CREATE INDEX events_upcoming ON ${s}.events (starts_at, id) WHERE cancelled_at IS NULL`,
      `CREATE INDEX events_organiser ON ${s}.events (organiser_id, starts_at)`,
      `CREATE TABLE ${s}.attendances (
         event_id text NOT NULL REFERENCES ${s}.events (id) ON DELETE CASCADE,
         user_id text NOT NULL,
         status text NOT NULL CHECK (status IN ('GOING', 'INTERESTED', 'NOT_GOING', 'REQUESTED', 'APPROVED', 'DECLINED', 'WAITLISTED')),
         waitlist_seq bigint,
         reminded_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (event_id, user_id),
         CHECK ((status = 'WAITLISTED') = (waitlist_seq IS NOT NULL))
       )`,
      `CREATE INDEX attendances_event_status ON ${s}.attendances (event_id, status, waitlist_seq, user_id)`,
      `CREATE INDEX attendances_user ON ${s}.attendances (user_id, status)`,
      // The reminder sweep: attendees not reminded yet.
      `CREATE INDEX attendances_to_remind ON ${s}.attendances (event_id) WHERE reminded_at IS NULL AND status IN ('GOING', 'APPROVED')`,
      // The waitlist's order: taken when a member joins it, so the first in line is promoted first.
      `CREATE SEQUENCE ${s}.waitlist_seq`,
    ],
  },
  {
    // The attendance statements of store.ts (one statement per change, holding the event's lock
    // for one round trip). Their reads of the attendances go through these VOLATILE functions:
    // a VOLATILE function takes a fresh snapshot for each query, so, called once the statement
    // holds the event's lock, it sees what the transactions it waited for committed (the
    // statement's own snapshot predates its wait). enqueue_internal queues a bus event only when
    // called: an INSERT into the outbox inside a CTE would fire its wake-up trigger (FOR EACH
    // STATEMENT) on every join, notice or not. The CHECK makes a place past the capacity
    // impossible whatever the code does.
    name: '0102-attendance-statements',
    up: (s) => [
      `CREATE FUNCTION ${s}.attendance_now(p_event text, p_user text) RETURNS TABLE (att_status text)
         LANGUAGE sql VOLATILE AS $$ SELECT status FROM ${s}.attendances WHERE event_id = p_event AND user_id = p_user $$`,
      `CREATE FUNCTION ${s}.waitlist_head_now(p_event text) RETURNS TABLE (head_user text)
         LANGUAGE sql VOLATILE AS $$
           SELECT user_id FROM ${s}.attendances WHERE event_id = p_event AND status = 'WAITLISTED' ORDER BY waitlist_seq, user_id LIMIT 1 $$`,
      `CREATE FUNCTION ${s}.enqueue_internal(p_id text, p_topic text) RETURNS integer
         LANGUAGE sql VOLATILE AS $$
           INSERT INTO ${s}.outbox (id, topic, audience, data, created_at) VALUES (p_id, p_topic, '{"internal": true}', '{}', now()) RETURNING 1 $$`,
      `ALTER TABLE ${s}.events ADD CONSTRAINT events_places CHECK (capacity IS NULL OR approved_count <= capacity)`,
    ],
  },
  {
    name: '0103-events-by-day',
    // The admin dashboard's stats count a day's new events on this index (issue 23, docs/admin.md).
    up: (s) => [`CREATE INDEX events_created ON ${s}.events (created_at)`],
  },
  {
    name: '0104-events-daily-counts',
    // The admin dashboard's stats read events created from the daily counts rollup this creates, keeps by
    // triggers and backfills under a write lock (kit's dailyCountsMigration; docs/admin.md "Stats").
    // A change to what EVENTS_COUNT counts needs a migration of its own.
    up: (s) => dailyCountsMigration(s, EVENTS_COUNT),
  },
];
