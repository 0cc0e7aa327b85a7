// Social's part of the privacy settings: reading the member's own (the PrivacySettings entity's
// social fields, asked by the gateway when accounts' privacySettings is read), changing them
// (accounts' updatePrivacySettings asks this as the member, after validating every field), and
// User.profileVisibleToMe, which accounts asks before answering a profile lookup.
import { Arg, Ctx, Field, FieldResolver, InputType, Mutation, Resolver, Root, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { ForbiddenError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { User } from '../user.js';
import { Audience, SocialPrivacy, defaultSocialPrivacy } from './entities.js';
import { privacyLoader, profileVisible } from './rules.js';

const audience = (field: string) =>
  z
    .enum([Audience.EVERYONE, Audience.FOLLOWERS, Audience.ONLY_ME])
    .nullish()
    .refine((v) => v !== null, `${field} must be EVERYONE, FOLLOWERS or ONLY_ME`);

@InputType()
export class SocialPrivacyInput {
  static schema = z.object({
    profileVisibility: audience('profileVisibility'),
    followListsVisibility: audience('followListsVisibility'),
    activityInFeeds: z
      .boolean()
      .nullish()
      .refine((v) => v !== null, 'activityInFeeds must be true or false'),
  });

  @Field(() => Audience, { nullable: true }) profileVisibility?: Audience;
  @Field(() => Audience, { nullable: true }) followListsVisibility?: Audience;
  @Field(() => Boolean, { nullable: true }) activityInFeeds?: boolean;
}

/** The member's own choices; anybody else's are not theirs to read. */
export async function ownSocialPrivacy(ctx: SubgraphContext, userId: string): Promise<SocialPrivacy> {
  if (requireUser(ctx.auth).id !== userId) throw new ForbiddenError('Only the member reads their own privacy settings');
  return (await ctx.em.findOne(SocialPrivacy, { id: userId }, { disableIdentityMap: true })) ?? defaultSocialPrivacy(userId);
}

@Resolver()
export class SocialPrivacyResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => SocialPrivacy, {
    description:
      "Changes the caller's privacy choices social enforces; left out keeps a choice. Clients use accounts' updatePrivacySettings, which validates every field first and calls this.",
  })
  async updateSocialPrivacy(@Arg('input', () => SocialPrivacyInput) input: SocialPrivacyInput, @Ctx() ctx: SubgraphContext): Promise<SocialPrivacy> {
    const userId = requireUser(ctx.auth).id;
    const fields = (['profileVisibility', 'followListsVisibility', 'activityInFeeds'] as const).filter((f) => input[f] !== undefined && input[f] !== null);
    const changes = Object.fromEntries(fields.map((f) => [f, input[f]]));
    // One upsert writing only the given fields: two saves at once cannot undo each other's fields.
    await ctx.em.upsert(
      SocialPrivacy,
      { id: userId, ...changes, updatedAt: ctx.services.clock.now() },
      { onConflictFields: ['id'], onConflictAction: 'merge', onConflictMergeFields: [...fields, 'updatedAt'] },
    );
    return ownSocialPrivacy(ctx, userId);
  }
}

@Resolver(() => User)
export class ProfileVisibilityFieldResolver {
  @FieldResolver(() => Boolean, { description: "Whether the caller may see this member's profile (their profile visibility setting; always true for oneself)." })
  profileVisibleToMe(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return profileVisible(ctx, user.id);
  }
}

export { privacyLoader };
