// Wearables tables (docs/health-design.md 1.1). Days and minute samples are keyed by
// (owner, provider, day|minute): every write is an upsert or insert-if-absent, so a job that
// runs twice (re-delivered after a crash) changes nothing the second time.
import type { SqlMigration } from '@pulse/kit';

const PROVIDERS = `'whoop', 'oura', 'garmin', 'fitbit', 'apple-watch', 'samsung'`;

export const wearableMigrations: SqlMigration[] = [
  {
    name: '0201-wearables',
    up: (s) => [
      `CREATE TABLE ${s}.wearable_connections (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         provider text NOT NULL CHECK (provider IN (${PROVIDERS})),
         mode text NOT NULL CHECK (mode IN ('live', 'sandbox', 'import')),
         key_cipher bytea NOT NULL,
         key_hint text NOT NULL,
         status text NOT NULL CHECK (status IN ('connected', 'failed')),
         last_synced_at timestamptz(3),
         created_at timestamptz(3) NOT NULL,
         UNIQUE (owner_id, provider)
       )`,
      // The 6-hourly schedule walks live connections only.
      `CREATE INDEX wearable_connections_live ON ${s}.wearable_connections (id) WHERE mode = 'live'`,
      `CREATE TABLE ${s}.wearable_days (
         owner_id text NOT NULL,
         provider text NOT NULL CHECK (provider IN (${PROVIDERS})),
         day date NOT NULL,
         steps integer CHECK (steps >= 0),
         calories integer CHECK (calories >= 0),
         distance_km double precision CHECK (distance_km >= 0),
         active_minutes integer CHECK (active_minutes >= 0),
         heart_rate smallint CHECK (heart_rate > 0),
         resting_heart_rate smallint CHECK (resting_heart_rate > 0),
         blood_oxygen double precision CHECK (blood_oxygen BETWEEN 0 AND 100),
         sleep_score smallint CHECK (sleep_score BETWEEN 0 AND 100),
         sleep_minutes smallint CHECK (sleep_minutes >= 0),
         readiness_score smallint CHECK (readiness_score BETWEEN 0 AND 100),
         strain double precision CHECK (strain BETWEEN 0 AND 21),
         hrv_ms double precision CHECK (hrv_ms >= 0),
         last_updated timestamptz(3) NOT NULL,
         PRIMARY KEY (owner_id, provider, day)
       )`,
      `CREATE TABLE ${s}.heart_rate_samples (
         owner_id text NOT NULL,
         provider text NOT NULL,
         at timestamptz NOT NULL,
         bpm smallint NOT NULL CHECK (bpm BETWEEN 20 AND 250),
         PRIMARY KEY (owner_id, provider, at)
       )`,
      `CREATE TABLE ${s}.sync_jobs (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         connection_id text NOT NULL REFERENCES ${s}.wearable_connections (id) ON DELETE CASCADE,
         provider text NOT NULL,
         kind text NOT NULL CHECK (kind IN ('sync', 'apple-import', 'samsung-import')),
         data_types text[] NOT NULL DEFAULT '{}',
         state text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
         progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
         records integer NOT NULL DEFAULT 0,
         resume_from date,
         attempts smallint NOT NULL DEFAULT 0,
         error text,
         boss_id text,
         file_key text,
         created_at timestamptz(3) NOT NULL,
         updated_at timestamptz(3) NOT NULL,
         finished_at timestamptz(3)
       )`,
      // "Sync twice at once" is refused by the database, whatever the timing of two requests.
      `CREATE UNIQUE INDEX sync_jobs_one_active ON ${s}.sync_jobs (connection_id) WHERE state IN ('queued', 'running')`,
      `CREATE INDEX sync_jobs_owner ON ${s}.sync_jobs (owner_id, created_at DESC)`,
    ],
  },
];
