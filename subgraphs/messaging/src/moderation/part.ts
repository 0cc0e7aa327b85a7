// Moderation in messaging (issue 23 item 3, docs/moderation.md): a reported message removed for
// everyone by a moderator resolving the report in the admin subgraph, checked again here.
import type { SubgraphPart } from '@pulse/kit';
import { ModeratorRemoveMessageResolver } from './operations/moderator-remove-message.js';

export const moderation: SubgraphPart = {
  name: 'moderation',
  resolvers: [ModeratorRemoveMessageResolver],
};
