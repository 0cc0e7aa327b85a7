// webrtcHealth: whether the media server can take calls now.
import { Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { probeMediaServer } from '../media-server.js';

@ObjectType('WebRtcHealth')
export class WebRtcHealth {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => Int, { description: 'Media-server workers alive.' }) workers!: number;
}

@Resolver()
@UseMiddleware(SignedIn)
export class WebRtcHealthResolver {
  /** Never fails: an unreachable or unhealthy media server is `{ok: false, workers: 0}`. */
  @Query(() => WebRtcHealth)
  webrtcHealth(@Ctx() ctx: SubgraphContext): Promise<WebRtcHealth> {
    requireUser(ctx.auth);
    return probeMediaServer(ctx.services.config);
  }
}
