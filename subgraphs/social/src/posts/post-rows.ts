// Posts are read as fresh Post objects, never through the request's identity map: counters
// move by UPDATE statements (bumpCounter), and a cached entity would answer with the count
// from before. Every read of posts goes through findPosts / fetchPost (or, for the
// home feed page only, feed/home-feed-query.ts).
import { NotFoundError, readEntitiesByIds, type SubgraphContext } from '@pulse/kit';
import { LockMode, raw, type EntityManager, type FilterQuery, type FindOptions } from '@mikro-orm/postgresql';
import { Post } from './entities.js';
import { FEED_CURSOR } from '../cursors.js';

/** A post as read for an answer, with its cursor in the list it was read for (e.g. saved posts page by save time). */
export type PostRecord = Post & { listCursor?: string };

/** Posts as stored now, outside the identity map. */
export function findPosts(em: EntityManager, where: FilterQuery<Post>, options: FindOptions<Post> = {}): Promise<PostRecord[]> {
  return em.find(Post, where, { ...options, disableIdentityMap: true });
}

/**
 * Posts by id, the lookup behind every `post(id)`, reference and loader batch: one plain
 * statement whose rows are mapped by the entity's metadata (kit's readEntitiesByIds), not the
 * ORM's find; this path is what each post reference pays.
 */
export function findPostsByIds(ctx: SubgraphContext, ids: readonly string[]): Promise<PostRecord[]> {
  return readEntitiesByIds(ctx.em, Post, ctx.services.schema, ids);
}

/** A raw row of the posts table (from the feed's SQL) as a Post, its columns mapped by the entity's metadata. */
export function postFromRow(em: EntityManager, row: Record<string, unknown>): PostRecord {
  return Object.assign(new Post(), em.getDriver().mapResult(row as never, em.getMetadata().get(Post.name)));
}

/**
 * The post as stored now (any status), bypassing the request's loaders: the plain statement
 * of findPostsByIds. `lock` takes its row lock (FOR UPDATE) in the caller's transaction
 * through the ORM, the one read here that needs its lock modes: nothing changes the row
 * until that transaction commits.
 */
export async function fetchPost(ctx: SubgraphContext, id: string, em: EntityManager = ctx.em, lock = false): Promise<PostRecord | null> {
  if (lock) return em.findOne(Post, { id }, { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE });
  const [post] = await findPostsByIds({ ...ctx, em }, [id]);
  return post ?? null;
}

/** The post after a change, for the mutation's answer; NOT_FOUND when it was deleted meanwhile. */
export async function refetchPost(ctx: SubgraphContext, id: string): Promise<PostRecord> {
  const post = await fetchPost(ctx, id);
  if (!post) throw new NotFoundError('Post not found');
  return post;
}

export type PostCounter = 'likeCount' | 'repostCount' | 'quoteCount' | 'replyCount' | 'bookmarkCount' | 'viewCount';

/** Moves one of a post's counters in one statement (never read, add, write back), in the caller's transaction. */
export async function bumpCounter(em: EntityManager, id: string, counter: PostCounter, by: 1 | -1): Promise<void> {
  const [column] = em.getMetadata().get(Post.name).properties[counter].fieldNames;
  await em
    .createQueryBuilder(Post)
    .update({ [counter]: raw(`${column} + ?`, [by]) })
    .where({ id })
    .execute();
}

/** Feeds order by publication time, then id: a total order that never changes for a post. */
export function feedCursor(post: PostRecord): string {
  return FEED_CURSOR.encode(post.publishedAt ?? post.createdAt, post.id);
}
