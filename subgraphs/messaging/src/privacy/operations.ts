// Messaging's part of the privacy settings: reading the member's own whoMayMessageMe (the
// PrivacySettings entity's messaging field) and changing it (accounts' updatePrivacySettings
// asks this as the member, after validating every field).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { ForbiddenError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { MessagePermission, MessagingPrivacy, defaultMessagingPrivacy } from './entities.js';

export const updateMessagingPrivacyRule = z.enum([MessagePermission.EVERYONE, MessagePermission.FOLLOWING, MessagePermission.NOBODY]);

export async function ownMessagingPrivacy(ctx: SubgraphContext, userId: string): Promise<MessagingPrivacy> {
  if (requireUser(ctx.auth).id !== userId) throw new ForbiddenError('Only the member reads their own privacy settings');
  return (await ctx.em.findOne(MessagingPrivacy, { id: userId }, { disableIdentityMap: true })) ?? defaultMessagingPrivacy(userId);
}

@Resolver()
export class MessagingPrivacyResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => MessagingPrivacy, {
    description: "Changes who may message the caller. Clients use accounts' updatePrivacySettings, which validates every field first and calls this.",
  })
  async updateMessagingPrivacy(
    @Arg('whoMayMessageMe', () => MessagePermission) whoMayMessageMe: MessagePermission,
    @Ctx() ctx: SubgraphContext,
  ): Promise<MessagingPrivacy> {
    const userId = requireUser(ctx.auth).id;
    await ctx.em.upsert(
      MessagingPrivacy,
      { id: userId, whoMayMessageMe: updateMessagingPrivacyRule.parse(whoMayMessageMe), updatedAt: ctx.services.clock.now() },
      { onConflictFields: ['id'], onConflictAction: 'merge', onConflictMergeFields: ['whoMayMessageMe', 'updatedAt'] },
    );
    return ownMessagingPrivacy(ctx, userId);
  }
}
