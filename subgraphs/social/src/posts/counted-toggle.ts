// Likes, bookmarks and views are a row per member and post plus a denormalised count on
// the post. Both change in ONE statement: the insert (or delete) of the member's row and the
// counter update that only happens when that row really changed. Concurrent likes serialise
// on the post's row lock, so the count equals the rows whatever the interleaving.
import { NotFoundError, type SubgraphContext } from '@pulse/kit';
import { ForeignKeyConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { POST_NOT_FOUND } from './access.js';
import { table } from './post-rows.js';

export type CountedTable = 'likes' | 'bookmarks' | 'post_views';
const COUNTER: Record<CountedTable, string> = { likes: 'like_count', bookmarks: 'bookmark_count', post_views: 'view_count' };

/** Adds the member's row; true when it was new (and the count went up). */
export async function addCounted(ctx: SubgraphContext, em: EntityManager, kind: CountedTable, postId: string, userId: string): Promise<boolean> {
  const counter = COUNTER[kind];
  try {
    const rows = await em.execute<{ id: string }[]>(
      `WITH added AS (
         INSERT INTO ${table(ctx, kind)} (post_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING post_id
       )
       UPDATE ${table(ctx, 'posts')} SET ${counter} = ${counter} + 1 WHERE id = ? AND EXISTS (SELECT 1 FROM added) RETURNING id`,
      [postId, userId, postId],
    );
    return rows.length > 0;
  } catch (error) {
    // The post was deleted between the check and the insert.
    if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundError(POST_NOT_FOUND);
    throw error;
  }
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
