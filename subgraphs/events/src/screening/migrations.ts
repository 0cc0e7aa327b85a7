import type { SqlMigration } from '@pulse/kit';
import { moderationFlagsStatements, verdictTableStatements } from '@pulse/kit/media/screening';

// Image screening uses 09xx.
export const screeningMigrations: SqlMigration[] = [
  {
    name: '0901-event-image-screening',
    up: (s) => [
      // One row per uploaded "e-" image: written PENDING by the upload, completed by the
      // background classification (scores or a failure), and given its review when something
      // public first names it: PUBLISHED, HELD (only its uploader sees it) or, after a
      // moderator's removal, REMOVED (its file deleted; naming it again is refused).
      ...verdictTableStatements(s, 'media_screenings', [`review text CHECK (review IN ('PUBLISHED', 'HELD', 'REMOVED'))`]),
      `CREATE INDEX media_screenings_user ON ${s}.media_screenings (user_id)`,
      // The same contract as social.moderation_flags (docs/image-screening.md), read by the
      // admin subgraph's queue in (txid, seq) order; content_id is the image's key. An image is
      // held once (its review is decided once), so it is flagged once.
      ...moderationFlagsStatements(s, ['EVENT_IMAGE'], { onePerContent: true }),
      `CREATE INDEX events_image_url ON ${s}.events (image_url) WHERE image_url IS NOT NULL`,
    ],
  },
];
