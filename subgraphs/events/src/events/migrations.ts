import type { SqlMigration } from '@pulse/kit';

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
];
