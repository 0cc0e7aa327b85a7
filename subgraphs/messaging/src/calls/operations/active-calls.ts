// activeCalls: the caller's calls that are ringing or in progress, in any of their conversations.
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { conversationsOf } from '../../conversations/message-queries.js';
import { Call, LIVE } from '../entities/call.js';
import { expireRinging } from '../ring-timeout.js';

const ACTIVE_CALLS_MAX = 50;

@Resolver()
@UseMiddleware(SignedIn)
export class ActiveCallsResolver {
  @Query(() => [Call], { description: "The caller's calls that are ringing or active." })
  async activeCalls(@Ctx() ctx: SubgraphContext): Promise<Call[]> {
    const userId = requireUser(ctx.auth).id;
    await expireRinging(ctx.em.fork(), ctx.services, { userId });
    return ctx.em
      .createQueryBuilder(Call)
      .where({ conversationId: { $in: conversationsOf(ctx.em, userId) }, status: { $in: [...LIVE] } })
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(ACTIVE_CALLS_MAX)
      .getResultList();
  }
}
