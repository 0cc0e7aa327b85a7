// The Poll type's computed fields: options with their votes, whether it ended, and the
// caller's own vote. The results (each option's votes) are shown to the poll's author, to
// whoever voted and to everyone once it ended; before that a reader sees the options and
// the total only, so the count cannot sway their vote (docs/social-posts.md).
import { Ctx, FieldResolver, ID, Int, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { loadVisiblePost, postLoader, viewerId } from '../posts/access.js';
import { Poll, PollOption } from './entities.js';
import { myVoteLoader, pollLoader, pollOptionsLoader } from './poll-loaders.js';

/** A poll whose post the caller may see, or null (also what other subgraphs' references get). */
export async function loadVisiblePoll(ctx: SubgraphContext, id: string): Promise<Poll | null> {
  const poll = await pollLoader(ctx).load(id);
  return poll && (await loadVisiblePost(ctx, poll.postId)) ? poll : null;
}

@Resolver(() => Poll)
export class PollFieldsResolver {
  @FieldResolver(() => [PollOption], { description: 'The options; their votes are null until the reader may see the results.' })
  async options(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<PollOption[]> {
    const [options, visible] = await Promise.all([pollOptionsLoader(ctx).load(poll.id), resultsVisible(ctx, poll)]);
    return visible ? options : options.map((o) => Object.assign(new PollOption(), { id: o.id, pollId: o.pollId, position: o.position, text: o.text, votes: null }));
  }

  @FieldResolver(() => Boolean)
  ended(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): boolean {
    return pollEnded(ctx, poll);
  }

  @FieldResolver(() => Boolean, { description: "Whether the reader sees each option's votes: the poll's author, a member who voted, anyone once it ended." })
  resultsVisible(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return resultsVisible(ctx, poll);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member may vote now: not the author, not yet voted, not ended.' })
  async canVote(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const me = viewerId(ctx);
    if (!me || pollEnded(ctx, poll)) return false;
    const [post, vote] = await Promise.all([postLoader(ctx).load(poll.postId), myVoteLoader(ctx).load(poll.id)]);
    return post?.userId !== me && vote === null;
  }

  @FieldResolver(() => Boolean)
  async hasVoted(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return (await myVoteLoader(ctx).load(poll.id)) !== null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The option the signed-in member chose, if any.' })
  myVoteOptionId(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return myVoteLoader(ctx).load(poll.id);
  }

  @FieldResolver(() => Int, { description: 'Votes in all (shown to every reader, as "N votes").' })
  async totalVotes(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await pollOptionsLoader(ctx).load(poll.id)).reduce((sum, o) => sum + (o.votes ?? 0), 0);
  }
}

function pollEnded(ctx: SubgraphContext, poll: Poll): boolean {
  return poll.endTime.getTime() <= ctx.services.clock.now().getTime();
}

/** The author, a member who voted, or anyone after the end. */
export async function resultsVisible(ctx: SubgraphContext, poll: Poll): Promise<boolean> {
  if (pollEnded(ctx, poll)) return true;
  const me = viewerId(ctx);
  if (!me) return false;
  const [post, vote] = await Promise.all([postLoader(ctx).load(poll.postId), myVoteLoader(ctx).load(poll.id)]);
  return post?.userId === me || vote !== null;
}
