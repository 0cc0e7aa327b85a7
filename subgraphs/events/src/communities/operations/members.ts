// removeCommunityMember and makeCommunityOwner. Owners and moderators remove members; a
// moderator removes plain members only (not an owner, not another moderator), and nobody
// removes themselves this way (leaveCommunity says when they cannot). An owner hands over by
// making another member an owner too; then they may leave.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ForbiddenError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Community, CommunityRole } from '../entities.js';
import { OWNERS_ONLY, requireMembership, requireModerator, withLockedCommunity } from '../membership.js';

export const NOT_YOURSELF = 'Use leave to leave a community yourself';
export const MODERATOR_REMOVES_MEMBERS = 'A moderator can remove members, not owners or other moderators';

@Resolver()
export class CommunityMembersResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Community, { description: 'Owners and moderators: remove a member (a moderator: plain members only).' })
  removeCommunityMember(@Arg('communityId', () => ID) communityId: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<Community> {
    const caller = requireUser(ctx.auth);
    return withLockedCommunity(ctx, communityId, async (em, community) => {
      const callerRole = await requireModerator(em, communityId, caller.id);
      if (userId === caller.id) throw new BadUserInputError(NOT_YOURSELF, 'userId');
      const target = await requireMembership(em, communityId, userId);
      if (callerRole !== CommunityRole.OWNER && target.role !== CommunityRole.MEMBER) throw new ForbiddenError(MODERATOR_REMOVES_MEMBERS);
      em.remove(target);
      community.memberCount -= 1;
      await em.flush();
      return community;
    });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Community, { description: 'Owners: make a member an owner too (how the last owner hands over before leaving).' })
  makeCommunityOwner(@Arg('communityId', () => ID) communityId: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<Community> {
    const caller = requireUser(ctx.auth);
    return withLockedCommunity(ctx, communityId, async (em, community) => {
      const callerRole = await requireModerator(em, communityId, caller.id);
      if (callerRole !== CommunityRole.OWNER) throw new ForbiddenError(OWNERS_ONLY);
      const target = await requireMembership(em, communityId, userId);
      target.role = CommunityRole.OWNER;
      await em.flush();
      return community;
    });
  }
}
