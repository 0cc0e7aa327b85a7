// Reading single posts and the lists around one post: post, postThread, replies.
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { table, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireVisiblePost } from '../access.js';
import { RepliesArgs } from '../inputs.js';
import { selectPosts, type PostRecord } from '../post-rows.js';

@Resolver()
export class PostQueriesResolver {
  @Query(() => Post, { description: 'A published post, or the caller\'s own draft or scheduled post; NOT_FOUND otherwise.' })
  post(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    return requireVisiblePost(ctx, id);
  }

  /** A deleted ancestor ends the chain (its child's parent_id is null). */
  @Query(() => [Post], { description: 'The chain of posts a reply answers, root first, ending with the post itself.' })
  async postThread(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    await requireVisiblePost(ctx, id);
    const chain = await selectPosts(
      ctx.em,
      `WITH RECURSIVE up AS (
         SELECT p.*, 0 AS depth FROM ${table(ctx, 'posts')} p WHERE p.id = ?
         UNION ALL
         SELECT p.*, up.depth + 1 FROM ${table(ctx, 'posts')} p JOIN up ON p.id = up.parent_id WHERE up.depth < 1000
       )
       SELECT * FROM up ORDER BY depth DESC`,
      [id],
    );
    return chain.filter((p, i) => p.status === 'POSTED' || i === chain.length - 1);
  }

  /** The spec's GET /posts/{id}/replies?skip&limit=10; skip and limit arrive checked. */
  @Query(() => [Post], { description: 'Replies to a post, oldest first, `limit` (default 10, at most 50) after `skip`.' })
  async replies(@Args(() => RepliesArgs) args: RepliesArgs, @Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    await requireVisiblePost(ctx, args.postId);
    return selectPosts(
      ctx.em,
      `SELECT * FROM ${table(ctx, 'posts')} WHERE parent_id = ? AND status = 'POSTED' ORDER BY published_at, id LIMIT ? OFFSET ?`,
      [args.postId, args.limit, args.skip],
    );
  }
}
