// Feed: the home feed (followed members' posts and one's own), a member's posts and replies, and saved posts.
import type { SubgraphPart } from '@pulse/kit';
import { HomeFeedResolver } from './home-feed.js';
import { SavedPostsResolver } from './saved-posts.js';
import { UserRepliesResolver, userRepliesMigrations } from './user-replies.js';

export const feed: SubgraphPart = { name: 'feed', resolvers: [HomeFeedResolver, SavedPostsResolver, UserRepliesResolver], migrations: userRepliesMigrations };
