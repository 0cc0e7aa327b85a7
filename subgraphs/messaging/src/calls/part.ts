// Calls: 1:1 call records, their participants and media state, the SFU's join tokens and
// internal routes, TURN config, and the sweep that ends calls nobody answered.
import type { SubgraphPart } from '@pulse/kit';
import { Call } from './entities/call.js';
import { CallParticipant } from './entities/call-participant.js';
import { callRecordsMigration, callsByDayMigration, callsDailyCountsMigration, callsMigration } from './migration.js';
import { requireCallAccess } from './access.js';
import { CallFieldsResolver, CallParticipantFieldsResolver } from './call-fields.js';
import { CallSubscriptions } from './events.js';
import { CallResolver } from './operations/call.js';
import { ActiveCallsResolver } from './operations/active-calls.js';
import { CallHistoryResolver } from './operations/call-history.js';
import { CreateCallResolver } from './operations/create-call.js';
import { JoinCallResolver } from './operations/join-call.js';
import { DeclineCallResolver } from './operations/decline-call.js';
import { LeaveCallResolver } from './operations/leave-call.js';
import { EndCallResolver } from './operations/end-call.js';
import { UpdateCallParticipantStatusResolver } from './operations/update-call-participant-status.js';
import { UpdateCallMediaResolver } from './operations/update-call-media.js';
import { TurnConfigResolver } from './operations/turn-config.js';
import { WebRtcHealthResolver } from './operations/webrtc-health.js';
import { CallsByDayResolver } from './operations/calls-by-day.js';
import { startRingSweeper } from './ring-timeout.js';
import { callInternalRoutes } from './internal-routes.js';
import { CallRecordFieldsResolver } from './call-records.js';
import { MEMBER_BLOCKED_TOPIC, startBlockedCallsEnder } from './blocked-calls.js';

export const calls: SubgraphPart = {
  name: 'calls',
  resolvers: [
    CallResolver,
    CallsByDayResolver,
    ActiveCallsResolver,
    CallHistoryResolver,
    CreateCallResolver,
    JoinCallResolver,
    DeclineCallResolver,
    LeaveCallResolver,
    EndCallResolver,
    UpdateCallParticipantStatusResolver,
    UpdateCallMediaResolver,
    TurnConfigResolver,
    WebRtcHealthResolver,
    CallFieldsResolver,
    CallParticipantFieldsResolver,
    CallRecordFieldsResolver,
    CallSubscriptions,
  ],
  // Only the call's participants may see it, also when another subgraph refers to it.
  references: { Call: async (ref, ctx) => (await requireCallAccess(ctx, ref.id)).call },
  entities: [Call, CallParticipant],
  migrations: [callsMigration, callsByDayMigration, callsDailyCountsMigration, callRecordsMigration],
  routes: callInternalRoutes,
  // Ringing calls past CALL_RING_TIMEOUT_SECONDS become MISSED even when nobody reads them; a
  // block ends the pair's call (blocked-calls.ts).
  background: (services) => {
    const stops = [startRingSweeper(services), startBlockedCallsEnder(services)];
    return async () => void (await Promise.all(stops.map((stop) => stop())));
  },
  listens: [MEMBER_BLOCKED_TOPIC],
};
