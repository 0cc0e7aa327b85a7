// Polls, their options with vote counts, and the caller's vote, each one query per request.
import { byKeys, marks, table, type SubgraphContext } from '@pulse/kit';

import type { Poll, PollOption } from './entities.js';

const toPoll = (r: Record<string, any>): Poll => ({ id: r.id, postId: r.post_id, endTime: new Date(r.end_time) });

export function pollByPostLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Poll | null>('pollByPost', async (ids) => {
    const rows = await ctx.em.execute<Record<string, any>[]>(`SELECT * FROM ${table(ctx, 'polls')} WHERE post_id IN (${marks(ids)})`, [...ids]);
    return byKeys(ids, rows.map(toPoll), (p) => p.postId);
  });
}

export function pollLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Poll | null>('pollById', async (ids) => {
    const rows = await ctx.em.execute<Record<string, any>[]>(`SELECT * FROM ${table(ctx, 'polls')} WHERE id IN (${marks(ids)})`, [...ids]);
    return byKeys(ids, rows.map(toPoll), (p) => p.id);
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
    const rows = await ctx.em.execute<{ poll_id: string; option_id: string }[]>(
      `SELECT poll_id, option_id FROM ${table(ctx, 'poll_votes')} WHERE user_id = ? AND poll_id IN (${marks(ids)})`,
      [me, ...ids],
    );
    return byKeys(ids, rows, (r) => r.poll_id).map((r) => r?.option_id ?? null);
  });
}
