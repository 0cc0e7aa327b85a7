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
  {
    // Screening of profile pictures (docs/image-screening.md): 12xx.
    name: '1201-profile-image-screening',
    up: (s) => [
      // One verdict per stored picture, written PENDING when it is stored and completed by the
      // background classification. Scores, not a yes/no: the thresholds apply when it is used.
      `CREATE TABLE ${s}.profile_image_screenings (
       key text PRIMARY KEY REFERENCES ${s}.profile_images (key) ON DELETE CASCADE,
       user_id text NOT NULL,
       status text NOT NULL CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
       scores jsonb,
       failure text CHECK (failure IN ('TIMEOUT', 'FAILED')),
       created_at timestamptz(3) NOT NULL,
       updated_at timestamptz(3) NOT NULL
     )`,
      // The picture a member chose that others do not see yet: waiting for its verdict (held
      // false) or held for a moderator (held true). One per member: choosing another replaces it.
      `CREATE TABLE ${s}.pending_profile_images (
       user_id text PRIMARY KEY REFERENCES ${s}.users (id) ON DELETE CASCADE,
       key text NOT NULL REFERENCES ${s}.profile_images (key) ON DELETE CASCADE,
       url text NOT NULL,
       held boolean NOT NULL DEFAULT false,
       created_at timestamptz(3) NOT NULL
     )`,
      // The contract the admin subgraph's moderation queue reads, the same as social's
      // (docs/image-screening.md): read in (txid, seq) order below the oldest running transaction.
      // No unique index on the content: a member may be held again for another picture.
      `CREATE TABLE ${s}.moderation_flags (
       id text PRIMARY KEY,
       txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
       seq bigserial NOT NULL,
       content_kind text NOT NULL CHECK (content_kind IN ('PROFILE_IMAGE')),
       content_id text NOT NULL,
       author_id text NOT NULL,
       reason text NOT NULL CHECK (reason IN ('IMAGE_SCREENING')),
       details jsonb NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
      `CREATE INDEX moderation_flags_order ON ${s}.moderation_flags (txid, seq)`,
      `CREATE INDEX moderation_flags_author ON ${s}.moderation_flags (author_id)`,
    ],
  },
  {
    // The profile banner (issue 24): a column beside the picture, and a pending row per slot
    // (the picture's and the banner's wait for screening and are held independently).
    name: '2401-profile-banners',
    up: (s) => [
      `ALTER TABLE ${s}.users ADD COLUMN banner text`,
      `ALTER TABLE ${s}.pending_profile_images ADD COLUMN slot text NOT NULL DEFAULT 'IMAGE' CHECK (slot IN ('IMAGE', 'BANNER'))`,
      `ALTER TABLE ${s}.pending_profile_images DROP CONSTRAINT pending_profile_images_pkey`,
      `ALTER TABLE ${s}.pending_profile_images ADD PRIMARY KEY (user_id, slot)`,
    ],
  },
];
