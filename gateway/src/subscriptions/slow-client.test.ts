// A client that stops reading its socket (a phone in a tunnel, a frozen tab) does not slow
// anyone else down. The gateway's writes to it first fill the operating system's buffers, then
// its subscription's queue (REALTIME_MAX_QUEUED_EVENTS, 5 here); past that the connection is
// closed with 1013 and the client catches up by cursor when it reconnects. Meanwhile the
// other member of the same conversation gets every event at once. Real graphql-ws clients on
// a real stack; the slow one's socket is paused, as a client that does not read.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { caller, collect, members as newMembers, listening, realtimeClients, type Stack, startStack, until } from '@pulse/dev-env';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id cursor } }';
const PIN = 'mutation($m: ID!) { pinMessage(messageId: $m, pinned: true) { id } }';
const MISSED = 'query($after: String!) { missedMessages(after: $after, first: 100) { nodes { id cursor } pageInfo { hasNextPage } } }';
const ON_MESSAGE = 'subscription { messageCreated { id cursor } }';
/** The pinned messages twenty times over: each conversationUpdated is megabytes, so a few fill any socket buffer. */
const HEAVY = `subscription { conversationUpdated { id ${Array.from({ length: 20 }, (_, i) => `p${i}: pinnedMessages { body }`).join(' ')} } }`;
const PINNED = 20;
const BURST = 25;
const longBody = (n: number) => `${n} ${'x'.repeat(3990)}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REALTIME_MAX_QUEUED_EVENTS: '5', MESSAGE_LIMIT_PER_MINUTE: '100000', REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});
const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());
const call = caller(() => stack);

describe('a client that stops reading', () => {
  it('is cut off once its buffers and queue are full, while the other member gets every event; it then catches up by cursor', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const c = (await call(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    for (let n = 0; n < PINNED; n++) {
      const { sendMessage } = await call(SEND, { input: { conversationId: c, body: longBody(n) } }, ann);
      await call(PIN, { m: sendMessage.id }, ann);
    }

    const [a, b] = await Promise.all([realtime.connect(ann), realtime.connect(bob)]);
    const annMessages = collect(a, ON_MESSAGE, {}, (d) => d.messageCreated as { id: string; cursor: string });
    const bobMessages = collect(b, ON_MESSAGE, {}, (d) => d.messageCreated as { id: string; cursor: string });
    const bobHeavy = collect(b, HEAVY);
    let bobClosed: number | undefined;
    b.on('closed', (event) => (bobClosed = (event as { code: number }).code));
    await listening(annMessages, bobMessages, bobHeavy);

    const first = (await call(SEND, { input: { conversationId: c, body: 'first' } }, ann)).sendMessage;
    await until(() => annMessages.results.length === 1 && bobMessages.results.length === 1 && bobHeavy.results.length === 1, 'the first message on both sides');
    expect(bobHeavy.results[0].conversationUpdated.p19).toHaveLength(PINNED);

    // Bob stops reading. Ann sends a burst; she hears each message of it all the same.
    realtime.socketOf(b).pause();
    const sent: string[] = [first.id];
    for (let n = 0; n < BURST; n++) sent.push((await call(SEND, { input: { conversationId: c, body: `burst ${n}` } }, ann)).sendMessage.id);
    await until(() => annMessages.results.length === sent.length, 'every message of the burst at Ann');
    expect(annMessages.results.map((m) => m.id)).toEqual(sent);
    expect(annMessages.errors).toEqual([]);

    // Bob reads again: what the buffers held, then the close that asks him to reconnect.
    realtime.socketOf(b).resume();
    await until(() => bobClosed !== undefined, "Bob's connection closed", 20_000);
    expect(bobClosed).toBe(1013);
    const live = bobMessages.results.map((m) => m.id);
    expect(live.length).toBeLessThan(sent.length);
    expect(live).toEqual(sent.slice(0, live.length));

    // He catches up from the last message he has, and has every message once, in order.
    const bobAgain = await realtime.connect(bob);
    expect(bobAgain).toBeTruthy();
    const caughtUp: string[] = [];
    for (let after = bobMessages.results.at(-1)!.cursor, more = true; more;) {
      const { missedMessages } = await call(MISSED, { after }, bob);
      caughtUp.push(...missedMessages.nodes.map((m: { id: string }) => m.id));
      more = missedMessages.pageInfo.hasNextPage;
      if (more) after = missedMessages.nodes.at(-1).cursor;
    }
    expect([...live, ...caughtUp]).toEqual(sent);
  });
});
