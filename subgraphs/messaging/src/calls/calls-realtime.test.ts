// Call signalling over graphql-ws through the gateway: who hears which callEvent (the
// invitation reaches the person called only; joined, left and media changes reach the
// others; answered reaches the one who answered; ended reaches everyone; strangers hear nothing), the callEvent(callId:) filter,
// the ring-timeout sweep (MISSED without anyone reading), and ERROR when the media server
// is unreachable at join.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { caller, collect, gql, type Member, members as newMembers, listening, realtimeClients, type Stack, startStack, until } from '@pulse/dev-env';

const CALL = 'id status roomId conversationId participants { user { id } status audioEnabled videoEnabled }';
const ON_CALL = `subscription($callId: ID) { callEvent(callId: $callId) {
  kind call { ${CALL} } user { id name username } audioEnabled videoEnabled error at } }`;
const CREATE = `mutation($input: CreateCallInput!) { createCall(input: $input) { ${CALL} } }`;
const JOIN = 'mutation($id: ID!) { joinCall(callId: $id) { token } }';
const DECLINE = 'mutation($id: ID!) { declineCall(callId: $id) { id } }';
const LEAVE = 'mutation($id: ID!) { leaveCall(callId: $id) { id } }';
const END = 'mutation($id: ID!) { endCall(callId: $id) { id } }';
const MEDIA = 'mutation($id: ID!, $a: Boolean, $v: Boolean) { updateCallMedia(callId: $id, audioEnabled: $a, videoEnabled: $v) { id } }';
const STATUS = 'mutation($id: ID!, $s: CallParticipantStatus!) { updateCallParticipantStatus(callId: $id, status: $s) { id } }';

let stack: Stack;
let broken: Stack;
beforeAll(async () => {
  [stack, broken] = await Promise.all([startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } }), startStack()]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), broken?.stop()]);
});

const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());
const connect = (member: Member, s: Stack = stack) => realtime.connect(member, s);

/** The callEvent results one subscriber receives. */
function listen(client: Client, variables: Record<string, unknown> = {}) {
  const { results: events, errors } = collect(client, ON_CALL, variables, (data) => data.callEvent);
  return { events, errors, kinds: () => events.map((e) => e.kind), client };
}

async function run<T = any>(query: string, variables: Record<string, unknown>, member: Member, s: Stack = stack): Promise<T> {
  return caller(() => s)(query, variables, member);
}

const members = (n: number, s: Stack = stack) => newMembers(s, n);
const who = (m: Member) => ({ id: m.user.id, name: m.user.name, username: m.user.username });

describe('callEvent', () => {
  it('a whole call: INVITATION to the person called, JOINED / MEDIA_CHANGED / LEFT to the other, ENDED to both, nothing to strangers', async () => {
    const [ann, bob, eve, dan] = await members(4);
    const [a, b, e] = await Promise.all([connect(ann), connect(bob), connect(eve)]);
    const annHears = listen(a);
    const bobHears = listen(b);
    const eveHears = listen(e);
    await listening(annHears, bobHears, eveHears);

    const call = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    await until(() => bobHears.events.length === 1, 'the invitation');
    expect(bobHears.events[0]).toMatchObject({
      kind: 'INVITATION',
      user: who(ann),
      audioEnabled: null,
      videoEnabled: null,
      error: null,
      call: { id: call.id, status: 'RINGING', roomId: call.roomId, conversationId: call.conversationId },
    });
    expect(Date.parse(bobHears.events[0].at)).toBeGreaterThan(Date.now() - 60_000);

    await run(JOIN, { id: call.id }, ann);
    await until(() => bobHears.events.length === 2, 'ann joined');
    expect(bobHears.events[1]).toMatchObject({ kind: 'PARTICIPANT_JOINED', user: who(ann), call: { id: call.id, status: 'RINGING' } });

    await run(JOIN, { id: call.id }, bob);
    await until(() => annHears.events.length === 1 && bobHears.events.length === 3, 'bob joined');
    expect(annHears.events[0]).toMatchObject({ kind: 'PARTICIPANT_JOINED', user: who(bob), call: { id: call.id, status: 'ACTIVE' } });
    // Bob's own devices hear that he answered (the others stop ringing).
    expect(bobHears.events[2]).toMatchObject({ kind: 'ANSWERED', user: who(bob), call: { id: call.id, status: 'ACTIVE' } });

    await run(MEDIA, { id: call.id, a: false }, ann);
    await until(() => bobHears.events.length === 4, 'ann muted');
    expect(bobHears.events[3]).toMatchObject({ kind: 'PARTICIPANT_MEDIA_CHANGED', user: who(ann), audioEnabled: false, videoEnabled: true });
    await run(MEDIA, { id: call.id, v: false }, bob);
    await until(() => annHears.events.length === 2, 'bob camera off');
    expect(annHears.events[1]).toMatchObject({ kind: 'PARTICIPANT_MEDIA_CHANGED', user: who(bob), audioEnabled: true, videoEnabled: false });

    await run(LEAVE, { id: call.id }, bob);
    await until(() => annHears.events.length === 4 && bobHears.events.length === 5, 'left and ended');
    expect(annHears.events[2]).toMatchObject({ kind: 'PARTICIPANT_LEFT', user: who(bob) });
    expect(annHears.events[3]).toMatchObject({ kind: 'ENDED', call: { id: call.id, status: 'ENDED' } });
    expect(bobHears.events[4]).toMatchObject({ kind: 'ENDED', call: { id: call.id, status: 'ENDED' } });

    // Then Ann calls Bob again and he declines, and Dan calls Eve: each subscription hears in bus
    // order, so anything more of the first call, or any of it reaching Eve, would have come before.
    const again = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    await until(() => bobHears.events.some((ev) => ev.call.id === again.id), 'the second invitation');
    await run(DECLINE, { id: again.id }, bob);
    const toEve = (await run(CREATE, { input: { recipientId: eve.user.id } }, dan)).createCall;
    await until(() => annHears.events.some((ev) => ev.call.id === again.id) && eveHears.events.some((ev) => ev.call.id === toEve.id), 'the later calls');
    const ofFirst = (hears: ReturnType<typeof listen>) => hears.events.filter((ev) => ev.call.id === call.id);
    expect(ofFirst(annHears).map((ev) => ev.kind)).toEqual(['PARTICIPANT_JOINED', 'PARTICIPANT_MEDIA_CHANGED', 'PARTICIPANT_LEFT', 'ENDED']);
    expect(ofFirst(bobHears).map((ev) => ev.kind)).toEqual(['INVITATION', 'PARTICIPANT_JOINED', 'ANSWERED', 'PARTICIPANT_MEDIA_CHANGED', 'ENDED']);
    expect(ofFirst(eveHears)).toEqual([]);
    expect([...annHears.errors, ...bobHears.errors, ...eveHears.errors]).toEqual([]);
  });

  it('declineCall and endCall: ENDED to both members, with the final status', async () => {
    const [ann, bob] = await members(2);
    const [a, b] = await Promise.all([connect(ann), connect(bob)]);
    const annHears = listen(a);
    const bobHears = listen(b);
    await listening(annHears, bobHears);
    const declined = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    await until(() => bobHears.events.length === 1, 'the invitation');
    await run(DECLINE, { id: declined.id }, bob);
    await until(() => annHears.events.length === 1 && bobHears.events.length === 2, 'declined');
    expect(annHears.events[0]).toMatchObject({ kind: 'ENDED', user: null, call: { id: declined.id, status: 'DECLINED' } });
    expect(bobHears.events[1]).toMatchObject({ kind: 'ENDED', call: { id: declined.id, status: 'DECLINED' } });

    const ended = (await run(CREATE, { input: { recipientId: ann.user.id, video: false } }, bob)).createCall;
    await until(() => annHears.events.length === 2, 'the second invitation');
    expect(annHears.events[1]).toMatchObject({ kind: 'INVITATION', user: who(bob), call: { id: ended.id } });
    await run(END, { id: ended.id }, bob);
    await until(() => annHears.events.length === 3 && bobHears.events.length === 3, 'ended');
    expect(annHears.events[2]).toMatchObject({ kind: 'ENDED', call: { id: ended.id, status: 'ENDED' } });
    expect(bobHears.events[2]).toMatchObject({ kind: 'ENDED', call: { id: ended.id, status: 'ENDED' } });
  });

  it('updateCallParticipantStatus announces JOINED and LEFT like joinCall and leaveCall', async () => {
    const [ann, bob] = await members(2);
    const a = await connect(ann);
    const annHears = listen(a);
    await listening(annHears);
    const call = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    await run(STATUS, { id: call.id, s: 'JOINED' }, bob);
    await until(() => annHears.events.length === 1, 'bob joined');
    expect(annHears.events[0]).toMatchObject({ kind: 'PARTICIPANT_JOINED', user: { id: bob.user.id } });
    await run(STATUS, { id: call.id, s: 'LEFT' }, bob);
    await until(() => annHears.events.length === 3, 'bob left');
    expect(annHears.kinds()).toEqual(['PARTICIPANT_JOINED', 'PARTICIPANT_LEFT', 'ENDED']);
  });

  it('callEvent(callId:) hears one call only; strangers cannot listen in on it', async () => {
    const [ann, bob, cat, eve] = await members(4);
    const [b, e] = await Promise.all([connect(bob), connect(eve)]);
    // bobAll listens before the first call exists and waits for its invitation, so a late
    // delivery of that invitation cannot land among the events this test compares.
    const bobAll = listen(b);
    await listening(bobAll);
    const first = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    await until(() => bobAll.events.length === 1, 'the first invitation');
    const bobFirst = listen(b, { callId: first.id });
    const eveSpy = listen(e, { callId: first.id });
    // Eve's is refused when it starts (she is not in the call): once it is, it hears nothing.
    await listening(bobFirst, eveSpy);
    const second = (await run(CREATE, { input: { recipientId: bob.user.id } }, cat)).createCall;
    await until(() => bobAll.events.length === 2, 'the second invitation');
    await run(JOIN, { id: first.id }, ann);
    await until(() => bobAll.events.length === 3 && bobFirst.events.length === 1, 'both subscriptions');
    expect(bobAll.events.map((ev) => [ev.kind, ev.call.id])).toEqual([
      ['INVITATION', first.id],
      ['INVITATION', second.id],
      ['PARTICIPANT_JOINED', first.id],
    ]);
    expect(bobFirst.events.map((ev) => [ev.kind, ev.call.id])).toEqual([['PARTICIPANT_JOINED', first.id]]);
    expect(eveSpy.events).toEqual([]);
  });
});

describe('ring timeout (sweep)', () => {
  it('an unanswered call becomes MISSED and both members hear ENDED, with nobody reading it', async () => {
    const [ann, bob] = await members(2);
    const [a, b] = await Promise.all([connect(ann), connect(bob)]);
    const annHears = listen(a);
    const bobHears = listen(b);
    await listening(annHears, bobHears);
    // The stack's clock stands still, so the call rings exactly as long as the test says.
    stack.clock.freeze();
    try {
      const call = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
      await until(() => bobHears.events.length === 1, 'the invitation');
      stack.clock.advance(stack.config.calls.ringTimeoutSeconds * 1000 - 1);
      // One millisecond early it still rings, for a reader and for the sweep the move started.
      expect((await run('query($id: ID!) { call(id: $id) { status } }', { id: call.id }, bob)).call.status).toBe('RINGING');
      expect(annHears.events).toEqual([]);
      expect(bobHears.kinds()).toEqual(['INVITATION']);
      stack.clock.advance(1);
      await until(() => annHears.events.length === 1 && bobHears.events.length === 2, 'the sweep');
      expect(bobHears.kinds()).toEqual(['INVITATION', 'ENDED']);
      expect(annHears.events[0]).toMatchObject({ kind: 'ENDED', call: { id: call.id, status: 'MISSED' } });
      expect(bobHears.events[1]).toMatchObject({ kind: 'ENDED', call: { id: call.id, status: 'MISSED' } });
      const r = await gql(stack.graphqlUrl, JOIN, { id: call.id }, bob.token);
      expect(r.errors?.[0]).toMatchObject({ message: 'This call has ended', extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      stack.clock.release();
    }
  });
});

describe('media server unreachable', () => {
  it('joinCall answers SERVICE_UNAVAILABLE and both members hear ERROR', async () => {
    const [ann, bob] = await members(2, broken);
    const [a, b] = await Promise.all([connect(ann, broken), connect(bob, broken)]);
    const annHears = listen(a);
    const bobHears = listen(b);
    await listening(annHears, bobHears);
    const call = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann, broken)).createCall;
    await until(() => bobHears.events.length === 1, 'the invitation');
    await broken.mediaServer.stop();
    const r = await gql(broken.graphqlUrl, JOIN, { id: call.id }, bob.token);
    expect(r.errors).toHaveLength(1);
    expect(r.errors![0]).toMatchObject({ message: 'The media server is unavailable. Please try again later.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    await until(() => annHears.events.length === 1 && bobHears.events.length === 2, 'the error event');
    for (const ev of [annHears.events[0], bobHears.events[1]]) {
      expect(ev).toMatchObject({
        kind: 'ERROR',
        user: { id: bob.user.id },
        error: 'The media server is unavailable. Please try again later.',
        call: { id: call.id, status: 'RINGING' },
      });
    }
  });
});
