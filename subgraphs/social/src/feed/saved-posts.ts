// savedPosts: the caller's bookmarks, most recently saved first, paged by (saved at, post id)
// over bookmarks_saved. A deleted post's bookmark went with it (ON DELETE CASCADE).
import { Args, Ctx, Info, Query, Resolver } from 'type-graphql';
import { encodeCursor, requireUser, table, type SubgraphContext } from '@pulse/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { FeedPageArgs } from '../posts/inputs.js';
import { loadOriginalsOf } from '../posts/fields.js';
import { toPostRecord } from '../posts/post-rows.js';
import { PostConnection, feedConnection, feedLimit, feedPosition } from './feed-page.js';

@Resolver()
export class SavedPostsResolver {
  @Query(() => PostConnection, { description: 'Posts the signed-in member bookmarked, most recently saved first.' })
  async savedPosts(@Args(() => FeedPageArgs) args: FeedPageArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<PostConnection> {
    const userId = requireUser(ctx.auth).id;
    const limit = feedLimit(args.first);
    const position = feedPosition(args.after);
    const rows = await ctx.em.execute<Record<string, any>[]>(
      `SELECT p.*, b.created_at AS saved_at FROM ${table(ctx, 'bookmarks')} b JOIN ${table(ctx, 'posts')} p ON p.id = b.post_id
       WHERE b.user_id = ? AND p.status = 'POSTED' ${position ? 'AND (b.created_at, b.post_id) < (?, ?)' : ''}
       ORDER BY b.created_at DESC, b.post_id DESC LIMIT ?`,
      [userId, ...(position ? [position.at, position.id] : []), limit + 1],
    );
    const savedAt = new Map(rows.map((r) => [r.id as string, new Date(r.saved_at)]));
    return feedConnection(await loadOriginalsOf(ctx, info, rows.map(toPostRecord)), limit, (p) => encodeCursor(savedAt.get(p.id)!, p.id));
  }
}
