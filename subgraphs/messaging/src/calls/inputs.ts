// The calls inputs and argument sets, each with its rules (zod) beside it; kit checks and
// normalises every argument with them before a resolver runs. Rules about the call itself
// (who may do what in which state) stay in lifecycle.ts.
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { pageFirst } from '../conversations/inputs.js';
import { CallType } from './entities/call.js';
import { CallParticipantStatus } from './entities/call-participant.js';

const PEER_ID_MAX = 128;
export const NO_MEDIA_CHANGE = 'Give audioEnabled or videoEnabled';

@InputType('CreateCallInput')
export class CreateCallInput {
  static schema = z.object({
    recipientId: z.string().trim().min(1, 'recipientId is required'),
    type: z
      .enum(CallType)
      .nullish()
      .transform((v) => v ?? CallType.ONE_ON_ONE),
    video: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
  });

  @Field(() => ID) recipientId!: string;
  @Field(() => CallType, { nullable: true, defaultValue: CallType.ONE_ON_ONE }) type!: CallType;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) video!: boolean;
}

@ArgsType()
export class CallHistoryArgs {
  static schema = z.object({ first: pageFirst(20, 100) });

  @Field(() => ID) conversationId!: string;
  @Field(() => Int, { nullable: true, defaultValue: 20 }) first!: number;
}

@ArgsType()
export class CallParticipantStatusArgs {
  static schema = z.object({
    // Absent or null leaves the peer id as it is.
    peerId: z
      .string()
      .max(PEER_ID_MAX, `peerId must be 1 to ${PEER_ID_MAX} characters`)
      .nullish()
      .transform((v) => (v === null || v === undefined ? undefined : v.trim()))
      .refine((v) => v === undefined || (v.length > 0 && v.length <= PEER_ID_MAX), `peerId must be 1 to ${PEER_ID_MAX} characters`),
    status: z.enum(CallParticipantStatus).refine((v) => v === CallParticipantStatus.JOINED || v === CallParticipantStatus.LEFT, 'status must be JOINED or LEFT'),
  });

  @Field(() => ID) callId!: string;
  @Field(() => CallParticipantStatus) status!: CallParticipantStatus.JOINED | CallParticipantStatus.LEFT;
  @Field(() => String, { nullable: true }) peerId?: string;
}

@ArgsType()
export class CallMediaArgs {
  static schema = z
    .object({
      audioEnabled: z
        .boolean()
        .nullish()
        .transform((v) => v ?? undefined),
      videoEnabled: z
        .boolean()
        .nullish()
        .transform((v) => v ?? undefined),
    })
    .refine((v) => v.audioEnabled !== undefined || v.videoEnabled !== undefined, { message: NO_MEDIA_CHANGE, path: ['audioEnabled'] });

  @Field(() => ID) callId!: string;
  @Field(() => Boolean, { nullable: true }) audioEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) videoEnabled?: boolean;
}
