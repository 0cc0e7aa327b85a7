// Who may touch what: only a conversation's participants can read or write it. Every
// operation goes through these checks before anything else.
import { ForbiddenError, NotFoundError, byKeys, requireUser, type SubgraphContext } from '@pulse/kit';
import { Conversation } from './entities/conversation.js';
import { Message } from './entities/message.js';
import { Participant } from './entities/participant.js';

export const NOT_A_PARTICIPANT = 'You are not a participant in this conversation';

export function participantsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, string[]>('participantsByConversation', async (ids) => {
    const rows = await ctx.em.find(Participant, { conversationId: { $in: [...ids] } }, { orderBy: { joinedAt: 'asc' } });
    return ids.map((id) => rows.filter((r) => r.conversationId === id).map((r) => r.userId));
  });
}

export function conversationLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Conversation | null>('conversationById', async (ids) =>
    byKeys(ids, await ctx.em.find(Conversation, { id: { $in: [...ids] } }), (c) => c.id),
  );
}

export function messageLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Message | null>('messageById', async (ids) => byKeys(ids, await ctx.em.find(Message, { id: { $in: [...ids] } }), (m) => m.id));
}

/** The conversation, when the caller takes part in it. */
export async function requireParticipant(ctx: SubgraphContext, conversationId: string): Promise<{ conversation: Conversation; participants: string[]; userId: string }> {
  const userId = requireUser(ctx.auth).id;
  const conversation = await conversationLoader(ctx).load(conversationId);
  if (!conversation) throw new NotFoundError('Conversation not found');
  const participants = await participantsLoader(ctx).load(conversationId);
  if (!participants.includes(userId)) throw new ForbiddenError(NOT_A_PARTICIPANT);
  return { conversation, participants, userId };
}

/** The message, when the caller takes part in its conversation. */
export async function requireMessageAccess(ctx: SubgraphContext, messageId: string) {
  requireUser(ctx.auth);
  const message = await messageLoader(ctx).load(messageId);
  if (!message) throw new NotFoundError('Message not found');
  return { message, ...(await requireParticipant(ctx, message.conversationId)) };
}
