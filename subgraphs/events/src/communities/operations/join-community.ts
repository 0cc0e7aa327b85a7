// joinCommunity and leaveCommunity: any signed-in member joins (again: nothing changes); anyone
// leaves, except the last owner, who must first make another member an owner (CONFLICT,
// reason LAST_OWNER), so a community is never left without someone to run it.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Community, CommunityMember, CommunityRole } from '../entities.js';
import { keepAnOwner, withLockedCommunity } from '../membership.js';

@Resolver()
export class JoinCommunityResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Community, { description: 'Join a community (already a member: unchanged).' })
  joinCommunity(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Community> {
    const user = requireUser(ctx.auth);
    return withLockedCommunity(ctx, id, async (em, community) => {
      const existing = await em.findOne(CommunityMember, { communityId: id, userId: user.id });
      if (existing) return community;
      em.persist(Object.assign(new CommunityMember(), { communityId: id, userId: user.id, role: CommunityRole.MEMBER, joinedAt: ctx.services.clock.now() }));
      community.memberCount += 1;
      await em.flush();
      return community;
    });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Community, { description: 'Leave a community (not a member: unchanged). The last owner cannot leave: CONFLICT, reason LAST_OWNER.' })
  leaveCommunity(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Community> {
    const user = requireUser(ctx.auth);
    return withLockedCommunity(ctx, id, async (em, community) => {
      const membership = await em.findOne(CommunityMember, { communityId: id, userId: user.id });
      if (!membership) return community;
      if (membership.role === CommunityRole.OWNER) await keepAnOwner(em, id);
      em.remove(membership);
      community.memberCount -= 1;
      await em.flush();
      return community;
    });
  }
}
