// homeFeed: published posts (not replies) by the members the caller follows and by the
// caller, newest first, read by the two plans of home-feed-query.ts (the per-member merge, or
// for a member following many the newest-posts window, falling back to the merge when the
// window runs short). userPosts: one member's feed rows through the ORM.
import { Arg, Args, Ctx, ID, Info, Query, Resolver, UseMiddleware } from 'type-graphql';
import { keysetFetchSize, signedIn, type SubgraphContext } from '@pulse/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { FollowCount } from '../follows/entities.js';
import { FeedPageArgs } from '../posts/inputs.js';
import { requireMember } from '../posts/access.js';
import { loadOriginalsOf } from '../posts/fields.js';
import { findPosts, type PostRecord } from '../posts/post-rows.js';
import { FEED_ROW_WHERE, FOLLOWING_MANY, homeFeedQuery, recentWindowQuery, selectFeedRows } from './home-feed-query.js';
import { PostConnection, feedConnection, feedLimit, feedPosition, publishedBefore } from './feed-page.js';
import { assertProfileVisible } from '../privacy/rules.js';
import { withFollowedTags } from '../hashtags/followed-tags-feed.js';

// The bench and the feed test run the queries themselves.
export { FEED_ROW, FOLLOWING_MANY, RECENT_WINDOW, homeFeedQuery, recentWindowQuery } from './home-feed-query.js';

export const LOGIN_FOR_FEED = 'Please log in to see your feed';

/** How many members the caller follows (follow_counts is kept exact by triggers on follows). */
async function followingCount(ctx: SubgraphContext, userId: string): Promise<number> {
  const counts = await ctx.em.findOne(FollowCount, { userId }, { disableIdentityMap: true });
  return counts?.following ?? 0;
}

@Resolver()
export class HomeFeedResolver {
  @UseMiddleware(signedIn(LOGIN_FOR_FEED))
  @Query(() => PostConnection, { description: 'Posts by the people the signed-in member follows and their own, newest first.' })
  async homeFeed(@Args(() => FeedPageArgs) args: FeedPageArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<PostConnection> {
    const userId = requireMember(ctx, LOGIN_FOR_FEED);
    const limit = feedLimit(args.first);
    const position = feedPosition(args.after);
    let rows: PostRecord[] | undefined;
    if ((await followingCount(ctx, userId)) >= FOLLOWING_MANY) {
      const recent = recentWindowQuery(ctx.services.schema, userId, keysetFetchSize(limit), position);
      rows = await selectFeedRows(ctx.em, recent);
      // A short answer only says the window ran out before the page was full, not that the feed
      // has nothing older: the per-member merge finds the rest.
      if (rows.length <= limit) rows = undefined;
    }
    if (!rows) {
      rows = await selectFeedRows(ctx.em, homeFeedQuery(ctx.services.schema, userId, keysetFetchSize(limit), position));
    }
    // Posts with a hashtag the member follows (hashtags/), merged in feed order.
    rows = await withFollowedTags(ctx.em, ctx.services.schema, userId, rows, keysetFetchSize(limit), position);
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
  }

  @Query(() => PostConnection, {
    description:
      "One member's published posts, reposts and quotes (not replies), newest first. FORBIDDEN 'This profile is private' when their profile visibility leaves the caller out.",
  })
  async userPosts(
    @Arg('userId', () => ID) userId: string,
    @Args(() => FeedPageArgs) args: FeedPageArgs,
    @Ctx() ctx: SubgraphContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostConnection> {
    const limit = feedLimit(args.first);
    const position = feedPosition(args.after);
    // The member's profile visibility (privacy/): the list is their profile's.
    await assertProfileVisible(ctx, userId);
    const rows = await findPosts(
      ctx.em,
      { $and: [{ userId }, FEED_ROW_WHERE, publishedBefore(position)] },
      { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) },
    );
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
  }
}
