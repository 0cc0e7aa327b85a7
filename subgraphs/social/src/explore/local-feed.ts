// localFeed: every public post of this instance, newest first (Mastodon's "local timeline").
// Readable signed out, as a single published post is (posts/access.ts): the list shows
// nothing a visitor could not open one link at a time, and it is the page a visitor looking at
// the instance wants. Replies and reposts stay out, and a member never sees those they blocked,
// who blocked them or whom they muted (public-posts.ts). Paged with the feed's
// cursor (published_at, id), so Post.cursor is also this list's position.
import { Args, Ctx, Info, Query, Resolver } from 'type-graphql';
import { keysetFetchSize, type SubgraphContext } from '@pulse/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { FeedPageArgs } from '../posts/inputs.js';
import { loadOriginalsOf } from '../posts/fields.js';
import { selectFeedRows } from '../feed/home-feed-query.js';
import { PostConnection, feedConnection, feedLimit, feedPosition } from '../feed/feed-page.js';
import { OWN_PUBLIC_POST, notHiddenFrom } from './public-posts.js';

/**
 * The page's SQL (`?` placeholders): a backwards walk of posts_published (published_at DESC,
 * id DESC WHERE status = 'POSTED') from the cursor, keeping public rows; explore.gateway.test.ts
 * EXPLAINs it. Most posts are public, so a page reads about a page of rows.
 */
export function localFeedQuery(
  schema: string,
  viewer: string | null | undefined,
  limit: number,
  position?: { at: Date; id: string },
): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const hidden = notHiddenFrom(s, 'x.user_id', viewer);
  return {
    sql: `SELECT x.* FROM ${s}.posts x
     WHERE ${OWN_PUBLIC_POST(s, 'x')} ${hidden.sql} ${position ? 'AND (x.published_at, x.id) < (?, ?)' : ''}
     ORDER BY x.published_at DESC, x.id DESC LIMIT ?`,
    params: [...hidden.params, ...(position ? [position.at, position.id] : []), limit],
  };
}

@Resolver()
export class LocalFeedResolver {
  @Query(() => PostConnection, {
    description:
      'Every public post on this instance (published, not a reply or repost, by a member whose profile is open to everyone), newest first. Readable signed out.',
  })
  async localFeed(@Args(() => FeedPageArgs) args: FeedPageArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<PostConnection> {
    const limit = feedLimit(args.first);
    const rows = await selectFeedRows(ctx.em, localFeedQuery(ctx.services.schema, ctx.auth.user?.id, keysetFetchSize(limit), feedPosition(args.after)));
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit);
  }
}
