// moderatorRemoveMessage: a moderator or admin removes a reported message for everyone in its
// conversation (issue 23 item 3, docs/moderation.md). The admin subgraph asks it as the
// moderator when a report is resolved REMOVE_CONTENT; the role is checked again here, where
// the message lives. The row is deleted (its reactions and seen marks go with it, a reply to it
// keeps its own text with no quote), and in the same commit the participants are told
// (messageRemoved, so an open chat drops it at once, and conversationUpdated for the latest
// message and unread counts). The server never read the message (end-to-end encrypted): the
// moderator decided on the reporter's shared text, which the admin subgraph keeps as the
// reporter's claim.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { NotFoundError, requireModerator, SignedIn, type SubgraphContext } from '@pulse/kit';
import { Message } from '../../conversations/entities/message.js';
import { Participant } from '../../conversations/entities/participant.js';
import { conversationUpdated, messageRemoved } from '../../conversations/events.js';

export const MESSAGE_NOT_FOUND = 'Message not found';

@Resolver()
export class ModeratorRemoveMessageResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, {
    description: 'Moderators and admins: removes a message for everyone in its conversation (moderation). Returns its id; NOT_FOUND when there is none.',
  })
  async moderatorRemoveMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    requireModerator(ctx.auth);
    const message = await ctx.em.findOne(Message, { id }, { fields: ['conversationId'] });
    if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const { conversationId } = message;
    await ctx.em.fork().transactional(async (em) => {
      // Removed by another moderator meanwhile: theirs told the participants.
      if (!(await em.nativeDelete(Message, { id }))) throw new NotFoundError(MESSAGE_NOT_FOUND);
      const participants = (await em.find(Participant, { conversationId })).map((p) => p.userId);
      messageRemoved({ ...ctx, em }, id, conversationId, participants);
      await conversationUpdated({ ...ctx, em }, conversationId, participants);
    });
    return id;
  }
}
