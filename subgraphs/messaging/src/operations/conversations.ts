// conversations, conversation(id), createConversation.
import { BadUserInputError, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Conversation, Participant } from '../entities.js';
import { requireParticipant } from '../access.js';
import { assertMemberExists } from '../accounts-client.js';
import { conversationCreated } from '../events.js';

export async function conversations(_: unknown, _args: unknown, ctx: SubgraphContext) {
  const userId = requireUser(ctx.auth).id;
  return ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `SELECT c.* FROM "${ctx.services.schema}".conversations c
     JOIN "${ctx.services.schema}".participants p ON p.conversation_id = c.id AND p.user_id = ?
     ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC
     LIMIT 500`,
    [userId],
  ).then((rows) => rows.map((row) => ctx.em.map(Conversation, row)));
}

export async function conversation(_: unknown, { id }: { id: string }, ctx: SubgraphContext) {
  return (await requireParticipant(ctx, id)).conversation;
}

export async function createConversation(_: unknown, { targetUserId }: { targetUserId: string }, ctx: SubgraphContext) {
  const userId = requireUser(ctx.auth).id;
  const target = targetUserId.trim();
  if (target === userId) throw new BadUserInputError('You cannot start a conversation with yourself', 'targetUserId');
  return openDirectConversation(ctx, userId, target, 'targetUserId');
}

/**
 * The 1:1 conversation of two members, created (and announced to both) when they have none.
 * `field` names the input that carried the other member, for the error when they do not exist.
 */
export async function openDirectConversation(ctx: SubgraphContext, userId: string, target: string, field: string): Promise<Conversation> {
  const directKey = [userId, target].sort().join(':');
  const existing = await ctx.em.findOne(Conversation, { directKey });
  if (existing) return existing;
  await assertMemberExists(ctx, target, field);

  const created = new Conversation();
  created.id = newId();
  created.directKey = directKey;
  ctx.em.persist(created);
  for (const member of [userId, target]) {
    const participant = new Participant();
    participant.conversationId = created.id;
    participant.userId = member;
    ctx.em.persist(participant);
  }
  conversationCreated(ctx, created.id, [userId, target]);
  try {
    await ctx.em.flush();
  } catch (error) {
    // Both members opened the conversation at the same moment: the first one wins.
    if (error instanceof UniqueConstraintViolationException) {
      const winner = await ctx.em.fork().findOne(Conversation, { directKey });
      if (winner) return winner;
    }
    throw error;
  }
  return created;
}
