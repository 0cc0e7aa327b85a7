// votePoll: one vote per member, by option id or 0-based index, not after the poll's end.
import { Args, ArgsType, Ctx, Field, ID, Int, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError, commitOrConflict, type SubgraphContext, signedIn } from '@pulse/kit';
import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/postgresql';
import { postLoader, requireMember } from '../../posts/access.js';
import { Poll, PollVote } from '../entities.js';
import { myVoteLoader, pollOptionsLoader } from '../poll-loaders.js';
import { POLL_NOT_FOUND, requirePoll } from './poll.js';

export const LOGIN_TO_VOTE = 'Please log in to vote';
export const ALREADY_VOTED = 'You have already voted in this poll';
export const POLL_ENDED = 'This poll has ended';
export const ONE_OPTION = 'Choose exactly one option: optionId or optionIndex';
export const UNKNOWN_OPTION = 'This option is not part of the poll';
/** The product's choice (docs/social-posts.md): the author sees the results from the start instead. */
export const OWN_POLL = 'You cannot vote in your own poll';

@ArgsType()
class VotePollArgs {
  static schema = z
    .object({
      pollId: z.string(),
      optionId: z
        .string()
        .nullish()
        .transform((id) => id ?? null),
      optionIndex: z
        .number()
        .nullish()
        .transform((index) => index ?? null),
    })
    .refine((args) => (args.optionId === null) !== (args.optionIndex === null), { message: ONE_OPTION, path: ['optionId'] });

  @Field(() => ID) pollId!: string;
  @Field(() => ID, { nullable: true }) optionId!: string | null;
  @Field(() => Int, { nullable: true }) optionIndex!: number | null;
}

@Resolver()
export class VotePollResolver {
  /** Exactly one of optionId and optionIndex arrives (VotePollArgs). */
  @UseMiddleware(signedIn(LOGIN_TO_VOTE))
  @Mutation(() => Poll, {
    description: 'Vote with an option id or a 0-based index. Once per member, not after the end, not in your own poll (FORBIDDEN, reason OWN_POLL).',
  })
  async votePoll(@Args(() => VotePollArgs) args: VotePollArgs, @Ctx() ctx: SubgraphContext): Promise<Poll> {
    const userId = requireMember(ctx, LOGIN_TO_VOTE);
    const byId = args.optionId !== null;
    const found = await requirePoll(ctx, args.pollId);
    const options = await pollOptionsLoader(ctx).load(found.id);
    const option = byId ? options.find((o) => o.id === args.optionId) : options.find((o) => o.position === args.optionIndex);
    if (!option) throw new BadUserInputError(UNKNOWN_OPTION, byId ? 'optionId' : 'optionIndex');
    if ((await postLoader(ctx).load(found.postId))?.userId === userId) throw new ForbiddenError(OWN_POLL, { reason: 'OWN_POLL' });
    // The end is checked in the vote's transaction with the poll's row held (FOR SHARE): a vote
    // either counts or is refused. The time is the subgraph's clock, the one that set endTime.
    await commitOrConflict(
      () =>
        ctx.em.transactional(async (em) => {
          const open = await em.findOne(
            Poll,
            { id: found.id, endTime: { $gt: ctx.services.clock.now() } },
            { lockMode: LockMode.PESSIMISTIC_READ, disableIdentityMap: true },
          );
          if (!open) throw new ForbiddenError(POLL_ENDED);
          await em.insert(PollVote, { pollId: found.id, userId, option: option.id, createdAt: new Date() });
        }),
      () => new ConflictError(ALREADY_VOTED, 'pollId'),
    ).catch((error: unknown) => {
      throw error instanceof ForeignKeyConstraintViolationException ? new NotFoundError(POLL_NOT_FOUND) : error;
    });
    // The answer must show this vote: the options were loaded (and cached) before it.
    pollOptionsLoader(ctx).clear(found.id);
    myVoteLoader(ctx).clear(found.id);
    return found;
  }
}
