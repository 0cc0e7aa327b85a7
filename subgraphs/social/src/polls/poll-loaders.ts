// Polls, their options with vote counts, and the caller's vote, each one query per request.
import { raw } from '@mikro-orm/postgresql';
import { byKeys, type SubgraphContext } from '@pulse/kit';
import { Poll, PollOption, PollVote } from './entities.js';

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
    const rows = await ctx.em
      .createQueryBuilder(PollOption, 'o')
      .select(['o.id', 'o.pollId', 'o.position', 'o.text', raw('count(v.user_id) as votes')])
      .leftJoin('o.ballots', 'v')
      .where({ pollId: { $in: [...ids] } })
      .groupBy('o.id')
      .orderBy({ position: 'asc' })
      .execute<{ id: string; pollId: string; position: number; text: string; votes: string }[]>();
    const options = rows.map((r) => Object.assign(new PollOption(), { id: r.id, pollId: r.pollId, position: Number(r.position), text: r.text, votes: Number(r.votes) }));
    return ids.map((id) => options.filter((o) => o.pollId === id));
  });
}

/** The option the signed-in member chose in each poll, or null. */
export function myVoteLoader(ctx: SubgraphContext) {
  const me = ctx.auth.user?.id;
  return ctx.loaders.get<string, string | null>('myPollVote', async (ids) => {
    if (!me) return ids.map(() => null);
    const votes = await ctx.em.find(PollVote, { userId: me, pollId: { $in: [...ids] } }, { disableIdentityMap: true });
    return byKeys(ids, votes, (v) => v.pollId).map((v) => v?.option.id ?? null);
  });
}
