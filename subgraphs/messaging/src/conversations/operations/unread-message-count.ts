// unreadMessageCount: the spec's rule, messages not sent by me whose seenBy lacks me, over all my conversations.
import { Ctx, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Message } from '../entities/message.js';
import { conversationsOf, unseenBy } from '../message-queries.js';

@Resolver()
@UseMiddleware(SignedIn)
export class UnreadMessageCountResolver {
  @Query(() => Int, { description: 'Messages not sent by the caller whose seenBy lacks the caller, over all conversations.' })
  async unreadMessageCount(@Ctx() ctx: SubgraphContext): Promise<number> {
    const userId = requireUser(ctx.auth).id;
    const mine = ctx.em.createQueryBuilder(Message, 'm').where({ conversationId: { $in: conversationsOf(ctx.em, userId) }, senderId: { $ne: userId } });
    return unseenBy(ctx.em, mine, userId).getCount();
  }
}
