// Call records: when a call finishes (ended, declined, missed, busy) the server writes a message
// of kind 'call' naming it into the conversation, in the same transaction, so the chat and the
// conversation list's latest message show it live like any message. Its text is the client's
// to choose from the call's status, video flag and times (Message.call); the body stays empty.
//
// In an end-to-end encrypted conversation the record is written in clear too: it says nothing
// the server does not know already (it rang the call and keeps the call row), and the members'
// devices could not agree on a ciphertext for an event none of them wrote (docs/calls.md).
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { LoaderRegistry, newId, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Conversation } from '../conversations/entities/conversation.js';
import { Message } from '../conversations/entities/message.js';
import { conversationUpdated, messageCreated } from '../conversations/events.js';
import { callLoader } from './access.js';
import { Call } from './entities/call.js';

/**
 * Writes the record of `call` (finished in `tx`) into its conversation and announces it to
 * `participants`. Inserts take the same advisory lock as every message (send-message.ts), so its
 * seq order is commit order and a member's catch-up never steps over it.
 */
export async function writeCallRecord(services: SubgraphServices, tx: EntityManager, call: Call, participants: string[]): Promise<void> {
  const [{ now }] = await tx.execute<{ now: Date | string }[]>('SELECT clock_timestamp() AS now FROM (SELECT pg_advisory_xact_lock(hashtext(?))) AS locked', [
    `${services.schema}:message-seq`,
  ]);
  const record = Object.assign(new Message(), {
    id: newId(),
    conversationId: call.conversationId,
    // The caller "sent" it: the list says "You called" or "{name} called" from there.
    senderId: call.initiatorId,
    body: '',
    kind: 'call' as const,
    callId: call.id,
    createdAt: new Date(now),
  });
  tx.persist(record);
  await tx.nativeUpdate(Conversation, { id: call.conversationId }, { lastMessageAt: record.createdAt, updatedAt: record.createdAt });
  const ctx = systemContext(services, tx);
  messageCreated(ctx, record.id, call.conversationId, participants);
  await conversationUpdated(ctx, call.conversationId, participants);
}

/** A context for work nobody asked for in a request (the ring-timeout sweep, the sfu's reports). */
export function systemContext(services: SubgraphServices, em: EntityManager): SubgraphContext {
  return { em, auth: {}, loaders: new LoaderRegistry(), clientIp: 'system', userAgent: 'system', services };
}

@Resolver(() => Message)
export class CallRecordFieldsResolver {
  @FieldResolver(() => Call, { nullable: true, description: 'A call record (a message the server wrote when the call finished): the call, with its outcome and times.' })
  async call(@Root() m: Message, @Ctx() ctx: SubgraphContext): Promise<Call | null> {
    // The reader may read the message, so they are a participant of the call's conversation.
    return m.callId ? callLoader(ctx).load(m.callId) : null;
  }
}
