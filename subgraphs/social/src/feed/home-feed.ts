// homeFeed: published posts (not replies) by the members the caller follows and by the
// caller, newest first. Written to stay fast with millions of posts, two ways:
// - following few (most members): for each followed member a backwards range scan of
//   posts_feed (user_id, published_at DESC, id DESC) takes at most one page (LATERAL ...
//   LIMIT), and only those candidates are merged and cut. The work grows with the number of
//   members followed: at 5,000 followed it reads about 50,000 rows to keep 11 (bench:feed).
// - following many (FOLLOWING_MANY or more): walk the site's newest posts backwards over
//   posts_published (published_at DESC, id DESC), at most RECENT_WINDOW of them, keeping those
//   by a followed member (a hash of the few thousand ids). A member following many sees a
//   large share of all posts, so a page is usually found in the first few hundred rows. When
//   the window holds a full page it IS the page (every post outside it is older than every
//   post in it); when it does not, the per-member merge answers, so both give the same rows.
import { Arg, Args, Ctx, ID, Info, Query, Resolver } from 'type-graphql';
import { table, type SubgraphContext } from '@pulse/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { FeedPageArgs } from '../posts/inputs.js';
import { requireMember } from '../posts/access.js';
import { loadOriginalsOf } from '../posts/fields.js';
import { selectPosts, type PostRecord } from '../posts/post-rows.js';
import { PostConnection, feedConnection, feedLimit, feedPosition } from './feed-page.js';

export const LOGIN_FOR_FEED = 'Please log in to see your feed';

/** `AND (published_at, id) < (?, ?)` when paging on; the row comparison is an index condition. */
function after(alias: string, position: { at: Date; id: string } | undefined): { sql: string; params: unknown[] } {
  return position ? { sql: `AND (${alias}.published_at, ${alias}.id) < (?, ?)`, params: [position.at, position.id] } : { sql: '', params: [] };
}

/** Posts shown in feeds: published, not replies, and no repost whose original is gone. */
export const FEED_ROW = (alias: string) =>
  `${alias}.status = 'POSTED' AND ${alias}.type <> 'REPLY' AND NOT (${alias}.type = 'REPOST' AND ${alias}.original_post_id IS NULL)`;

/** From this many members followed on, a page is first looked for among the newest posts. */
export const FOLLOWING_MANY = 500;
/** How many of the site's newest posts (from the cursor on) that look goes through at most. */
export const RECENT_WINDOW = 5000;

/** The per-followed-member merge (`?` placeholders), also EXPLAINed by a test. */
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

/**
 * The newest-posts window for a member following many (`?` placeholders), also EXPLAINed by
 * a test. Bounded by RECENT_WINDOW rows, so its cost does not depend on how many are followed
 * beyond hashing their ids; the caller falls back to homeFeedQuery on a short answer.
 */
export function recentWindowQuery(schema: string, userId: string, limit: number, position?: { at: Date; id: string }): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const cut = after('x', position);
  return {
    sql: `SELECT w.* FROM (
       SELECT * FROM ${s}.posts x WHERE x.status = 'POSTED' ${cut.sql}
       ORDER BY x.published_at DESC, x.id DESC LIMIT ${RECENT_WINDOW}
     ) w
     WHERE ${FEED_ROW('w')} AND (w.user_id = ? OR w.user_id IN (SELECT followee_id FROM ${s}.follows WHERE follower_id = ?))
     ORDER BY w.published_at DESC, w.id DESC LIMIT ?`,
    params: [...cut.params, userId, userId, limit],
  };
}

/** How many members the caller follows (follow_counts is kept exact by triggers on follows). */
async function followingCount(ctx: SubgraphContext, userId: string): Promise<number> {
  const [row] = await ctx.em.execute<{ following: number }[]>(`SELECT following FROM ${table(ctx, 'follow_counts')} WHERE user_id = ?`, [userId]);
  return Number(row?.following ?? 0);
}

@Resolver()
export class HomeFeedResolver {
  @Query(() => PostConnection, { description: 'Posts by the people the signed-in member follows and their own, newest first.' })
  async homeFeed(@Args(() => FeedPageArgs) args: FeedPageArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<PostConnection> {
    const userId = requireMember(ctx, LOGIN_FOR_FEED);
    const limit = feedLimit(args.first);
    const position = feedPosition(args.after);
    let rows: PostRecord[] | undefined;
    if ((await followingCount(ctx, userId)) >= FOLLOWING_MANY) {
      const recent = recentWindowQuery(ctx.services.schema, userId, limit + 1, position);
      rows = await selectPosts(ctx.em, recent.sql, recent.params);
      // A short answer only says the window ran out before the page was full, not that the feed
      // has nothing older: the per-member merge finds the rest.
      if (rows.length <= limit) rows = undefined;
    }
    if (!rows) {
      const { sql, params } = homeFeedQuery(ctx.services.schema, userId, limit + 1, position);
      rows = await selectPosts(ctx.em, sql, params);
    }
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
  }

  @Query(() => PostConnection, { description: 'One member\'s published posts, reposts and quotes (not replies), newest first.' })
  async userPosts(
    @Arg('userId', () => ID) userId: string,
    @Args(() => FeedPageArgs) args: FeedPageArgs,
    @Ctx() ctx: SubgraphContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostConnection> {
    const limit = feedLimit(args.first);
    const position = feedPosition(args.after);
    const cut = after('x', position);
    const rows = await selectPosts(
      ctx.em,
      `SELECT * FROM ${table(ctx, 'posts')} x WHERE x.user_id = ? AND ${FEED_ROW('x')} ${cut.sql}
       ORDER BY x.published_at DESC, x.id DESC LIMIT ?`,
      [userId, ...cut.params, limit + 1],
    );
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
  }
}
