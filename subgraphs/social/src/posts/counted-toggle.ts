// Likes, bookmarks, views and reposts are a row per member and post plus a denormalised count
// on the post. Both change in ONE transaction, the count only when the member's row really
// changed, and concurrent likes serialise on the post's row lock, so the count equals the rows
// whatever the interleaving. This is the one way a counted row is added or removed.
import type { SubgraphContext } from '@pulse/kit';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { Post } from './entities.js';
import { Bookmark, Like, PostView } from './interactions.js';
import { bumpCounter, type PostCounter } from './post-rows.js';

export type CountedTable = 'likes' | 'bookmarks' | 'post_views';
const ROWS = { likes: Like, bookmarks: Bookmark, post_views: PostView } as const;
const COUNTER: Record<CountedTable, PostCounter> = { likes: 'likeCount', bookmarks: 'bookmarkCount', post_views: 'viewCount' };

/**
 * Locks the post's row FOR NO KEY UPDATE, which its counter update takes anyway; false when the
 * post is gone (or does not match `where`). Taken first: taking the foreign key's share lock
 * (inserting the member's row) first and upgrading it later could deadlock with a deletePost
 * waiting for the same row. MikroORM's lock modes stop at FOR UPDATE, which would also block
 * every insert referring to the post: the query builder's knex query says it.
 */
export async function lockForCounting(em: EntityManager, id: string, where: FilterQuery<Post> = {}): Promise<boolean> {
  const query = em
    .createQueryBuilder(Post)
    .select('id')
    .where({ $and: [{ id }, where] })
    .getKnexQuery()
    .forNoKeyUpdate();
  return (await em.execute(query)).length > 0;
}

/**
 * Adds the member's row; true when it was new (and the count went up), false when it was
 * there already or the post is gone.
 */
export async function addCounted(_ctx: SubgraphContext, em: EntityManager, kind: CountedTable, postId: string, userId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (!(await lockForCounting(tx, postId))) return false;
    const added = await tx.createQueryBuilder(ROWS[kind]).insert({ post: postId, userId, createdAt: new Date() }).onConflict().ignore().execute('run');
    if (!added.affectedRows) return false;
    await bumpCounter(tx, postId, COUNTER[kind], 1);
    return true;
  });
}

/** Removes the member's row; true when there was one (and the count went down). */
export async function removeCounted(_ctx: SubgraphContext, em: EntityManager, kind: CountedTable, postId: string, userId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const removed = await tx.nativeDelete(ROWS[kind], { post: postId, userId });
    if (!removed) return false;
    await bumpCounter(tx, postId, COUNTER[kind], -1);
    return true;
  });
}
