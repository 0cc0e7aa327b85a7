// Call records: one row per call, one per member invited to it. Status changes happen under
// a row lock on the call (lifecycle.ts), so two members acting at once see each other's
// change, and every change commits with its outbox event.
import { EntitySchema } from '@mikro-orm/postgresql';

export type CallType = 'ONE_ON_ONE';
export type CallStatus = 'RINGING' | 'ACTIVE' | 'ENDED' | 'DECLINED' | 'MISSED';
export type CallParticipantStatus = 'INVITED' | 'JOINED' | 'LEFT' | 'DECLINED';

/** Statuses after which nothing happens to a call any more. */
export const FINISHED: readonly CallStatus[] = ['ENDED', 'DECLINED', 'MISSED'];
/** Ringing or in progress: at most one per conversation. */
export const LIVE: readonly CallStatus[] = ['RINGING', 'ACTIVE'];

export class Call {
  id!: string;
  conversationId!: string;
  type: CallType = 'ONE_ON_ONE';
  video = true;
  status: CallStatus = 'RINGING';
  roomId!: string;
  initiatorId!: string;
  createdAt: Date = new Date();
  startedAt: Date | null = null;
  endedAt: Date | null = null;
}

export const CallSchema = new EntitySchema<Call>({
  class: Call,
  tableName: 'calls',
  properties: {
    id: { type: 'string', primary: true },
    conversationId: { type: 'string', fieldName: 'conversation_id' },
    type: { type: 'string' },
    video: { type: 'boolean' },
    status: { type: 'string' },
    roomId: { type: 'string', fieldName: 'room_id' },
    initiatorId: { type: 'string', fieldName: 'initiator_id' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    startedAt: { type: 'Date', fieldName: 'started_at', nullable: true },
    endedAt: { type: 'Date', fieldName: 'ended_at', nullable: true },
  },
});

export class CallParticipant {
  callId!: string;
  userId!: string;
  status: CallParticipantStatus = 'INVITED';
  audioEnabled = true;
  videoEnabled = true;
  peerId: string | null = null;
  joinedAt: Date | null = null;
  leftAt: Date | null = null;
}

export const CallParticipantSchema = new EntitySchema<CallParticipant>({
  class: CallParticipant,
  tableName: 'call_participants',
  properties: {
    callId: { type: 'string', primary: true, fieldName: 'call_id' },
    userId: { type: 'string', primary: true, fieldName: 'user_id' },
    status: { type: 'string' },
    audioEnabled: { type: 'boolean', fieldName: 'audio_enabled' },
    videoEnabled: { type: 'boolean', fieldName: 'video_enabled' },
    peerId: { type: 'string', fieldName: 'peer_id', nullable: true },
    joinedAt: { type: 'Date', fieldName: 'joined_at', nullable: true },
    leftAt: { type: 'Date', fieldName: 'left_at', nullable: true },
  },
});

export const callEntities = [CallSchema, CallParticipantSchema];
