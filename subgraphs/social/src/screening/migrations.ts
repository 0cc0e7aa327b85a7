import type { SqlMigration } from '@pulse/kit';
import { moderationFlagsStatements, verdictTableStatements } from '@pulse/kit/media/screening';

// Screening uses 10xx.
export const screeningMigrations: SqlMigration[] = [
  {
    name: '1001-image-screening',
    up: (s) => [
      // A post with a suspicious image is HELD: like a draft it has no publication time and
      // only its author sees it, until a moderator releases it (docs/image-screening.md).
      `ALTER TABLE ${s}.posts DROP CONSTRAINT posts_status_check`,
      `ALTER TABLE ${s}.posts ADD CONSTRAINT posts_status_check CHECK (status IN ('DRAFT', 'SCHEDULED', 'POSTED', 'HELD'))`,
      // One row per uploaded image, written PENDING by the upload and completed by the
      // background classification; publishing reads it. Scores, not a yes/no, so a threshold
      // changed in configuration applies to what is published after.
      ...verdictTableStatements(s, 'media_screenings'),
      // The contract the admin subgraph's moderation queue reads (issue 23 item 3): read in
      // (txid, seq) order, so a reader never skips a row whose transaction commits late. A post
      // is held once (its media cannot change after), so it is flagged once.
      ...moderationFlagsStatements(s, ['POST', 'COMMENT'], { onePerContent: true }),
    ],
  },
];
