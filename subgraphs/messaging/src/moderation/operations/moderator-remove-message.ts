// moderatorRemoveMessage: a moderator or admin removes a reported message for everyone in its
// conversation (issue 23 item 3, docs/moderation.md). The admin subgraph asks it as the
// moderator when a report is resolved REMOVE_CONTENT; the role is checked again here, where
// the message lives. The row is deleted (its reactions and seen marks go with it, a reply to it
// keeps its own text with no quote), so every participant's next read no longer has it. The
// server never read the message (end-to-end encrypted): the moderator decided on the
// reporter's shared text, which the admin subgraph keeps as the reporter's claim.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { NotFoundError, requireModerator, SignedIn, type SubgraphContext } from '@pulse/kit';
import { Message } from '../../conversations/entities/message.js';

@Resolver()
export class ModeratorRemoveMessageResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, {
    description: 'Moderators and admins: removes a message for everyone in its conversation (moderation). Returns its id; NOT_FOUND when there is none.',
  })
  async moderatorRemoveMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    requireModerator(ctx.auth);
    const removed = await ctx.em.nativeDelete(Message, { id });
    if (!removed) throw new NotFoundError('Message not found');
    return id;
  }
}
