// updateCallParticipantStatus: the web client reports joining or leaving the media room.
import { Args, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireCallAccess } from '../access.js';
import { Call } from '../entities/call.js';
import { CallParticipantStatus } from '../entities/call-participant.js';
import { CallParticipantStatusArgs } from '../inputs.js';
import { markJoined, markLeft } from '../lifecycle.js';

@Resolver()
@UseMiddleware(SignedIn)
export class UpdateCallParticipantStatusResolver {
  @Mutation(() => Call, { description: "The caller's participant status (JOINED or LEFT) and media-server peer id." })
  async updateCallParticipantStatus(@Args(() => CallParticipantStatusArgs) args: CallParticipantStatusArgs, @Ctx() ctx: SubgraphContext): Promise<Call> {
    const { userId } = await requireCallAccess(ctx, args.callId);
    if (args.status === CallParticipantStatus.JOINED) return markJoined(ctx, args.callId, userId, args.peerId);
    return markLeft(ctx, args.callId, userId, args.peerId);
  }
}
