// markConversationSeen and unreadMessageCount. Unread = messages not sent by me whose
// seenBy lacks me (the spec's rule), over all my conversations.
import { requireUser, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../access.js';
import { conversationUpdated, messageUpdated } from '../events.js';

/** Seen events are sent for at most this many messages per call: the newest ones, whose ticks show. */
const SEEN_EVENTS_MAX = 50;

export async function markConversationSeen(_: unknown, { conversationId }: { conversationId: string }, ctx: SubgraphContext) {
  const { conversation, participants, userId } = await requireParticipant(ctx, conversationId);
  const s = `"${ctx.services.schema}"`;
  await ctx.em.transactional(async (em) => {
    const inserted = await em.execute<{ message_id: string; seq: string }[]>(
      `INSERT INTO ${s}.message_seen (message_id, user_id)
       SELECT m.id, ? FROM ${s}.messages m
       WHERE m.conversation_id = ? AND m.sender_id <> ?
         AND NOT EXISTS (SELECT 1 FROM ${s}.message_seen x WHERE x.message_id = m.id AND x.user_id = ?)
       ON CONFLICT DO NOTHING
       RETURNING message_id, (SELECT seq FROM ${s}.messages WHERE id = message_id) AS seq`,
      [userId, conversationId, userId, userId],
    );
    if (!inserted.length) return;
    const newest = inserted.sort((a, b) => Number(b.seq) - Number(a.seq)).slice(0, SEEN_EVENTS_MAX);
    for (const row of newest) messageUpdated({ ...ctx, em }, row.message_id, conversationId, participants);
    conversationUpdated({ ...ctx, em }, conversationId, participants);
  });
  return conversation;
}

export async function unreadMessageCount(_: unknown, _args: unknown, ctx: SubgraphContext) {
  const userId = requireUser(ctx.auth).id;
  const s = `"${ctx.services.schema}"`;
  const [row] = await ctx.em.getConnection().execute<{ count: string }[]>(
    `SELECT count(*) AS count FROM ${s}.messages m
     JOIN ${s}.participants p ON p.conversation_id = m.conversation_id AND p.user_id = ?
     WHERE m.sender_id <> ? AND NOT EXISTS (SELECT 1 FROM ${s}.message_seen x WHERE x.message_id = m.id AND x.user_id = ?)`,
    [userId, userId, userId],
  );
  return Number(row.count);
}
