// myCommunities: the communities the caller is in, latest joined first (the composer's
// community choice and the communities page's "yours").
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Community, CommunityMember } from '../entities.js';

const MINE_MAX = 200;

@Resolver()
export class MyCommunitiesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [Community], { description: `The communities you are in, latest joined first (at most ${MINE_MAX}).` })
  async myCommunities(@Ctx() ctx: SubgraphContext): Promise<Community[]> {
    const em = ctx.em as EntityManager;
    const rows = await em.find(CommunityMember, { userId: requireUser(ctx.auth).id }, { orderBy: { joinedAt: 'desc' }, limit: MINE_MAX });
    const communities = await em.find(Community, { id: { $in: rows.map((r) => r.communityId) } });
    const byId = new Map(communities.map((c) => [c.id, c]));
    return rows.map((r) => byId.get(r.communityId)).filter((c): c is Community => !!c);
  }
}
