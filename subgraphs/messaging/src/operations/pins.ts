// pinMessage: a pinned message shows for both participants in the chat.
import type { SubgraphContext } from '@pulse/kit';
import { requireMessageAccess } from '../access.js';
import { conversationUpdated, messageUpdated } from '../events.js';

export async function pinMessage(_: unknown, args: { messageId: string; pinned: boolean }, ctx: SubgraphContext) {
  const { message, participants, userId } = await requireMessageAccess(ctx, args.messageId);
  const changed = args.pinned !== (message.pinnedAt !== null);
  if (!changed) return message;
  message.pinnedAt = args.pinned ? new Date() : null;
  message.pinnedBy = args.pinned ? userId : null;
  messageUpdated(ctx, message.id, message.conversationId, participants);
  conversationUpdated(ctx, message.conversationId, participants);
  await ctx.em.flush();
  return message;
}
