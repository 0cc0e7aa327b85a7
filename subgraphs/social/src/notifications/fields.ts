// The Notification type's fields, from the stored row.
import type { SubgraphContext } from '@pulse/kit';
import { loadVisiblePost } from '../posts/access.js';
import { lookupMembers } from '../follows/accounts-client.js';
import type { Notification } from './entities.js';
import { notificationMessage } from './notify.js';
import { notificationCursor, requireOwnNotification } from './queries.js';

/** Actor names for the notifications of one request: one accounts lookup however many there are. */
function actorNameLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, string>('notificationActorName', async (ids) => {
    const members = await lookupMembers(ctx, ids);
    // A member who no longer exists is still someone who did it.
    return ids.map((id) => members.get(id)?.name?.trim() || 'Someone');
  });
}

export const notificationFields = {
  type: (n: Notification) => n.kind,
  message: async (n: Notification, _: unknown, ctx: SubgraphContext) => notificationMessage(n.kind, await actorNameLoader(ctx).load(n.actorId)),
  userId: (n: Notification) => n.recipientId,
  actor: (n: Notification) => ({ __typename: 'User', id: n.actorId }),
  // Post is resolved here in social, so it is the posts module's record (batched by its loader).
  // A deleted post takes its notifications with it (foreign key, ON DELETE CASCADE); a
  // post the recipient may not see (back to draft) is null.
  post: (n: Notification, _: unknown, ctx: SubgraphContext) => (n.postId ? loadVisiblePost(ctx, n.postId) : null),
  read: (n: Notification) => n.readAt !== null,
  cursor: (n: Notification) => notificationCursor(n),
  // Only the recipient may see a notification, also when another subgraph refers to it.
  __resolveReference: (ref: { id: string }, ctx: SubgraphContext) => requireOwnNotification(ctx, ref.id),
};
