// pinMessage: a pinned message shows for both participants in the chat.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Message } from '../entities/message.js';
import { requireMessageAccess } from '../access.js';
import { conversationUpdated, messageUpdated } from '../events.js';

@Resolver()
@UseMiddleware(SignedIn)
export class PinMessageResolver {
  @Mutation(() => Message)
  async pinMessage(@Arg('messageId', () => ID) messageId: string, @Arg('pinned', () => Boolean) pinned: boolean, @Ctx() ctx: SubgraphContext): Promise<Message> {
    const { message, participants, userId } = await requireMessageAccess(ctx, messageId);
    const changed = pinned !== (message.pinnedAt !== null);
    if (!changed) return message;
    message.pinnedAt = pinned ? new Date() : null;
    message.pinnedBy = pinned ? userId : null;
    // One commit: the pin and both events (conversationUpdated reads counts mid-transaction).
    await ctx.em.transactional(async (em) => {
      messageUpdated({ ...ctx, em }, message.id, message.conversationId, participants);
      await conversationUpdated({ ...ctx, em }, message.conversationId, participants);
    });
    return message;
  }
}
