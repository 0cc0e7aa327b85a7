// deleteNotification: one's own only; another member's notification is NOT_FOUND.
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Notification } from './entities.js';
import { requireOwnNotification } from './queries.js';

@Resolver()
export class DeleteNotificationResolver {
  @Mutation(() => ID)
  async deleteNotification(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const notification = await requireOwnNotification(ctx, id);
    await ctx.em.nativeDelete(Notification, { id: notification.id });
    return notification.id;
  }
}
