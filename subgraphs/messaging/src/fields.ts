// The Conversation and Message types' fields. Everything per-row goes through per-request
// loaders, so a list of 30 messages costs a handful of queries, not 30 times as many.
import { byKeys, marks, requireUser, type SubgraphContext } from '@pulse/kit';
import { Conversation, Message, Reaction } from './entities.js';
import { messageLoader, participantsLoader } from './access.js';
import { messageCursor } from './cursors.js';
import { conversationMessages } from './operations/messages.js';

const user = (id: string) => ({ __typename: 'User', id });

function seenByLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, string[]>('seenByMessage', async (ids) => {
    const rows = await ctx.em.getConnection().execute<{ message_id: string; user_id: string }[]>(
      `SELECT message_id, user_id FROM "${ctx.services.schema}".message_seen WHERE message_id IN (${marks(ids)}) ORDER BY seen_at`,
      [...ids],
    );
    return ids.map((id) => rows.filter((r) => r.message_id === id).map((r) => r.user_id));
  });
}

function reactionsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Reaction[]>('reactionsByMessage', async (ids) => {
    const rows = await ctx.em.find(Reaction, { messageId: { $in: [...ids] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return ids.map((id) => rows.filter((r) => r.messageId === id));
  });
}

function latestMessageLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Message | null>('latestMessage', async (ids) => {
    const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
      `SELECT m.* FROM unnest(ARRAY[${marks(ids)}]::text[]) AS c(id)
       CROSS JOIN LATERAL (SELECT * FROM "${ctx.services.schema}".messages WHERE conversation_id = c.id ORDER BY seq DESC LIMIT 1) m`,
      [...ids],
    );
    return byKeys(ids, rows.map((row) => ctx.em.map(Message, row)), (m) => m.conversationId);
  });
}

const PINS_PER_CONVERSATION = 50;

/** Pinned messages of many conversations in one query (newest pin first), however many are listed. */
function pinnedLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Message[]>('pinnedByConversation', async (ids) => {
    const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
      `SELECT m.* FROM unnest(ARRAY[${marks(ids)}]::text[]) AS c(id)
       CROSS JOIN LATERAL (SELECT * FROM "${ctx.services.schema}".messages
         WHERE conversation_id = c.id AND pinned_at IS NOT NULL ORDER BY pinned_at DESC LIMIT ${PINS_PER_CONVERSATION}) m`,
      [...ids],
    );
    const messages = rows.map((row) => ctx.em.map(Message, row));
    return ids.map((id) => messages.filter((m) => m.conversationId === id));
  });
}

function unreadLoader(ctx: SubgraphContext) {
  const userId = requireUser(ctx.auth).id;
  return ctx.loaders.get<string, number>('unreadByConversation', async (ids) => {
    const s = `"${ctx.services.schema}"`;
    const rows = await ctx.em.getConnection().execute<{ conversation_id: string; count: string }[]>(
      `SELECT m.conversation_id, count(*) AS count FROM ${s}.messages m
       WHERE m.conversation_id IN (${marks(ids)}) AND m.sender_id <> ?
         AND NOT EXISTS (SELECT 1 FROM ${s}.message_seen x WHERE x.message_id = m.id AND x.user_id = ?)
       GROUP BY m.conversation_id`,
      [...ids, userId, userId],
    );
    return ids.map((id) => Number(rows.find((r) => r.conversation_id === id)?.count ?? 0));
  });
}

export const conversationFields = {
  users: async (c: Conversation, _: unknown, ctx: SubgraphContext) => (await participantsLoader(ctx).load(c.id)).map(user),
  latestMessage: (c: Conversation, _: unknown, ctx: SubgraphContext) => latestMessageLoader(ctx).load(c.id),
  unreadCount: (c: Conversation, _: unknown, ctx: SubgraphContext) => unreadLoader(ctx).load(c.id),
  pinnedMessages: (c: Conversation, _: unknown, ctx: SubgraphContext) => pinnedLoader(ctx).load(c.id),
  messages: (c: Conversation, args: { first?: number | null; before?: string | null }, ctx: SubgraphContext) =>
    conversationMessages(ctx, c.id, args.first, args.before),
};

export const messageFields = {
  sender: (m: Message) => user(m.senderId),
  image: (m: Message) => m.mediaUrl,
  seen: async (m: Message, _: unknown, ctx: SubgraphContext) => (await seenByLoader(ctx).load(m.id)).some((id) => id !== m.senderId),
  seenBy: async (m: Message, _: unknown, ctx: SubgraphContext) => (await seenByLoader(ctx).load(m.id)).map(user),
  reactions: async (m: Message, _: unknown, ctx: SubgraphContext) =>
    (await reactionsLoader(ctx).load(m.id)).map((r) => ({ ...r, user: user(r.userId) })),
  replyTo: async (m: Message, _: unknown, ctx: SubgraphContext) => {
    if (!m.replyToId) return null;
    const original = await messageLoader(ctx).load(m.replyToId);
    return original && { id: original.id, body: original.body, image: original.mediaUrl, sender: user(original.senderId) };
  },
  // A reference the gateway resolves through social, as the reader. Social answers null for a
  // post deleted since (or one the reader may not see); the gateway then nulls the field and
  // notes it under extensions.valueCompletion, not as an error, so the page still reads fine.
  sharedPost: (m: Message) => (m.sharedPostId ? { __typename: 'Post', id: m.sharedPostId } : null),
  pinned: (m: Message) => m.pinnedAt !== null,
  cursor: (m: Message) => messageCursor(m.seq ?? '0', m.id),
  seq: (m: Message) => String(m.seq ?? '0'),
};
