import type { SqlMigration } from '@pulse/kit';

export const uploadMigrations: SqlMigration[] = [
  {
    name: '0901-uploads',
    up: (s) => [
      `CREATE TABLE ${s}.uploads (
         id text PRIMARY KEY,
         owner_id text NOT NULL,
         key varchar(140) NOT NULL UNIQUE,
         purpose text NOT NULL CHECK (purpose IN ('meal-image', 'activity', 'export')),
         content_type varchar(100) NOT NULL,
         size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
         original_name varchar(255),
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX uploads_owner ON ${s}.uploads (owner_id, created_at DESC)`,
    ],
  },
  {
    // The form analyzer's videos (issue 21).
    name: '0902-upload-exercise-video',
    up: (s) => [
      `ALTER TABLE ${s}.uploads DROP CONSTRAINT IF EXISTS uploads_purpose_check`,
      `ALTER TABLE ${s}.uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('meal-image', 'activity', 'export', 'exercise-video'))`,
    ],
  },
];
