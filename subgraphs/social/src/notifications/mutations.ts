// Changing one's own notifications: read state and deletion. Ids of other members'
// notifications are ignored by the bulk mark (it answers how many of the caller's changed)
// and NOT_FOUND for a single delete.
import { Arg, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import { BadUserInputError, requireUser, type SubgraphContext } from '@pulse/kit';
import { Notification } from './entities.js';
import { requireOwnNotification } from './queries.js';

/** More than a page of ids at once is not something the client sends. */
export const MAX_MARK_IDS = 500;

@Resolver()
export class NotificationMutationsResolver {
  @Mutation(() => Int, { description: 'Marks the caller\'s notifications read; returns how many changed.' })
  async markNotificationsRead(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: SubgraphContext): Promise<number> {
    const me = requireUser(ctx.auth).id;
    if (ids.length > MAX_MARK_IDS) throw new BadUserInputError(`At most ${MAX_MARK_IDS} notifications at once`, 'ids');
    if (!ids.length) return 0;
    return ctx.em.nativeUpdate(Notification, { id: { $in: [...new Set(ids)] }, recipientId: me, readAt: null }, { readAt: new Date() });
  }

  @Mutation(() => Int)
  async markAllNotificationsRead(@Ctx() ctx: SubgraphContext): Promise<number> {
    const me = requireUser(ctx.auth).id;
    return ctx.em.nativeUpdate(Notification, { recipientId: me, readAt: null }, { readAt: new Date() });
  }

  @Mutation(() => ID)
  async deleteNotification(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const notification = await requireOwnNotification(ctx, id);
    await ctx.em.nativeDelete(Notification, { id: notification.id });
    return notification.id;
  }
}
