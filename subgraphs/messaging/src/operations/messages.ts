// messages (newest page first; of one conversation or all of the caller's), missedMessages (catch-up after a reconnect), sendMessage.
import { BadUserInputError, ConflictError, hitRateLimits, isPlatformId, newId, pageSize, requireUser, type SubgraphContext } from '@pulse/kit';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Conversation, Message } from '../entities.js';
import { messageLoader, requireParticipant } from '../access.js';
import { cursorSeq, messageCursor } from '../cursors.js';
import { conversationUpdated, messageCreated } from '../events.js';

export const MESSAGE_MAX_LENGTH = 4000;
export const EMPTY_MESSAGE = 'Message cannot be empty';
export const REPLY_ELSEWHERE = 'You can only reply to a message in the same conversation';
export const INVALID_SHARED_POST = 'sharedPostId is not a valid post id';

function page(rows: Message[], limit: number, newestFirst: boolean) {
  const more = rows.length > limit;
  const kept = rows.slice(0, limit);
  const nodes = newestFirst ? kept.reverse() : kept;
  return {
    nodes,
    pageInfo: {
      hasPreviousPage: newestFirst && more,
      hasNextPage: !newestFirst && more,
      startCursor: nodes.length ? messageCursor(nodes[0].seq!, nodes[0].id) : null,
      endCursor: nodes.length ? messageCursor(nodes[nodes.length - 1].seq!, nodes[nodes.length - 1].id) : null,
    },
  };
}

/** One page of a conversation, oldest first within the page; `before` walks back in time. */
export async function conversationMessages(ctx: SubgraphContext, conversationId: string, first: number | null | undefined, before: string | null | undefined) {
  await requireParticipant(ctx, conversationId);
  const limit = pageSize(first, 30, 100);
  const beforeSeq = cursorSeq(before, 'before');
  // Index range scan on (conversation_id, seq DESC): constant time however long the history.
  const rows = await ctx.em.find(
    Message,
    { conversationId, ...(beforeSeq ? { seq: { $lt: beforeSeq } } : {}) },
    { orderBy: { seq: 'desc' }, limit: limit + 1 },
  );
  return page(rows, limit, true);
}

/** One page of the caller's messages across all their conversations, shaped like a conversation's. */
async function recentMessages(ctx: SubgraphContext, first: number | null | undefined, before: string | null | undefined) {
  const userId = requireUser(ctx.auth).id;
  const limit = pageSize(first, 30, 100);
  const beforeSeq = cursorSeq(before, 'before');
  // As missedMessages, backwards: at most one page from each conversation's (conversation_id, seq) index.
  const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `SELECT m.* FROM "${ctx.services.schema}".participants p
     CROSS JOIN LATERAL (
       SELECT * FROM "${ctx.services.schema}".messages x
       WHERE x.conversation_id = p.conversation_id ${beforeSeq ? 'AND x.seq < ?' : ''} ORDER BY x.seq DESC LIMIT ?
     ) m
     WHERE p.user_id = ? ORDER BY m.seq DESC LIMIT ?`,
    [...(beforeSeq ? [beforeSeq] : []), limit + 1, userId, limit + 1],
  );
  return page(rows.map((row) => ctx.em.map(Message, row)), limit, true);
}

export function messages(_: unknown, args: { conversationId?: string | null; first?: number | null; before?: string | null }, ctx: SubgraphContext) {
  if (!args.conversationId) return recentMessages(ctx, args.first, args.before);
  return conversationMessages(ctx, args.conversationId, args.first, args.before);
}

export async function missedMessages(_: unknown, args: { after: string; first?: number | null }, ctx: SubgraphContext) {
  const userId = requireUser(ctx.auth).id;
  const limit = pageSize(args.first, 100, 500);
  const afterSeq = cursorSeq(args.after, 'after') ?? '0';
  // Per conversation, a range scan on (conversation_id, seq), at most one page from each:
  // bounded work however long the histories are, and no index on seq alone is needed.
  const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `SELECT m.* FROM "${ctx.services.schema}".participants p
     CROSS JOIN LATERAL (
       SELECT * FROM "${ctx.services.schema}".messages x
       WHERE x.conversation_id = p.conversation_id AND x.seq > ? ORDER BY x.seq ASC LIMIT ?
     ) m
     WHERE p.user_id = ? ORDER BY m.seq ASC LIMIT ?`,
    [afterSeq, limit + 1, userId, limit + 1],
  );
  return page(rows.map((row) => ctx.em.map(Message, row)), limit, false);
}

export interface SendMessageInput {
  conversationId: string;
  body: string;
  replyToId?: string | null;
  /** A post sent as a card (Send via Direct Message); the body may then be empty. */
  sharedPostId?: string | null;
  clientId?: string | null;
}

export async function sendMessage(_: unknown, { input }: { input: SendMessageInput }, ctx: SubgraphContext) {
  const { participants, userId } = await requireParticipant(ctx, input.conversationId);
  const body = input.body.trim();
  // Only the id's shape is checked here: whether the post exists (and whether the reader may
  // see it) is social's business, asked through the gateway each time the message is read.
  const sharedPostId = input.sharedPostId?.trim() || null;
  if (sharedPostId && !isPlatformId(sharedPostId)) throw new BadUserInputError(INVALID_SHARED_POST, 'sharedPostId');
  if (!body && !sharedPostId) throw new BadUserInputError(EMPTY_MESSAGE, 'body');
  if (body.length > MESSAGE_MAX_LENGTH) throw new BadUserInputError(`Message is too long (max ${MESSAGE_MAX_LENGTH} characters)`, 'body');
  const clientId = input.clientId?.trim() || null;
  if (clientId && clientId.length > 100) throw new BadUserInputError('clientId must be at most 100 characters', 'clientId');
  if (clientId) {
    // A retried send (lost answer, reconnect) returns the message the first attempt created.
    const sent = await ctx.em.findOne(Message, { senderId: userId, clientId });
    if (sent && sent.conversationId !== input.conversationId) {
      throw new ConflictError('This clientId was already used for a message in another conversation', 'clientId');
    }
    if (sent) return sent;
  }
  if (input.replyToId) {
    const original = await messageLoader(ctx).load(input.replyToId);
    if (!original || original.conversationId !== input.conversationId) throw new BadUserInputError(REPLY_ELSEWHERE, 'replyToId');
  }
  const { messageLimitPerMinute } = ctx.services.config;
  await hitRateLimits(ctx.em, ctx.services.schema, [{ key: `send:${userId}`, limit: messageLimitPerMinute, windowSeconds: 60 }]);
  return createMessage(ctx, { conversationId: input.conversationId, senderId: userId, body, replyToId: input.replyToId ?? null, clientId, sharedPostId }, participants);
}

/** Inserts a message, moves the conversation to the top and announces both, in one commit. */
export async function createMessage(
  ctx: SubgraphContext,
  fields: Pick<Message, 'conversationId' | 'senderId' | 'body' | 'replyToId' | 'clientId'> & Partial<Pick<Message, 'mediaUrl' | 'mediaType' | 'sharedPostId'>>,
  participants: string[],
): Promise<Message> {
  const message = Object.assign(new Message(), fields, { id: newId() });
  try {
    await ctx.em.transactional(async (em) => {
      // Message inserts are serialised so that seq order is commit order. Otherwise a send
      // that got seq N but commits late (e.g. waiting for its conversation's row lock) lands
      // behind a member who already received N+1 live; their catch-up after a reconnect
      // (missedMessages after N+1) would then step over it and the message would be lost.
      // The time is the database's, read once the lock is held, so that createdAt order is
      // seq order too (a time taken before waiting for the lock could be older than the
      // previous message's).
      const [{ now }] = await em.execute<{ now: Date | string }[]>(
        'SELECT clock_timestamp() AS now FROM (SELECT pg_advisory_xact_lock(hashtext(?))) AS locked',
        [`${ctx.services.schema}:message-seq`],
      );
      message.createdAt = new Date(now);
      em.persist(message);
      const conversation = await em.findOneOrFail(Conversation, { id: fields.conversationId });
      conversation.lastMessageAt = message.createdAt;
      conversation.updatedAt = message.createdAt;
      messageCreated({ ...ctx, em }, message.id, fields.conversationId, participants);
      conversationUpdated({ ...ctx, em }, fields.conversationId, participants);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && fields.clientId) {
      const sent = await ctx.em.fork().findOne(Message, { senderId: fields.senderId, clientId: fields.clientId });
      if (sent) return sent;
    }
    throw error;
  }
  // The sequence number is assigned by PostgreSQL; read it back for the cursor.
  const [row] = await ctx.em.getConnection().execute<{ seq: string }[]>(`SELECT seq FROM "${ctx.services.schema}".messages WHERE id = ?`, [message.id]);
  message.seq = String(row.seq);
  return message;
}
