// updateCallMedia: the caller's microphone and camera state.
import { Args, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireCallAccess } from '../access.js';
import { Call } from '../entities/call.js';
import { CallMediaArgs } from '../inputs.js';
import { changeMedia } from '../lifecycle.js';

@Resolver()
@UseMiddleware(SignedIn)
export class UpdateCallMediaResolver {
  @Mutation(() => Call, { description: "The caller's microphone and camera state; others receive PARTICIPANT_MEDIA_CHANGED." })
  async updateCallMedia(@Args(() => CallMediaArgs) args: CallMediaArgs, @Ctx() ctx: SubgraphContext): Promise<Call> {
    const { userId } = await requireCallAccess(ctx, args.callId);
    return changeMedia(ctx, args.callId, userId, { audio: args.audioEnabled, video: args.videoEnabled });
  }
}
