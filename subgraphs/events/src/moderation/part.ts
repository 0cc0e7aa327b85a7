// Moderation in events (issue 23 item 3, docs/moderation.md): a reported community removed by a
// moderator resolving the report in the admin subgraph, checked again here.
import type { SubgraphPart } from '@pulse/kit';
import { ModeratorRemoveCommunityResolver } from './operations/moderator-remove-community.js';

export const moderation: SubgraphPart = {
  name: 'moderation',
  resolvers: [ModeratorRemoveCommunityResolver],
};
