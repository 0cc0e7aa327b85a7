// Safety: blocks and mutes (docs/safety.md). Kept here; what they hide is enforced by the
// readers of posts, follows and notifications through rules.ts, and by messaging and calls,
// which ask User.blockedByMe / blocksMe.
import type { SubgraphPart } from '@pulse/kit';
import { safetyEntities } from './entities.js';
import { safetyMigrations } from './migrations.js';
import { SafetyResolver, SafetyUserFieldsResolver } from './operations.js';
import { safetyMemberData } from './member-data.js';

export const safety: SubgraphPart = {
  name: 'safety',
  resolvers: [SafetyResolver, SafetyUserFieldsResolver],
  entities: safetyEntities,
  migrations: safetyMigrations,
  memberData: safetyMemberData,
};
