// homeFeed: published posts (not replies) by the members the caller follows and by the
// caller, newest first. Written to stay fast with millions of posts: for each followed
// member a backwards range scan of posts_feed (user_id, published_at DESC, id DESC) takes at
// most one page (LATERAL ... LIMIT), and only those candidates are merged and cut. The work
// grows with the number of members followed and the page size, not with the table.
import type { SubgraphContext } from '@pulse/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { requireMember } from '../posts/access.js';
import { loadOriginalsOf } from '../posts/fields.js';
import { selectPosts, table } from '../posts/post-rows.js';
import { feedConnection, feedLimit, feedPosition } from './feed-page.js';

export const LOGIN_FOR_FEED = 'Please log in to see your feed';

/** `AND (published_at, id) < (?, ?)` when paging on; the row comparison is an index condition. */
function after(alias: string, position: { at: Date; id: string } | undefined): { sql: string; params: unknown[] } {
  return position ? { sql: `AND (${alias}.published_at, ${alias}.id) < (?, ?)`, params: [position.at, position.id] } : { sql: '', params: [] };
}

/** Posts shown in feeds: published, not replies, and no repost whose original is gone. */
export const FEED_ROW = (alias: string) =>
  `${alias}.status = 'POSTED' AND ${alias}.type <> 'REPLY' AND NOT (${alias}.type = 'REPOST' AND ${alias}.original_post_id IS NULL)`;

/** The home feed's SQL (`?` placeholders), also EXPLAINed by a test. */
export function homeFeedQuery(schema: string, userId: string, limit: number, position?: { at: Date; id: string }): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const cut = after('x', position);
  return {
    sql: `SELECT p.* FROM (
       SELECT ?::text AS author_id
       UNION ALL
       SELECT followee_id FROM ${s}.follows WHERE follower_id = ?
     ) a
     CROSS JOIN LATERAL (
       SELECT * FROM ${s}.posts x
       WHERE x.user_id = a.author_id AND ${FEED_ROW('x')} ${cut.sql}
       ORDER BY x.published_at DESC, x.id DESC LIMIT ?
     ) p
     ORDER BY p.published_at DESC, p.id DESC LIMIT ?`,
    params: [userId, userId, ...cut.params, limit, limit],
  };
}

export async function homeFeed(_: unknown, args: { first?: number | null; after?: string | null }, ctx: SubgraphContext, info: GraphQLResolveInfo) {
  const userId = requireMember(ctx, LOGIN_FOR_FEED);
  const limit = feedLimit(args.first);
  const { sql, params } = homeFeedQuery(ctx.services.schema, userId, limit + 1, feedPosition(args.after));
  return feedConnection(await loadOriginalsOf(ctx, info, await selectPosts(ctx.em, sql, params)), limit);
}

export async function userPosts(_: unknown, args: { userId: string; first?: number | null; after?: string | null }, ctx: SubgraphContext, info: GraphQLResolveInfo) {
  const limit = feedLimit(args.first);
  const position = feedPosition(args.after);
  const cut = after('x', position);
  const rows = await selectPosts(
    ctx.em,
    `SELECT * FROM ${table(ctx, 'posts')} x WHERE x.user_id = ? AND ${FEED_ROW('x')} ${cut.sql}
     ORDER BY x.published_at DESC, x.id DESC LIMIT ?`,
    [args.userId, ...cut.params, limit + 1],
  );
  return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
}
