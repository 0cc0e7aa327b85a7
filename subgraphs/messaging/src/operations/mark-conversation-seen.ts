// markConversationSeen: every message of the conversation not sent by the caller is seen by them.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Conversation } from '../entities/conversation.js';
import { requireParticipant } from '../access.js';
import { conversationUpdated, messageUpdated } from '../events.js';

/** Seen events are sent for at most this many messages per call: the newest ones, whose ticks show. */
const SEEN_EVENTS_MAX = 50;

@Resolver()
@UseMiddleware(SignedIn)
export class MarkConversationSeenResolver {
  @Mutation(() => Conversation, { description: 'Marks every message of the conversation as seen by the caller.' })
  async markConversationSeen(@Arg('conversationId', () => ID) conversationId: string, @Ctx() ctx: SubgraphContext): Promise<Conversation> {
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
}
