// createCall: rings a member (opening the 1:1 conversation if needed).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, BadUserInputError, requireUser, type SubgraphContext } from '@pulse/kit';
import { Call } from '../entities/call.js';
import { CreateCallInput } from '../inputs.js';
import { ringCall } from '../lifecycle.js';
import { BLOCKED_CALL, assertNotBlocked } from '../../safety/blocks.js';

export const CALL_YOURSELF = 'You cannot call yourself';

@Resolver()
@UseMiddleware(SignedIn)
export class CreateCallResolver {
  @Mutation(() => Call, { description: 'Calls a member (opening the 1:1 conversation if needed); they receive an INVITATION event.' })
  async createCall(@Arg('input', () => CreateCallInput) input: CreateCallInput, @Ctx() ctx: SubgraphContext): Promise<Call> {
    const userId = requireUser(ctx.auth).id;
    if (input.recipientId === userId) throw new BadUserInputError(CALL_YOURSELF, 'recipientId');
    // A block either way refuses the call (docs/safety.md).
    await assertNotBlocked(ctx, userId, input.recipientId, BLOCKED_CALL);
    return ringCall(ctx, userId, input.recipientId, { type: input.type, video: input.video });
  }
}
