// The User fields social adds: follow counts and the follow state between the signed-in
// member and each user. Every one goes through a per-request loader, so a page of 20
// authors costs three queries (counts, followedByMe, followsMe), not 20 times as many.
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Follow, FollowCount } from './entities.js';
import { User } from '../user.js';

/** Both counts of each user, kept by the follows triggers (migration 0203): one indexed read per page. */
function countsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, { followers: number; following: number }>('followCounts', async (ids) => {
    // Outside the identity map: the triggers change these rows behind the ORM's back.
    const rows = await ctx.em.find(FollowCount, { userId: { $in: [...ids] } }, { disableIdentityMap: true });
    const counts = new Map(rows.map((r) => [r.userId, r]));
    return ids.map((id) => ({ followers: counts.get(id)?.followers ?? 0, following: counts.get(id)?.following ?? 0 }));
  });
}

/** Which of the ids the signed-in member follows (direction 'out') or is followed by ('in'). */
function relationLoader(ctx: SubgraphContext, me: string, direction: 'out' | 'in') {
  return ctx.loaders.get<string, boolean>(`followRelation:${direction}`, async (ids) => {
    const rows =
      direction === 'out'
        ? await ctx.em.find(Follow, { followerId: me, followeeId: { $in: [...ids] } }, { disableIdentityMap: true })
        : await ctx.em.find(Follow, { followeeId: me, followerId: { $in: [...ids] } }, { disableIdentityMap: true });
    const found = new Set(rows.map((r) => (direction === 'out' ? r.followeeId : r.followerId)));
    return ids.map((id) => found.has(id));
  });
}

@Resolver(() => User)
export class FollowUserFieldsResolver {
  @FieldResolver(() => Int, { description: 'How many members follow this member.' })
  async followers(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await countsLoader(ctx).load(user.id)).followers;
  }

  @FieldResolver(() => Int, { description: 'How many members this member follows.' })
  async following(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await countsLoader(ctx).load(user.id)).following;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member follows this member (false when signed out or for oneself).' })
  async followedByMe(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const me = ctx.auth.user?.id;
    if (!me || me === user.id) return false;
    return relationLoader(ctx, me, 'out').load(user.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether this member follows the signed-in member.' })
  async followsMe(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const me = ctx.auth.user?.id;
    if (!me || me === user.id) return false;
    return relationLoader(ctx, me, 'in').load(user.id);
  }
}
