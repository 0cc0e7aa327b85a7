// bookmarkPost / unbookmarkPost: a member's saved posts (savedPosts lists them, newest save
// first); a new bookmark records the spec's post_saved event.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { signedIn, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireTargetPost } from '../access.js';
import { addCounted, removeCounted } from '../counted-toggle.js';
import { refetchPost, type PostRecord } from '../post-rows.js';
import { recordAnalytics } from '../analytics.js';

export const LOGIN_TO_BOOKMARK = 'Please log in to bookmark posts';

@Resolver()
export class BookmarkPostResolver {
  @UseMiddleware(signedIn(LOGIN_TO_BOOKMARK))
  @Mutation(() => Post)
  async bookmarkPost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_BOOKMARK);
    const post = await requireTargetPost(ctx, id);
    await ctx.em.transactional(async (em) => {
      if (await addCounted(ctx, em, 'bookmarks', post.id, userId)) recordAnalytics(em, 'post_saved', userId, post.id);
    });
    return refetchPost(ctx, post.id);
  }

  @UseMiddleware(signedIn(LOGIN_TO_BOOKMARK))
  @Mutation(() => Post)
  async unbookmarkPost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_BOOKMARK);
    const post = await requireTargetPost(ctx, id);
    await removeCounted(ctx, ctx.em, 'bookmarks', post.id, userId);
    return refetchPost(ctx, post.id);
  }
}
