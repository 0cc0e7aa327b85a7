// leaveCall: the caller leaves; a 1:1 call then has nobody to talk to and ends.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireCallAccess } from '../access.js';
import { Call } from '../entities/call.js';
import { markLeft } from '../lifecycle.js';

@Resolver()
@UseMiddleware(SignedIn)
export class LeaveCallResolver {
  @Mutation(() => Call, { description: 'Leaves the call; a 1:1 call ends when a participant leaves.' })
  async leaveCall(@Arg('callId', () => ID) callId: string, @Ctx() ctx: SubgraphContext): Promise<Call> {
    const { userId } = await requireCallAccess(ctx, callId);
    return markLeft(ctx, callId, userId);
  }
}
