// repost / undoRepost. A repost is a REPOST post by the reposter pointing at the original, so
// it reaches the reposter's followers' home feeds like any post of theirs. The unique index
// (user_id, original_post_id) WHERE type = 'REPOST' makes a second repost a no-op, and the
// original's repost_count changes in the same statement as the repost row.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { newId, type SubgraphContext, signedIn } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireTargetPost } from '../access.js';
import { bumpCounter, refetchPost, type PostRecord } from '../post-rows.js';
import { lockForCounting } from '../counted-toggle.js';
import { recordAnalytics } from '../analytics.js';
import { notify } from '../../notifications/notify.js';

export const LOGIN_TO_REPOST = 'Please log in to repost';

@Resolver()
export class RepostResolver {
  @UseMiddleware(signedIn(LOGIN_TO_REPOST))
  @Mutation(() => Post, { description: "Repost to one's followers; a second repost of the same post changes nothing. Returns the original." })
  async repost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_REPOST);
    const original = await requireTargetPost(ctx, id);
    const now = new Date();
    await ctx.em.transactional(async (em) => {
      // The original is locked first, as for likes (see counted-toggle.ts): a deleted one adds
      // nothing, and one member's racing reposts wait for each other, so the later one finds
      // the first (the unique index posts_one_repost stands behind that).
      if (!(await lockForCounting(em, original.id, { status: 'POSTED' }))) return;
      if (await em.count(Post, { userId, originalPostId: original.id, type: 'REPOST' })) return;
      // em.insert, not the query builder's: it writes medias and mentions as their column types.
      await em.insert(
        Post,
        Object.assign(new Post(), { id: newId(), userId, type: 'REPOST' as const, originalPostId: original.id, createdAt: now, updatedAt: now, publishedAt: now }),
      );
      await bumpCounter(em, original.id, 'repostCount', 1);
      recordAnalytics(em, 'post_reposted', userId, original.id, { method: 'repost' });
      await notify({ ...ctx, em }, [{ kind: 'REPOST', recipientId: original.userId, actorId: userId, postId: original.id }]);
    });
    return refetchPost(ctx, original.id);
  }

  @UseMiddleware(signedIn(LOGIN_TO_REPOST))
  @Mutation(() => Post, { description: 'Returns the original.' })
  async undoRepost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_REPOST);
    const original = await requireTargetPost(ctx, id);
    await removeRepost(ctx, userId, original.id);
    return refetchPost(ctx, original.id);
  }
}

/** Deletes the member's repost of the original (if any) and counts it off, in one statement. */
export async function removeRepost(ctx: SubgraphContext, userId: string, originalId: string): Promise<void> {
  await ctx.em.transactional(async (em) => {
    if (await em.nativeDelete(Post, { userId, originalPostId: originalId, type: 'REPOST' })) await bumpCounter(em, originalId, 'repostCount', -1);
  });
}
