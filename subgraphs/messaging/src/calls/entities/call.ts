// A call record: one class is both the `calls` table and the public Call type. Status changes
// happen under a row lock on the call (lifecycle.ts), so two members acting at once see each
// other's change, and every change commits with its outbox event.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum CallType {
  ONE_ON_ONE = 'ONE_ON_ONE',
}
registerEnumType(CallType, { name: 'CallType' });

export enum CallStatus {
  RINGING = 'RINGING',
  ACTIVE = 'ACTIVE',
  ENDED = 'ENDED',
  DECLINED = 'DECLINED',
  MISSED = 'MISSED',
  BUSY = 'BUSY',
}
registerEnumType(CallStatus, {
  name: 'CallStatus',
  valuesConfig: {
    RINGING: { description: 'Created; the other participant has not answered yet.' },
    ACTIVE: { description: 'At least two participants are in the room.' },
    DECLINED: { description: 'The person called declined.' },
    MISSED: { description: 'Nobody answered in time.' },
    BUSY: { description: 'The person called was in another call; it never rang.' },
  },
});

/** Statuses after which nothing happens to a call any more. */
export const FINISHED: readonly CallStatus[] = [CallStatus.ENDED, CallStatus.DECLINED, CallStatus.MISSED, CallStatus.BUSY];
/** Ringing or in progress: at most one per conversation. */
export const LIVE: readonly CallStatus[] = [CallStatus.RINGING, CallStatus.ACTIVE];

@Entity({ tableName: 'calls' })
@Directive('@key(fields: "id")')
@ObjectType('Call', { description: "A 1:1 audio or video call in a conversation. Only the conversation's participants see it." })
export class Call {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'conversation_id' })
  @Field(() => ID)
  conversationId!: string;

  @Property({ type: 'string' })
  @Field(() => CallType)
  type: CallType = CallType.ONE_ON_ONE;

  @Property({ type: 'boolean' })
  @Field(() => Boolean, { description: 'False for audio-only calls.' })
  video = true;

  @Property({ type: 'string' })
  @Field(() => CallStatus)
  status: CallStatus = CallStatus.RINGING;

  @Property({ type: 'string', fieldName: 'room_id' })
  @Field(() => String, { description: 'The media-server room of this call.' })
  roomId!: string;

  @Property({ type: 'string', fieldName: 'initiator_id' })
  initiatorId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'started_at', nullable: true })
  @Field(() => Date, { nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'Date', fieldName: 'ended_at', nullable: true })
  @Field(() => Date, { nullable: true })
  endedAt: Date | null = null;
}
