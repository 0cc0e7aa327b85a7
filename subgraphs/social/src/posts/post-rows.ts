// Posts are read with SQL into plain records (never through the identity map): counters are
// changed by SQL statements, and a cached entity would answer with the count from before.
import { NotFoundError, encodeCursor, table, type SubgraphContext } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Post } from './entities.js';

/** A post as read for an answer, with its cursor in the list it was read for (e.g. saved posts page by save time). */
export type PostRecord = Post & { listCursor?: string };

const date = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));

export function toPostRecord(row: Record<string, any>): PostRecord {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    status: row.status,
    content: row.content,
    medias: row.medias ?? [],
    locationName: row.location_name,
    locationLat: row.location_lat === null ? null : Number(row.location_lat),
    locationLng: row.location_lng === null ? null : Number(row.location_lng),
    routeData: row.route_data,
    meal: row.meal,
    mentionIds: row.mention_ids ?? [],
    originalPostId: row.original_post_id,
    parentId: row.parent_id,
    communityId: row.community_id,
    scheduledFor: date(row.scheduled_for),
    timezone: row.timezone,
    clientId: row.client_id,
    likeCount: Number(row.like_count),
    repostCount: Number(row.repost_count),
    quoteCount: Number(row.quote_count),
    replyCount: Number(row.reply_count),
    bookmarkCount: Number(row.bookmark_count),
    viewCount: Number(row.view_count),
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
    publishedAt: date(row.published_at),
  };
}

export async function selectPosts(em: EntityManager, sql: string, params: unknown[]): Promise<PostRecord[]> {
  const rows = await em.execute<Record<string, any>[]>(sql, params);
  return rows.map(toPostRecord);
}

/** The post as stored now (any status), bypassing the request's loaders. */
export async function fetchPost(ctx: SubgraphContext, id: string, em: EntityManager = ctx.em): Promise<PostRecord | null> {
  const [post] = await selectPosts(em, `SELECT * FROM ${table(ctx, 'posts')} WHERE id = ?`, [id]);
  return post ?? null;
}

/** The post after a change, for the mutation's answer; NOT_FOUND when it was deleted meanwhile. */
export async function refetchPost(ctx: SubgraphContext, id: string): Promise<PostRecord> {
  const post = await fetchPost(ctx, id);
  if (!post) throw new NotFoundError('Post not found');
  return post;
}

/** Feeds order by publication time, then id: a total order that never changes for a post. */
export function feedCursor(post: PostRecord): string {
  return encodeCursor(post.publishedAt ?? post.createdAt, post.id);
}
