// The call lifecycle: createCall rings the other member; joinCall answers (or rejoins) and
// hands out the media-server token; declineCall, leaveCall and endCall finish it; the
// participant status and media mutations keep the others' view in step.
//
// Every change happens in a transaction holding the call's row lock (mutateCall), so two
// members acting at once are serialised and each sees the other's change; each change
// commits together with the callEvent events it causes.
import { randomBytes } from 'node:crypto';
import {
  BadUserInputError, ForbiddenError, LoaderRegistry, ServiceUnavailableError, createLogger, issueCallToken, newId, requireUser,
  type SubgraphContext, type SubgraphServices,
} from '@pulse/kit';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { requireParticipant } from '../access.js';
import { openDirectConversation } from '../operations/conversations.js';
import { CALL_ENDED, callLoader, callParticipantsLoader, requireCallAccess } from './access.js';
import { Call, CallParticipant, FINISHED, LIVE, type CallParticipantStatus, type CallStatus, type CallType } from './entities.js';
import { callEvent } from './events.js';
import { closeMediaRoom, mediaRoomPeers, probeMediaServer } from './media-server.js';
import { expireRinging } from './ring-timeout.js';

export const CALL_YOURSELF = 'You cannot call yourself';
export const ONLY_RECIPIENT_DECLINES = 'Only the person called can decline a call';
export const ALREADY_ANSWERED = 'This call was already answered; leave it instead';
export const MEDIA_SERVER_UNAVAILABLE = 'The media server is unavailable. Please try again later.';
export const NO_MEDIA_CHANGE = 'Give audioEnabled or videoEnabled';
const PEER_ID_MAX = 128;
const log = createLogger('calls');

export interface CreateCallInput {
  recipientId: string;
  type?: CallType | null;
  video?: boolean | null;
}

const isFinished = (status: CallStatus) => FINISHED.includes(status);
const everyone = (participants: CallParticipant[]) => participants.map((p) => p.userId);
const others = (participants: CallParticipant[], userId: string) => everyone(participants).filter((id) => id !== userId);

export async function createCall(_: unknown, { input }: { input: CreateCallInput }, ctx: SubgraphContext): Promise<Call> {
  const userId = requireUser(ctx.auth).id;
  const recipientId = input.recipientId.trim();
  if (!recipientId) throw new BadUserInputError('recipientId is required', 'recipientId');
  if (recipientId === userId) throw new BadUserInputError(CALL_YOURSELF, 'recipientId');
  const conversation = await openDirectConversation(ctx, userId, recipientId, 'recipientId');
  await requireParticipant(ctx, conversation.id);

  // No double ringing: a call already ringing (or in progress) in this conversation is the
  // call, whoever started it; one that rang too long is retired first, and so is an ACTIVE
  // call whose room is empty (its members vanished and the sfu's report of it was lost).
  await expireRinging(ctx.em.fork(), ctx.services.schema, ctx.services.config, { conversationIds: [conversation.id] });
  const live = await ctx.em.findOne(Call, { conversationId: conversation.id, status: { $in: [...LIVE] } }, { refresh: true });
  if (live && !(await retireIfAbandoned(ctx, live))) return live;

  const call = Object.assign(new Call(), {
    id: newId(),
    conversationId: conversation.id,
    type: input.type ?? 'ONE_ON_ONE',
    video: input.video ?? true,
    status: 'RINGING' as const,
    roomId: randomBytes(18).toString('base64url'),
    initiatorId: userId,
    createdAt: new Date(),
  });
  try {
    await ctx.em.fork().transactional(async (tx) => {
      tx.persist(call);
      for (const member of [userId, recipientId]) {
        tx.persist(Object.assign(new CallParticipant(), { callId: call.id, userId: member, status: 'INVITED', videoEnabled: call.video }));
      }
      callEvent(tx, 'INVITATION', call.id, [recipientId], { userId });
    });
  } catch (error) {
    // Both members called each other at the same moment: the first call wins.
    if (error instanceof UniqueConstraintViolationException) {
      const winner = await ctx.em.fork().findOne(Call, { conversationId: conversation.id, status: { $in: [...LIVE] } });
      if (winner) return winner;
    }
    throw error;
  }
  return call;
}

/**
 * Runs `change` on the call and its participants under the call's row lock, commits it with
 * the events it queued, and returns the call as committed (the request's loaders see it too).
 */
async function mutateCall(
  ctx: SubgraphContext,
  callId: string,
  change: (tx: EntityManager, call: Call, participants: CallParticipant[]) => void | Promise<void>,
): Promise<Call> {
  const { call, participants, wasLive } = await ctx.em.fork().transactional(async (tx) => {
    const call = await tx.findOneOrFail(Call, { id: callId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const wasLive = LIVE.includes(call.status);
    const participants = await tx.find(CallParticipant, { callId }, { refresh: true });
    await change(tx, call, participants);
    return { call, participants, wasLive };
  });
  callLoader(ctx).clear(callId).prime(callId, call);
  callParticipantsLoader(ctx).clear(callId).prime(callId, participants);
  // The call just ended: its room closes, so a join token still in someone's hands is useless.
  if (wasLive && isFinished(call.status)) await closeMediaRoom(ctx.services.config, call.roomId);
  return call;
}

/**
 * An ACTIVE call nobody is in any more (the sfu says its room is empty or gone) ends, so a
 * new call can ring. Returns whether it did. A call still ringing, or a media server that
 * cannot answer, leaves it as it is.
 */
async function retireIfAbandoned(ctx: SubgraphContext, call: Call): Promise<boolean> {
  if (call.status !== 'ACTIVE') return false;
  const peers = await mediaRoomPeers(ctx.services.config, call.roomId);
  if (peers === null || peers.length > 0) return false;
  const after = await mutateCall(ctx, call.id, (tx, locked, participants) => {
    if (locked.status !== 'ACTIVE') return;
    finish(tx, locked, participants, 'ENDED');
  });
  log.info('abandoned call ended', { callId: call.id });
  return isFinished(after.status);
}

function participantOf(tx: EntityManager, call: Call, participants: CallParticipant[], userId: string): CallParticipant {
  let me = participants.find((p) => p.userId === userId);
  if (!me) {
    // A conversation member the call did not invite (not possible in 1:1 calls today).
    me = Object.assign(new CallParticipant(), { callId: call.id, userId, videoEnabled: call.video });
    tx.persist(me);
    participants.push(me);
  }
  return me;
}

/** Ends the call: joined participants are marked LEFT, and everyone hears ENDED. */
function finish(tx: EntityManager, call: Call, participants: CallParticipant[], status: CallStatus): void {
  const now = new Date();
  call.status = status;
  call.endedAt = now;
  for (const p of participants) {
    if (p.status === 'JOINED') {
      p.status = 'LEFT';
      p.leftAt = now;
    }
  }
  callEvent(tx, 'ENDED', call.id, everyone(participants));
}

async function markJoined(ctx: SubgraphContext, callId: string, userId: string, peerId: string | null | undefined): Promise<Call> {
  return mutateCall(ctx, callId, (tx, call, participants) => {
    if (isFinished(call.status)) throw new BadUserInputError(CALL_ENDED);
    const me = participantOf(tx, call, participants, userId);
    const wasJoined = me.status === 'JOINED';
    if (!wasJoined) {
      me.status = 'JOINED';
      me.joinedAt = new Date();
      me.leftAt = null;
    }
    if (peerId !== undefined) me.peerId = peerId;
    if (call.status === 'RINGING' && participants.filter((p) => p.status === 'JOINED').length >= 2) {
      call.status = 'ACTIVE';
      call.startedAt = new Date();
    }
    // A rejoin (a reload) is not news to the others: the media server announces the new peer.
    if (!wasJoined) callEvent(tx, 'PARTICIPANT_JOINED', call.id, others(participants, userId), { userId });
  });
}

async function markLeft(ctx: SubgraphContext, callId: string, userId: string, peerId?: string | null, { onlyIfJoined = false } = {}): Promise<Call> {
  return mutateCall(ctx, callId, (tx, call, participants) => {
    if (isFinished(call.status)) return; // leaving a finished call changes nothing
    if (onlyIfJoined && participants.find((p) => p.userId === userId)?.status !== 'JOINED') return;
    const me = participantOf(tx, call, participants, userId);
    me.status = 'LEFT';
    me.leftAt = new Date();
    if (peerId !== undefined) me.peerId = peerId;
    callEvent(tx, 'PARTICIPANT_LEFT', call.id, others(participants, userId), { userId });
    // A 1:1 call (the only type) has nobody left to talk to.
    finish(tx, call, participants, 'ENDED');
  });
}

/**
 * The sfu says this member's peer left the call's room and did not come back (a crashed
 * browser, a lost network): the same step as leaveCall for them. Only for a member still
 * JOINED and a room that is the call's; anything else changes nothing.
 */
export async function leaveDeparted(services: SubgraphServices, departure: { callId: string; roomId: string; userId: string }): Promise<Call | null> {
  const ctx: SubgraphContext = {
    em: services.orm.em.fork(), auth: {}, loaders: new LoaderRegistry(), clientIp: 'sfu', userAgent: 'sfu', services,
  };
  const call = await ctx.em.findOne(Call, { id: departure.callId }, { refresh: true });
  if (!call || call.roomId !== departure.roomId || isFinished(call.status)) return call;
  const after = await markLeft(ctx, call.id, departure.userId, undefined, { onlyIfJoined: true });
  if (isFinished(after.status)) log.info('a member vanished from a call; it ended', { callId: call.id, userId: departure.userId });
  return after;
}

export async function joinCall(_: unknown, { callId }: { callId: string }, ctx: SubgraphContext) {
  const { call: found, userId } = await requireCallAccess(ctx, callId);
  if (isFinished(found.status)) throw new BadUserInputError(CALL_ENDED);
  const { config } = ctx.services;
  const health = await probeMediaServer(config);
  if (!health.ok) {
    // The member answering and the one waiting both learn the call cannot go on now.
    const participants = await ctx.em.find(CallParticipant, { callId }, { refresh: true });
    const em = ctx.em.fork();
    callEvent(em, 'ERROR', callId, everyone(participants), { userId, error: MEDIA_SERVER_UNAVAILABLE });
    await em.flush();
    throw new ServiceUnavailableError(MEDIA_SERVER_UNAVAILABLE);
  }
  const call = await markJoined(ctx, callId, userId, undefined);
  const token = await issueCallToken({ userId, callId: call.id, roomId: call.roomId }, config.callTokenSecret);
  return { call, roomId: call.roomId, mediasoupUrl: config.calls.mediasoupUrl, token };
}

export async function declineCall(_: unknown, { callId }: { callId: string }, ctx: SubgraphContext): Promise<Call> {
  const { call: found, userId } = await requireCallAccess(ctx, callId);
  if (found.initiatorId === userId) throw new ForbiddenError(ONLY_RECIPIENT_DECLINES);
  return mutateCall(ctx, callId, (tx, call, participants) => {
    if (isFinished(call.status)) return;
    if (call.status === 'ACTIVE') throw new BadUserInputError(ALREADY_ANSWERED);
    const me = participantOf(tx, call, participants, userId);
    me.status = 'DECLINED';
    me.leftAt = new Date();
    finish(tx, call, participants, 'DECLINED');
  });
}

export async function leaveCall(_: unknown, { callId }: { callId: string }, ctx: SubgraphContext): Promise<Call> {
  const { userId } = await requireCallAccess(ctx, callId);
  return markLeft(ctx, callId, userId);
}

export async function endCall(_: unknown, { callId }: { callId: string }, ctx: SubgraphContext): Promise<Call> {
  await requireCallAccess(ctx, callId);
  return mutateCall(ctx, callId, (tx, call, participants) => {
    if (isFinished(call.status)) return;
    finish(tx, call, participants, 'ENDED');
  });
}

export async function updateCallParticipantStatus(
  _: unknown,
  args: { callId: string; status: CallParticipantStatus; peerId?: string | null },
  ctx: SubgraphContext,
): Promise<Call> {
  const { userId } = await requireCallAccess(ctx, args.callId);
  let peerId: string | null | undefined;
  if (args.peerId !== undefined && args.peerId !== null) {
    peerId = args.peerId.trim();
    if (!peerId || peerId.length > PEER_ID_MAX) throw new BadUserInputError(`peerId must be 1 to ${PEER_ID_MAX} characters`, 'peerId');
  }
  if (args.status === 'JOINED') return markJoined(ctx, args.callId, userId, peerId);
  if (args.status === 'LEFT') return markLeft(ctx, args.callId, userId, peerId);
  throw new BadUserInputError('status must be JOINED or LEFT', 'status');
}

export async function updateCallMedia(
  _: unknown,
  args: { callId: string; audioEnabled?: boolean | null; videoEnabled?: boolean | null },
  ctx: SubgraphContext,
): Promise<Call> {
  const { userId } = await requireCallAccess(ctx, args.callId);
  const audio = args.audioEnabled ?? undefined;
  const video = args.videoEnabled ?? undefined;
  if (audio === undefined && video === undefined) throw new BadUserInputError(NO_MEDIA_CHANGE, 'audioEnabled');
  return mutateCall(ctx, args.callId, (tx, call, participants) => {
    if (isFinished(call.status)) throw new BadUserInputError(CALL_ENDED);
    const me = participantOf(tx, call, participants, userId);
    if (audio !== undefined) me.audioEnabled = audio;
    if (video !== undefined) me.videoEnabled = video;
    callEvent(tx, 'PARTICIPANT_MEDIA_CHANGED', call.id, others(participants, userId), {
      userId, audioEnabled: me.audioEnabled, videoEnabled: me.videoEnabled,
    });
  });
}
