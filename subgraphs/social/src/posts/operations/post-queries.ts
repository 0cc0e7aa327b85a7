// Reading single posts and the lists around one post: post, postThread, replies.
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireVisiblePost } from '../access.js';
import { RepliesArgs } from '../inputs.js';
import { fetchPost, findPosts, type PostRecord } from '../post-rows.js';
import { authorNotIn, hiddenForCaller } from '../../safety/rules.js';

/** Deeper chains are cut (a thread that long is not read from its root). */
const MAX_THREAD_DEPTH = 1000;

@Resolver()
export class PostQueriesResolver {
  @Query(() => Post, { description: "A published post, or the caller's own draft or scheduled post; NOT_FOUND otherwise." })
  post(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    return requireVisiblePost(ctx, id);
  }

  /**
   * Walked up one parent at a time: reply chains are a few posts deep. A deleted ancestor
   * ends the chain (its child's parent_id is null); an unpublished one is left out.
   */
  @Query(() => [Post], { description: 'The chain of posts a reply answers, root first, ending with the post itself.' })
  async postThread(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    const post = await requireVisiblePost(ctx, id);
    const ancestors: PostRecord[] = [];
    for (let parentId = post.parentId; parentId && ancestors.length < MAX_THREAD_DEPTH;) {
      const parent = await fetchPost(ctx, parentId);
      if (!parent) break;
      if (parent.status === 'POSTED') ancestors.push(parent);
      parentId = parent.parentId;
    }
    return [...ancestors.reverse(), post];
  }

  /** The spec's GET /posts/{id}/replies?skip&limit=10; skip and limit arrive checked. */
  @Query(() => [Post], { description: 'Replies to a post, oldest first, `limit` (default 10, at most 50) after `skip`.' })
  async replies(@Args(() => RepliesArgs) args: RepliesArgs, @Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    await requireVisiblePost(ctx, args.postId);
    // Replies by members the caller blocked, muted or was blocked by are left out (docs/safety.md).
    const hidden = (await hiddenForCaller(ctx)).all;
    return findPosts(
      ctx.em,
      { parentId: args.postId, status: 'POSTED', ...authorNotIn(hidden) },
      { orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }], limit: args.limit, offset: args.skip },
    );
  }
}
