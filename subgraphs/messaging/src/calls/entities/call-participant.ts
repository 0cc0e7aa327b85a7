// One member invited to a call: the `call_participants` table and the CallParticipant type.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum CallParticipantStatus {
  INVITED = 'INVITED',
  JOINED = 'JOINED',
  LEFT = 'LEFT',
  DECLINED = 'DECLINED',
}
registerEnumType(CallParticipantStatus, { name: 'CallParticipantStatus' });

@Entity({ tableName: 'call_participants' })
@ObjectType('CallParticipant')
export class CallParticipant {
  @PrimaryKey({ type: 'string', fieldName: 'call_id' })
  callId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'string' })
  @Field(() => CallParticipantStatus)
  status: CallParticipantStatus = CallParticipantStatus.INVITED;

  @Property({ type: 'boolean', fieldName: 'audio_enabled' })
  @Field(() => Boolean)
  audioEnabled = true;

  @Property({ type: 'boolean', fieldName: 'video_enabled' })
  @Field(() => Boolean)
  videoEnabled = true;

  @Property({ type: 'string', fieldName: 'peer_id', nullable: true })
  @Field(() => String, { nullable: true, description: "The member's peer id in the media-server room once joined." })
  peerId: string | null = null;

  @Property({ type: 'Date', fieldName: 'joined_at', nullable: true })
  @Field(() => Date, { nullable: true })
  joinedAt: Date | null = null;

  @Property({ type: 'Date', fieldName: 'left_at', nullable: true })
  @Field(() => Date, { nullable: true })
  leftAt: Date | null = null;
}
