// repost / undoRepost. A repost is a REPOST post by the reposter pointing at the original, so
// it reaches the reposter's followers' home feeds like any post of theirs. The unique index
// (user_id, original_post_id) WHERE type = 'REPOST' makes a second repost a no-op, and the
// original's repost_count changes in the same statement as the repost row.
import { NotFoundError, newId, type SubgraphContext } from '@pulse/kit';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { POST_NOT_FOUND, requireMember, requireTargetPost } from '../access.js';
import { fetchPost, table, type PostRecord } from '../post-rows.js';
import { recordAnalytics } from '../analytics.js';
import { notify } from '../../notifications/notify.js';

export const LOGIN_TO_REPOST = 'Please log in to repost';

export async function repost(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_REPOST);
  const original = await requireTargetPost(ctx, id);
  const now = new Date();
  try {
    await ctx.em.transactional(async (em) => {
      const rows = await em.execute<{ id: string }[]>(
        `WITH added AS (
           INSERT INTO ${table(ctx, 'posts')} (id, user_id, type, status, content, original_post_id, created_at, updated_at, published_at)
           VALUES (?, ?, 'REPOST', 'POSTED', '', ?, ?, ?, ?)
           ON CONFLICT (user_id, original_post_id) WHERE type = 'REPOST' DO NOTHING RETURNING id
         )
         UPDATE ${table(ctx, 'posts')} SET repost_count = repost_count + 1 WHERE id = ? AND EXISTS (SELECT 1 FROM added) RETURNING id`,
        [newId(), userId, original.id, now, now, now, original.id],
      );
      if (rows.length === 0) return;
      recordAnalytics(em, 'post_reposted', userId, original.id, { method: 'repost' });
      await notify({ ...ctx, em }, [{ kind: 'REPOST', recipientId: original.userId, actorId: userId, postId: original.id }]);
    });
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundError(POST_NOT_FOUND);
    throw error;
  }
  return (await fetchPost(ctx, original.id))!;
}

export async function undoRepost(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_REPOST);
  const original = await requireTargetPost(ctx, id);
  await removeRepost(ctx, userId, original.id);
  return (await fetchPost(ctx, original.id))!;
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
