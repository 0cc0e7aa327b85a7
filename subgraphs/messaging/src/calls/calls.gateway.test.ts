// Call records through the real gateway's /graphql: every operation with its failure paths
// (strangers, anonymous callers, unknown ids, calling yourself, joining an ended call, the
// caller declining), the lifecycle's states, the join token, and ringing past the timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { verifyCallToken } from '@pulse/kit';
import { expectError, gql, type Member, members as newMembers, ok, registerMember, type Stack, startStack, UNKNOWN_ID } from '@pulse/dev-env';

const USER = 'id name username';
const CALL = `id conversationId type video status roomId mediasoupUrl initiator { ${USER} }
  participants { user { ${USER} } status audioEnabled videoEnabled peerId joinedAt leftAt } createdAt startedAt endedAt`;
const CREATE = `mutation($input: CreateCallInput!) { createCall(input: $input) { ${CALL} } }`;
const JOIN = `mutation($id: ID!) { joinCall(callId: $id) { roomId mediasoupUrl token call { ${CALL} } } }`;
const DECLINE = `mutation($id: ID!) { declineCall(callId: $id) { ${CALL} } }`;
const LEAVE = `mutation($id: ID!) { leaveCall(callId: $id) { ${CALL} } }`;
const END = `mutation($id: ID!) { endCall(callId: $id) { ${CALL} } }`;
const STATUS = `mutation($id: ID!, $status: CallParticipantStatus!, $peerId: String) {
  updateCallParticipantStatus(callId: $id, status: $status, peerId: $peerId) { ${CALL} } }`;
const MEDIA = `mutation($id: ID!, $a: Boolean, $v: Boolean) { updateCallMedia(callId: $id, audioEnabled: $a, videoEnabled: $v) { ${CALL} } }`;
const CALL_Q = `query($id: ID!) { call(id: $id) { ${CALL} } }`;
const ACTIVE = `{ activeCalls { ${CALL} } }`;
const HISTORY = `query($c: ID!, $first: Int) { callHistory(conversationId: $c, first: $first) { ${CALL} } }`;
const TURN = `{ turnConfig { iceServers { urls username credential } } }`;
const HEALTH = `{ webrtcHealth { ok workers } }`;
const CREATE_CONVERSATION = `mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`;

const NOT_A_PARTICIPANT = 'You are not a participant in this call';
const NOT_IN_CONVERSATION = 'You are not a participant in this conversation';
const ENDED = 'This call has ended';

let stack: Stack;
let turn: Stack;
beforeAll(async () => {
  [stack, turn] = await Promise.all([
    startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } }),
    startStack({ env: { TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349', TURN_USERNAME: 'pulse', TURN_CREDENTIAL: 's3cret' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), turn?.stop()]);
});

const q = (query: string, variables: Record<string, unknown> = {}, member?: Member) => gql(stack.graphqlUrl, query, variables, member?.token);

const members = (n: number) => newMembers(stack, n);
const create = async (caller: Member, recipient: Member, extra: Record<string, unknown> = {}) =>
  ok(await q(CREATE, { input: { recipientId: recipient.user.id, ...extra } }, caller)).createCall;
const join = async (m: Member, id: string) => ok(await q(JOIN, { id }, m)).joinCall;
const participant = (call: any, m: Member) => call.participants.find((p: any) => p.user.id === m.user.id);

/** A direct database connection, to move a call's creation back in time. */
async function backdate(callId: string, seconds: number) {
  const client = new pg.Client({ connectionString: stack.database.url });
  await client.connect();
  await client.query(`UPDATE messaging.calls SET created_at = created_at - make_interval(secs => $2) WHERE id = $1`, [callId, seconds]);
  await client.end();
}

describe('createCall', () => {
  it('rings the other member in their 1:1 conversation: RINGING, a random room, the media server on the gateway', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob);
    const conversationId = ok(await q(CREATE_CONVERSATION, { t: bob.user.id }, ann)).createConversation.id;
    expect(call).toMatchObject({
      conversationId,
      type: 'ONE_ON_ONE',
      video: true,
      status: 'RINGING',
      startedAt: null,
      endedAt: null,
      mediasoupUrl: `${stack.url.replace(/^http/, 'ws')}/sfu`,
      initiator: { id: ann.user.id, name: ann.user.name, username: ann.user.username },
    });
    expect(call.roomId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(call.participants.map((p: any) => p.user.id)).toEqual([ann.user.id, bob.user.id]);
    for (const p of call.participants) expect(p).toMatchObject({ status: 'INVITED', audioEnabled: true, videoEnabled: true, peerId: null, joinedAt: null, leftAt: null });
    // Both members see it.
    expect(ok(await q(CALL_Q, { id: call.id }, bob)).call).toEqual(call);
  });

  it('opens the conversation when the members have none, and an audio call has video off', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob, { video: false, type: 'ONE_ON_ONE' });
    expect(call.video).toBe(false);
    expect(call.participants.every((p: any) => p.videoEnabled === false && p.audioEnabled === true)).toBe(true);
    const conversations = ok(await q('{ conversations { id users { id } } }', {}, bob)).conversations;
    expect(conversations.map((c: any) => c.id)).toEqual([call.conversationId]);
  });

  it('returns the call already ringing instead of ringing twice, from either side', async () => {
    const [ann, bob] = await members(2);
    const first = await create(ann, bob);
    expect((await create(ann, bob)).id).toBe(first.id);
    expect((await create(bob, ann)).id).toBe(first.id);
    const [x, y] = await Promise.all([create(bob, ann), create(ann, bob)]);
    expect([x.id, y.id]).toEqual([first.id, first.id]);
    expect(ok(await q(HISTORY, { c: first.conversationId }, ann)).callHistory).toHaveLength(1);
  });

  it('two members calling each other at the same moment get one call', async () => {
    const [ann, bob] = await members(2);
    await q(CREATE_CONVERSATION, { t: bob.user.id }, ann);
    const [x, y] = await Promise.all([create(ann, bob), create(bob, ann)]);
    expect(x.id).toBe(y.id);
  });

  it('refuses calling yourself, unknown members, bad ids and anonymous callers', async () => {
    const [ann] = await members(1);
    expectError(await q(CREATE, { input: { recipientId: ann.user.id } }, ann), 'BAD_USER_INPUT', 'You cannot call yourself', 'recipientId');
    expectError(await q(CREATE, { input: { recipientId: UNKNOWN_ID } }, ann), 'NOT_FOUND', 'User not found');
    expectError(await q(CREATE, { input: { recipientId: 'not an id' } }, ann), 'BAD_USER_INPUT', 'Invalid user id', 'recipientId');
    expectError(await q(CREATE, { input: { recipientId: '  ' } }, ann), 'BAD_USER_INPUT', 'recipientId is required', 'recipientId');
    expectError(await q(CREATE, { input: { recipientId: ann.user.id } }), 'UNAUTHENTICATED');
  });
});

describe('joinCall', () => {
  it('the caller joins, then the person called answers: ACTIVE, startedAt, a token for that member and room', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob);
    const a = await join(ann, call.id);
    expect(a).toMatchObject({ roomId: call.roomId, mediasoupUrl: call.mediasoupUrl, call: { id: call.id, status: 'RINGING', startedAt: null } });
    expect(participant(a.call, ann)).toMatchObject({ status: 'JOINED', leftAt: null });
    expect(participant(a.call, ann).joinedAt).not.toBeNull();
    expect(participant(a.call, bob).status).toBe('INVITED');

    const b = await join(bob, call.id);
    expect(b.call.status).toBe('ACTIVE');
    expect(b.call.startedAt).not.toBeNull();
    expect(b.call.participants.map((p: any) => p.status)).toEqual(['JOINED', 'JOINED']);
    const claims = await verifyCallToken(b.token, stack.config.callTokenSecret);
    expect(claims).toMatchObject({ userId: bob.user.id, callId: call.id, roomId: call.roomId });
    expect(claims.expiresAt - Date.now()).toBeGreaterThan(200_000);
    expect(claims.expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
    expect(a.token).not.toBe(b.token);

    // A rejoin (a reload) gets a fresh token and changes nothing else.
    const again = await join(bob, call.id);
    expect(again.call.status).toBe('ACTIVE');
    expect(participant(again.call, bob).joinedAt).toBe(participant(b.call, bob).joinedAt);
  });

  it('refuses strangers, unknown ids, anonymous callers and ended calls', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await create(ann, bob);
    expectError(await q(JOIN, { id: call.id }, eve), 'FORBIDDEN', NOT_A_PARTICIPANT);
    expectError(await q(JOIN, { id: UNKNOWN_ID }, ann), 'NOT_FOUND', 'Call not found');
    expectError(await q(JOIN, { id: call.id }), 'UNAUTHENTICATED');
    ok(await q(END, { id: call.id }, ann));
    // A call that is over is told apart from other bad input by its stable reason (the web client switches on it).
    expect(expectError(await q(JOIN, { id: call.id }, bob), 'BAD_USER_INPUT', ENDED).extensions?.reason).toBe('CALL_ENDED');
    expect(expectError(await q(JOIN, { id: call.id }, ann), 'BAD_USER_INPUT', ENDED).extensions?.reason).toBe('CALL_ENDED');
  });
});

describe('declineCall', () => {
  it('the person called declines: DECLINED for the call and for them, endedAt set', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob);
    await join(ann, call.id);
    const declined = ok(await q(DECLINE, { id: call.id }, bob)).declineCall;
    expect(declined.status).toBe('DECLINED');
    expect(declined.endedAt).not.toBeNull();
    expect(participant(declined, bob)).toMatchObject({ status: 'DECLINED' });
    expect(participant(declined, ann)).toMatchObject({ status: 'LEFT' });
    // Declining again changes nothing; joining is refused.
    expect(ok(await q(DECLINE, { id: call.id }, bob)).declineCall.endedAt).toBe(declined.endedAt);
    expectError(await q(JOIN, { id: call.id }, bob), 'BAD_USER_INPUT', ENDED);
  });

  it('refuses the caller, strangers, unknown ids, and an answered call', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await create(ann, bob);
    expectError(await q(DECLINE, { id: call.id }, ann), 'FORBIDDEN', 'Only the person called can decline a call');
    expectError(await q(DECLINE, { id: call.id }, eve), 'FORBIDDEN', NOT_A_PARTICIPANT);
    expectError(await q(DECLINE, { id: UNKNOWN_ID }, bob), 'NOT_FOUND', 'Call not found');
    await join(ann, call.id);
    await join(bob, call.id);
    expectError(await q(DECLINE, { id: call.id }, bob), 'BAD_USER_INPUT', 'This call was already answered; leave it instead');
    expect(ok(await q(CALL_Q, { id: call.id }, ann)).call.status).toBe('ACTIVE');
  });
});

describe('leaveCall and endCall', () => {
  it('leaving a 1:1 call ends it: the leaver LEFT, the other LEFT too, ENDED', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob);
    await join(ann, call.id);
    await join(bob, call.id);
    const left = ok(await q(LEAVE, { id: call.id }, bob)).leaveCall;
    expect(left.status).toBe('ENDED');
    expect(left.endedAt).not.toBeNull();
    expect(left.participants.map((p: any) => p.status)).toEqual(['LEFT', 'LEFT']);
    expect(participant(left, bob).leftAt).not.toBeNull();
    // Leaving or ending again is harmless.
    expect(ok(await q(LEAVE, { id: call.id }, ann)).leaveCall.endedAt).toBe(left.endedAt);
    expect(ok(await q(END, { id: call.id }, ann)).endCall.endedAt).toBe(left.endedAt);
  });

  it('the caller can hang up a call still ringing; either member can end an active one', async () => {
    const [ann, bob] = await members(2);
    const ringing = await create(ann, bob);
    const cancelled = ok(await q(END, { id: ringing.id }, ann)).endCall;
    expect(cancelled).toMatchObject({ status: 'ENDED', startedAt: null });
    expect(cancelled.participants.map((p: any) => p.status)).toEqual(['INVITED', 'INVITED']);

    const next = await create(bob, ann);
    expect(next.id).not.toBe(ringing.id);
    await join(bob, next.id);
    await join(ann, next.id);
    const ended = ok(await q(END, { id: next.id }, ann)).endCall;
    expect(ended.status).toBe('ENDED');
    expect(ended.participants.map((p: any) => p.status)).toEqual(['LEFT', 'LEFT']);
  });

  it('refuses strangers, unknown ids and anonymous callers', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await create(ann, bob);
    for (const op of [LEAVE, END]) {
      expectError(await q(op, { id: call.id }, eve), 'FORBIDDEN', NOT_A_PARTICIPANT);
      expectError(await q(op, { id: UNKNOWN_ID }, ann), 'NOT_FOUND', 'Call not found');
      expectError(await q(op, { id: call.id }), 'UNAUTHENTICATED');
    }
    expect(ok(await q(CALL_Q, { id: call.id }, ann)).call.status).toBe('RINGING');
  });
});

describe('updateCallParticipantStatus', () => {
  it('JOINED with the media-server peer id, then LEFT (which ends the call)', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob);
    const joined = ok(await q(STATUS, { id: call.id, status: 'JOINED', peerId: ` ${ann.user.id} ` }, ann)).updateCallParticipantStatus;
    expect(participant(joined, ann)).toMatchObject({ status: 'JOINED', peerId: ann.user.id });
    const active = ok(await q(STATUS, { id: call.id, status: 'JOINED', peerId: 'bob-peer' }, bob)).updateCallParticipantStatus;
    expect(active.status).toBe('ACTIVE');
    const left = ok(await q(STATUS, { id: call.id, status: 'LEFT' }, ann)).updateCallParticipantStatus;
    expect(left.status).toBe('ENDED');
    expect(participant(left, ann)).toMatchObject({ status: 'LEFT', peerId: ann.user.id });
    expectError(await q(STATUS, { id: call.id, status: 'JOINED' }, ann), 'BAD_USER_INPUT', ENDED);
  });

  it('refuses other statuses, bad peer ids, strangers, unknown ids', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await create(ann, bob);
    expectError(await q(STATUS, { id: call.id, status: 'INVITED' }, ann), 'BAD_USER_INPUT', 'status must be JOINED or LEFT', 'status');
    expectError(await q(STATUS, { id: call.id, status: 'DECLINED' }, bob), 'BAD_USER_INPUT', 'status must be JOINED or LEFT', 'status');
    expectError(await q(STATUS, { id: call.id, status: 'JOINED', peerId: 'x'.repeat(129) }, ann), 'BAD_USER_INPUT', 'peerId must be 1 to 128 characters', 'peerId');
    expectError(await q(STATUS, { id: call.id, status: 'JOINED', peerId: '  ' }, ann), 'BAD_USER_INPUT', undefined, 'peerId');
    expectError(await q(STATUS, { id: call.id, status: 'JOINED' }, eve), 'FORBIDDEN', NOT_A_PARTICIPANT);
    expectError(await q(STATUS, { id: UNKNOWN_ID, status: 'JOINED' }, ann), 'NOT_FOUND');
    expectError(await q(STATUS, { id: call.id, status: 'NOPE' }, ann), 'BAD_USER_INPUT');
  });
});

describe('updateCallMedia', () => {
  it('keeps each member own microphone and camera state', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob);
    await join(ann, call.id);
    const muted = ok(await q(MEDIA, { id: call.id, a: false }, ann)).updateCallMedia;
    expect(participant(muted, ann)).toMatchObject({ audioEnabled: false, videoEnabled: true });
    expect(participant(muted, bob)).toMatchObject({ audioEnabled: true, videoEnabled: true });
    const dark = ok(await q(MEDIA, { id: call.id, v: false }, ann)).updateCallMedia;
    expect(participant(dark, ann)).toMatchObject({ audioEnabled: false, videoEnabled: false });
    const back = ok(await q(MEDIA, { id: call.id, a: true, v: true }, ann)).updateCallMedia;
    expect(participant(back, ann)).toMatchObject({ audioEnabled: true, videoEnabled: true });
  });

  it('refuses an empty change, strangers, unknown ids and ended calls', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await create(ann, bob);
    // Other bad input carries no CALL_ENDED reason.
    expect(expectError(await q(MEDIA, { id: call.id }, ann), 'BAD_USER_INPUT', 'Give audioEnabled or videoEnabled').extensions?.reason).toBeUndefined();
    expectError(await q(MEDIA, { id: call.id, a: false }, eve), 'FORBIDDEN', NOT_A_PARTICIPANT);
    expectError(await q(MEDIA, { id: UNKNOWN_ID, a: false }, ann), 'NOT_FOUND');
    ok(await q(END, { id: call.id }, bob));
    expect(expectError(await q(MEDIA, { id: call.id, a: false }, ann), 'BAD_USER_INPUT', ENDED).extensions?.reason).toBe('CALL_ENDED');
  });
});

describe('call, activeCalls, callHistory', () => {
  it('call(id) is for the participants only', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await create(ann, bob);
    expectError(await q(CALL_Q, { id: call.id }, eve), 'FORBIDDEN', NOT_A_PARTICIPANT);
    expectError(await q(CALL_Q, { id: UNKNOWN_ID }, ann), 'NOT_FOUND', 'Call not found');
    expectError(await q(CALL_Q, { id: call.id }), 'UNAUTHENTICATED');
  });

  it('activeCalls lists the ringing and active calls of my conversations, newest first', async () => {
    const [ann, bob, cat, dan] = await members(4);
    const withBob = await create(ann, bob);
    const withCat = await create(cat, ann);
    const ended = await create(ann, dan);
    ok(await q(END, { id: ended.id }, dan));
    await join(ann, withBob.id);
    await join(bob, withBob.id);
    const ids = (m: Member) => q(ACTIVE, {}, m).then((r) => ok(r).activeCalls.map((c: any) => c.id));
    expect(await ids(ann)).toEqual([withCat.id, withBob.id]);
    expect(await ids(bob)).toEqual([withBob.id]);
    expect(await ids(dan)).toEqual([]);
    expectError(await q(ACTIVE), 'UNAUTHENTICATED');
  });

  it('callHistory lists a conversation calls newest first, for its participants only', async () => {
    const [ann, bob, eve] = await members(3);
    const first = await create(ann, bob);
    ok(await q(END, { id: first.id }, ann));
    const second = await create(bob, ann, { video: false });
    ok(await q(DECLINE, { id: second.id }, ann));
    const third = await create(ann, bob);
    const history = ok(await q(HISTORY, { c: first.conversationId }, bob)).callHistory;
    expect(history.map((c: any) => [c.id, c.status])).toEqual([
      [third.id, 'RINGING'],
      [second.id, 'DECLINED'],
      [first.id, 'ENDED'],
    ]);
    expect(ok(await q(HISTORY, { c: first.conversationId, first: 1 }, ann)).callHistory.map((c: any) => c.id)).toEqual([third.id]);
    expectError(await q(HISTORY, { c: first.conversationId }, eve), 'FORBIDDEN', NOT_IN_CONVERSATION);
    expectError(await q(HISTORY, { c: UNKNOWN_ID }, ann), 'NOT_FOUND', 'Conversation not found');
    expectError(await q(HISTORY, { c: first.conversationId, first: 0 }, ann), 'BAD_USER_INPUT', 'first must be between 1 and 100', 'first');
  });
});

describe('ring timeout (read path)', () => {
  it('a call ringing past CALL_RING_TIMEOUT_SECONDS is MISSED for every reader, and cannot be joined', async () => {
    const [ann, bob] = await members(2);
    const call = await create(ann, bob);
    await backdate(call.id, stack.config.calls.ringTimeoutSeconds + 1);
    const missed = ok(await q(CALL_Q, { id: call.id }, bob)).call;
    expect(missed.status).toBe('MISSED');
    expect(missed.endedAt).not.toBeNull();
    expectError(await q(JOIN, { id: call.id }, bob), 'BAD_USER_INPUT', ENDED);
    // A new call can ring in that conversation.
    expect((await create(ann, bob)).id).not.toBe(call.id);
  });

  it('activeCalls, callHistory and createCall retire stale calls too', async () => {
    const [ann, bob, cat] = await members(3);
    const one = await create(ann, bob);
    const two = await create(ann, cat);
    await backdate(one.id, 3600);
    await backdate(two.id, 3600);
    expect(ok(await q(ACTIVE, {}, ann)).activeCalls).toEqual([]);
    expect(ok(await q(HISTORY, { c: one.conversationId }, bob)).callHistory[0].status).toBe('MISSED');
    const three = await create(cat, ann);
    expect(three.id).not.toBe(two.id);
    expect(ok(await q(CALL_Q, { id: two.id }, cat)).call.status).toBe('MISSED');
  });
});

describe('turnConfig and webrtcHealth', () => {
  it('no ICE servers by default: the sfu announces its own address', async () => {
    const [ann] = await members(1);
    expect(ok(await q(TURN, {}, ann)).turnConfig).toEqual({ iceServers: [] });
    expectError(await q(TURN), 'UNAUTHENTICATED');
  });

  it('TURN_URLS, TURN_USERNAME and TURN_CREDENTIAL as one ICE server', async () => {
    const eve = await registerMember(turn);
    const r = await gql(turn.graphqlUrl, TURN, {}, eve.token);
    expect(ok(r).turnConfig.iceServers).toEqual([
      { urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'], username: 'pulse', credential: 's3cret' },
    ]);
  });

  it('webrtcHealth reports the media server, and an unreachable one as ok false with 0 workers', async () => {
    const [ann] = await members(1);
    expect(ok(await q(HEALTH, {}, ann)).webrtcHealth).toEqual({ ok: true, workers: 1 });
    expectError(await q(HEALTH), 'UNAUTHENTICATED');
    const eve = await registerMember(turn);
    await turn.mediaServer.stop();
    expect(ok(await gql(turn.graphqlUrl, HEALTH, {}, eve.token)).webrtcHealth).toEqual({ ok: false, workers: 0 });
  });
});
