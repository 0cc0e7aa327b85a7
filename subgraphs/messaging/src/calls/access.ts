// Who may see or touch a call: the participants of its conversation, nobody else. Every
// read goes through requireCallAccess, which also retires a call that rang too long, so no
// reader ever sees a call ringing past its time.
import { BadUserInputError, ForbiddenError, NotFoundError, byKeys, requireUser, type SubgraphContext } from '@pulse/kit';
import { participantsLoader } from '../conversations/access.js';
import { Call, CallStatus } from './entities/call.js';
import { CallParticipant } from './entities/call-participant.js';
import { expireRinging } from './ring-timeout.js';

export const CALL_NOT_FOUND = 'Call not found';
export const NOT_A_CALL_PARTICIPANT = 'You are not a participant in this call';
export const CALL_ENDED = 'This call has ended';
/** The stable `extensions.reason` of CALL_ENDED: a client tells a call that is over from a bad request by it, not by the words. */
export const CALL_ENDED_REASON = 'CALL_ENDED';

/** Refusing a request of a call that is over (declined, missed, ended): BAD_USER_INPUT, reason CALL_ENDED. */
export function callEndedError(): BadUserInputError {
  return new BadUserInputError(CALL_ENDED, undefined, CALL_ENDED_REASON);
}

export function callLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, Call | null>('callById', async (ids) => byKeys(ids, await ctx.em.find(Call, { id: { $in: [...ids] } }, { refresh: true }), (c) => c.id));
}

/** A call's participants, the initiator first. */
export function callParticipantsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, CallParticipant[]>('callParticipants', async (ids) => {
    const rows = await ctx.em.find(CallParticipant, { callId: { $in: [...ids] } }, { orderBy: { userId: 'asc' }, refresh: true });
    return ids.map((id) => rows.filter((r) => r.callId === id));
  });
}

export function isStaleRinging(call: Call, ctx: SubgraphContext): boolean {
  return call.status === CallStatus.RINGING && call.createdAt.getTime() <= ctx.services.clock.now().getTime() - ctx.services.config.calls.ringTimeoutSeconds * 1000;
}

/** The call, when the caller takes part in its conversation; a call past its ring time is MISSED first. */
export async function requireCallAccess(ctx: SubgraphContext, callId: string): Promise<{ call: Call; userId: string }> {
  const userId = requireUser(ctx.auth).id;
  let call = await callLoader(ctx).load(callId);
  if (!call) throw new NotFoundError(CALL_NOT_FOUND);
  const members = await participantsLoader(ctx).load(call.conversationId);
  if (!members.includes(userId)) throw new ForbiddenError(NOT_A_CALL_PARTICIPANT);
  if (isStaleRinging(call, ctx)) {
    await expireRinging(ctx.em.fork(), ctx.services, { callIds: [call.id] });
    call = await ctx.em.findOneOrFail(Call, { id: call.id }, { refresh: true });
    callLoader(ctx).clear(call.id).prime(call.id, call);
    callParticipantsLoader(ctx).clear(call.id);
  }
  return { call, userId };
}
