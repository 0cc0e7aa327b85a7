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
];
