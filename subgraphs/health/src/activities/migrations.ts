import type { SqlMigration } from '@pulse/kit';

export const activityMigrations: SqlMigration[] = [
  {
    name: '0301-activities',
    up: (s) => [
      // Millisecond timestamps: the list's cursor carries started_at through a JavaScript Date.
      `CREATE TABLE ${s}.activities (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         -- The file's format, or the device whose health export held the track.
         source text NOT NULL CHECK (source IN ('gpx', 'tcx', 'fit', 'apple-watch', 'samsung', 'whoop', 'oura', 'garmin', 'fitbit')),
         type text NOT NULL CHECK (char_length(type) BETWEEN 1 AND 50),
         started_at timestamptz(3) NOT NULL,
         duration_s integer CHECK (duration_s >= 0),
         distance_km double precision NOT NULL CHECK (distance_km >= 0),
         average_speed double precision CHECK (average_speed >= 0),
         elevation_gain_m double precision CHECK (elevation_gain_m >= 0),
         pace_min_km double precision CHECK (pace_min_km >= 0),
         steps integer CHECK (steps >= 0),
         calories double precision CHECK (calories >= 0),
         coordinates jsonb NOT NULL DEFAULT '[]',
         file_key text CHECK (char_length(file_key) <= 64),
         post_id text,
         created_at timestamptz(3) NOT NULL
       )`,
      // myActivities: one backwards range scan of the owner's rows.
      `CREATE INDEX activities_owner ON ${s}.activities (owner_id, started_at DESC, id DESC)`,
      // One activity per uploaded file: importing it again (a retry) finds the first one.
      `CREATE UNIQUE INDEX activities_file ON ${s}.activities (owner_id, file_key) WHERE file_key IS NOT NULL`,
    ],
  },
  {
    name: '0302-activities-export-key',
    up: (s) => [
      // A track found inside a health export (an Apple workout route): the zip entry and the
      // workout's start, so importing the same export again finds the activity instead of
      // storing the workout twice (imports/routes.ts).
      `ALTER TABLE ${s}.activities ADD COLUMN export_key text CHECK (char_length(export_key) <= 1100)`,
      `CREATE UNIQUE INDEX activities_export ON ${s}.activities (owner_id, export_key) WHERE export_key IS NOT NULL`,
    ],
  },
  {
    name: '0303-activities-heart-rate',
    up: (s) => [
      // The heart rate a GPX, TCX or FIT file recorded (formats.ts keeps samples of 20-250 bpm,
      // social's route data range); null for a file without one and for every earlier import.
      `ALTER TABLE ${s}.activities
         ADD COLUMN average_heart_rate smallint CHECK (average_heart_rate BETWEEN 20 AND 250),
         ADD COLUMN max_heart_rate smallint CHECK (max_heart_rate BETWEEN 20 AND 250 AND max_heart_rate >= average_heart_rate)`,
    ],
  },
];
