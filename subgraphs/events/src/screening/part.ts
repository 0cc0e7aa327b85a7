// Image screening of event covers and shop product photos (issue 23 item 3): every image uploaded
// to events is classified offline in the background (kit's media/screening); one that is
// suspicious, failed or not in time when an event or product first names it is HELD (only its
// uploader sees it) and flagged for the moderation queue in the same transaction; a moderator
// releases or removes it. docs/image-screening.md "Events images".
import type { SubgraphPart } from '@pulse/kit';
import { screeningMigrations } from './migrations.js';
import { screeningMemberData } from './member-data.js';
import { EventImageFieldsResolver, ProductImageFieldsResolver } from './image-fields.js';
import { ModerateEventImageResolver } from './operations/moderate-event-image.js';

export const screening: SubgraphPart = {
  name: 'screening',
  resolvers: [EventImageFieldsResolver, ProductImageFieldsResolver, ModerateEventImageResolver],
  migrations: screeningMigrations,
  memberData: screeningMemberData,
};
