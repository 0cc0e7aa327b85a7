// markNotificationsRead / markAllNotificationsRead: the caller's own notifications only. Ids
// of other members' notifications are ignored (the answer is how many of the caller's changed).
import { Arg, Ctx, ID, Int, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, requireUser, type SubgraphContext, SignedIn } from '@pulse/kit';
import { Notification } from './entities.js';

/** More than a page of ids at once is not something the client sends. */
export const MAX_MARK_IDS = 500;

@Resolver()
export class MarkNotificationsReadResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Int, { description: "Marks the caller's notifications read; returns how many changed." })
  async markNotificationsRead(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: SubgraphContext): Promise<number> {
    const me = requireUser(ctx.auth).id;
    if (ids.length > MAX_MARK_IDS) throw new BadUserInputError(`At most ${MAX_MARK_IDS} notifications at once`, 'ids');
    if (!ids.length) return 0;
    return ctx.em.nativeUpdate(Notification, { id: { $in: [...new Set(ids)] }, recipientId: me, readAt: null }, { readAt: new Date() });
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Int)
  async markAllNotificationsRead(@Ctx() ctx: SubgraphContext): Promise<number> {
    const me = requireUser(ctx.auth).id;
    return ctx.em.nativeUpdate(Notification, { recipientId: me, readAt: null }, { readAt: new Date() });
  }
}
