// The Call and CallParticipant fields that are not columns.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { UserReference, userRef } from '../references.js';
import { callParticipantsLoader } from './access.js';
import { Call } from './entities/call.js';
import { CallParticipant } from './entities/call-participant.js';

@Resolver(() => Call)
export class CallFieldsResolver {
  @FieldResolver(() => String, { description: "The media server's WebSocket address." })
  mediasoupUrl(@Ctx() ctx: SubgraphContext): string {
    return ctx.services.config.calls.mediasoupUrl;
  }

  @FieldResolver(() => UserReference)
  initiator(@Root() c: Call): UserReference {
    return userRef(c.initiatorId);
  }

  /** The initiator first, then the others. */
  @FieldResolver(() => [CallParticipant])
  async participants(@Root() c: Call, @Ctx() ctx: SubgraphContext): Promise<CallParticipant[]> {
    return [...(await callParticipantsLoader(ctx).load(c.id))].sort(
      (a, b) => Number(b.userId === c.initiatorId) - Number(a.userId === c.initiatorId) || a.userId.localeCompare(b.userId),
    );
  }
}

@Resolver(() => CallParticipant)
export class CallParticipantFieldsResolver {
  @FieldResolver(() => UserReference)
  user(@Root() p: CallParticipant): UserReference {
    return userRef(p.userId);
  }
}
