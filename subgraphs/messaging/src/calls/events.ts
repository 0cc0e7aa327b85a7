// The callEvent subscription's events. Each carries references only ({id}); the gateway
// fetches the call and the user as the subscriber, so a payload is the call as it is when
// delivered. `callId` lets callEvent(callId:) filter to one call.
import { enqueueEvent } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';

export type CallEventKind = 'INVITATION' | 'PARTICIPANT_JOINED' | 'PARTICIPANT_LEFT' | 'PARTICIPANT_MEDIA_CHANGED' | 'ENDED' | 'ERROR';

export interface CallEventDetails {
  /** The participant the event is about. */
  userId?: string;
  audioEnabled?: boolean;
  videoEnabled?: boolean;
  error?: string;
}

/** Queues the event in `em`'s unit of work: it is published if and only if that commit happens. */
export function callEvent(em: EntityManager, kind: CallEventKind, callId: string, audience: string[], details: CallEventDetails = {}): void {
  if (audience.length === 0) return;
  enqueueEvent(em, 'callEvent', { userIds: audience }, {
    kind,
    callId,
    call: { id: callId },
    user: details.userId ? { id: details.userId } : null,
    audioEnabled: details.audioEnabled ?? null,
    videoEnabled: details.videoEnabled ?? null,
    error: details.error ?? null,
  });
}
