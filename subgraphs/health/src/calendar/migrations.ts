import type { SqlMigration } from '@pulse/kit';

export const calendarMigrations: SqlMigration[] = [
  {
    name: '0501-calendar-events',
    up: (s) => [
      `CREATE TABLE ${s}.calendar_events (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
         description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
         starts_at timestamptz NOT NULL,
         ends_at timestamptz NOT NULL,
         all_day boolean NOT NULL DEFAULT false,
         timezone text NOT NULL DEFAULT 'UTC' CHECK (length(timezone) <= 100),
         location text NOT NULL DEFAULT '' CHECK (length(location) <= 200),
         kind text NOT NULL DEFAULT 'other' CHECK (kind IN ('workout', 'meal', 'appointment', 'other')),
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         CHECK (ends_at > starts_at)
       )`,
      // A range read is "this member's events starting before the range ends": the index
      // serves it; events are short (a 62-day window bounds the scan).
      `CREATE INDEX calendar_events_owner_starts ON ${s}.calendar_events (owner_id, starts_at)`,
    ],
  },
  {
    // One row per member, written on their first change (no row: everything shown).
    name: '0502-calendar-preferences',
    up: (s) => [
      `CREATE TABLE ${s}.calendar_preferences (
         owner_id text PRIMARY KEY CHECK (length(owner_id) <= 64),
         show_activities boolean NOT NULL DEFAULT true,
         show_meals boolean NOT NULL DEFAULT true,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
];
