// Quick actions: the member's panel layout and action order, kept on the server so it follows
// them to another browser (docs/challenges.md, "Quick actions").
import type { SubgraphPart } from '@pulse/kit';
import { QuickActionsRow } from './entities.js';
import { quickActionMigrations } from './migrations.js';
import { QuickActionsResolver } from './operations/quick-actions.js';
import { quickActionMemberData } from './member-data.js';

export const quickactions: SubgraphPart = {
  name: 'quickactions',
  resolvers: [QuickActionsResolver],
  entities: [QuickActionsRow],
  migrations: quickActionMigrations,
  memberData: quickActionMemberData,
};
