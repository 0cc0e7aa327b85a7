// Likes, bookmarks and views are a row per member and post plus a denormalised count on
// the post. Both change in ONE statement: the insert (or delete) of the member's row and the
// counter update that only happens when that row really changed. Concurrent likes serialise
// on the post's row lock, so the count equals the rows whatever the interleaving.
import { table } from '@pulse/kit';
import type { SubgraphContext } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';

export type CountedTable = 'likes' | 'bookmarks' | 'post_views';
const COUNTER: Record<CountedTable, string> = { likes: 'like_count', bookmarks: 'bookmark_count', post_views: 'view_count' };

/**
 * Adds the member's row; true when it was new (and the count went up), false when it was
 * there already or the post is gone. The post's row is locked first (FOR NO KEY UPDATE, which
 * the counter update needs anyway): taking the foreign key's share lock first and upgrading it
 * later could deadlock with a deletePost waiting for the same row.
 */
export async function addCounted(ctx: SubgraphContext, em: EntityManager, kind: CountedTable, postId: string, userId: string): Promise<boolean> {
  const counter = COUNTER[kind];
  const rows = await em.execute<{ id: string }[]>(
    `WITH target AS (
       SELECT id FROM ${table(ctx, 'posts')} WHERE id = ? FOR NO KEY UPDATE
     ), added AS (
       INSERT INTO ${table(ctx, kind)} (post_id, user_id) SELECT id, ? FROM target ON CONFLICT DO NOTHING RETURNING post_id
     )
     UPDATE ${table(ctx, 'posts')} SET ${counter} = ${counter} + 1 WHERE id IN (SELECT post_id FROM added) RETURNING id`,
    [postId, userId],
  );
  return rows.length > 0;
}

/** Removes the member's row; true when there was one (and the count went down). */
export async function removeCounted(ctx: SubgraphContext, em: EntityManager, kind: CountedTable, postId: string, userId: string): Promise<boolean> {
  const counter = COUNTER[kind];
  const rows = await em.execute<{ id: string }[]>(
    `WITH removed AS (
       DELETE FROM ${table(ctx, kind)} WHERE post_id = ? AND user_id = ? RETURNING post_id
     )
     UPDATE ${table(ctx, 'posts')} SET ${counter} = ${counter} - 1 WHERE id = ? AND EXISTS (SELECT 1 FROM removed) RETURNING id`,
    [postId, userId, postId],
  );
  return rows.length > 0;
}
