import type { SqlMigration } from '@pulse/kit';

// Applied in name order when the subgraph starts, in its own schema `s`. Files and uploads go
// with their scan (ON DELETE CASCADE); the access log too: a deleted scan leaves nothing behind.
export const scanMigrations: SqlMigration[] = [
  {
    name: '0001-scans',
    up: (s) => [
      `CREATE TABLE ${s}.scans (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         name text NOT NULL,
         description text NOT NULL DEFAULT '',
         body_part text NOT NULL DEFAULT '',
         scan_type text NOT NULL,
         modality text NOT NULL,
         scan_date timestamptz NOT NULL,
         file_count integer NOT NULL,
         series_count integer NOT NULL,
         total_bytes double precision NOT NULL,
         patient_cipher bytea,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      // The list: newest taken first, per owner, in keyset pages.
      `CREATE INDEX scans_owner_date ON ${s}.scans (owner_id, scan_date DESC, id DESC)`,
      `CREATE TABLE ${s}.scan_files (
         id text PRIMARY KEY,
         scan_id text NOT NULL REFERENCES ${s}.scans (id) ON DELETE CASCADE,
         owner_id text NOT NULL,
         storage_key text NOT NULL UNIQUE,
         file_name text NOT NULL,
         size integer NOT NULL,
         study_uid text NOT NULL,
         series_uid text NOT NULL,
         sop_uid text NOT NULL,
         info jsonb NOT NULL
       )`,
      `CREATE INDEX scan_files_scan ON ${s}.scan_files (scan_id)`,
      `CREATE TABLE ${s}.uploads (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         file_name text NOT NULL,
         file_type text NOT NULL,
         storage_key text NOT NULL UNIQUE,
         expires_at timestamptz NOT NULL,
         received_at timestamptz,
         size integer,
         scan_id text REFERENCES ${s}.scans (id) ON DELETE CASCADE,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX uploads_owner ON ${s}.uploads (owner_id, expires_at)`,
      `CREATE TABLE ${s}.access_log (
         id text PRIMARY KEY,
         scan_id text NOT NULL REFERENCES ${s}.scans (id) ON DELETE CASCADE,
         owner_id text NOT NULL,
         actor_id text,
         action text NOT NULL,
         allowed boolean NOT NULL,
         file_id text,
         at timestamptz NOT NULL
       )`,
      `CREATE INDEX access_log_scan ON ${s}.access_log (scan_id, at DESC, id DESC)`,
    ],
  },
];
