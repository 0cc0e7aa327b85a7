// callHistory: a conversation's calls, for its participants only.
import { Args, Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../../conversations/access.js';
import { Call } from '../entities/call.js';
import { CallHistoryArgs } from '../inputs.js';
import { expireRinging } from '../ring-timeout.js';

@Resolver()
@UseMiddleware(SignedIn)
export class CallHistoryResolver {
  @Query(() => [Call], { description: "A conversation's calls, newest first." })
  async callHistory(@Args(() => CallHistoryArgs) args: CallHistoryArgs, @Ctx() ctx: SubgraphContext): Promise<Call[]> {
    await requireParticipant(ctx, args.conversationId);
    await expireRinging(ctx.em.fork(), ctx.services, { conversationIds: [args.conversationId] });
    return ctx.em.find(Call, { conversationId: args.conversationId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: args.first, refresh: true });
  }
}
