// The User fields social adds: follow counts and the follow state between the signed-in
// member and each user. Every one goes through a per-request loader, so a page of 20
// authors costs one query per field, not 20.
import { type SubgraphContext } from '@pulse/kit';
import { marks, schemaOf } from './sql.js';

interface UserRef {
  id: string;
}

function countLoader(ctx: SubgraphContext, column: 'followee_id' | 'follower_id') {
  return ctx.loaders.get<string, number>(`followCount:${column}`, async (ids) => {
    const rows = await ctx.em.getConnection().execute<{ id: string; count: string }[]>(
      `SELECT ${column} AS id, count(*) AS count FROM ${schemaOf(ctx)}.follows WHERE ${column} IN (${marks(ids)}) GROUP BY ${column}`,
      [...ids],
    );
    const counts = new Map(rows.map((r) => [r.id, Number(r.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Which of the ids the signed-in member follows (direction 'out') or is followed by ('in'). */
function relationLoader(ctx: SubgraphContext, me: string, direction: 'out' | 'in') {
  return ctx.loaders.get<string, boolean>(`followRelation:${direction}`, async (ids) => {
    const [mine, theirs] = direction === 'out' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    const rows = await ctx.em.getConnection().execute<{ id: string }[]>(
      `SELECT ${theirs} AS id FROM ${schemaOf(ctx)}.follows WHERE ${mine} = ? AND ${theirs} IN (${marks(ids)})`,
      [me, ...ids],
    );
    const found = new Set(rows.map((r) => r.id));
    return ids.map((id) => found.has(id));
  });
}

export const followUserFields = {
  followers: (user: UserRef, _: unknown, ctx: SubgraphContext) => countLoader(ctx, 'followee_id').load(user.id),
  following: (user: UserRef, _: unknown, ctx: SubgraphContext) => countLoader(ctx, 'follower_id').load(user.id),
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
