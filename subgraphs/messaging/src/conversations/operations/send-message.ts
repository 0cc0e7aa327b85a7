// sendMessage, and createMessage, which every way of sending (text, media upload) ends in.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, BadUserInputError, awaitedLater, ConflictError, commitOrWinner, hitRateLimits, newId, type SubgraphContext } from '@pulse/kit';
import { Message } from '../entities/message.js';
import { messageLoader, requireMember } from '../access.js';
import { conversationUpdated, messageCreated } from '../events.js';
import { newMessageFields } from '../message-fields.js';
import { SendMessageInput } from '../inputs.js';
import { assertSharablePost } from '../social-client.js';
import { refusePlaintextIfEncrypted } from '../../envelopes/envelope.js';
import { assertMayMessageIn } from '../../privacy/rules.js';

export const REPLY_ELSEWHERE = 'You can only reply to a message in the same conversation';
export const CLIENT_ID_ELSEWHERE = 'This clientId was already used for a message in another conversation';

@Resolver()
@UseMiddleware(SignedIn)
export class SendMessageResolver {
  /** The input arrives checked and trimmed (inputs.ts); what needs the conversation is checked here. */
  @Mutation(() => Message)
  async sendMessage(@Arg('input', () => SendMessageInput) input: SendMessageInput, @Ctx() ctx: SubgraphContext): Promise<Message> {
    const { participants, userId } = await requireMember(ctx, input.conversationId);
    // Whether the other member may be messaged asks social (blocks) over HTTP: started now, it
    // runs beside this subgraph's own checks below instead of after them. Only awaited by
    // createMessage, so a refusal here still comes before anything is written.
    const mayMessage = awaitedLater(assertMayMessageIn(ctx, input.conversationId, userId, participants));
    const clientId = input.clientId ?? null;
    // A retried send (lost answer, reconnect) returns the message the first attempt created:
    // looked for beside the encryption check, each a round trip every send waits for.
    const earlier = awaitedLater(clientId ? ctx.em.findOne(Message, { senderId: userId, clientId }) : Promise.resolve(null));
    await refusePlaintextIfEncrypted(ctx, input.conversationId);
    const sent = await earlier;
    if (sent && sent.conversationId !== input.conversationId) throw new ConflictError(CLIENT_ID_ELSEWHERE, 'clientId');
    if (sent) return sent;
    if (input.replyToId) {
      const original = await messageLoader(ctx).load(input.replyToId);
      if (!original || original.conversationId !== input.conversationId) throw new BadUserInputError(REPLY_ELSEWHERE, 'replyToId');
    }
    // Checked once, as the sender: a post they may not see is not theirs to pass on. Each reader
    // then gets the card through social as themselves (null while they may not see it).
    if (input.sharedPostId) await assertSharablePost(ctx, input.sharedPostId);
    const { messageLimitPerMinute } = ctx.services.config;
    await hitRateLimits(ctx.em, ctx.services, [{ key: `send:${userId}`, limit: messageLimitPerMinute, windowSeconds: 60 }]);
    return createMessage(
      ctx,
      {
        conversationId: input.conversationId,
        senderId: userId,
        body: input.body,
        replyToId: input.replyToId ?? null,
        clientId,
        sharedPostId: input.sharedPostId ?? null,
      },
      participants,
      mayMessage,
    );
  }
}

/** Inserts a message, moves the conversation to the top and announces both, in one commit. */
export async function createMessage(
  ctx: SubgraphContext,
  fields: Pick<Message, 'conversationId' | 'senderId' | 'body' | 'replyToId' | 'clientId'> &
    Partial<Pick<Message, 'mediaUrl' | 'mediaType' | 'sharedPostId' | 'mls' | 'mlsEpoch' | 'senderDeviceId' | 'kind'>>,
  participants: string[],
  /** The check below, when the caller started it early. */
  mayMessage?: Promise<void>,
): Promise<Message> {
  // In a 1:1 conversation, the other member's whoMayMessageMe (privacy/), for every way of sending.
  await (mayMessage ?? assertMayMessageIn(ctx, fields.conversationId, fields.senderId, participants));
  const message = Object.assign(new Message(), fields, { id: newId() });
  // A retry with the same clientId raced this one and won: its message is the answer.
  const sent = await commitOrWinner(
    () =>
      ctx.em.transactional(async (em) => {
        // Message inserts are serialised so that seq order is commit order. Otherwise a send
        // that got seq N but commits late (e.g. waiting for its conversation's row lock) lands
        // behind a member who already received N+1 live; their catch-up after a reconnect
        // (missedMessages after N+1) would then step over it and the message would be lost.
        // The time is the database's, read once the lock is held, so that createdAt order is
        // seq order too (a time taken before waiting for the lock could be older than the
        // previous message's). In SQL: an advisory lock and the server's clock are PostgreSQL
        // functions the ORM has no words for.
        const [{ now }] = await em.execute<{ now: Date | string }[]>('SELECT clock_timestamp() AS now FROM (SELECT pg_advisory_xact_lock(hashtext(?))) AS locked', [
          `${ctx.services.schema}:message-seq`,
        ]);
        message.createdAt = new Date(now);
        em.persist(message);
        await em.flush();
        const conversation = await touchConversation(ctx, em, message);
        message.seq = conversation.seq;
        // The events carry the message and the conversation whole (docs/realtime.md): nobody asks.
        const carried = newMessageFields(message, message.replyToId ? await messageLoader(ctx).load(message.replyToId) : null);
        messageCreated({ ...ctx, em }, message.id, fields.conversationId, participants, carried);
        await conversationUpdated({ ...ctx, em }, fields.conversationId, participants, {
          id: fields.conversationId,
          name: conversation.name,
          createdAt: new Date(conversation.created_at).toISOString(),
          updatedAt: message.createdAt.toISOString(),
          users: participants.map((id) => ({ id })),
          latestMessage: carried,
          encrypted: conversation.epoch !== null,
          groupEpoch: conversation.epoch === null ? 0 : Number(conversation.epoch),
          // Pins are carried only when there are none; otherwise the conversation is looked up.
          ...(conversation.pinned ? {} : { pinnedMessages: [] }),
        });
      }),
    async () => (fields.clientId ? ctx.em.fork().findOne(Message, { senderId: fields.senderId, clientId: fields.clientId }) : null),
  );
  return sent ?? message;
}

/**
 * Moves the conversation to the top, and reads back in the same statement what the events carry
 * (in SQL: the ORM's update returns no rows):
 * the message's seq (assigned by PostgreSQL on insert), the conversation's name and creation
 * time, whether it has pins, and its MLS group's epoch (null: not encrypted). Written as is,
 * not read first: the send checked the conversation (its participants).
 */
async function touchConversation(ctx: SubgraphContext, em: EntityManager, message: Message) {
  const s = ctx.services.schema;
  const [row] = await em.execute<{ seq: string; name: string | null; created_at: Date | string; pinned: boolean; epoch: string | null }[]>(
    `UPDATE ${s}.conversations SET last_message_at = ?, updated_at = ? WHERE id = ?
     RETURNING name, created_at,
       (SELECT seq FROM ${s}.messages WHERE id = ?) AS seq,
       EXISTS (SELECT 1 FROM ${s}.messages WHERE conversation_id = conversations.id AND pinned_at IS NOT NULL) AS pinned,
       (SELECT epoch FROM ${s}.mls_groups WHERE conversation_id = conversations.id) AS epoch`,
    [message.createdAt, message.createdAt, message.conversationId, message.id],
  );
  return { ...row, seq: String(row.seq) };
}
