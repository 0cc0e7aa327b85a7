// recordShare: the spec's post_shared event with its method (copy_link, social,
// direct_message). Sharing a link needs no account, so signed-out shares count too.
import type { SubgraphContext } from '@pulse/kit';
import { requireTargetPost, viewerId } from '../access.js';
import { recordAnalytics } from '../analytics.js';

export type ShareMethod = 'COPY_LINK' | 'SOCIAL' | 'DIRECT_MESSAGE';

export async function recordShare(_: unknown, { id, method }: { id: string; method: ShareMethod }, ctx: SubgraphContext): Promise<boolean> {
  const post = await requireTargetPost(ctx, id);
  recordAnalytics(ctx.em, 'post_shared', viewerId(ctx) ?? null, post.id, { method: method.toLowerCase() });
  await ctx.em.flush();
  return true;
}
