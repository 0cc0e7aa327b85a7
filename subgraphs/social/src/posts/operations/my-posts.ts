// The signed-in member's unpublished posts: drafts (latest edit first) and scheduled posts
// (soonest first).
import { Ctx, Query, Resolver } from 'type-graphql';
import { requireUser, table, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { selectPosts, type PostRecord } from '../post-rows.js';

const MAX_UNPUBLISHED = 200;

@Resolver()
export class MyPostsResolver {
  @Query(() => [Post], { description: 'The signed-in member\'s drafts, latest edit first.' })
  myDrafts(@Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    const userId = requireUser(ctx.auth).id;
    return selectPosts(ctx.em, `SELECT * FROM ${table(ctx, 'posts')} WHERE user_id = ? AND status = 'DRAFT' ORDER BY updated_at DESC, id DESC LIMIT ${MAX_UNPUBLISHED}`, [userId]);
  }

  @Query(() => [Post], { description: 'The signed-in member\'s scheduled posts, soonest first.' })
  myScheduledPosts(@Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    const userId = requireUser(ctx.auth).id;
    return selectPosts(ctx.em, `SELECT * FROM ${table(ctx, 'posts')} WHERE user_id = ? AND status = 'SCHEDULED' ORDER BY scheduled_for, id LIMIT ${MAX_UNPUBLISHED}`, [userId]);
  }
}
