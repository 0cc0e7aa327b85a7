// Feed pages: newest first, keyset cursors over (published_at, id), a page of `first`
// (default 10, the spec's page size; at most 50).
import { Field, ObjectType } from 'type-graphql';
import { keysetPage, pageInfoType, pageSize, type CursorCodec, type PageInfo } from '@pulse/kit';
import { FEED_CURSOR } from '../cursors.js';
import { Post } from '../posts/entities.js';
import { feedCursor, type PostRecord } from '../posts/post-rows.js';

/** Paging state of every cursor list in social (posts, follows, notifications). */
export const FeedPageInfo = pageInfoType('FeedPageInfo');

@ObjectType()
export class PostConnection {
  @Field(() => [Post]) nodes!: PostRecord[];
  @Field(() => FeedPageInfo) pageInfo!: PageInfo;
}

export const FEED_PAGE_SIZE = 10;
export const FEED_MAX_PAGE_SIZE = 50;

export function feedLimit(first: number | null | undefined): number {
  return pageSize(first, FEED_PAGE_SIZE, FEED_MAX_PAGE_SIZE);
}

/** The (time, id) position after which the next page starts; none for the first page. 'Invalid cursor' on `after` for anything but `list`'s own cursor. */
export function feedPosition(after: string | null | undefined, list: CursorCodec = FEED_CURSOR): { at: Date; id: string } | undefined {
  const decoded = list.decode(after, 'after');
  return decoded && { at: new Date(decoded.key), id: decoded.id };
}

/**
 * The feed's order after a cursor position: (published_at, id) < (at, id), said so that the
 * bound on published_at is an index range (posts_feed, posts_published) and the id decides ties.
 */
export function publishedBefore(position: { at: Date; id: string } | undefined) {
  return position ? { publishedAt: { $lte: position.at }, $or: [{ publishedAt: { $lt: position.at } }, { id: { $lt: position.id } }] } : {};
}

/** Rows were fetched with keysetFetchSize(limit); every post kept carries its cursor in this list. */
export function feedConnection(rows: PostRecord[], limit: number, cursorOf: (p: PostRecord) => string = feedCursor): PostConnection {
  const page = keysetPage(rows, limit, cursorOf);
  for (const node of page.nodes) node.listCursor = cursorOf(node);
  return page;
}
