// endCall: either participant ends the call for both.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireCallAccess } from '../access.js';
import { Call } from '../entities/call.js';
import { endCall } from '../lifecycle.js';

@Resolver()
@UseMiddleware(SignedIn)
export class EndCallResolver {
  @Mutation(() => Call)
  async endCall(@Arg('callId', () => ID) callId: string, @Ctx() ctx: SubgraphContext): Promise<Call> {
    await requireCallAccess(ctx, callId);
    return endCall(ctx, callId);
  }
}
