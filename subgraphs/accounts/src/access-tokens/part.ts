// Personal access tokens (issue 25, docs/developer-platform.md): tokens a member makes for their
// scripts, limited to scopes, shown once, revocable on their own. They live in kit's
// platform.api_tokens (every subgraph checks them there), so this part has no table of its own.
import type { SubgraphPart } from '@pulse/kit';
import { PersonalAccessTokenResolver } from './operations/personal-access-tokens.js';
import { accessTokensMemberData } from './member-data.js';

export const accessTokens: SubgraphPart = {
  name: 'access-tokens',
  resolvers: [PersonalAccessTokenResolver],
  memberData: accessTokensMemberData,
};
