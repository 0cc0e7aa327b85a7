// poll(id): a poll whose post the caller may see; NOT_FOUND otherwise.
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { NotFoundError, type SubgraphContext } from '@pulse/kit';
import { Poll } from '../entities.js';
import { loadVisiblePoll } from '../poll-fields.js';

export const POLL_NOT_FOUND = 'Poll not found';

export async function requirePoll(ctx: SubgraphContext, id: string): Promise<Poll> {
  const poll = await loadVisiblePoll(ctx, id);
  if (!poll) throw new NotFoundError(POLL_NOT_FOUND);
  return poll;
}

@Resolver()
export class PollResolver {
  @Query(() => Poll)
  poll(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Poll> {
    return requirePoll(ctx, id);
  }
}
