// savedPosts: the caller's bookmarks, most recently saved first, paged by (saved at, post id)
// over bookmarks_saved. A deleted post's bookmark went with it (ON DELETE CASCADE).
import { Args, Ctx, Info, Query, Resolver, UseMiddleware } from 'type-graphql';
import { keysetFetchSize, requireUser, type SubgraphContext, SignedIn } from '@pulse/kit';
import { SAVED_CURSOR } from '../cursors.js';
import type { GraphQLResolveInfo } from 'graphql';
import { FeedPageArgs } from '../posts/inputs.js';
import { loadOriginalsOf } from '../posts/fields.js';
import { Bookmark } from '../posts/interactions.js';
import type { PostRecord } from '../posts/post-rows.js';
import { PostConnection, feedConnection, feedLimit, feedPosition } from './feed-page.js';

@Resolver()
export class SavedPostsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => PostConnection, { description: 'Posts the signed-in member bookmarked, most recently saved first.' })
  async savedPosts(@Args(() => FeedPageArgs) args: FeedPageArgs, @Ctx() ctx: SubgraphContext, @Info() info: GraphQLResolveInfo): Promise<PostConnection> {
    const userId = requireUser(ctx.auth).id;
    const limit = feedLimit(args.first);
    const position = feedPosition(args.after, SAVED_CURSOR);
    // (created_at, post_id) < (at, id), with created_at bounded for the index's range.
    const after = position ? { createdAt: { $lte: position.at }, $or: [{ createdAt: { $lt: position.at } }, { post: { $lt: position.id } }] } : {};
    const bookmarks = await ctx.em.find(
      Bookmark,
      { $and: [{ userId, post: { status: 'POSTED' } }, after] },
      { populate: ['post'], orderBy: [{ createdAt: 'desc' }, { post: 'desc' }], limit: keysetFetchSize(limit), disableIdentityMap: true },
    );
    const savedAt = new Map(bookmarks.map((b) => [b.post.id, b.createdAt]));
    const rows: PostRecord[] = bookmarks.map((b) => b.post);
    return feedConnection(await loadOriginalsOf(ctx, info, rows), limit, (p) => SAVED_CURSOR.encode(savedAt.get(p.id)!, p.id));
  }
}
