// assistantConversation(id) and assistantMessage(id): the owner's only; anyone else's id is
// NOT_FOUND (existence is private). assistantMessage is also how the gateway re-reads a reply
// for assistantReply subscribers (events carry ids only).
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { NotFoundError, SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { AiConversation, AiMessage } from '../entities.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
/** A conversation shows its latest messages; longer ones are rare and the model only sees the last few anyway. */
const MAX_MESSAGES = 200;

export async function requireOwnConversation(ctx: SubgraphContext, id: string): Promise<AiConversation> {
  const me = requireUser(ctx.auth).id;
  const conversation = await ctx.em.findOne(AiConversation, { id, ownerId: me });
  if (!conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  return conversation;
}

@Resolver(() => AiConversation)
export class AssistantConversationResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AiConversation, { description: 'One of the caller’s assistant conversations, with its messages.' })
  assistantConversation(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<AiConversation> {
    return requireOwnConversation(ctx, id);
  }

  @UseMiddleware(SignedIn)
  @Query(() => AiMessage, { description: 'One message of the caller’s assistant conversations (a reply being written shows its text so far).' })
  async assistantMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<AiMessage> {
    const message = await ctx.em.findOne(AiMessage, { id, ownerId: requireUser(ctx.auth).id }, { disableIdentityMap: true });
    if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return message;
  }

  @FieldResolver(() => [AiMessage], { description: 'Oldest first (the latest 200).' })
  async messages(@Root() conversation: AiConversation, @Ctx() ctx: SubgraphContext): Promise<AiMessage[]> {
    const latest = await ctx.em.find(
      AiMessage,
      { conversationId: conversation.id, ownerId: conversation.ownerId },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: MAX_MESSAGES, disableIdentityMap: true },
    );
    return latest.reverse();
  }
}
