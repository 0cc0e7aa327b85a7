// recordShare: the spec's post_shared event with its method (copy_link, social,
// direct_message). Sharing a link needs no account, so signed-out shares count too.
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { ShareMethod } from '../../enums.js';
import { requireTargetPost, viewerId } from '../access.js';
import { recordAnalytics } from '../analytics.js';

@Resolver()
export class RecordShareResolver {
  @Mutation(() => Boolean, { description: 'Records the post_shared analytics event.' })
  async recordShare(@Arg('id', () => ID) id: string, @Arg('method', () => ShareMethod) method: ShareMethod, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const post = await requireTargetPost(ctx, id);
    recordAnalytics(ctx.em, 'post_shared', viewerId(ctx) ?? null, post.id, { method: method.toLowerCase() });
    await ctx.em.flush();
    return true;
  }
}
