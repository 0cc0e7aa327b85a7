// Messaging in real time through the gateway, with real graphql-ws clients: who hears what,
// federated fields in payloads, argument filters, and the promise that nothing is lost or
// duplicated when a connection drops (sends are idempotent, the client catches up from its
// last cursor and merges with what its new subscription delivers).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import type WebSocket from 'ws';
import pg from 'pg';
import { caller, collect, eventually, listening, type Member, members as newMembers, realtimeClients, type Stack, startStack, UNKNOWN_ID, until } from '@pulse/dev-env';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body clientId cursor } }';
const REACT = 'mutation($m: ID!, $e: String!) { toggleReaction(messageId: $m, emoji: $e) { id } }';
const SEEN = 'mutation($c: ID!) { markConversationSeen(conversationId: $c) { id } }';
const MISSED = `query($after: String!, $first: Int) {
  missedMessages(after: $after, first: $first) { nodes { id body clientId cursor conversationId } pageInfo { hasNextPage endCursor } } }`;
const ON_MESSAGE = `subscription($c: ID) { messageCreated(conversationId: $c) {
  id body conversationId clientId cursor senderId sender { id name username } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());

/** A connected client, and its socket so a test can cut the connection the hard way. */
async function connect(member: Member): Promise<{ client: Client; socket: WebSocket }> {
  const client = await realtime.connect(member);
  return { client, socket: realtime.socketOf(client) };
}

const call = caller(() => stack);
const members = (n: number) => newMembers(stack, n);
const open = async (a: Member, b: Member): Promise<string> => (await call(CREATE, { t: b.user.id }, a)).createConversation.id;
const send = async (m: Member, conversationId: string, body: string, clientId?: string) =>
  (await call(SEND, { input: { conversationId, body, clientId } }, m)).sendMessage as { id: string; body: string; clientId: string; cursor: string };

describe('messaging subscriptions', () => {
  it('messageCreated reaches both participants with the sender from accounts, never a stranger', async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    const [a, b, e] = await Promise.all([connect(ann), connect(bob), connect(eve)]);
    const annSub = collect(a.client, ON_MESSAGE);
    const bobSub = collect(b.client, ON_MESSAGE);
    const eveSub = collect(e.client, ON_MESSAGE);
    const eveSpy = collect(e.client, ON_MESSAGE, { c });
    await listening(annSub, bobSub, eveSub, eveSpy);

    const sent = await send(ann, c, '  Morning run?  ', 'run-1');
    await until(() => annSub.results.length === 1 && bobSub.results.length === 1, 'both participants');
    const expected = {
      id: sent.id,
      body: 'Morning run?',
      conversationId: c,
      clientId: 'run-1',
      cursor: sent.cursor,
      senderId: ann.user.id,
      sender: { id: ann.user.id, name: ann.user.name, username: ann.user.username },
    };
    expect(annSub.results[0].messageCreated).toEqual(expected);
    expect(bobSub.results[0].messageCreated).toEqual(expected);

    const reply = await send(bob, c, 'Yes, 7am');
    await until(() => annSub.results.length === 2 && bobSub.results.length === 2, 'the reply');
    expect(annSub.results[1].messageCreated.sender).toEqual({ id: bob.user.id, name: bob.user.name, username: bob.user.username });
    expect(annSub.results[1].messageCreated.id).toBe(reply.id);

    // Eve then gets a message of her own, published after theirs: a subscription hears in bus
    // order, so anything of Ann and Bob's that reached her would have come before it.
    const forEve = await send(ann, await open(ann, eve), 'Hi Eve');
    await until(() => eveSub.results.length > 0, "Eve's own message");
    expect(eveSub.results.map((r) => r.messageCreated.id)).toEqual([forEve.id]);
    expect(eveSpy.results).toEqual([]);
    expect([...annSub.errors, ...bobSub.errors, ...eveSub.errors]).toEqual([]);
    // Naming someone else's conversation is refused when subscribing, not met with silence.
    expect(eveSpy.errors).toEqual([[expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN', field: 'conversationId' }) })]]);
  });

  it('refuses a subscription naming a conversation or call the subscriber is not part of, or that does not exist', async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    const theirCall = (await call('mutation($r: ID!) { createCall(input: { recipientId: $r }) { id } }', { r: bob.user.id }, ann)).createCall.id as string;
    const e = await connect(eve);
    const refusal = async (query: string, variables: Record<string, unknown>) => {
      const sub = collect(e.client, query, variables);
      await until(() => sub.errors.length > 0 || sub.completed(), 'an answer to the subscribe');
      return sub.errors[0] as Array<{ message: string; extensions: { code: string; field: string } }>;
    };
    const updated = await refusal('subscription($c: ID) { messageUpdated(conversationId: $c) { id } }', { c });
    expect(updated[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'conversationId' });
    const created = await refusal(ON_MESSAGE, { c });
    expect(created[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'conversationId' });
    const callEvents = await refusal('subscription($id: ID) { callEvent(callId: $id) { kind } }', { id: theirCall });
    expect(callEvents[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'callId' });
    const unknown = await refusal(ON_MESSAGE, { c: UNKNOWN_ID });
    expect(unknown[0]).toMatchObject({ message: 'Conversation not found', extensions: { code: 'NOT_FOUND', field: 'conversationId' } });

    // The members themselves subscribe to the same arguments and hear the events.
    const b = await connect(bob);
    const bobSub = collect(b.client, ON_MESSAGE, { c });
    await listening(bobSub);
    await send(ann, c, 'for members only');
    await until(() => bobSub.results.length === 1, "the member's delivery");
    expect(bobSub.errors).toEqual([]);
  });

  it('conversationCreated tells the other member once; conversationUpdated follows new messages', async () => {
    const [ann, bob, eve] = await members(3);
    const [a, b, e] = await Promise.all([connect(ann), connect(bob), connect(eve)]);
    const query = 'subscription { conversationCreated { id users { id name } latestMessage { id } } }';
    const bobCreated = collect(b.client, query);
    const annCreated = collect(a.client, query);
    const eveCreated = collect(e.client, query);
    const bobUpdated = collect(b.client, 'subscription { conversationUpdated { id unreadCount latestMessage { id body sender { name } } } }');
    await listening(bobCreated, annCreated, eveCreated, bobUpdated);

    const c = await open(ann, bob);
    await until(() => bobCreated.results.length === 1 && annCreated.results.length === 1, 'conversationCreated');
    const payload = bobCreated.results[0].conversationCreated;
    expect(payload.id).toBe(c);
    expect(payload.latestMessage).toBeNull();
    expect(payload.users.map((u: { id: string; name: string }) => [u.id, u.name]).sort()).toEqual(
      [
        [ann.user.id, ann.user.name],
        [bob.user.id, bob.user.name],
      ].sort(),
    );
    // Opening it again (either side) reuses it: no second event.
    expect(await open(bob, ann)).toBe(c);

    const m = await send(ann, c, 'First!');
    await until(() => bobUpdated.results.length >= 1, 'conversationUpdated');
    expect(bobUpdated.results.at(-1).conversationUpdated).toEqual({
      id: c,
      unreadCount: 1,
      latestMessage: { id: m.id, body: 'First!', sender: { name: ann.user.name } },
    });
    // Then Eve opens one with Bob, after all that: each subscription hears in bus order, so a
    // second event for Ann and Bob's, or one of theirs reaching Eve, would have come before it.
    const withEve = await open(eve, bob);
    await until(() => bobCreated.results.length >= 2 && eveCreated.results.length >= 1, "Eve and Bob's conversation");
    expect(bobCreated.results.map((r) => r.conversationCreated.id)).toEqual([c, withEve]);
    expect(eveCreated.results.map((r) => r.conversationCreated.id)).toEqual([withEve]);
  });

  it('messageUpdated carries reactions and the seen tick to the sender', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const [a, b] = await Promise.all([connect(ann), connect(bob)]);
    const annUpdates = collect(a.client, 'subscription($c: ID) { messageUpdated(conversationId: $c) { id seen seenBy { id } reactions { emoji user { id name } } } }', {
      c,
    });
    const bobUpdates = collect(b.client, 'subscription { messageUpdated { id reactions { emoji } } }');
    await listening(annUpdates, bobUpdates);
    const m = await send(ann, c, 'New PR: 100kg squat');

    await call(REACT, { m: m.id, e: '🔥' }, bob);
    await until(() => annUpdates.results.length === 1 && bobUpdates.results.length === 1, 'reaction update');
    expect(annUpdates.results[0].messageUpdated).toEqual({
      id: m.id,
      seen: false,
      seenBy: [],
      reactions: [{ emoji: '🔥', user: { id: bob.user.id, name: bob.user.name } }],
    });
    expect(bobUpdates.results[0].messageUpdated).toEqual({ id: m.id, reactions: [{ emoji: '🔥' }] });

    // Bob opens the chat: Ann's tick turns to seen.
    await call(SEEN, { c }, bob);
    await until(() => annUpdates.results.length === 2, 'seen update');
    expect(annUpdates.results[1].messageUpdated).toMatchObject({ id: m.id, seen: true, seenBy: [{ id: bob.user.id }] });

    // Un-reacting is an update too.
    await call(REACT, { m: m.id, e: '🔥' }, bob);
    await until(() => annUpdates.results.length === 3, 'un-react update');
    expect(annUpdates.results[2].messageUpdated.reactions).toEqual([]);
  });

  it('messageCreated(conversationId:) only reports that conversation', async () => {
    const [ann, bob, cat] = await members(3);
    const withAnn = await open(bob, ann);
    const withCat = await open(bob, cat);
    const b = await connect(bob);
    const onlyAnn = collect(b.client, ON_MESSAGE, { c: withAnn });
    const everything = collect(b.client, ON_MESSAGE);
    await listening(onlyAnn, everything);
    await send(cat, withCat, 'from cat');
    const fromAnn = await send(ann, withAnn, 'from ann');
    await until(() => onlyAnn.results.length === 1 && everything.results.length === 2, 'filtered delivery');
    expect(onlyAnn.results[0].messageCreated.id).toBe(fromAnn.id);
    expect(everything.results.map((r) => r.messageCreated.body)).toEqual(['from cat', 'from ann']);
    // Ann writes again: onlyAnn hears in bus order, so Cat's message would have come before it.
    const again = await send(ann, withAnn, 'again');
    await until(() => onlyAnn.results.length >= 2, "Ann's second message");
    expect(onlyAnn.results.map((r) => r.messageCreated.id)).toEqual([fromAnn.id, again.id]);
  });

  it('a member whose connection is cut while 50 messages are sent ends up with all of them, once each, in order', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const sentByAnn: { id: string; clientId: string }[] = [];
    const annSends = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const clientId = `cut-${i}`;
        const m = await send(ann, c, `message ${i}`, clientId);
        sentByAnn.push({ id: m.id, clientId });
        // Ann's client sometimes loses the answer and retries: same clientId, same message.
        if (i % 13 === 5) expect((await send(ann, c, `message ${i}`, clientId)).id).toBe(m.id);
      }
    };

    // Bob is online and receiving.
    const first = await connect(bob);
    const before = collect(first.client, ON_MESSAGE, { c });
    await listening(before);
    await annSends(-5, 0);
    await until(() => before.results.length === 5, 'the messages before the cut');
    const lastCursor: string = before.results.at(-1).messageCreated.cursor;

    // The connection drops without a goodbye.
    const connections = stack.gateway.realtimeConnections();
    first.socket.terminate();
    await until(() => stack.gateway.realtimeConnections() === connections - 1, 'the server to notice');
    await annSends(0, 35);

    // Bob reconnects: subscribe first, then catch up, while Ann keeps sending.
    const second = await connect(bob);
    const live = collect(second.client, ON_MESSAGE, { c });
    await listening(live);
    const sending = annSends(35, 50);
    const caughtUp: { id: string; clientId: string; cursor: string }[] = [];
    let after = lastCursor;
    let pages = 0;
    for (;;) {
      const page = (await call(MISSED, { after, first: 10 }, bob)).missedMessages;
      caughtUp.push(...page.nodes);
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    await sending;
    await until(() => live.results.some((r) => r.messageCreated.clientId === 'cut-49'), 'the last live message');

    // The merge a client does: what catch-up returned, then live messages it did not have.
    const merged: { id: string; clientId: string }[] = [];
    const have = new Set<string>();
    for (const m of [...caughtUp, ...live.results.map((r) => r.messageCreated)]) {
      if (have.has(m.id)) continue;
      have.add(m.id);
      merged.push({ id: m.id, clientId: m.clientId });
    }
    const afterCut = sentByAnn.filter((m) => !m.clientId.startsWith('cut--'));
    expect(afterCut).toHaveLength(50);
    expect(merged).toEqual(afterCut);
    expect(before.results.map((r) => r.messageCreated.clientId)).toEqual(['cut--5', 'cut--4', 'cut--3', 'cut--2', 'cut--1']);
    // Both paths did real work: catch-up covered the cut, the new subscription the rest.
    expect(pages).toBeGreaterThan(1);
    expect(caughtUp.length).toBeGreaterThanOrEqual(35);
    expect(live.results.length).toBeGreaterThan(0);
    // Live delivery itself never duplicates, retries included.
    const liveIds = live.results.map((r) => r.messageCreated.id);
    expect(new Set(liveIds).size).toBe(liveIds.length);
    expect(live.errors).toEqual([]);
  }, 60_000);

  it("a message that commits late is not skipped by a catch-up from a later message's cursor", async () => {
    // Ann's send is held up mid-transaction (her conversation row is locked) while Cat's
    // send, in another of Bob's conversations, goes through. Bob must never hold a cursor
    // past Ann's message before it is committed, or his catch-up would step over it.
    const [ann, bob, cat] = await members(3);
    const withAnn = await open(bob, ann);
    const withCat = await open(bob, cat);
    const first = await connect(bob);
    const before = collect(first.client, ON_MESSAGE);
    await listening(before);
    const start = await send(cat, withCat, 'before');
    await until(() => before.results.length === 1, 'the first message');

    const blocker = new pg.Client({ connectionString: stack.database.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM messaging.conversations WHERE id = $1 FOR UPDATE', [withAnn]);
      const slow = send(ann, withAnn, 'slow', 'slow-1');
      const waitingOnLocks = async () => {
        const waiting = await blocker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        return waiting.rows[0].n as number;
      };
      await eventually(async () => (await waitingOnLocks()) >= 1);
      const fast = send(cat, withCat, 'fast', 'fast-1');
      // The fast one reaches Bob before his connection drops, or it is held up behind the slow
      // one (waiting on a lock too), so it cannot reach him before the commit.
      await eventually(async () => before.results.length === 2 || (await waitingOnLocks()) >= 2);
      const lastCursor: string = before.results.at(-1).messageCreated.cursor;
      const connections = stack.gateway.realtimeConnections();
      first.socket.terminate();
      await until(() => stack.gateway.realtimeConnections() === connections - 1, 'the server to notice');
      await blocker.query('COMMIT');
      const sent = [await slow, await fast];

      const second = await connect(bob);
      const live = collect(second.client, ON_MESSAGE);
      await listening(live);
      const caughtUp = (await call(MISSED, { after: lastCursor }, bob)).missedMessages.nodes;
      const merged = [...before.results.map((r) => r.messageCreated), ...caughtUp, ...live.results.map((r) => r.messageCreated)];
      const ids = [...new Set(merged.map((m: { id: string }) => m.id))];
      expect(ids).toContain(sent[0].id);
      expect(ids).toContain(sent[1].id);
      expect(ids[0]).toBe(start.id);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      await blocker.end();
    }
  });
});

describe('when events may have been missed', () => {
  // A stack of its own: these tests cut the gateway's bus connection and stop a subgraph.
  let own: Stack;
  beforeAll(async () => {
    own = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await own?.stop();
  });
  const ownCall = caller(() => own);
  const closeCode = (client: Client) => new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));

  it('keeps the connections open when the bus listens again, and delivers what was sent meanwhile once, from the outbox', async () => {
    const [ann, bob] = await newMembers(own, 2);
    const c = (await ownCall(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    const b = await realtime.connect(bob, own);
    let closed = false;
    b.on('closed', () => (closed = true));
    const live = collect(b, ON_MESSAGE, { c });
    await listening(live);
    await ownCall(SEND, { input: { conversationId: c, body: 'before the gap', clientId: 'gap-0' } }, ann);
    await until(() => live.results.length === 1, 'the message before the gap');
    const admin = new pg.Client({ connectionString: own.database.url });
    await admin.connect();
    try {
      // The database ends every bus LISTEN of this stack, as a restart or failover would; the
      // next messages are sent at once, while the gateway's bus is still away or coming back.
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN "pulse.%' AND datname = current_database()`);
    } finally {
      await admin.end();
    }
    for (let i = 1; i <= 3; i++) await ownCall(SEND, { input: { conversationId: c, body: `during the gap ${i}`, clientId: `gap-${i}` } }, ann);
    await until(() => live.results.length === 4, 'the messages sent during the gap');
    await ownCall(SEND, { input: { conversationId: c, body: 'after the gap', clientId: 'gap-4' } }, ann);
    await until(() => live.results.length === 5, 'the message after the gap');
    // Each once, in order, on the same connection: nobody had to reconnect.
    expect(live.results.map((r) => r.messageCreated.clientId)).toEqual(['gap-0', 'gap-1', 'gap-2', 'gap-3', 'gap-4']);
    expect(closed).toBe(false);
  });

  it("closes a subscriber's connection with 1013 when looking up an event fails for a reason other than access", async () => {
    const [ann, bob] = await newMembers(own, 2);
    const c = (await ownCall(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    const b = await realtime.connect(bob, own);
    const closed = closeCode(b);
    const live = collect(b, 'subscription { messageCreated { id sender { name } } }');
    await listening(live);
    // The sender's name comes from accounts: with accounts gone the lookup fails, not for lack of access.
    const accounts = own.subgraphs.find((s) => s.name === 'accounts')!;
    await accounts.stop();
    // Stopped once here; the stack's own stop must not stop it again.
    accounts.stop = async () => {};
    await ownCall(SEND, { input: { conversationId: c, body: 'who sent this?' } }, ann);
    expect(await closed).toBe(1013);
    expect(live.results).toEqual([]);
  });
});
