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
import type { SubgraphContext } from '@pulse/kit';
import { FollowCount } from '../follows/entities.js';
import type { GraphQLResolveInfo } from 'graphql';
import { FeedPageArgs } from '../posts/inputs.js';
import { requireMember } from '../posts/access.js';
import { loadOriginalsOf } from '../posts/fields.js';
import { findPosts, type PostRecord } from '../posts/post-rows.js';
import { FEED_ROW_WHERE, FOLLOWING_MANY, homeFeedQuery, recentWindowQuery, selectFeedRows } from './home-feed-query.js';

export { FEED_ROW, FOLLOWING_MANY, RECENT_WINDOW, homeFeedQuery, recentWindowQuery } from './home-feed-query.js';
import { PostConnection, feedConnection, feedLimit, feedPosition, publishedBefore } from './feed-page.js';

export const LOGIN_FOR_FEED = 'Please log in to see your feed';

/** How many members the caller follows (follow_counts is kept exact by triggers on follows). */
async function followingCount(ctx: SubgraphContext, userId: string): Promise<number> {
  const counts = await ctx.em.findOne(FollowCount, { userId }, { disableIdentityMap: true });
  return counts?.following ?? 0;
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
      rows = await selectFeedRows(ctx.em, recent);
      // A short answer only says the window ran out before the page was full, not that the feed
      // has nothing older: the per-member merge finds the rest.
      if (rows.length <= limit) rows = undefined;
    }
    if (!rows) {
      rows = await selectFeedRows(ctx.em, homeFeedQuery(ctx.services.schema, userId, limit + 1, position));
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
    const rows = await findPosts(
      ctx.em,
      { $and: [{ userId }, FEED_ROW_WHERE, publishedBefore(position)] },
      { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], limit: limit + 1 },
    );
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
  }
}
