// The assistant's realtime path. Events carry ids only (the platform's rule): each written chunk
// of a reply publishes { id, assistantConversationId, seq } and the gateway re-reads the message
// as the subscriber through `assistantMessage(id:)`, so a subscriber that reconnects loses
// nothing: the row holds the text so far.
//
// The argument is `assistantConversationId`, not the design's `conversationId`: the gateway checks
// a subscription's `<x>Id` argument by looking up the entity `<X>` (argument-access.ts), and
// `Conversation` is messaging's. Named this way, the subscribe-time check asks
// `assistantConversation(id:)`, which answers NOT_FOUND to anyone but the owner.
import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueEvent } from '@pulse/kit';
import { AiMessage } from './entities.js';

export const ASSISTANT_REPLY = 'assistantReply';

/** Queues the event in `em`'s unit of work: it commits (and is published) with the write it describes. */
export function assistantReplyEvent(em: EntityManager, message: Pick<AiMessage, 'id' | 'ownerId' | 'conversationId'>, seq: number): void {
  enqueueEvent(em, ASSISTANT_REPLY, { userIds: [message.ownerId] }, { id: message.id, assistantConversationId: message.conversationId, seq });
}

@Resolver()
export class AssistantSubscriptions {
  @Subscription(() => AiMessage, {
    topics: ASSISTANT_REPLY,
    description: 'The assistant’s reply in one of the caller’s conversations, each time more of it is written (about every 100 ms) and when it ends.',
  })
  assistantReply(@Arg('assistantConversationId', () => ID) _assistantConversationId: string, @Root() message: AiMessage): AiMessage {
    return message;
  }
}
