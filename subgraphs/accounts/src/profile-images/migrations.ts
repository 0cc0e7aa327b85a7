import type { SqlMigration } from '@pulse/kit';

export const profileImageMigrations: SqlMigration[] = [
  {
    name: '0004-profile-images',
    // Which member stored which picture: updateProfile(image:) takes only the caller's own.
    up: (s) => [
      `CREATE TABLE ${s}.profile_images (
         key text PRIMARY KEY,
         user_id text NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX profile_images_user ON ${s}.profile_images (user_id)`,
    ],
  },
];
