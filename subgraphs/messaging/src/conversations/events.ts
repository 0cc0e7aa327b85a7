// The realtime events messaging publishes (through the outbox, so they commit with the
// write). Each names the subscription field it feeds, with ids, and may carry more of its object
// (kit's enqueueEvent `carried`): a message just sent travels whole, and no receiver looks it up.
import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import { FOR_READER, enqueueEvent, type SubgraphContext } from '@pulse/kit';
import { Conversation } from './entities/conversation.js';
import { Message } from './entities/message.js';
import { RemovedMessage } from './removed-message.js';
import { unreadCountsOfReaders } from './message-queries.js';

export function conversationCreated(ctx: SubgraphContext, conversationId: string, participants: string[]): void {
  enqueueEvent(ctx.em, 'conversationCreated', { userIds: participants }, { id: conversationId });
}

/**
 * Carries each participant's unread count as of this write (FOR_READER): every message moves
 * it, and asking messaging for it once per receiver was two of the five requests each message
 * cost (docs/realtime.md). Call it inside the write's transaction, after the write.
 */
export async function conversationUpdated(ctx: SubgraphContext, conversationId: string, participants: string[], carried?: Record<string, unknown>): Promise<void> {
  // The write's own rows (the new message, the seen marks) count: flushed into the transaction first.
  await ctx.em.flush();
  const counts = await unreadCountsOfReaders(ctx.em, conversationId, participants);
  const forReader = Object.fromEntries([...counts].map(([userId, unreadCount]) => [userId, { unreadCount }]));
  enqueueEvent(ctx.em, 'conversationUpdated', { userIds: participants }, { id: conversationId, [FOR_READER]: forReader }, carried);
}

/** `carried`: the message as every participant reads it (newMessageFields), so that nobody looks it up. */
export function messageCreated(ctx: SubgraphContext, messageId: string, conversationId: string, participants: string[], carried?: Record<string, unknown>): void {
  // The sender stays in the event once its carried fields are dropped: accounts' webhooks read
  // the published event and tell a message's receivers from its sender (webhooks/sources.ts).
  const senderId = typeof carried?.senderId === 'string' ? { senderId: carried.senderId } : {};
  enqueueEvent(ctx.em, 'messageCreated', { userIds: participants }, { id: messageId, conversationId, ...senderId }, carried);
}

export function messageUpdated(ctx: SubgraphContext, messageId: string, conversationId: string, participants: string[]): void {
  enqueueEvent(ctx.em, 'messageUpdated', { userIds: participants }, { id: messageId, conversationId });
}

/** A message removed for everyone (moderation): the participants' open chats drop it at once. */
export function messageRemoved(ctx: SubgraphContext, messageId: string, conversationId: string, participants: string[]): void {
  enqueueEvent(ctx.em, 'messageRemoved', { userIds: participants }, { id: messageId, conversationId });
}

/**
 * The messaging subscriptions. The gateway serves them over graphql-ws from the events above;
 * they are declared here so composition knows their types.
 */
@Resolver()
export class MessagingSubscriptions {
  @Subscription(() => Conversation, { topics: 'conversationCreated', description: 'A conversation the caller takes part in was created.' })
  conversationCreated(@Root() conversation: Conversation): Conversation {
    return conversation;
  }

  @Subscription(() => Conversation, { topics: 'conversationUpdated', description: 'A conversation changed (new latest message, name, pins).' })
  conversationUpdated(@Root() conversation: Conversation): Conversation {
    return conversation;
  }

  @Subscription(() => Message, { topics: 'messageCreated', description: "A new message in one of the caller's conversations (or the given one)." })
  messageCreated(@Arg('conversationId', () => ID, { nullable: true }) _conversationId: string | null, @Root() message: Message): Message {
    return message;
  }

  @Subscription(() => Message, { topics: 'messageUpdated', description: 'A message changed: reactions, seen state or pin.' })
  messageUpdated(@Arg('conversationId', () => ID, { nullable: true }) _conversationId: string | null, @Root() message: Message): Message {
    return message;
  }

  @Subscription(() => RemovedMessage, {
    topics: 'messageRemoved',
    description: "A message removed from one of the caller's conversations (or the given one) by a moderator.",
  })
  messageRemoved(@Arg('conversationId', () => ID, { nullable: true }) _conversationId: string | null, @Root() removed: RemovedMessage): RemovedMessage {
    return removed;
  }

  @Subscription(() => [ID], { topics: 'activeUsers', description: 'Ids of the members online now (the green dot): the current list at once, then on every change.' })
  activeUsers(@Root() ids: string[]): string[] {
    return ids;
  }
}
