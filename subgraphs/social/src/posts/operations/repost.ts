// repost / undoRepost. A repost is a REPOST post by the reposter pointing at the original, so
// it reaches the reposter's followers' home feeds like any post of theirs. The unique index
// (user_id, original_post_id) WHERE type = 'REPOST' makes a second repost a no-op, and the
// original's repost_count changes in the same statement as the repost row.
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { newId, table, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireMember, requireTargetPost } from '../access.js';
import { refetchPost, type PostRecord } from '../post-rows.js';
import { recordAnalytics } from '../analytics.js';
import { notify } from '../../notifications/notify.js';

export const LOGIN_TO_REPOST = 'Please log in to repost';

@Resolver()
export class RepostResolver {
  @Mutation(() => Post, { description: 'Repost to one\'s followers; a second repost of the same post changes nothing. Returns the original.' })
  async repost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_REPOST);
    const original = await requireTargetPost(ctx, id);
    const now = new Date();
    await ctx.em.transactional(async (em) => {
      // The original is locked first, as for likes (see counted-toggle.ts), and a deleted one
      // simply inserts nothing.
      const rows = await em.execute<{ id: string }[]>(
        `WITH target AS (
           SELECT id FROM ${table(ctx, 'posts')} WHERE id = ? AND status = 'POSTED' FOR NO KEY UPDATE
         ), added AS (
           INSERT INTO ${table(ctx, 'posts')} (id, user_id, type, status, content, original_post_id, created_at, updated_at, published_at)
           SELECT ?, ?, 'REPOST', 'POSTED', '', id, ?, ?, ? FROM target
           ON CONFLICT (user_id, original_post_id) WHERE type = 'REPOST' DO NOTHING RETURNING original_post_id
         )
         UPDATE ${table(ctx, 'posts')} SET repost_count = repost_count + 1 WHERE id IN (SELECT original_post_id FROM added) RETURNING id`,
        [original.id, newId(), userId, now, now, now],
      );
      if (rows.length === 0) return;
      recordAnalytics(em, 'post_reposted', userId, original.id, { method: 'repost' });
      await notify({ ...ctx, em }, [{ kind: 'REPOST', recipientId: original.userId, actorId: userId, postId: original.id }]);
    });
    return refetchPost(ctx, original.id);
  }

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
  await ctx.em.execute(
    `WITH removed AS (
       DELETE FROM ${table(ctx, 'posts')} WHERE user_id = ? AND original_post_id = ? AND type = 'REPOST' RETURNING id
     )
     UPDATE ${table(ctx, 'posts')} SET repost_count = repost_count - 1 WHERE id = ? AND EXISTS (SELECT 1 FROM removed)`,
    [userId, originalId, originalId],
  );
}
