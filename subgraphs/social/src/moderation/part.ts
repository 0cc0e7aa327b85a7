// Moderation in social (issue 23 item 3, docs/moderation.md): what a moderator does to posts and
// comments when resolving a report in the admin subgraph, checked again here.
import type { SubgraphPart } from '@pulse/kit';
import { ModeratorRemovePostResolver } from './operations/moderator-remove-post.js';

export const moderation: SubgraphPart = {
  name: 'moderation',
  resolvers: [ModeratorRemovePostResolver],
};
