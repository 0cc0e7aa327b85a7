// Call polish through the real gateway (issue 24 item 7): the person called answering on one
// device is heard by all of their devices (ANSWERED, so the others stop ringing) and by nobody
// else; a member already in a call is BUSY (it never rings); and every finished call leaves a
// record in the chat (a message with `call`), live and as the conversation's latest message,
// without counting as unread.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { caller, collect, type Member, members as newMembers, listening, realtimeClients, type Stack, startStack, until } from '@pulse/dev-env';

const CALL = 'id status video conversationId startedAt endedAt initiator { id } participants { user { id } status }';
const ON_CALL = `subscription { callEvent { kind call { ${CALL} } user { id } } }`;
const ON_MESSAGE = `subscription { messageCreated { id conversationId senderId body call { ${CALL} } } }`;
const CREATE = `mutation($input: CreateCallInput!) { createCall(input: $input) { ${CALL} } }`;
const JOIN = 'mutation($id: ID!) { joinCall(callId: $id) { token } }';
const DECLINE = 'mutation($id: ID!) { declineCall(callId: $id) { id } }';
const LEAVE = 'mutation($id: ID!) { leaveCall(callId: $id) { id } }';
const MESSAGES = `query($c: ID!) { messages(conversationId: $c, first: 20) { nodes { id senderId body call { ${CALL} } } } }`;
const CONVERSATION = `query($id: ID!) { conversation(id: $id) { unreadCount latestMessage { id body call { id status } } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());
const connect = (member: Member) => realtime.connect(member);
const run = <T = any>(query: string, variables: Record<string, unknown>, member: Member): Promise<T> => caller(() => stack)(query, variables, member);
const members = (n: number) => newMembers(stack, n);

function listen(client: Client, query = ON_CALL, pick: (data: any) => any = (data) => data.callEvent) {
  const { results, errors } = collect(client, query, {}, pick);
  return { events: results, errors, kinds: () => results.map((e) => e.kind), client };
}

async function records(conversationId: string, member: Member) {
  const nodes = (await run(MESSAGES, { c: conversationId }, member)).messages.nodes as any[];
  return nodes.filter((m) => m.call);
}

describe('answering on one device', () => {
  it('ANSWERED reaches every device of the member who answered (the others stop ringing), nobody else', async () => {
    const [ann, bob] = await members(2);
    const [a, phone, laptop] = await Promise.all([connect(ann), connect(bob), connect(bob)]);
    const annHears = listen(a);
    const phoneHears = listen(phone);
    const laptopHears = listen(laptop);
    await listening(annHears, phoneHears, laptopHears);

    const call = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    await run(JOIN, { id: call.id }, ann);
    await until(() => phoneHears.events.length === 2 && laptopHears.events.length === 2, 'both devices ring');
    // Bob answers on his phone.
    await run(JOIN, { id: call.id }, bob);
    await until(() => laptopHears.events.length === 3 && phoneHears.events.length === 3, 'answered');
    expect(laptopHears.events[2]).toMatchObject({ kind: 'ANSWERED', user: { id: bob.user.id }, call: { id: call.id, status: 'ACTIVE' } });
    expect(phoneHears.events[2]).toMatchObject({ kind: 'ANSWERED', user: { id: bob.user.id } });
    await until(() => annHears.events.length === 1, 'ann hears bob joined');
    // A rejoin (a reload of the answering device) is not a second answer.
    await run(JOIN, { id: call.id }, bob);
    // Ann then leaves, which ends the call: each subscription hears in bus order, so an ANSWERED
    // to Ann, or a second one to the laptop, would have come before what her leaving sends.
    await run(LEAVE, { id: call.id }, ann);
    await until(() => annHears.kinds().includes('ENDED') && laptopHears.kinds().includes('ENDED'), 'the end of the call');
    const beforeLeaving = (kinds: string[]) => kinds.filter((kind) => kind !== 'PARTICIPANT_LEFT' && kind !== 'ENDED');
    expect(beforeLeaving(annHears.kinds())).toEqual(['PARTICIPANT_JOINED']);
    expect(beforeLeaving(laptopHears.kinds())).toEqual(['INVITATION', 'PARTICIPANT_JOINED', 'ANSWERED']);
    expect([...annHears.errors, ...phoneHears.errors, ...laptopHears.errors]).toEqual([]);
  });
});

describe('call records', () => {
  it('a declined call: a record in the chat, live to both, the latest message, not unread', async () => {
    const [ann, bob] = await members(2);
    const [a, b] = await Promise.all([connect(ann), connect(bob)]);
    const annMessages = listen(a, ON_MESSAGE, (data) => data.messageCreated);
    const bobMessages = listen(b, ON_MESSAGE, (data) => data.messageCreated);
    await listening(annMessages, bobMessages);

    const call = (await run(CREATE, { input: { recipientId: bob.user.id, video: false } }, ann)).createCall;
    await run(DECLINE, { id: call.id }, bob);
    await until(() => annMessages.events.length === 1 && bobMessages.events.length === 1, 'the record, live');
    for (const live of [annMessages.events[0], bobMessages.events[0]]) {
      expect(live).toMatchObject({ conversationId: call.conversationId, senderId: ann.user.id, body: '', call: { id: call.id, status: 'DECLINED', video: false } });
    }
    const [record] = await records(call.conversationId, bob);
    expect(record).toMatchObject({ id: annMessages.events[0].id, call: { id: call.id, status: 'DECLINED', startedAt: null, initiator: { id: ann.user.id } } });
    for (const member of [ann, bob]) {
      const { conversation } = await run(CONVERSATION, { id: call.conversationId }, member);
      expect(conversation).toEqual({ unreadCount: 0, latestMessage: { id: record.id, body: '', call: { id: call.id, status: 'DECLINED' } } });
    }
  });

  it('an answered call ends with a record that has its start and end (the duration)', async () => {
    const [ann, bob] = await members(2);
    const call = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    await run(JOIN, { id: call.id }, ann);
    await run(JOIN, { id: call.id }, bob);
    await run(LEAVE, { id: call.id }, bob);
    const list = await records(call.conversationId, ann);
    expect(list).toHaveLength(1);
    const { startedAt, endedAt, status, video } = list[0].call;
    expect({ status, video }).toEqual({ status: 'ENDED', video: true });
    expect(Date.parse(endedAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    // Leaving again changes nothing: still one record.
    await run(LEAVE, { id: call.id }, ann);
    expect(await records(call.conversationId, ann)).toHaveLength(1);
  });

  it('a call nobody answered becomes MISSED by the sweep, with its record', async () => {
    const [ann, bob] = await members(2);
    const b = await connect(bob);
    const bobMessages = listen(b, ON_MESSAGE, (data) => data.messageCreated);
    await listening(bobMessages);
    stack.clock.freeze();
    try {
      const call = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
      stack.clock.advance(stack.config.calls.ringTimeoutSeconds * 1000);
      await until(() => bobMessages.events.length === 1, 'the missed-call record');
      expect(bobMessages.events[0]).toMatchObject({ call: { id: call.id, status: 'MISSED' } });
      expect((await records(call.conversationId, bob)).map((m) => m.call.status)).toEqual(['MISSED']);
    } finally {
      stack.clock.release();
    }
  });

  it('calling a member who is in another call: BUSY at once, never rings, and a record says so', async () => {
    const [ann, bob, cat] = await members(3);
    const b = await connect(bob);
    const bobHears = listen(b);
    await listening(bobHears);
    // Bob is in a call with Cat.
    const first = (await run(CREATE, { input: { recipientId: bob.user.id } }, cat)).createCall;
    await run(JOIN, { id: first.id }, cat);
    await run(JOIN, { id: first.id }, bob);
    await until(() => bobHears.events.length >= 3, 'bob in the first call');

    const busy = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    expect(busy).toMatchObject({ status: 'BUSY', initiator: { id: ann.user.id } });
    expect(busy.endedAt).not.toBeNull();
    expect((await records(busy.conversationId, ann)).map((m) => m.call.status)).toEqual(['BUSY']);
    // Once that call is over, Ann's next call rings.
    await run(LEAVE, { id: first.id }, bob);
    const next = (await run(CREATE, { input: { recipientId: bob.user.id } }, ann)).createCall;
    expect(next.status).toBe('RINGING');
    // Bob hears it ring: he hears in bus order, so anything of the busy call would have come before.
    await until(() => bobHears.events.some((e) => e.call.id === next.id), 'the next call ringing');
    expect(bobHears.events.filter((e) => e.call.id === busy.id)).toEqual([]);
  });
});
