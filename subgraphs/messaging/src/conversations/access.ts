// Who may touch what: only a conversation's participants can read or write it. Every
// operation goes through these checks before anything else.
import { ForbiddenError, NotFoundError, byKeys, requireUser, type SubgraphContext } from '@pulse/kit';
import { Conversation } from './entities/conversation.js';
import { Message } from './entities/message.js';
import { Participant } from './entities/participant.js';

export const NOT_A_PARTICIPANT = 'You are not a participant in this conversation';

/**
 * A conversation's participants never change once it is created (create-conversation is their
 * only writer; nothing removes one), so this process keeps them once read: a message's send
 * and both of its realtime lookups each asked for them (docs/realtime.md). Bounded, the oldest
 * read first out. Whoever adds a way to change participants must call forgetParticipants.
 */
const PARTICIPANTS_KEPT = 20_000;
const knownParticipants = new Map<string, string[]>();

/** Drops what this process keeps of a conversation's participants (after changing them). */
export function forgetParticipants(schema: string, conversationId: string): void {
  knownParticipants.delete(`${schema}:${conversationId}`);
}

export function participantsLoader(ctx: SubgraphContext) {
  const keyOf = (id: string) => `${ctx.services.schema}:${id}`;
  return ctx.loaders.get<string, string[]>('participantsByConversation', async (ids) => {
    const missing = ids.filter((id) => !knownParticipants.has(keyOf(id)));
    const read = new Map<string, string[]>();
    if (missing.length) {
      const rows = await ctx.em.find(Participant, { conversationId: { $in: [...missing] } }, { orderBy: { joinedAt: 'asc' } });
      for (const id of missing)
        read.set(
          id,
          rows.filter((r) => r.conversationId === id).map((r) => r.userId),
        );
      // Rows read inside a transaction may yet be rolled back: kept only once committed.
      if (!ctx.em.isInTransaction()) {
        for (const [id, users] of read) {
          if (!users.length) continue;
          knownParticipants.set(keyOf(id), users);
          if (knownParticipants.size > PARTICIPANTS_KEPT) knownParticipants.delete(knownParticipants.keys().next().value!);
        }
      }
    }
    return ids.map((id) => knownParticipants.get(keyOf(id)) ?? read.get(id) ?? []);
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

/**
 * The participants, when the caller is one, without reading the conversation's row: a
 * conversation is created with its participants in one transaction and neither is ever
 * removed, so a conversation with none does not exist. With the participants kept in memory
 * this costs no statement (a message's send and its realtime lookup go through here).
 */
export async function requireMember(ctx: SubgraphContext, conversationId: string): Promise<{ participants: string[]; userId: string }> {
  const userId = requireUser(ctx.auth).id;
  const participants = await participantsLoader(ctx).load(conversationId);
  if (!participants.length) throw new NotFoundError('Conversation not found');
  if (!participants.includes(userId)) throw new ForbiddenError(NOT_A_PARTICIPANT);
  return { participants, userId };
}

/** The conversation, when the caller takes part in it. */
export async function requireParticipant(ctx: SubgraphContext, conversationId: string): Promise<{ conversation: Conversation; participants: string[]; userId: string }> {
  requireUser(ctx.auth);
  const conversation = await conversationLoader(ctx).load(conversationId);
  if (!conversation) throw new NotFoundError('Conversation not found');
  return { conversation, ...(await requireMember(ctx, conversationId)) };
}

/** The message, when the caller takes part in its conversation. */
export async function requireMessageAccess(ctx: SubgraphContext, messageId: string) {
  requireUser(ctx.auth);
  const message = await messageLoader(ctx).load(messageId);
  if (!message) throw new NotFoundError('Message not found');
  return { message, ...(await requireMember(ctx, message.conversationId)) };
}
