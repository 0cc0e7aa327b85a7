// poll, votePoll and deletePoll.
import { BadUserInputError, ConflictError, ForbiddenError, NotFoundError, table, type SubgraphContext } from '@pulse/kit';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { requireMember } from '../posts/access.js';
import { deletePostById } from '../posts/operations/delete-post.js';
import { LOGIN_TO_POST } from '../posts/operations/create-post.js';
import { loadVisiblePoll } from './poll-fields.js';
import { myVoteLoader, pollOptionsLoader, type PollRecord } from './poll-loaders.js';

export const POLL_NOT_FOUND = 'Poll not found';
export const LOGIN_TO_VOTE = 'Please log in to vote';
export const ALREADY_VOTED = 'You have already voted in this poll';
export const POLL_ENDED = 'This poll has ended';
export const ONE_OPTION = 'Choose exactly one option: optionId or optionIndex';
export const UNKNOWN_OPTION = 'This option is not part of the poll';

async function requirePoll(ctx: SubgraphContext, id: string): Promise<PollRecord> {
  const poll = await loadVisiblePoll(ctx, id);
  if (!poll) throw new NotFoundError(POLL_NOT_FOUND);
  return poll;
}

export function poll(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<PollRecord> {
  return requirePoll(ctx, id);
}

export async function votePoll(_: unknown, args: { pollId: string; optionId?: string | null; optionIndex?: number | null }, ctx: SubgraphContext): Promise<PollRecord> {
  const userId = requireMember(ctx, LOGIN_TO_VOTE);
  const byId = args.optionId !== null && args.optionId !== undefined;
  const byIndex = args.optionIndex !== null && args.optionIndex !== undefined;
  if (byId === byIndex) throw new BadUserInputError(ONE_OPTION, 'optionId');
  const found = await requirePoll(ctx, args.pollId);
  const options = await pollOptionsLoader(ctx).load(found.id);
  const option = byId ? options.find((o) => o.id === args.optionId) : options.find((o) => o.position === args.optionIndex);
  if (!option) throw new BadUserInputError(UNKNOWN_OPTION, byId ? 'optionId' : 'optionIndex');
  // The end is checked by the database clock in the insert itself, not before it.
  let inserted: { poll_id: string }[];
  try {
    inserted = await ctx.em.execute<{ poll_id: string }[]>(
      `INSERT INTO ${table(ctx, 'poll_votes')} (poll_id, user_id, option_id)
       SELECT id, ?, ? FROM ${table(ctx, 'polls')} WHERE id = ? AND end_time > now() RETURNING poll_id`,
      [userId, option.id, found.id],
    );
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(ALREADY_VOTED, 'pollId');
    if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundError(POLL_NOT_FOUND);
    throw error;
  }
  if (inserted.length === 0) throw new ForbiddenError(POLL_ENDED);
  // The answer must show this vote: the options were loaded (and cached) before it.
  pollOptionsLoader(ctx).clear(found.id);
  myVoteLoader(ctx).clear(found.id);
  return found;
}

export async function deletePoll(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<string> {
  const userId = requireMember(ctx, LOGIN_TO_POST);
  const found = await requirePoll(ctx, id);
  await deletePostById(ctx, found.postId, userId);
  return id;
}
