// Image screening (issue 23 item 3): every image uploaded for a post is classified offline in
// the background (kit's media/screening); a post or comment published with a suspicious one is
// HELD (only its author sees it) and flagged for the moderation queue in the same transaction;
// a moderator releases it (releaseHeldContent) or removes it. docs/image-screening.md.
import type { SubgraphPart } from '@pulse/kit';
import { screeningMigrations } from './migrations.js';
import { screeningMemberData } from './member-data.js';
import { ReleaseHeldContentResolver } from './operations/release-held-content.js';

export const screening: SubgraphPart = {
  name: 'screening',
  resolvers: [ReleaseHeldContentResolver],
  migrations: screeningMigrations,
  memberData: screeningMemberData,
};
