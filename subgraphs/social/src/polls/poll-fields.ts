// The Poll type's computed fields: options with their votes, whether it ended, and the
// caller's own vote.
import { Ctx, FieldResolver, ID, Int, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { loadVisiblePost } from '../posts/access.js';
import { Poll, PollOption } from './entities.js';
import { myVoteLoader, pollLoader, pollOptionsLoader } from './poll-loaders.js';

/** A poll whose post the caller may see, or null (also what other subgraphs' references get). */
export async function loadVisiblePoll(ctx: SubgraphContext, id: string): Promise<Poll | null> {
  const poll = await pollLoader(ctx).load(id);
  return poll && (await loadVisiblePost(ctx, poll.postId)) ? poll : null;
}

@Resolver(() => Poll)
export class PollFieldsResolver {
  @FieldResolver(() => [PollOption])
  options(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<PollOption[]> {
    return pollOptionsLoader(ctx).load(poll.id);
  }

  @FieldResolver(() => Boolean)
  ended(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): boolean {
    return poll.endTime.getTime() <= ctx.services.clock.now().getTime();
  }

  @FieldResolver(() => Boolean)
  async hasVoted(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return (await myVoteLoader(ctx).load(poll.id)) !== null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The option the signed-in member chose, if any.' })
  myVoteOptionId(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return myVoteLoader(ctx).load(poll.id);
  }

  @FieldResolver(() => Int)
  async totalVotes(@Root() poll: Poll, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await pollOptionsLoader(ctx).load(poll.id)).reduce((sum, o) => sum + o.votes, 0);
  }
}
