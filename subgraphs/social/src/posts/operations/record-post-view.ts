// recordPostView: one view per member per post. Anonymous readers cannot be told apart, so
// each of their requests counts, up to ANONYMOUS_VIEW_LIMIT_PER_HOUR per address and post.
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { requireTargetPost, viewerId } from '../access.js';
import { addCounted } from '../counted-toggle.js';
import { bumpCounter, refetchPost, type PostRecord } from '../post-rows.js';
import { anonymousViewAllowed } from '../rate-limits.js';

@Resolver()
export class RecordPostViewResolver {
  @Mutation(() => Post, {
    description: 'Counts one view per member per post; anonymous views per request, up to ANONYMOUS_VIEW_LIMIT_PER_HOUR per address and post. Returns the post.',
  })
  async recordPostView(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const post = await requireTargetPost(ctx, id);
    const userId = viewerId(ctx);
    if (userId) await addCounted(ctx, ctx.em, 'post_views', post.id, userId);
    else if (await anonymousViewAllowed(ctx, post.id)) await bumpCounter(ctx.em, post.id, 'viewCount', 1);
    return refetchPost(ctx, post.id);
  }
}
