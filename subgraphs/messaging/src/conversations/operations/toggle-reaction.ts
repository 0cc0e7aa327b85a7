// toggleReaction: a member may add several different emojis to one message; choosing one of
// their own again removes it. Everyone in the conversation hears about it.
import { Args, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, flushUnlessDuplicate, newId, type SubgraphContext } from '@pulse/kit';
import { Message } from '../entities/message.js';
import { Reaction } from '../entities/reaction.js';
import { requireMessageAccess } from '../access.js';
import { refusePlaintextIfEncrypted } from '../../envelopes/envelope.js';
import { messageUpdated } from '../events.js';
import { ToggleReactionArgs } from '../inputs.js';

@Resolver()
@UseMiddleware(SignedIn)
export class ToggleReactionResolver {
  @Mutation(() => Message, { description: "Adds the caller's reaction, or removes it when the caller already reacted with that emoji." })
  async toggleReaction(@Args(() => ToggleReactionArgs) { messageId, emoji }: ToggleReactionArgs, @Ctx() ctx: SubgraphContext): Promise<Message> {
    const { message, participants, userId } = await requireMessageAccess(ctx, messageId);
    // In an encrypted conversation a reaction is an encrypted message of kind REACTION.
    await refusePlaintextIfEncrypted(ctx, message.conversationId);
    const mine = await ctx.em.findOne(Reaction, { messageId: message.id, userId, emoji });
    if (mine) {
      ctx.em.remove(mine);
    } else {
      ctx.em.persist(Object.assign(new Reaction(), { id: newId(), messageId: message.id, userId, emoji, createdAt: new Date() }));
    }
    messageUpdated(ctx, message.id, message.conversationId, participants);
    // A double click raced itself: the reaction exists, which is what the first click wanted.
    await flushUnlessDuplicate(ctx.em);
    return message;
  }
}
