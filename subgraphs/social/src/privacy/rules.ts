// Reading the privacy choices and applying them: the checks social's profile posts, follow
// lists and User.profileVisibleToMe call (docs/settings.md). Admins are not exempt.
import { ForbiddenError, byKeys, type SubgraphContext } from '@pulse/kit';
import { Follow } from '../follows/entities.js';
import { hiddenFor } from '../safety/rules.js';
import { Audience, SocialPrivacy, defaultSocialPrivacy } from './entities.js';

/** Stable messages (FORBIDDEN) a client may show as they are. */
export const PROFILE_PRIVATE = 'This profile is private';
export const FOLLOW_LISTS_PRIVATE = "This member's followers and following lists are private";

export function privacyLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, SocialPrivacy>('socialPrivacy', async (ids) => {
    const rows = await ctx.em.find(SocialPrivacy, { id: { $in: [...ids] } }, { disableIdentityMap: true });
    return byKeys(ids, rows, (r) => r.id).map((row, i) => row ?? defaultSocialPrivacy(ids[i]));
  });
}

/** Whether the signed-in member (or a signed-out visitor) is in `audience` of `ownerId`'s. */
export async function inAudience(ctx: SubgraphContext, ownerId: string, audience: Audience): Promise<boolean> {
  const viewer = ctx.auth.user?.id;
  if (viewer === ownerId || audience === Audience.EVERYONE) return true;
  if (!viewer || audience === Audience.ONLY_ME) return false;
  return (await ctx.em.count(Follow, { followerId: viewer, followeeId: ownerId })) > 0;
}

export async function profileVisible(ctx: SubgraphContext, ownerId: string): Promise<boolean> {
  // A block hides the profile both ways (safety/, docs/safety.md).
  if (ctx.auth.user && ctx.auth.user.id !== ownerId && (await hiddenFor(ctx, ctx.auth.user.id)).blocked.has(ownerId)) return false;
  return inAudience(ctx, ownerId, (await privacyLoader(ctx).load(ownerId)).profileVisibility);
}

export async function assertProfileVisible(ctx: SubgraphContext, ownerId: string): Promise<void> {
  if (!(await profileVisible(ctx, ownerId))) throw new ForbiddenError(PROFILE_PRIVATE, { reason: 'PROFILE_PRIVATE' });
}

export async function assertFollowListsVisible(ctx: SubgraphContext, ownerId: string): Promise<void> {
  if (!(await inAudience(ctx, ownerId, (await privacyLoader(ctx).load(ownerId)).followListsVisibility))) {
    throw new ForbiddenError(FOLLOW_LISTS_PRIVATE, { reason: 'FOLLOW_LISTS_PRIVATE' });
  }
}

/**
 * The home feed's SQL condition keeping out the reposts of members who hide their activity
 * (`alias` is the posts row; the caller's own reposts always stay). Uses the partial index.
 */
export const ACTIVITY_SHOWN = (schema: string, alias: string) =>
  `NOT (${alias}.type = 'REPOST' AND ${alias}.user_id <> ? AND ${alias}.user_id IN (SELECT h.user_id FROM ${schema}.privacy_settings h WHERE NOT h.activity_in_feeds))`;
