// userReplies: the Replies tab of a profile, one member's published replies newest first,
// paged like userPosts by (published_at, id) over posts_user_replies (migration 1501).
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { keysetFetchSize, type SqlMigration, type SubgraphContext } from '@pulse/kit';
import { FeedPageArgs } from '../posts/inputs.js';
import { findPosts } from '../posts/post-rows.js';
import { assertProfileVisible } from '../privacy/rules.js';
import { PostConnection, feedConnection, feedLimit, feedPosition, publishedBefore } from './feed-page.js';

export const userRepliesMigrations: SqlMigration[] = [
  {
    name: '1501-posts-user-replies',
    up: (s) => [`CREATE INDEX posts_user_replies ON ${s}.posts (user_id, published_at DESC, id DESC) WHERE status = 'POSTED' AND type = 'REPLY'`],
  },
];

@Resolver()
export class UserRepliesResolver {
  @Query(() => PostConnection, {
    description:
      "One member's published replies, newest first (each with its parent). FORBIDDEN 'This profile is private' when their profile visibility leaves the caller out.",
  })
  async userReplies(@Arg('userId', () => ID) userId: string, @Args(() => FeedPageArgs) args: FeedPageArgs, @Ctx() ctx: SubgraphContext): Promise<PostConnection> {
    const limit = feedLimit(args.first);
    const position = feedPosition(args.after);
    await assertProfileVisible(ctx, userId);
    const rows = await findPosts(
      ctx.em,
      { $and: [{ userId, status: 'POSTED', type: 'REPLY' }, publishedBefore(position)] },
      { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) },
    );
    return feedConnection(rows, limit);
  }
}
