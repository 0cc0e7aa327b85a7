// Feed: the home feed (followed members' posts and one's own) and saved posts.
import type { SubgraphPart } from '@pulse/kit';
import { HomeFeedResolver } from './home-feed.js';
import { SavedPostsResolver } from './saved-posts.js';

export const feed: SubgraphPart = { name: 'feed', resolvers: [HomeFeedResolver, SavedPostsResolver] };
