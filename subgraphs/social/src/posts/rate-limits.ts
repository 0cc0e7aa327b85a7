// Post creation is rate limited per member (posts, replies and quotes share the budget).
import { hitRateLimits, type SubgraphContext } from '@pulse/kit';

export function hitPostLimit(ctx: SubgraphContext, userId: string): Promise<void> {
  const { postLimitPerHour } = ctx.services.config.social;
  return hitRateLimits(ctx.em, ctx.services.schema, [{ key: `post:${userId}`, limit: postLimitPerHour, windowSeconds: 3600 }]);
}
