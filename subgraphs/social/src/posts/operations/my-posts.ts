// The signed-in member's unpublished posts: drafts (latest edit first) and scheduled posts
// (soonest first).
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { requireUser, type SubgraphContext, SignedIn } from '@pulse/kit';
import { Post } from '../entities.js';
import { findPosts, type PostRecord } from '../post-rows.js';

const MAX_UNPUBLISHED = 200;

@Resolver()
export class MyPostsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [Post], { description: "The signed-in member's drafts, latest edit first." })
  myDrafts(@Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    const userId = requireUser(ctx.auth).id;
    return findPosts(ctx.em, { userId, status: 'DRAFT' }, { orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], limit: MAX_UNPUBLISHED });
  }

  @UseMiddleware(SignedIn)
  @Query(() => [Post], { description: "The signed-in member's scheduled posts, soonest first." })
  myScheduledPosts(@Ctx() ctx: SubgraphContext): Promise<PostRecord[]> {
    const userId = requireUser(ctx.auth).id;
    return findPosts(ctx.em, { userId, status: 'SCHEDULED' }, { orderBy: [{ scheduledFor: 'asc' }, { id: 'asc' }], limit: MAX_UNPUBLISHED });
  }
}
