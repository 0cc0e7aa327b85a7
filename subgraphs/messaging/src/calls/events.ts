// The callEvent subscription and its events. Each event carries references only ({id}); the
// gateway fetches the call and the user as the subscriber, so a payload is the call as it is
// when delivered. `callId` lets callEvent(callId:) filter to one call. The gateway serves the
// subscription over graphql-ws; it is declared here so composition knows its type.
import { Arg, Field, ID, ObjectType, Resolver, Root, Subscription, registerEnumType } from 'type-graphql';
import { enqueueEvent } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserReference } from '../references.js';
import { Call } from './entities/call.js';

export enum CallEventKind {
  INVITATION = 'INVITATION',
  PARTICIPANT_JOINED = 'PARTICIPANT_JOINED',
  PARTICIPANT_LEFT = 'PARTICIPANT_LEFT',
  PARTICIPANT_MEDIA_CHANGED = 'PARTICIPANT_MEDIA_CHANGED',
  ENDED = 'ENDED',
  ERROR = 'ERROR',
  /** The person called answered on one of their devices: sent to that member only, so their other devices stop ringing. */
  ANSWERED = 'ANSWERED',
}
registerEnumType(CallEventKind, {
  name: 'CallEventKind',
  valuesConfig: { ANSWERED: { description: 'The member answered on one of their devices (sent to that member only): their other devices stop ringing.' } },
});

@ObjectType('CallEvent')
export class CallEvent {
  @Field(() => CallEventKind) kind!: CallEventKind;
  @Field(() => Call) call!: Call;
  @Field(() => UserReference, { nullable: true, description: 'The participant the event is about (joined, left, media changed).' })
  user!: UserReference | null;

  @Field(() => Boolean, { nullable: true }) audioEnabled!: boolean | null;
  @Field(() => Boolean, { nullable: true }) videoEnabled!: boolean | null;
  @Field(() => String, { nullable: true, description: 'ERROR events: what went wrong.' }) error!: string | null;
  @Field(() => Date) at!: Date;
}

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
  enqueueEvent(
    em,
    'callEvent',
    { userIds: audience },
    {
      kind,
      callId,
      call: { id: callId },
      user: details.userId ? { id: details.userId } : null,
      audioEnabled: details.audioEnabled ?? null,
      videoEnabled: details.videoEnabled ?? null,
      error: details.error ?? null,
    },
  );
}

@Resolver()
export class CallSubscriptions {
  @Subscription(() => CallEvent, {
    topics: 'callEvent',
    description: "Events of the caller's calls (or one call): invitation, joined, left, media changed, ended, error, answered (on another of the caller's devices).",
  })
  callEvent(@Arg('callId', () => ID, { nullable: true }) _callId: string | null, @Root() event: CallEvent): CallEvent {
    return event;
  }
}
