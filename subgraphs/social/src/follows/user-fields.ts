// The User fields social adds: follow counts and the follow state between the signed-in
// member and each user. Every one goes through a per-request loader, so a page of 20
// authors costs three queries (counts, followedByMe, followsMe), not 20 times as many.
import { marks, table, type SubgraphContext } from '@pulse/kit';

interface UserRef {
  id: string;
}

/** Both counts of each user, kept by the follows triggers (migration 0203): one indexed read per page. */
function countsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, { followers: number; following: number }>('followCounts', async (ids) => {
    const rows = await ctx.em.getConnection().execute<{ user_id: string; followers: number; following: number }[]>(
      `SELECT user_id, followers, following FROM ${table(ctx, 'follow_counts')} WHERE user_id IN (${marks(ids)})`,
      [...ids],
    );
    const counts = new Map(rows.map((r) => [r.user_id, r]));
    return ids.map((id) => ({ followers: counts.get(id)?.followers ?? 0, following: counts.get(id)?.following ?? 0 }));
  });
}

/** Which of the ids the signed-in member follows (direction 'out') or is followed by ('in'). */
function relationLoader(ctx: SubgraphContext, me: string, direction: 'out' | 'in') {
  return ctx.loaders.get<string, boolean>(`followRelation:${direction}`, async (ids) => {
    const [mine, theirs] = direction === 'out' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    const rows = await ctx.em.getConnection().execute<{ id: string }[]>(
      `SELECT ${theirs} AS id FROM ${table(ctx, 'follows')} WHERE ${mine} = ? AND ${theirs} IN (${marks(ids)})`,
      [me, ...ids],
    );
    const found = new Set(rows.map((r) => r.id));
    return ids.map((id) => found.has(id));
  });
}

export const followUserFields = {
  followers: async (user: UserRef, _: unknown, ctx: SubgraphContext) => (await countsLoader(ctx).load(user.id)).followers,
  following: async (user: UserRef, _: unknown, ctx: SubgraphContext) => (await countsLoader(ctx).load(user.id)).following,
  followedByMe: (user: UserRef, _: unknown, ctx: SubgraphContext) => {
    const me = ctx.auth.user?.id;
    if (!me || me === user.id) return false;
    return relationLoader(ctx, me, 'out').load(user.id);
  },
  followsMe: (user: UserRef, _: unknown, ctx: SubgraphContext) => {
    const me = ctx.auth.user?.id;
    if (!me || me === user.id) return false;
    return relationLoader(ctx, me, 'in').load(user.id);
  },
};
