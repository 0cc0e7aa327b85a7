// Communities: created by name (unique whatever its case), joined and left by members, run by
// owners and moderators. Their posts are social's (a post's communityId; social asks us whether
// the author is a member, and whether a moderator may remove a post). docs/communities.md.
import type { SubgraphPart } from '@pulse/kit';
import { communityEntities } from './entities.js';
import { communityMigrations } from './migrations.js';
import { CreateCommunityResolver } from './operations/create-community.js';
import { CommunitiesResolver } from './operations/communities.js';
import { JoinCommunityResolver } from './operations/join-community.js';
import { CommunityModeratorsResolver } from './operations/moderators.js';
import { CommunityMembersResolver } from './operations/members.js';
import { CommunityFieldsResolver } from './operations/community-fields.js';
import { MyCommunitiesResolver } from './operations/my-communities.js';
import { communityMemberData } from './member-data.js';

export const communities: SubgraphPart = {
  name: 'communities',
  resolvers: [
    CreateCommunityResolver,
    CommunitiesResolver,
    MyCommunitiesResolver,
    JoinCommunityResolver,
    CommunityModeratorsResolver,
    CommunityMembersResolver,
    CommunityFieldsResolver,
  ],
  entities: communityEntities,
  migrations: communityMigrations,
  memberData: communityMemberData,
};
