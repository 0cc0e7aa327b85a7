// moderatorRemovePost: a moderator or admin removes a post or a comment (a reply) that was
// reported (issue 23 item 3, docs/moderation.md). The admin subgraph asks it as the moderator
// when a report is resolved REMOVE_CONTENT; the role is checked again here, where the post
// lives. The removal is the author's delete (removePost: a hard delete, gone from every list),
// whatever the post's status (a draft or a held post may be reported through screening).
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { NotFoundError, requireModerator, SignedIn, type SubgraphContext } from '@pulse/kit';
import { POST_NOT_FOUND } from '../../posts/access.js';
import { fetchPost } from '../../posts/post-rows.js';
import { removePost } from '../../posts/operations/delete-post.js';

@Resolver()
export class ModeratorRemovePostResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, { description: 'Moderators and admins: removes a post or comment for everyone (moderation). Returns its id; NOT_FOUND when there is none.' })
  async moderatorRemovePost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    requireModerator(ctx.auth);
    if (!(await fetchPost(ctx, id))) throw new NotFoundError(POST_NOT_FOUND);
    await removePost(ctx, id);
    return id;
  }
}
