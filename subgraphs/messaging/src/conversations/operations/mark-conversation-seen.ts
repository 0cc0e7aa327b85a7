// markConversationSeen: every message of the conversation not sent by the caller is seen by them.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Conversation } from '../entities/conversation.js';
import { Message } from '../entities/message.js';
import { MessageSeen } from '../entities/message-seen.js';
import { unseenBy } from '../message-queries.js';
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
    await ctx.em.transactional(async (em) => {
      const candidates = em
        .createQueryBuilder(Message, 'm')
        .select('*')
        .where({ conversationId, senderId: { $ne: userId } });
      const unseen = await unseenBy(em, candidates, userId).getResultList();
      if (!unseen.length) return;
      // Another tab marking the same messages at the same moment: each mark is written (and
      // announced) once, by whichever insert got there first.
      const inserted = await em
        .createQueryBuilder(MessageSeen)
        .insert(unseen.map((m) => ({ messageId: m.id, userId, seenAt: new Date() })))
        .onConflict(['messageId', 'userId'])
        .ignore()
        .returning(['messageId'])
        .execute<{ message_id: string }[]>('all', false);
      if (!inserted.length) return;
      const seq = new Map(unseen.map((m) => [m.id, Number(m.seq)]));
      const newest = inserted
        .map((row) => row.message_id)
        .sort((a, b) => seq.get(b)! - seq.get(a)!)
        .slice(0, SEEN_EVENTS_MAX);
      for (const id of newest) messageUpdated({ ...ctx, em }, id, conversationId, participants);
      await conversationUpdated({ ...ctx, em }, conversationId, participants);
    });
    return conversation;
  }
}
