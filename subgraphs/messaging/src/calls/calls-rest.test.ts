// The spec's calls paths under /api: shapes, HTTP statuses mapped from the GraphQL codes
// (401 anonymous, 403 stranger, 400 bad input, 404 unknown ids, 503 media server down),
// and route order (/calls/active is not a call id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCallToken } from '@pulse/kit';
import { expectFailure, expectOk, type Member, members as newMembers, restClient, type Stack, startStack, UNKNOWN_ID } from '@pulse/dev-env';

const ANONYMOUS = { message: 'Authentication required', code: 'UNAUTHENTICATED' };
const STRANGER = { message: 'You are not a participant in this call', code: 'FORBIDDEN' };
const NO_CALL = { message: 'Call not found', code: 'NOT_FOUND' };
// The reason tells a call that is over from other bad input (REST answers it as GraphQL does).
const ENDED = { message: 'This call has ended', code: 'BAD_USER_INPUT', reason: 'CALL_ENDED' };
const CALL_KEYS = ['id', 'conversationId', 'type', 'video', 'status', 'roomId', 'mediasoupUrl', 'initiator', 'participants', 'createdAt', 'startedAt', 'endedAt'].sort();

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const api = restClient(() => stack);

const members = (n: number) => newMembers(stack, n);
const createCall = async (caller: Member, recipient: Member, extra: Record<string, unknown> = {}) =>
  expectOk(await api('POST', '/calls/create', { token: caller.token, body: { recipientId: recipient.user.id, ...extra } })).call;

describe('POST /calls/create', () => {
  it('answers {call} with id, roomId and mediasoupUrl; ONE_ON_ONE video by default; the spec payload is accepted', async () => {
    const [ann, bob] = await members(2);
    const conversation = expectOk(await api('POST', '/conversations', { token: ann.token, body: { targetUserId: bob.user.id } })).conversation;
    const r = await api('POST', '/calls/create', { token: ann.token, body: { recipientId: bob.user.id, conversationId: conversation.id, type: 'ONE_ON_ONE' } });
    const { call } = expectOk(r);
    expect(Object.keys(r.json)).toEqual(['call']);
    expect(Object.keys(call).sort()).toEqual(CALL_KEYS);
    expect(call).toMatchObject({
      conversationId: conversation.id,
      type: 'ONE_ON_ONE',
      video: true,
      status: 'RINGING',
      mediasoupUrl: `${stack.url.replace(/^http/, 'ws')}/sfu`,
      initiator: { id: ann.user.id, name: ann.user.name, username: ann.user.username },
    });
    expect(call.roomId).toEqual(expect.any(String));
    expect(call.participants.map((p: any) => [p.user.id, p.status])).toEqual([
      [ann.user.id, 'INVITED'],
      [bob.user.id, 'INVITED'],
    ]);
    // Again: the ringing call, not a second one.
    expect((await createCall(bob, ann)).id).toBe(call.id);
  });

  it('audio calls with video false; a lowercase type is fine', async () => {
    const [ann, bob] = await members(2);
    expect(await createCall(ann, bob, { video: false, type: 'one_on_one' })).toMatchObject({ video: false, type: 'ONE_ON_ONE' });
  });

  it('refuses bad input with 400, unknown members with 404, anonymous callers with 401', async () => {
    const [ann] = await members(1);
    expectFailure(await api('POST', '/calls/create', { token: ann.token, body: {} }), 400, {
      message: 'recipientId is required',
      code: 'BAD_USER_INPUT',
      field: 'recipientId',
    });
    expectFailure(await api('POST', '/calls/create', { token: ann.token, body: { recipientId: ann.user.id } }), 400, {
      message: 'You cannot call yourself',
      code: 'BAD_USER_INPUT',
      field: 'recipientId',
    });
    expectFailure(await api('POST', '/calls/create', { token: ann.token, body: { recipientId: UNKNOWN_ID, type: 'GROUP' } }), 400, {
      message: 'type must be one of ONE_ON_ONE',
      code: 'BAD_USER_INPUT',
      field: 'type',
    });
    expectFailure(await api('POST', '/calls/create', { token: ann.token, body: { recipientId: UNKNOWN_ID, video: 'yes' } }), 400, {
      message: 'video must be true or false',
      code: 'BAD_USER_INPUT',
      field: 'video',
    });
    expectFailure(await api('POST', '/calls/create', { token: ann.token, body: { recipientId: UNKNOWN_ID } }), 404, { message: 'User not found', code: 'NOT_FOUND' });
    expectFailure(await api('POST', '/calls/create', { token: ann.token, raw: '{"recipientId":', headers: { 'content-type': 'application/json' } }), 400, {
      message: 'Malformed request body',
      code: 'BAD_USER_INPUT',
    });
    expectFailure(await api('POST', '/calls/create', { body: { recipientId: ann.user.id } }), 401, ANONYMOUS);
  });
});

describe('POST /calls/{id}/join, /leave, /end, /decline', () => {
  it('join answers {roomId, mediasoupUrl, token, call}; the token is for that member and room', async () => {
    const [ann, bob] = await members(2);
    const call = await createCall(ann, bob);
    const r = await api('POST', `/calls/${call.id}/join`, { token: bob.token });
    const joined = expectOk(r);
    expect(Object.keys(joined).sort()).toEqual(['call', 'mediasoupUrl', 'roomId', 'token']);
    expect(joined).toMatchObject({ roomId: call.roomId, mediasoupUrl: call.mediasoupUrl, call: { id: call.id, status: 'RINGING' } });
    expect(await verifyCallToken(joined.token, stack.config.callTokenSecret)).toMatchObject({ userId: bob.user.id, roomId: call.roomId, callId: call.id });
    expect(expectOk(await api('POST', `/calls/${call.id}/join`, { token: ann.token })).call.status).toBe('ACTIVE');
    const left = expectOk(await api('POST', `/calls/${call.id}/leave`, { token: ann.token }));
    expect(Object.keys(left)).toEqual(['call']);
    expect(left.call.status).toBe('ENDED');
    expectFailure(await api('POST', `/calls/${call.id}/join`, { token: bob.token }), 400, ENDED);
  });

  it('decline by the person called; the caller is refused with 403; end by either', async () => {
    const [ann, bob] = await members(2);
    const call = await createCall(ann, bob);
    expectFailure(await api('POST', `/calls/${call.id}/decline`, { token: ann.token }), 403, { message: 'Only the person called can decline a call', code: 'FORBIDDEN' });
    expect(expectOk(await api('POST', `/calls/${call.id}/decline`, { token: bob.token })).call.status).toBe('DECLINED');
    const next = await createCall(bob, ann);
    expect(expectOk(await api('POST', `/calls/${next.id}/end`, { token: ann.token })).call.status).toBe('ENDED');
  });

  it('strangers 403, unknown ids 404, anonymous 401 on every action', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await createCall(ann, bob);
    for (const action of ['join', 'leave', 'end', 'decline']) {
      expectFailure(await api('POST', `/calls/${call.id}/${action}`, { token: eve.token }), 403, STRANGER);
      expectFailure(await api('POST', `/calls/${UNKNOWN_ID}/${action}`, { token: ann.token }), 404, NO_CALL);
      expectFailure(await api('POST', `/calls/${call.id}/${action}`, { body: {} }), 401, ANONYMOUS);
    }
    expect(expectOk(await api('GET', `/calls/${call.id}`, { token: ann.token })).call.status).toBe('RINGING');
  });
});

describe('GET /calls/{id}, /calls/active, /calls/conversation/{id}/history', () => {
  it('answer {call} and {calls}, for participants only; "active" is not taken for an id', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await createCall(ann, bob);
    expect(expectOk(await api('GET', `/calls/${call.id}`, { token: bob.token }))).toEqual({ call });
    expectFailure(await api('GET', `/calls/${call.id}`, { token: eve.token }), 403, STRANGER);
    expectFailure(await api('GET', `/calls/${UNKNOWN_ID}`, { token: ann.token }), 404, NO_CALL);
    expectFailure(await api('GET', `/calls/${call.id}`), 401, ANONYMOUS);

    expect(expectOk(await api('GET', '/calls/active', { token: bob.token }))).toEqual({ calls: [call] });
    expect(expectOk(await api('GET', '/calls/active', { token: eve.token }))).toEqual({ calls: [] });
    expectFailure(await api('GET', '/calls/active'), 401, ANONYMOUS);

    expectOk(await api('POST', `/calls/${call.id}/end`, { token: bob.token }));
    const second = await createCall(bob, ann, { video: false });
    const history = expectOk(await api('GET', `/calls/conversation/${call.conversationId}/history`, { token: ann.token }));
    expect(history.calls.map((c: any) => [c.id, c.status])).toEqual([
      [second.id, 'RINGING'],
      [call.id, 'ENDED'],
    ]);
    expect(expectOk(await api('GET', `/calls/conversation/${call.conversationId}/history?limit=1`, { token: ann.token })).calls).toHaveLength(1);
    expectFailure(await api('GET', `/calls/conversation/${call.conversationId}/history?limit=x`, { token: ann.token }), 400, {
      message: 'limit must be a positive integer',
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    expectFailure(await api('GET', `/calls/conversation/${call.conversationId}/history`, { token: eve.token }), 403, {
      message: 'You are not a participant in this conversation',
      code: 'FORBIDDEN',
    });
    expectFailure(await api('GET', `/calls/conversation/${UNKNOWN_ID}/history`, { token: ann.token }), 404, { message: 'Conversation not found', code: 'NOT_FOUND' });
  });
});

describe('POST /calls/{id}/participant/status and /participant/media', () => {
  it('status {status, peerId} (any case) and media {audioEnabled?, videoEnabled?} answer {call}', async () => {
    const [ann, bob, eve] = await members(3);
    const call = await createCall(ann, bob);
    const joined = expectOk(await api('POST', `/calls/${call.id}/participant/status`, { token: ann.token, body: { status: 'joined', peerId: ann.user.id } }));
    expect(joined.call.participants[0]).toMatchObject({ user: { id: ann.user.id }, status: 'JOINED', peerId: ann.user.id });
    const muted = expectOk(await api('POST', `/calls/${call.id}/participant/media`, { token: ann.token, body: { audioEnabled: false } }));
    expect(muted.call.participants[0]).toMatchObject({ audioEnabled: false, videoEnabled: true });
    const dark = expectOk(await api('POST', `/calls/${call.id}/participant/media`, { token: ann.token, body: { videoEnabled: false } }));
    expect(dark.call.participants[0]).toMatchObject({ audioEnabled: false, videoEnabled: false });

    expectFailure(await api('POST', `/calls/${call.id}/participant/status`, { token: ann.token, body: {} }), 400, {
      message: 'status is required',
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    expectFailure(await api('POST', `/calls/${call.id}/participant/status`, { token: ann.token, body: { status: 'away' } }), 400, {
      message: 'status must be one of INVITED, JOINED, LEFT, DECLINED',
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    expectFailure(await api('POST', `/calls/${call.id}/participant/status`, { token: ann.token, body: { status: 'INVITED' } }), 400, {
      message: 'status must be JOINED or LEFT',
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    expectFailure(await api('POST', `/calls/${call.id}/participant/media`, { token: ann.token, body: {} }), 400, {
      message: 'Give audioEnabled or videoEnabled',
      code: 'BAD_USER_INPUT',
      field: 'audioEnabled',
    });
    expectFailure(await api('POST', `/calls/${call.id}/participant/media`, { token: ann.token, body: { audioEnabled: 'off' } }), 400, {
      message: 'audioEnabled must be true or false',
      code: 'BAD_USER_INPUT',
      field: 'audioEnabled',
    });
    expectFailure(await api('POST', `/calls/${call.id}/participant/media`, { token: eve.token, body: { audioEnabled: true } }), 403, STRANGER);
    expectFailure(await api('POST', `/calls/${call.id}/participant/status`, { token: eve.token, body: { status: 'JOINED' } }), 403, STRANGER);
    expectFailure(await api('POST', `/calls/${UNKNOWN_ID}/participant/status`, { token: ann.token, body: { status: 'JOINED' } }), 404, NO_CALL);
    expectFailure(await api('POST', `/calls/${call.id}/participant/media`, { body: { audioEnabled: true } }), 401, ANONYMOUS);

    const left = expectOk(await api('POST', `/calls/${call.id}/participant/status`, { token: ann.token, body: { status: 'LEFT' } }));
    expect(left.call.status).toBe('ENDED');
    expectFailure(await api('POST', `/calls/${call.id}/participant/media`, { token: ann.token, body: { audioEnabled: true } }), 400, ENDED);
  });
});

describe('GET /webrtc/turn-config and /webrtc/health', () => {
  it('answer {iceServers} and {ok, workers}; 503 from join once the media server is gone', async () => {
    const [ann, bob] = await members(2);
    expect(expectOk(await api('GET', '/webrtc/turn-config', { token: ann.token }))).toEqual({ iceServers: [] });
    expect(expectOk(await api('GET', '/webrtc/health', { token: ann.token }))).toEqual({ ok: true, workers: 1 });
    expectFailure(await api('GET', '/webrtc/turn-config'), 401, ANONYMOUS);
    expectFailure(await api('GET', '/webrtc/health'), 401, ANONYMOUS);

    const call = await createCall(ann, bob);
    await stack.mediaServer.stop();
    expect(expectOk(await api('GET', '/webrtc/health', { token: ann.token }))).toEqual({ ok: false, workers: 0 });
    expectFailure(await api('POST', `/calls/${call.id}/join`, { token: bob.token }), 503, {
      message: 'The media server is unavailable. Please try again later.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
