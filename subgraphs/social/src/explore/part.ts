// Explore: trending posts and hashtags over a recent window, suggested members to follow, and
// the public local feed (docs/social-discovery.md, "Explore and local feed").
import type { SubgraphPart } from '@pulse/kit';
import { LocalFeedResolver } from './local-feed.js';
import { TrendingResolver } from './trending.js';
import { SuggestionsResolver } from './suggestions.js';
import { exploreMigrations } from './migrations.js';

export const explore: SubgraphPart = {
  name: 'explore',
  resolvers: [LocalFeedResolver, TrendingResolver, SuggestionsResolver],
  // Explore uses 16xx.
  migrations: exploreMigrations,
};
