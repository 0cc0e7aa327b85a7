// turnConfig: the ICE servers a browser needs before it calls.
import { Ctx, Field, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';

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

@Resolver()
@UseMiddleware(SignedIn)
export class TurnConfigResolver {
  /**
   * TURN_URLS (with TURN_USERNAME / TURN_CREDENTIAL) when configured. Otherwise none: our sfu
   * is ICE-lite and announces its own address (SFU_ANNOUNCED_IP), so a browser that can reach
   * that address needs no STUN or TURN; behind NAT or strict firewalls, configure a TURN server.
   */
  @Query(() => TurnConfig, { description: "ICE servers for the browser's RTCPeerConnection." })
  turnConfig(@Ctx() ctx: SubgraphContext): TurnConfig {
    requireUser(ctx.auth);
    return {
      iceServers: ctx.services.config.calls.iceServers.map((s) => ({ urls: s.urls, username: s.username ?? null, credential: s.credential ?? null })),
    };
  }
}
