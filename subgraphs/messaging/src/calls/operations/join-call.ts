// joinCall: accepts (or rejoins) a call and hands out the media-server room and a join token.
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, ServiceUnavailableError, issueCallToken, type SubgraphContext } from '@pulse/kit';
import { callEndedError, requireCallAccess } from '../access.js';
import { Call, CallStatus } from '../entities/call.js';
import { BLOCKED_CALL, assertNotBlocked } from '../../safety/blocks.js';
import { CallParticipant } from '../entities/call-participant.js';
import { CallEventKind, callEvent } from '../events.js';
import { everyone, isFinished, markJoined } from '../lifecycle.js';
import { probeMediaServer } from '../media-server.js';

export const MEDIA_SERVER_UNAVAILABLE = 'The media server is unavailable. Please try again later.';

@ObjectType('CallJoin', { description: "What a member needs to enter the call's media-server room." })
export class CallJoin {
  @Field(() => Call) call!: Call;
  @Field(() => String) roomId!: string;
  @Field(() => String) mediasoupUrl!: string;
  @Field(() => String, { description: "Short-lived token for the media server's joinRoom, valid for this member and room only." })
  token!: string;
}

@Resolver()
@UseMiddleware(SignedIn)
export class JoinCallResolver {
  @Mutation(() => CallJoin, { description: 'Accepts (or rejoins) a call: the room, the media server and a join token.' })
  async joinCall(@Arg('callId', () => ID) callId: string, @Ctx() ctx: SubgraphContext): Promise<CallJoin> {
    const { call: found, userId } = await requireCallAccess(ctx, callId);
    if (isFinished(found.status)) throw callEndedError();
    // Answering asks social about blocks, as calling does: a block made a moment ago, whose
    // memberBlocked event is still on its way to end the call (calls/blocked-calls.ts), stops it.
    if (found.status === CallStatus.RINGING && found.initiatorId !== userId) await assertNotBlocked(ctx, userId, found.initiatorId, BLOCKED_CALL);
    const { config } = ctx.services;
    const health = await probeMediaServer(config);
    if (!health.ok) {
      // The member answering and the one waiting both learn the call cannot go on now.
      const participants = await ctx.em.find(CallParticipant, { callId }, { refresh: true });
      const em = ctx.em.fork();
      callEvent(em, CallEventKind.ERROR, callId, everyone(participants), { userId, error: MEDIA_SERVER_UNAVAILABLE });
      await em.flush();
      throw new ServiceUnavailableError(MEDIA_SERVER_UNAVAILABLE);
    }
    const call = await markJoined(ctx, callId, userId, undefined);
    const token = await issueCallToken({ userId, callId: call.id, roomId: call.roomId }, config.callTokenSecret);
    return { call, roomId: call.roomId, mediasoupUrl: config.calls.mediasoupUrl, token };
  }
}
