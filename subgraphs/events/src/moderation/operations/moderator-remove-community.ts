// moderatorRemoveCommunity: a moderator or admin removes a reported community (issue 23 item 3,
// docs/moderation.md). The admin subgraph asks it as the moderator when a report is resolved
// REMOVE_CONTENT; the role is checked again here. The community is deleted (its memberships go
// with it, ON DELETE CASCADE): it is gone from every list and its page answers NOT_FOUND. Its
// events, challenges and posts stay, with their own owners, no longer in a community.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { NotFoundError, requireModerator, SignedIn, type SubgraphContext } from '@pulse/kit';
import { Community } from '../../communities/entities.js';

@Resolver()
export class ModeratorRemoveCommunityResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, { description: 'Moderators and admins: removes a community (moderation). Returns its id; NOT_FOUND when there is none.' })
  async moderatorRemoveCommunity(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    requireModerator(ctx.auth);
    const removed = await ctx.em.nativeDelete(Community, { id });
    if (!removed) throw new NotFoundError('Community not found');
    return id;
  }
}
