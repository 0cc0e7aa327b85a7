// Post creation is rate limited per member (posts, replies and quotes share the budget);
// anonymous views per address and post, so a script cannot inflate a view count.
import { RateLimitedError, hitRateLimits, limitAddressOf, type SubgraphContext } from '@pulse/kit';

export function hitPostLimit(ctx: SubgraphContext, userId: string): Promise<void> {
  const { postLimitPerHour } = ctx.services.config.social;
  return hitRateLimits(ctx.em, ctx.services, [{ key: `post:${userId}`, limit: postLimitPerHour, windowSeconds: 3600 }]);
}

/**
 * Counts one anonymous view of the post from the caller's address against the hourly budget;
 * false once it is spent. Over the budget the view is simply not counted: the reader did
 * nothing wrong, and a script learns nothing from an error.
 */
export async function anonymousViewAllowed(ctx: SubgraphContext, postId: string): Promise<boolean> {
  const { anonymousViewsPerHour } = ctx.services.config.social;
  try {
    await hitRateLimits(ctx.em, ctx.services, [{ key: `view:${limitAddressOf(ctx.clientIp)}:${postId}`, limit: anonymousViewsPerHour, windowSeconds: 3600 }]);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}
