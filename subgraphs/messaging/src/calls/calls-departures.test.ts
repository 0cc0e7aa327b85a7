// Calls whose members vanish without hanging up (a crashed browser, a lost network): the real
// sfu reports a peer that left its room and did not come back within the grace period to
// messaging, which runs leaveCall's step for that member, so the 1:1 call ends with its
// events and its room closes (4003, and its join tokens are refused from then on). A member
// back within the grace period keeps the call; createCall retires an ACTIVE call whose room
// is empty when that report was lost; the internal endpoint believes only the sfu's signature.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { issueCallToken, issueInternalCallToken, PEER_LEFT_PATH } from '@pulse/kit';
import { caller, collect, eventually, type Member, listening, members, realtimeClients, type Stack, startStack, until } from '@pulse/dev-env';
import { describeWithWorker, SfuTestClient } from '@pulse/dev-env/sfu';

const CALL = 'id status roomId participants { user { id } status }';
const CREATE = `mutation($input: CreateCallInput!) { createCall(input: $input) { ${CALL} } }`;
const JOIN = 'mutation($id: ID!) { joinCall(callId: $id) { token roomId } }';
const GET = `query($id: ID!) { call(id: $id) { ${CALL} } }`;
const END = 'mutation($id: ID!) { endCall(callId: $id) { id } }';
const ON_CALL = 'subscription { callEvent { kind call { id status } user { id } } }';

interface CallRow {
  id: string;
  status: string;
  roomId: string;
  participants: { user: { id: string }; status: string }[];
}

describeWithWorker('calls whose members vanish (real sfu -> messaging)', () => {
  let stack: Stack;
  const sockets: SfuTestClient[] = [];
  beforeAll(async () => {
    stack = await startStack({ sfu: true, env: { SFU_DEPARTURE_GRACE_SECONDS: '1', REGISTER_LIMIT_PER_IP: '1000' } });
    if (stack.sfuUnavailable) throw new Error(stack.sfuUnavailable);
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await stack?.stop();
  });
  const realtime = realtimeClients(() => stack);
  afterEach(() => realtime.disposeAll());
  // Tests stop the stack's clock so the grace period passes only when they move it.
  afterEach(() => stack.clock.release());

  const run = caller(() => stack);
  const callOf = async (id: string, member: Member) => (await run<{ call: CallRow }>(GET, { id }, member)).call;
  const messagingBase = () => stack.subgraphs.find((s) => s.name === 'messaging')!.url;

  /** The member answers (joinCall) and enters the room through the gateway's /sfu. */
  async function enter(call: CallRow, member: Member): Promise<SfuTestClient> {
    const { joinCall } = await run<{ joinCall: { token: string; roomId: string } }>(JOIN, { id: call.id }, member);
    const socket = await SfuTestClient.connect(stack.config.calls.mediasoupUrl);
    sockets.push(socket);
    await socket.ok('joinRoom', { roomId: joinCall.roomId, peerId: member.user.id, displayName: member.user.name, token: joinCall.token });
    return socket;
  }

  async function activeCall(): Promise<{ ann: Member; bob: Member; call: CallRow; annSocket: SfuTestClient; bobSocket: SfuTestClient }> {
    const [ann, bob] = await members(stack, 2);
    const call = (await run<{ createCall: CallRow }>(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    const annSocket = await enter(call, ann);
    const bobSocket = await enter(call, bob);
    expect((await callOf(call.id, ann)).status).toBe('ACTIVE');
    return { ann, bob, call, annSocket, bobSocket };
  }

  it('a member whose browser vanishes is left for them: the 1:1 call ends with PARTICIPANT_LEFT and ENDED, and its room closes with 4003', async () => {
    const { ann, bob, call, annSocket, bobSocket } = await activeCall();
    const annSubscription = collect(await realtime.connect(ann), ON_CALL, {}, (d) => d.callEvent);
    const annHears = annSubscription.results;
    await listening(annSubscription);
    stack.clock.freeze();
    const before = stack.sfu!.departures.waiting;

    bobSocket.ws.terminate(); // no leaveCall, no close frame: the process is gone
    await annSocket.waitForPush('peerLeft', (d) => d.peerId === bob.user.id);
    // Inside the grace period nothing is decided yet.
    expect(stack.sfu!.departures.waiting).toBe(before + 1);
    stack.clock.advance(999);
    expect(stack.sfu!.departures.waiting).toBe(before + 1);
    expect((await callOf(call.id, ann)).status).toBe('ACTIVE');
    stack.clock.advance(1); // the grace period (SFU_DEPARTURE_GRACE_SECONDS=1) is over: the sfu reports
    expect(stack.sfu!.departures.waiting).toBe(before);

    await eventually(async () => (await callOf(call.id, ann)).status === 'ENDED', 10_000);
    const ended = await callOf(call.id, ann);
    expect(ended.participants.find((p) => p.user.id === bob.user.id)?.status).toBe('LEFT');
    await until(() => annHears.some((e) => e.kind === 'ENDED'), 'ENDED for ann');
    expect(annHears.map((e) => e.kind)).toEqual(['PARTICIPANT_LEFT', 'ENDED']);
    expect(annHears[0].user).toEqual({ id: bob.user.id });
    // The room went with the call: ann's socket is closed as "call ended", not "rejoin".
    expect((await annSocket.closed).code).toBe(4003);
    expect(stack.sfu!.rooms.get(call.roomId)).toBeUndefined();
  }, 30_000);

  it('a member back in the room within the grace period (a reconnect) keeps the call', async () => {
    const { ann, bob, call, annSocket, bobSocket } = await activeCall();
    stack.clock.freeze();
    const before = stack.sfu!.departures.waiting;
    bobSocket.ws.terminate();
    await annSocket.waitForPush('peerLeft', (d) => d.peerId === bob.user.id);
    expect(stack.sfu!.departures.waiting).toBe(before + 1);
    await enter(call, bob);
    await annSocket.waitForPush('newPeer', (d) => d.peerId === bob.user.id);
    expect(stack.sfu!.departures.waiting).toBe(before);
    stack.clock.advance(2000); // well past the grace period: nothing was waiting to be reported
    expect((await callOf(call.id, ann)).status).toBe('ACTIVE');
    expect(stack.sfu!.departures.waiting).toBe(before);
  }, 30_000);

  it('an ACTIVE call whose room emptied without a report is retired by createCall, which rings the other member again', async () => {
    const { ann, bob, call, annSocket, bobSocket } = await activeCall();
    // Someone is still in the room: the call in progress is the call.
    const again = (await run<{ createCall: CallRow }>(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    expect(again.id).toBe(call.id);

    const bobSubscription = collect(await realtime.connect(bob), ON_CALL, {}, (d) => d.callEvent);
    const bobHears = bobSubscription.results;
    await listening(bobSubscription);
    stack.clock.freeze(); // the reports wait for the grace period, which this test never lets pass
    annSocket.ws.terminate();
    bobSocket.ws.terminate();
    await until(() => stack.sfu!.rooms.get(call.roomId) === undefined, 'the room to close');
    // The reports are lost (as if the sfu restarted): the record still says ACTIVE.
    await stack.sfu!.departures.close();
    expect((await callOf(call.id, ann)).status).toBe('ACTIVE');

    const fresh = (await run<{ createCall: CallRow }>(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    expect(fresh.id).not.toBe(call.id);
    expect(fresh.status).toBe('RINGING');
    expect((await callOf(call.id, ann)).status).toBe('ENDED');
    await until(() => bobHears.some((e) => e.kind === 'INVITATION' && e.call.id === fresh.id), 'the new invitation');
    expect(bobHears.filter((e) => e.call.id === call.id).map((e) => e.kind)).toEqual(['ENDED']);
  }, 30_000);

  it("an ended call's room is closed and its join tokens are refused", async () => {
    const { ann, call, annSocket } = await activeCall();
    const spare = await run<{ joinCall: { token: string } }>(JOIN, { id: call.id }, ann);
    await run(END, { id: call.id }, ann);
    expect((await annSocket.closed).code).toBe(4003);
    const late = await SfuTestClient.connect(stack.config.calls.mediasoupUrl);
    sockets.push(late);
    const reply = await late.request('joinRoom', { roomId: call.roomId, peerId: ann.user.id, displayName: 'Ann', token: spare.joinCall.token });
    expect(reply).toMatchObject({ ok: false, error: { code: 'CALL_ENDED', message: 'The call of this room has ended' } });
    expect(stack.sfu!.rooms.get(call.roomId)).toBeUndefined();
  }, 30_000);

  it('the departure endpoint believes only the sfu: no token, a join token or a token for the sfu is 401; another room changes nothing; the gateway does not expose it', async () => {
    const { ann, bob, call } = await activeCall();
    const post = (authorization?: string) => fetch(new URL(PEER_LEFT_PATH, messagingBase()), { method: 'POST', headers: authorization ? { authorization } : {} });
    const secret = stack.config.callTokenSecret;
    const claims = { callId: call.id, roomId: call.roomId, userId: bob.user.id };
    expect((await post()).status).toBe(401);
    expect((await post('Bearer garbage')).status).toBe(401);
    expect((await post(`Bearer ${await issueCallToken(claims, secret)}`)).status).toBe(401);
    expect((await post(`Bearer ${await issueInternalCallToken(claims, 'sfu', secret)}`)).status).toBe(401);
    expect((await post(`Bearer ${await issueInternalCallToken(claims, 'messaging', 'another-secret-of-at-least-32-characters!')}`)).status).toBe(401);
    const expired = await issueInternalCallToken(claims, 'messaging', secret, -5);
    expect(await (await post(`Bearer ${expired}`)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const { userId: _u, ...noUser } = claims;
    expect((await post(`Bearer ${await issueInternalCallToken(noUser, 'messaging', secret)}`)).status).toBe(401);

    const wrongRoom = await post(`Bearer ${await issueInternalCallToken({ ...claims, roomId: 'another-room' }, 'messaging', secret)}`);
    expect(wrongRoom.status).toBe(200);
    expect(await wrongRoom.json()).toEqual({ callId: call.id, status: 'ACTIVE' });
    expect((await callOf(call.id, ann)).status).toBe('ACTIVE');

    const viaGateway = await fetch(`${stack.url}${PEER_LEFT_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await issueInternalCallToken(claims, 'messaging', secret)}` },
    });
    expect(viaGateway.status).toBe(404);
    expect((await callOf(call.id, ann)).status).toBe('ACTIVE');

    // The signed report itself works (what the sfu sends).
    const real = await post(`Bearer ${await issueInternalCallToken(claims, 'messaging', secret)}`);
    expect(await real.json()).toEqual({ callId: call.id, status: 'ENDED' });
  }, 30_000);
});
