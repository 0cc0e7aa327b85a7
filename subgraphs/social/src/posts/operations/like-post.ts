// likePost / unlikePost: idempotent (liking twice keeps one like); the author hears about a
// new like and the spec's post_liked event is recorded, both in the like's transaction.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { signedIn, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireTargetPost } from '../access.js';
import { addCounted, removeCounted } from '../counted-toggle.js';
import { refetchPost, type PostRecord } from '../post-rows.js';
import { recordAnalytics } from '../analytics.js';
import { notify } from '../../notifications/notify.js';

export const LOGIN_TO_LIKE = 'Please log in to like posts';

@Resolver()
export class LikePostResolver {
  @UseMiddleware(signedIn(LOGIN_TO_LIKE))
  @Mutation(() => Post)
  async likePost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_LIKE);
    const post = await requireTargetPost(ctx, id);
    await ctx.em.transactional(async (em) => {
      if (!(await addCounted(ctx, em, 'likes', post.id, userId))) return;
      recordAnalytics(em, 'post_liked', userId, post.id);
      await notify({ ...ctx, em }, [{ kind: 'LIKE', recipientId: post.userId, actorId: userId, postId: post.id }]);
    });
    return refetchPost(ctx, post.id);
  }

  @UseMiddleware(signedIn(LOGIN_TO_LIKE))
  @Mutation(() => Post)
  async unlikePost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_LIKE);
    const post = await requireTargetPost(ctx, id);
    await removeCounted(ctx, ctx.em, 'likes', post.id, userId);
    return refetchPost(ctx, post.id);
  }
}
