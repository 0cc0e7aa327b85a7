// The calls part of the messaging schema, merged into the subgraph's resolvers.
import type { SubgraphContext } from '@pulse/kit';
import { callParticipantsLoader, requireCallAccess } from './access.js';
import type { Call, CallParticipant } from './entities.js';
import {
  createCall, declineCall, endCall, joinCall, leaveCall, updateCallMedia, updateCallParticipantStatus,
} from './lifecycle.js';
import { turnConfig, webrtcHealth } from './media-server.js';
import { activeCalls, call, callHistory } from './queries.js';

const user = (id: string) => ({ __typename: 'User', id });

export const callQueries = { call, activeCalls, callHistory, turnConfig, webrtcHealth };

export const callMutations = { createCall, joinCall, declineCall, leaveCall, endCall, updateCallParticipantStatus, updateCallMedia };

export const callTypes = {
  Call: {
    initiator: (c: Call) => user(c.initiatorId),
    // The initiator first, then the others.
    participants: async (c: Call, _: unknown, ctx: SubgraphContext) =>
      [...(await callParticipantsLoader(ctx).load(c.id))]
        .sort((a, b) => Number(b.userId === c.initiatorId) - Number(a.userId === c.initiatorId) || a.userId.localeCompare(b.userId)),
    mediasoupUrl: (_c: Call, _: unknown, ctx: SubgraphContext) => ctx.services.config.calls.mediasoupUrl,
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => (await requireCallAccess(ctx, ref.id)).call,
  },
  CallParticipant: {
    user: (p: CallParticipant) => user(p.userId),
  },
};
