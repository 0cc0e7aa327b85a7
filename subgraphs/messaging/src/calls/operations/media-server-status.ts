// turnConfig and webrtcHealth: what a browser needs to know before it calls.
import { Ctx, Field, Int, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { probeMediaServer } from '../media-server.js';

@ObjectType('IceServer')
export class IceServer {
  @Field(() => [String]) urls!: string[];
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => String, { nullable: true }) credential!: string | null;
}

@ObjectType('TurnConfig')
export class TurnConfig {
  @Field(() => [IceServer]) iceServers!: IceServer[];
}

@ObjectType('WebRtcHealth')
export class WebRtcHealth {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => Int, { description: 'Media-server workers alive.' }) workers!: number;
}

@Resolver()
@UseMiddleware(SignedIn)
export class MediaServerStatusResolver {
  /**
   * TURN_URLS (with TURN_USERNAME / TURN_CREDENTIAL) when configured. Otherwise none: our sfu
   * is ICE-lite and announces its own address (SFU_ANNOUNCED_IP), so a browser that can reach
   * that address needs no STUN or TURN; behind NAT or strict firewalls, configure a TURN server.
   */
  @Query(() => TurnConfig, { description: 'ICE servers for the browser\'s RTCPeerConnection.' })
  turnConfig(@Ctx() ctx: SubgraphContext): TurnConfig {
    requireUser(ctx.auth);
    return {
      iceServers: ctx.services.config.calls.iceServers.map((s) => ({ urls: s.urls, username: s.username ?? null, credential: s.credential ?? null })),
    };
  }

  /** Never fails: an unreachable or unhealthy media server is `{ok: false, workers: 0}`. */
  @Query(() => WebRtcHealth)
  webrtcHealth(@Ctx() ctx: SubgraphContext): Promise<WebRtcHealth> {
    requireUser(ctx.auth);
    return probeMediaServer(ctx.services.config);
  }
}
