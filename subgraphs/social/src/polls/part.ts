// Polls: a poll post's options and votes (its tables are created by the posts migrations).
import type { SubgraphPart } from '@pulse/kit';
import { pollEntities } from './entities.js';
import { PollResolver } from './operations/poll.js';
import { VotePollResolver } from './operations/vote-poll.js';
import { DeletePollResolver } from './operations/delete-poll.js';
import { PollFieldsResolver, loadVisiblePoll } from './poll-fields.js';

export const polls: SubgraphPart = {
  name: 'polls',
  resolvers: [PollResolver, VotePollResolver, DeletePollResolver, PollFieldsResolver],
  references: { Poll: (ref, ctx) => loadVisiblePoll(ctx, ref.id) },
  entities: pollEntities,
};
