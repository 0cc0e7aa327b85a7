// Hashtags: tags extracted from posts where they are written (a trigger, migrations.ts), the
// hashtag page, following tags (their posts join the home feed: feed/home-feed-query.ts).
import type { SubgraphPart } from '@pulse/kit';
import { hashtagEntities } from './entities.js';
import { hashtagMigrations } from './migrations.js';
import { hashtagMemberData } from './member-data.js';
import { HashtagPageResolver } from './operations/hashtag-page.js';
import { FollowHashtagResolver } from './operations/follow-hashtag.js';

export const hashtags: SubgraphPart = {
  name: 'hashtags',
  resolvers: [HashtagPageResolver, FollowHashtagResolver],
  entities: hashtagEntities,
  migrations: hashtagMigrations,
  memberData: hashtagMemberData,
};
