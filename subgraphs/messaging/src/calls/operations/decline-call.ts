// declineCall: only the person called may say no.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, ForbiddenError, type SubgraphContext } from '@pulse/kit';
import { requireCallAccess } from '../access.js';
import { Call } from '../entities/call.js';
import { decline } from '../lifecycle.js';

export const ONLY_RECIPIENT_DECLINES = 'Only the person called can decline a call';

@Resolver()
@UseMiddleware(SignedIn)
export class DeclineCallResolver {
  @Mutation(() => Call, { description: 'The person called says no; the call ends as DECLINED.' })
  async declineCall(@Arg('callId', () => ID) callId: string, @Ctx() ctx: SubgraphContext): Promise<Call> {
    const { call, userId } = await requireCallAccess(ctx, callId);
    if (call.initiatorId === userId) throw new ForbiddenError(ONLY_RECIPIENT_DECLINES);
    return decline(ctx, callId, userId);
  }
}
