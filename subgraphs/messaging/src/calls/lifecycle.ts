// The call lifecycle: ringCall rings the other member; markJoined answers (or rejoins);
// decline, markLeft and endCall finish it; changeMedia keeps the others' view in step. The
// GraphQL entry points (operations/) check who asks and what they sent, then take one of
// these steps.
//
// Every change happens in a transaction holding the call's row lock (mutateCall), so two
// members acting at once are serialised and each sees the other's change; each change
// commits together with the callEvent events it causes.
import { randomBytes } from 'node:crypto';
import { BadUserInputError, LoaderRegistry, commitOrWinner, createLogger, newId, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { requireParticipant } from '../conversations/access.js';
import { openDirectConversation } from '../conversations/operations/create-conversation.js';
import { callEndedError, callLoader, callParticipantsLoader } from './access.js';
import { Call, CallStatus, CallType, FINISHED, LIVE } from './entities/call.js';
import { CallParticipant, CallParticipantStatus } from './entities/call-participant.js';
import { CallEventKind, callEvent } from './events.js';
import { closeMediaRoom, mediaRoomPeers } from './media-server.js';
import { expireRinging } from './ring-timeout.js';
import { writeCallRecord } from './call-records.js';

export const ALREADY_ANSWERED = 'This call was already answered; leave it instead';
const log = createLogger('calls');

export const isFinished = (status: CallStatus) => FINISHED.includes(status);
export const everyone = (participants: CallParticipant[]) => participants.map((p) => p.userId);
const others = (participants: CallParticipant[], userId: string) => everyone(participants).filter((id) => id !== userId);

/**
 * Rings `recipientId` from `userId` (opening their 1:1 conversation if needed). A call already
 * ringing (or in progress) in that conversation is the call, whoever started it.
 */
export async function ringCall(ctx: SubgraphContext, userId: string, recipientId: string, options: { type: CallType; video: boolean }): Promise<Call> {
  const conversation = await openDirectConversation(ctx, userId, recipientId, 'recipientId');
  await requireParticipant(ctx, conversation.id);

  // No double ringing: one that rang too long is retired first, and so is an ACTIVE call
  // whose room is empty (its members vanished and the sfu's report of it was lost).
  await expireRinging(ctx.em.fork(), ctx.services, { conversationIds: [conversation.id] });
  const live = await ctx.em.findOne(Call, { conversationId: conversation.id, status: { $in: [...LIVE] } }, { refresh: true });
  if (live && !(await retireIfAbandoned(ctx, live))) return live;

  // The person called is in another call: it never rings, and the caller hears BUSY at once.
  const busy = await inAnotherCall(ctx.em, recipientId, conversation.id);
  const now = ctx.services.clock.now();
  const call = Object.assign(new Call(), {
    id: newId(),
    conversationId: conversation.id,
    type: options.type,
    video: options.video,
    status: busy ? CallStatus.BUSY : CallStatus.RINGING,
    roomId: randomBytes(18).toString('base64url'),
    initiatorId: userId,
    // The ring timeout counts from here, on the subgraph's clock.
    createdAt: now,
    endedAt: busy ? now : null,
  });
  // Both members called each other at the same moment: the first call wins.
  const winner = await commitOrWinner(
    () =>
      ctx.em.fork().transactional(async (tx) => {
        tx.persist(call);
        for (const member of [userId, recipientId]) {
          tx.persist(Object.assign(new CallParticipant(), { callId: call.id, userId: member, status: CallParticipantStatus.INVITED, videoEnabled: call.video }));
        }
        if (busy) {
          await writeCallRecord(ctx.services, tx, call, [userId, recipientId]);
          return;
        }
        callEvent(tx, CallEventKind.INVITATION, call.id, [recipientId], { userId });
      }),
    () => ctx.em.fork().findOne(Call, { conversationId: conversation.id, status: { $in: [...LIVE] } }),
  );
  return winner ?? call;
}

/** Whether `userId` is in a ringing or active call of another conversation (joined: the caller waiting in the room counts). */
async function inAnotherCall(em: EntityManager, userId: string, conversationId: string): Promise<boolean> {
  const joined = await em.find(CallParticipant, { userId, status: CallParticipantStatus.JOINED }, { fields: ['callId'], refresh: true });
  if (joined.length === 0) return false;
  const live = await em.count(Call, { id: { $in: joined.map((p) => p.callId) }, status: { $in: [...LIVE] }, conversationId: { $ne: conversationId } });
  return live > 0;
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
  // Not waited for: a slow or unreachable media server must not hold the leave (up to its 2 s
  // timeout); closeMediaRoom never throws, and joinCall refuses an ended call's tokens anyway.
  if (wasLive && isFinished(call.status)) void closeMediaRoom(ctx.services.config, call.roomId);
  return call;
}

/**
 * An ACTIVE call nobody is in any more (the sfu says its room is empty or gone) ends, so a
 * new call can ring. Returns whether it did. A call still ringing, or a media server that
 * cannot answer, leaves it as it is.
 */
async function retireIfAbandoned(ctx: SubgraphContext, call: Call): Promise<boolean> {
  if (call.status !== CallStatus.ACTIVE) return false;
  const peers = await mediaRoomPeers(ctx.services.config, call.roomId);
  if (peers === null || peers.length > 0) return false;
  const after = await mutateCall(ctx, call.id, async (tx, locked, participants) => {
    if (locked.status !== CallStatus.ACTIVE) return;
    await finish(ctx, tx, locked, participants, CallStatus.ENDED);
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

/** Ends the call: joined participants are marked LEFT, everyone hears ENDED, and its record goes into the chat. */
async function finish(ctx: SubgraphContext, tx: EntityManager, call: Call, participants: CallParticipant[], status: CallStatus): Promise<void> {
  const now = new Date();
  call.status = status;
  call.endedAt = now;
  for (const p of participants) {
    if (p.status === CallParticipantStatus.JOINED) {
      p.status = CallParticipantStatus.LEFT;
      p.leftAt = now;
    }
  }
  callEvent(tx, CallEventKind.ENDED, call.id, everyone(participants));
  await writeCallRecord(ctx.services, tx, call, everyone(participants));
}

export async function markJoined(ctx: SubgraphContext, callId: string, userId: string, peerId: string | null | undefined): Promise<Call> {
  return mutateCall(ctx, callId, (tx, call, participants) => {
    if (isFinished(call.status)) throw callEndedError();
    const me = participantOf(tx, call, participants, userId);
    const wasJoined = me.status === CallParticipantStatus.JOINED;
    if (!wasJoined) {
      me.status = CallParticipantStatus.JOINED;
      me.joinedAt = new Date();
      me.leftAt = null;
    }
    if (peerId !== undefined) me.peerId = peerId;
    if (call.status === CallStatus.RINGING && participants.filter((p) => p.status === CallParticipantStatus.JOINED).length >= 2) {
      call.status = CallStatus.ACTIVE;
      call.startedAt = new Date();
    }
    // A rejoin (a reload) is not news to the others: the media server announces the new peer.
    if (!wasJoined) callEvent(tx, CallEventKind.PARTICIPANT_JOINED, call.id, others(participants, userId), { userId });
    // The person called answered on one device: their other devices stop ringing.
    if (!wasJoined && userId !== call.initiatorId) callEvent(tx, CallEventKind.ANSWERED, call.id, [userId], { userId });
  });
}

export async function markLeft(ctx: SubgraphContext, callId: string, userId: string, peerId?: string | null, { onlyIfJoined = false } = {}): Promise<Call> {
  return mutateCall(ctx, callId, async (tx, call, participants) => {
    if (isFinished(call.status)) return; // leaving a finished call changes nothing
    if (onlyIfJoined && participants.find((p) => p.userId === userId)?.status !== CallParticipantStatus.JOINED) return;
    const me = participantOf(tx, call, participants, userId);
    me.status = CallParticipantStatus.LEFT;
    me.leftAt = new Date();
    if (peerId !== undefined) me.peerId = peerId;
    callEvent(tx, CallEventKind.PARTICIPANT_LEFT, call.id, others(participants, userId), { userId });
    // A 1:1 call (the only type) has nobody left to talk to.
    await finish(ctx, tx, call, participants, CallStatus.ENDED);
  });
}

/** The person called says no: the call ends as DECLINED (unless it was answered already). */
export async function decline(ctx: SubgraphContext, callId: string, userId: string): Promise<Call> {
  return mutateCall(ctx, callId, async (tx, call, participants) => {
    if (isFinished(call.status)) return;
    if (call.status === CallStatus.ACTIVE) throw new BadUserInputError(ALREADY_ANSWERED);
    const me = participantOf(tx, call, participants, userId);
    me.status = CallParticipantStatus.DECLINED;
    me.leftAt = new Date();
    await finish(ctx, tx, call, participants, CallStatus.DECLINED);
  });
}

export async function endCall(ctx: SubgraphContext, callId: string): Promise<Call> {
  return mutateCall(ctx, callId, async (tx, call, participants) => {
    if (isFinished(call.status)) return;
    await finish(ctx, tx, call, participants, CallStatus.ENDED);
  });
}

/** The member's microphone or camera changed; the others hear the member's state as it now is. */
export async function changeMedia(ctx: SubgraphContext, callId: string, userId: string, media: { audio?: boolean; video?: boolean }): Promise<Call> {
  return mutateCall(ctx, callId, (tx, call, participants) => {
    if (isFinished(call.status)) throw callEndedError();
    const me = participantOf(tx, call, participants, userId);
    if (media.audio !== undefined) me.audioEnabled = media.audio;
    if (media.video !== undefined) me.videoEnabled = media.video;
    callEvent(tx, CallEventKind.PARTICIPANT_MEDIA_CHANGED, call.id, others(participants, userId), {
      userId,
      audioEnabled: me.audioEnabled,
      videoEnabled: me.videoEnabled,
    });
  });
}

/**
 * The sfu says this member's peer left the call's room and did not come back (a crashed
 * browser, a lost network): the same step as leaveCall for them. Only for a member still
 * JOINED and a room that is the call's; anything else changes nothing.
 */
export async function leaveDeparted(services: SubgraphServices, departure: { callId: string; roomId: string; userId: string }): Promise<Call | null> {
  const ctx: SubgraphContext = {
    em: services.orm.em.fork(),
    auth: {},
    loaders: new LoaderRegistry(),
    clientIp: 'sfu',
    userAgent: 'sfu',
    services,
  };
  const call = await ctx.em.findOne(Call, { id: departure.callId }, { refresh: true });
  if (!call || call.roomId !== departure.roomId || isFinished(call.status)) return call;
  const after = await markLeft(ctx, call.id, departure.userId, undefined, { onlyIfJoined: true });
  if (isFinished(after.status)) log.info('a member vanished from a call; it ended', { callId: call.id, userId: departure.userId });
  return after;
}
