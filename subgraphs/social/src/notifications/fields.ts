// The Notification type's fields, from the stored row.
import type { SubgraphContext } from '@pulse/kit';
import type { Notification } from './entities.js';
import { notificationCursor, requireOwnNotification } from './queries.js';

export const notificationFields = {
  type: (n: Notification) => n.kind,
  userId: (n: Notification) => n.recipientId,
  actor: (n: Notification) => ({ __typename: 'User', id: n.actorId }),
  post: (n: Notification) => (n.postId ? { __typename: 'Post', id: n.postId } : null),
  read: (n: Notification) => n.readAt !== null,
  cursor: (n: Notification) => notificationCursor(n),
  // Only the recipient may see a notification, also when another subgraph refers to it.
  __resolveReference: (ref: { id: string }, ctx: SubgraphContext) => requireOwnNotification(ctx, ref.id),
};
