// Search: posts by full-text search with ranking (migrations.ts keeps the documents), hashtags
// by prefix. Members are found by accounts' own searchUsers (name and username), which the
// web client's search page asks beside these.
import type { SubgraphPart } from '@pulse/kit';
import { searchMigrations } from './migrations.js';
import { SearchPostsResolver } from './search-posts.js';
import { SearchHashtagsResolver } from './search-hashtags.js';

export const search: SubgraphPart = {
  name: 'search',
  resolvers: [SearchPostsResolver, SearchHashtagsResolver],
  migrations: searchMigrations,
};
