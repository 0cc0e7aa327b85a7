// Follows: who follows whom, the lists of followers and followed, and the counts on User.
import type { SubgraphPart } from '@pulse/kit';
import { followEntities } from './entities.js';
import { followMigrations } from './migrations.js';
import { FollowResolver } from './follow.js';
import { FollowListsResolver } from './queries.js';
import { FollowUserFieldsResolver } from './user-fields.js';
import { followMemberData } from './member-data.js';

export const follows: SubgraphPart = {
  name: 'follows',
  resolvers: [FollowListsResolver, FollowResolver, FollowUserFieldsResolver],
  entities: followEntities,
  migrations: followMigrations,
  memberData: followMemberData,
};
