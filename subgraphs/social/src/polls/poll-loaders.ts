// Polls, their options with vote counts, and the caller's vote, each one query per request.
import { byKeys, marks, table, type SubgraphContext } from '@pulse/kit';
import { Poll, PollVote, type PollOption } from './entities.js';

export function pollByPostLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Poll | null>('pollByPost', async (ids) => {
    return byKeys(ids, await ctx.em.find(Poll, { postId: { $in: [...ids] } }), (p) => p.postId);
  });
}

export function pollLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Poll | null>('pollById', async (ids) => {
    return byKeys(ids, await ctx.em.find(Poll, { id: { $in: [...ids] } }), (p) => p.id);
  });
}

/** Votes are counted from the vote rows themselves: the result can never drift from them. */
export function pollOptionsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, PollOption[]>('pollOptions', async (ids) => {
    const rows = await ctx.em.execute<Record<string, any>[]>(
      `SELECT o.id, o.poll_id, o.position, o.text, count(v.user_id) AS votes
       FROM ${table(ctx, 'poll_options')} o LEFT JOIN ${table(ctx, 'poll_votes')} v ON v.option_id = o.id
       WHERE o.poll_id IN (${marks(ids)}) GROUP BY o.id ORDER BY o.position`,
      [...ids],
    );
    const options = rows.map((r) => ({ id: r.id, pollId: r.poll_id, position: Number(r.position), text: r.text, votes: Number(r.votes) }));
    return ids.map((id) => options.filter((o) => o.pollId === id));
  });
}

/** The option the signed-in member chose in each poll, or null. */
export function myVoteLoader(ctx: SubgraphContext) {
  const me = ctx.auth.user?.id;
  return ctx.loaders.get<string, string | null>('myPollVote', async (ids) => {
    if (!me) return ids.map(() => null);
    const votes = await ctx.em.find(PollVote, { userId: me, pollId: { $in: [...ids] } }, { disableIdentityMap: true });
    return byKeys(ids, votes, (v) => v.pollId).map((v) => v?.optionId ?? null);
  });
}
