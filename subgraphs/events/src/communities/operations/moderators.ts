// addCommunityModerator / removeCommunityModerator (the spec's POST and DELETE
// /community/{id}/moderator): owners and moderators name and unname moderators among the
// members (the spec leaves who may do so open; docs/communities.md says why both). An owner
// is already above a moderator: naming one is refused rather than demoting them.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Community, CommunityRole } from '../entities.js';
import { requireMembership, requireModerator, withLockedCommunity } from '../membership.js';

export const ALREADY_OWNER = 'That member is an owner';
export const NOT_A_MODERATOR = 'That member is not a moderator';

@Resolver()
export class CommunityModeratorsResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Community, { description: 'Owners and moderators: make a member a moderator.' })
  addCommunityModerator(@Arg('communityId', () => ID) communityId: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<Community> {
    const caller = requireUser(ctx.auth);
    return withLockedCommunity(ctx, communityId, async (em, community) => {
      await requireModerator(em, communityId, caller.id);
      const target = await requireMembership(em, communityId, userId);
      if (target.role === CommunityRole.OWNER) throw new BadUserInputError(ALREADY_OWNER, 'userId');
      target.role = CommunityRole.MODERATOR;
      await em.flush();
      return community;
    });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Community, { description: 'Owners and moderators: make a moderator a plain member again.' })
  removeCommunityModerator(@Arg('communityId', () => ID) communityId: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<Community> {
    const caller = requireUser(ctx.auth);
    return withLockedCommunity(ctx, communityId, async (em, community) => {
      await requireModerator(em, communityId, caller.id);
      const target = await requireMembership(em, communityId, userId);
      if (target.role !== CommunityRole.MODERATOR) throw new BadUserInputError(NOT_A_MODERATOR, 'userId');
      target.role = CommunityRole.MEMBER;
      await em.flush();
      return community;
    });
  }
}
