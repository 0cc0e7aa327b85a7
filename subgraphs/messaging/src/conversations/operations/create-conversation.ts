// createConversation: opens the 1:1 conversation with a member, reusing it when it exists.
import { Args, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, BadUserInputError, commitOrWinner, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { Conversation } from '../entities/conversation.js';
import { Participant } from '../entities/participant.js';
import { CreateConversationArgs } from '../inputs.js';
import { assertMemberExists } from '../accounts-client.js';
import { conversationCreated } from '../events.js';
import { assertMayMessage } from '../../privacy/rules.js';

export const CONVERSATION_WITH_YOURSELF = 'You cannot start a conversation with yourself';

@Resolver()
@UseMiddleware(SignedIn)
export class CreateConversationResolver {
  @Mutation(() => Conversation, { description: 'Opens the 1:1 conversation with a member, reusing it when it exists.' })
  async createConversation(@Args(() => CreateConversationArgs) { targetUserId }: CreateConversationArgs, @Ctx() ctx: SubgraphContext): Promise<Conversation> {
    const userId = requireUser(ctx.auth).id;
    if (targetUserId === userId) throw new BadUserInputError(CONVERSATION_WITH_YOURSELF, 'targetUserId');
    return openDirectConversation(ctx, userId, targetUserId, 'targetUserId');
  }
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
  // The other member's whoMayMessageMe (privacy/): a new conversation is a first message.
  await assertMayMessage(ctx, userId, target);

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
  // Both members opened the conversation at the same moment: the first one wins.
  const winner = await commitOrWinner(
    () => ctx.em.flush(),
    () => ctx.em.fork().findOne(Conversation, { directKey }),
  );
  return winner ?? created;
}
