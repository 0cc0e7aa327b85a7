// trendingPosts / trendingHashtags: what is being talked about over a recent window, computed
// from the posts table on each read (no job, nothing to go stale).
//
// A post's score is its engagement over its age, Hacker News style:
//   (likes + 2 x replies + 3 x (reposts + quotes)) / (hours since published + 2) ^ 1.5
// so a fresh post with a few interactions outranks an older one with slightly more, and a post
// nobody touched does not trend at all. A reply costs more effort than a like and a repost or
// quote carries the post to new readers, hence the weights; the 2 hours keep a brand-new post
// from an infinite score. The counts are the posts' own counters (kept exact in the
// transaction of each like, reply, repost, quote).
//
// A hashtag's score adds up the posts using it, each worth (1 + its engagement) decayed the same
// way, but one member counts once per tag (their best post): ten posts of one member do not
// make a trend, ten members do. Tagged posts are the hashtags part's post_hashtags rows (kept by
// a trigger in every writer's transaction: published, not a reply, not a repost), read over
// their window index (post_hashtags_recent).
//
// Both lists are the same public posts as the local feed (public-posts.ts), without the members
// a signed-in reader blocked, was blocked by or muted.
import { Args, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Post } from '../posts/entities.js';
import { selectFeedRows } from '../feed/home-feed-query.js';
import type { PostRecord } from '../posts/post-rows.js';
import { OWN_PUBLIC_POST, notHiddenFrom } from './public-posts.js';
import { TrendingArgs, WINDOW_HOURS, type TrendWindow } from './inputs.js';

/** The time decay of a posts row `alias`, as SQL: (hours since published + 2) ^ 1.5. */
const DECAY = (alias: string) => `power(extract(epoch FROM (now() - ${alias}.published_at)) / 3600.0 + 2, 1.5)`;
const ENGAGEMENT = (alias: string) => `(${alias}.like_count + 2 * ${alias}.reply_count + 3 * (${alias}.repost_count + ${alias}.quote_count))`;

@ObjectType({ description: 'A hashtag trending over a recent window.' })
export class TrendingHashtag {
  @Field(() => String, { description: 'The tag, lowercased, without the #.' }) tag!: string;
  @Field(() => Int, { description: 'Public posts using it in the window.' }) postCount!: number;
  @Field(() => Int, { description: 'Members who used it in the window.' }) authorCount!: number;
  @Field(() => Float, { description: 'The ranking score (decayed engagement); higher trends more.' }) score!: number;
}

/** Trending public posts (`?` placeholders), best first; EXPLAINed by the test (posts_published). */
export function trendingPostsQuery(schema: string, window: TrendWindow, viewer: string | null | undefined, limit: number): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const hidden = notHiddenFrom(s, 'x.user_id', viewer);
  return {
    sql: `SELECT x.* FROM ${s}.posts x
     WHERE x.status = 'POSTED' AND x.published_at > now() - make_interval(hours => ?)
       AND ${OWN_PUBLIC_POST(s, 'x')} AND ${ENGAGEMENT('x')} > 0 ${hidden.sql}
     ORDER BY ${ENGAGEMENT('x')} / ${DECAY('x')} DESC, x.published_at DESC, x.id DESC
     LIMIT ?`,
    params: [WINDOW_HOURS[window], ...hidden.params, limit],
  };
}

/** Trending hashtags (`?` placeholders), best first; EXPLAINed by the test (post_hashtags_recent). */
export function trendingHashtagsQuery(schema: string, window: TrendWindow, viewer: string | null | undefined, limit: number): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const hidden = notHiddenFrom(s, 'h.user_id', viewer);
  return {
    sql: `WITH tagged AS (
       SELECT h.tag, h.user_id, (1 + ${ENGAGEMENT('x')}) / ${DECAY('x')} AS weight
       FROM ${s}.post_hashtags h JOIN ${s}.posts x ON x.id = h.post_id
       WHERE h.published_at > now() - make_interval(hours => ?) AND ${OWN_PUBLIC_POST(s, 'x')} ${hidden.sql}
     ), per_author AS (
       SELECT tag, user_id, max(weight) AS weight, count(*) AS posts FROM tagged GROUP BY tag, user_id
     )
     SELECT tag, sum(weight)::float8 AS score, sum(posts)::int AS post_count, count(*)::int AS author_count
     FROM per_author GROUP BY tag
     ORDER BY score DESC, tag
     LIMIT ?`,
    params: [WINDOW_HOURS[window], ...hidden.params, limit],
  };
}

@Resolver()
export class TrendingResolver {
  @Query(() => [Post], {
    description:
      'Public posts trending over the window (default DAY), best first: likes, replies (x2), reposts and quotes (x3) over (hours since published + 2)^1.5. Posts nobody interacted with are left out. Readable signed out.',
  })
  async trendingPosts(@Args(() => TrendingArgs) args: TrendingArgs, @Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    return selectFeedRows(ctx.em, trendingPostsQuery(ctx.services.schema, args.window, ctx.auth.user?.id, args.first));
  }

  @Query(() => [TrendingHashtag], {
    description:
      'Hashtags trending over the window (default DAY), best first: each public post using one adds (1 + its engagement) decayed by age, each member counting once per tag. Readable signed out.',
  })
  async trendingHashtags(@Args(() => TrendingArgs) args: TrendingArgs, @Ctx() ctx: SubgraphContext): Promise<TrendingHashtag[]> {
    const { sql, params } = trendingHashtagsQuery(ctx.services.schema, args.window, ctx.auth.user?.id, args.first);
    const rows = await ctx.em.execute<{ tag: string; score: number; post_count: number; author_count: number }[]>(sql, params);
    return rows.map((r) => ({ tag: r.tag, score: Number(r.score), postCount: r.post_count, authorCount: r.author_count }));
  }
}
