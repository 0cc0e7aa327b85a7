// Which kinds a member gets. No row means the defaults (every kind on); an update changes
// only the fields it gives. notify() reads the same row, so a kind turned off is never
// created, and so never delivered.
import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { requireUser, type SubgraphContext, SignedIn } from '@pulse/kit';
import { NotificationPreferences } from './entities.js';

const FIELDS = ['likes', 'follows', 'replies', 'mentions', 'quotes', 'reposts', 'events', 'challenges'] as const;
type PreferenceField = (typeof FIELDS)[number];

/** Left out keeps the choice; null is not a choice. */
const choice = (field: PreferenceField) =>
  z
    .boolean()
    .nullish()
    .refine((value) => value !== null, `${field} must be true or false`);

@InputType()
export class NotificationPreferencesInput {
  static schema = z.object(Object.fromEntries(FIELDS.map((field) => [field, choice(field)])) as Record<PreferenceField, ReturnType<typeof choice>>);

  @Field(() => Boolean, { nullable: true }) likes?: boolean;
  @Field(() => Boolean, { nullable: true }) follows?: boolean;
  @Field(() => Boolean, { nullable: true }) replies?: boolean;
  @Field(() => Boolean, { nullable: true }) mentions?: boolean;
  @Field(() => Boolean, { nullable: true }) quotes?: boolean;
  @Field(() => Boolean, { nullable: true }) reposts?: boolean;
  @Field(() => Boolean, { nullable: true }) events?: boolean;
  @Field(() => Boolean, { nullable: true }) challenges?: boolean;
}

@Resolver()
export class NotificationPreferencesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => NotificationPreferences)
  async notificationPreferences(@Ctx() ctx: SubgraphContext): Promise<NotificationPreferences> {
    const me = requireUser(ctx.auth).id;
    const row = await ctx.em.findOne(NotificationPreferences, { userId: me });
    return row ?? Object.assign(new NotificationPreferences(), { userId: me });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => NotificationPreferences)
  async updateNotificationPreferences(
    @Arg('input', () => NotificationPreferencesInput) input: NotificationPreferencesInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<NotificationPreferences> {
    const me = requireUser(ctx.auth).id;
    const columns = FIELDS.filter((field) => input[field] !== undefined);
    const changes = Object.fromEntries(columns.map((field) => [field, input[field]]));
    // One upsert that writes only the given fields: two tabs saving at once cannot lose each
    // other's fields or collide on insert.
    await ctx.em.upsert(
      NotificationPreferences,
      { userId: me, ...changes, updatedAt: new Date() },
      {
        onConflictFields: ['userId'],
        onConflictAction: 'merge',
        onConflictMergeFields: [...columns, 'updatedAt'],
        disableIdentityMap: true,
      },
    );
    return (await ctx.em.findOne(NotificationPreferences, { userId: me }, { disableIdentityMap: true }))!;
  }
}
