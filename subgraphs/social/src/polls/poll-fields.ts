// The Poll type: options with their votes, whether it ended, and the caller's own vote.
import type { SubgraphContext } from '@pulse/kit';
import { loadVisiblePost } from '../posts/access.js';
import { myVoteLoader, pollLoader, pollOptionsLoader, type PollRecord } from './poll-loaders.js';

export const pollFields = {
  options: (p: PollRecord, _: unknown, ctx: SubgraphContext) => pollOptionsLoader(ctx).load(p.id),
  ended: (p: PollRecord) => p.endTime.getTime() <= Date.now(),
  hasVoted: async (p: PollRecord, _: unknown, ctx: SubgraphContext) => (await myVoteLoader(ctx).load(p.id)) !== null,
  myVoteOptionId: (p: PollRecord, _: unknown, ctx: SubgraphContext) => myVoteLoader(ctx).load(p.id),
  totalVotes: async (p: PollRecord, _: unknown, ctx: SubgraphContext) =>
    (await pollOptionsLoader(ctx).load(p.id)).reduce((sum, o) => sum + o.votes, 0),
  __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => loadVisiblePoll(ctx, ref.id),
};

/** A poll whose post the caller may see, or null. */
export async function loadVisiblePoll(ctx: SubgraphContext, id: string): Promise<PollRecord | null> {
  const poll = await pollLoader(ctx).load(id);
  return poll && (await loadVisiblePost(ctx, poll.postId)) ? poll : null;
}
