// call(id), activeCalls and callHistory: a call is visible to the participants of its
// conversation only.
import { Arg, Args, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../../access.js';
import { requireCallAccess } from '../access.js';
import { Call, LIVE } from '../entities/call.js';
import { conversationsOf } from '../../message-queries.js';
import { CallHistoryArgs } from '../inputs.js';
import { expireRinging } from '../ring-timeout.js';

const ACTIVE_CALLS_MAX = 50;

@Resolver()
@UseMiddleware(SignedIn)
export class CallsResolver {
  @Query(() => Call)
  async call(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Call> {
    return (await requireCallAccess(ctx, id)).call;
  }

  @Query(() => [Call], { description: 'The caller\'s calls that are ringing or active.' })
  async activeCalls(@Ctx() ctx: SubgraphContext): Promise<Call[]> {
    const userId = requireUser(ctx.auth).id;
    await expireRinging(ctx.em.fork(), ctx.services.config, { userId });
    return ctx.em.createQueryBuilder(Call)
      .where({ conversationId: { $in: conversationsOf(ctx.em, userId) }, status: { $in: [...LIVE] } })
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(ACTIVE_CALLS_MAX)
      .getResultList();
  }

  @Query(() => [Call], { description: 'A conversation\'s calls, newest first.' })
  async callHistory(@Args(() => CallHistoryArgs) args: CallHistoryArgs, @Ctx() ctx: SubgraphContext): Promise<Call[]> {
    await requireParticipant(ctx, args.conversationId);
    await expireRinging(ctx.em.fork(), ctx.services.config, { conversationIds: [args.conversationId] });
    return ctx.em.find(Call, { conversationId: args.conversationId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: args.first, refresh: true });
  }
}
