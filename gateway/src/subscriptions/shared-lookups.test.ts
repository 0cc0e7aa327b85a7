// An event is looked up once for all its receivers, and what differs between readers is still
// each reader's own: the unread count, and a post one reader may see and the other may not
// (the sender's draft, shared into the conversation). Real graphql-ws clients, a real stack.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  collect,
  listening,
  type Member,
  members as newMembers,
  realtimeClients,
  redisSkipReason,
  type Stack,
  startStack,
  TEST_REDIS_URL,
  until,
} from '@pulse/dev-env';
import type { RunningGateway } from '../server.js';
import { sharedLookups } from './shared-lookups.js';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id status } }';
// Fragments as the web client writes them: Card is used only under the per-reader sharedPost,
// so the shared lookup (which leaves sharedPost out) must leave Card out too.
const ON_MESSAGE = `subscription { messageCreated { ...Msg } }
fragment Msg on Message { id body sender { ...Person } sharedPost { ...Card } reactions { id } }
fragment Person on User { id name }
fragment Card on Post { id content liked user { ...Person } }`;
const ON_CONVERSATION = `subscription { conversationUpdated {
  id unreadCount users { id name } latestMessage { id body sharedPost { id } } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());
const call = caller(() => stack);
const open = async (a: Member, b: Member): Promise<string> => (await call(CREATE, { t: b.user.id }, a)).createConversation.id;
const MARK_SEEN = 'mutation($c: ID!) { markConversationSeen(conversationId: $c) { id } }';
type LookupStats = ReturnType<RunningGateway['realtimeLookups']>;
const delta = (before: LookupStats, gateway: RunningGateway = stack.gateway) => {
  const now = gateway.realtimeLookups();
  return {
    ran: now.ran - before.ran,
    shared: now.shared - before.shared,
    byReader: now.byReader - before.byReader,
    fromPeers: now.fromPeers - before.fromPeers,
    carried: now.carried - before.carried,
  };
};

describe('one lookup per event', () => {
  it('answers a message from its event: no lookup, each member reading its own unread count', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const c = await open(ann, bob);
    const [a, b] = await Promise.all([realtime.connect(ann), realtime.connect(bob)]);
    const annMessages = collect(a, ON_MESSAGE);
    const bobMessages = collect(b, ON_MESSAGE);
    const annConversations = collect(a, ON_CONVERSATION);
    const bobConversations = collect(b, ON_CONVERSATION);
    await listening(annMessages, bobMessages, annConversations, bobConversations);

    // The first message's events leave the gateway both members' cards (name, username, image).
    const warm = stack.gateway.realtimeLookups();
    await call(SEND, { input: { conversationId: c, body: 'Morning' } }, ann);
    await until(() => annConversations.results.length === 1 && bobConversations.results.length === 1, 'the first message');
    // Only the members' cards were asked for, once per event at most: the message and the conversation came with their events.
    expect(delta(warm).ran).toBeLessThanOrEqual(3);

    const before = stack.gateway.realtimeLookups();
    const sent = (await call(SEND, { input: { conversationId: c, body: 'Track at six?' } }, ann)).sendMessage;
    await until(() => annMessages.results.length === 2 && bobMessages.results.length === 2, 'the message on both sides');
    await until(() => annConversations.results.length === 2 && bobConversations.results.length === 2, 'the conversation on both sides');
    // Two events (messageCreated, conversationUpdated), two receivers each, and nothing asked of
    // any subgraph: each receiver's message, conversation and latest message came from the event
    // (2 + 2 x 2), the senders from cards, and each unread count from the event's per-reader values.
    expect(delta(before)).toEqual({ ran: 0, shared: 0, byReader: 0, fromPeers: 0, carried: 6 });

    const expected = { id: sent.id, body: 'Track at six?', sender: { id: ann.user.id, name: ann.user.name }, sharedPost: null, reactions: [] };
    expect(annMessages.results[1].messageCreated).toEqual(expected);
    expect(bobMessages.results[1].messageCreated).toEqual(expected);
    // The sender has nothing unread; the other member has the two messages.
    expect(annConversations.results[1].conversationUpdated).toMatchObject({
      id: c,
      unreadCount: 0,
      latestMessage: { id: sent.id, body: 'Track at six?', sharedPost: null },
    });
    expect(bobConversations.results[1].conversationUpdated).toMatchObject({ id: c, unreadCount: 2, latestMessage: { id: sent.id } });
    expect(bobConversations.results[1].conversationUpdated.users).toEqual(
      expect.arrayContaining([
        { id: ann.user.id, name: ann.user.name },
        { id: bob.user.id, name: bob.user.name },
      ]),
    );

    // Bob reads them: the counts the next event carries are the ones after his read.
    const beforeSeen = stack.gateway.realtimeLookups();
    await call(MARK_SEEN, { c }, bob);
    await until(() => annConversations.results.length === 3 && bobConversations.results.length === 3, 'the read on both sides');
    expect(bobConversations.results[2].conversationUpdated.unreadCount).toBe(0);
    expect(annConversations.results[2].conversationUpdated.unreadCount).toBe(0);
    expect(delta(beforeSeen).byReader).toBe(0);
    // Ann answers twice: Bob has two unread, Ann none.
    await call(SEND, { input: { conversationId: c, body: 'Yes' } }, ann);
    await call(SEND, { input: { conversationId: c, body: 'Bring spikes' } }, ann);
    await until(() => bobConversations.results.length === 5, 'both answers');
    expect(bobConversations.results.map((r) => r.conversationUpdated.unreadCount)).toEqual([1, 2, 0, 1, 2]);
    expect(annConversations.results.map((r) => r.conversationUpdated.unreadCount)).toEqual([0, 0, 0, 0, 0]);
  });

  it('looks up once for all receivers what an event does not carry', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const [a, b] = await Promise.all([realtime.connect(ann), realtime.connect(bob)]);
    // conversationCreated carries the id alone.
    const ON_CREATED = 'subscription { conversationCreated { id name users { id } } }';
    const annCreated = collect(a, ON_CREATED);
    const bobCreated = collect(b, ON_CREATED);
    await listening(annCreated, bobCreated);
    const before = stack.gateway.realtimeLookups();
    const d = await open(bob, ann);
    await until(() => annCreated.results.length === 1 && bobCreated.results.length === 1, 'the new conversation on both sides');
    expect(annCreated.results[0].conversationCreated).toEqual(bobCreated.results[0].conversationCreated);
    expect(annCreated.results[0].conversationCreated.id).toBe(d);
    expect(delta(before)).toEqual({ ran: 1, shared: 1, byReader: 0, fromPeers: 0, carried: 0 });
  });

  it('still asks a reader for a per-reader field the event does not carry', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const [a, b] = await Promise.all([realtime.connect(ann), realtime.connect(bob)]);
    // A conversation created: its event carries no per-reader values.
    const annCreated = collect(a, 'subscription { conversationCreated { id unreadCount } }');
    const bobCreated = collect(b, 'subscription { conversationCreated { id unreadCount } }');
    await listening(annCreated, bobCreated);
    const before = stack.gateway.realtimeLookups();
    const d = await open(bob, ann);
    await until(() => annCreated.results.length === 1 && bobCreated.results.length === 1, 'the new conversation on both sides');
    expect(annCreated.results[0].conversationCreated).toEqual({ id: d, unreadCount: 0 });
    expect(delta(before).byReader).toBe(2);
  });

  it('asks each reader for a shared post as itself: the sender sees her draft, the other member null', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const c = await open(ann, bob);
    const draft = (await call(CREATE_POST, { input: { content: 'Not out yet', draft: true } }, ann)).createPost;
    expect(draft.status).toBe('DRAFT');
    const [a, b] = await Promise.all([realtime.connect(ann), realtime.connect(bob)]);
    const annMessages = collect(a, ON_MESSAGE);
    const bobMessages = collect(b, ON_MESSAGE);
    await listening(annMessages, bobMessages);

    const sent = (await call(SEND, { input: { conversationId: c, body: 'soon', sharedPostId: draft.id } }, ann)).sendMessage;
    await until(() => annMessages.results.length === 1 && bobMessages.results.length === 1, 'the message on both sides');
    expect(annMessages.results[0].messageCreated).toMatchObject({
      id: sent.id,
      sharedPost: { id: draft.id, content: 'Not out yet', liked: false, user: { id: ann.user.id, name: ann.user.name } },
    });
    expect(bobMessages.results[0].messageCreated).toMatchObject({ id: sent.id, body: 'soon', sharedPost: null });
    expect(bobMessages.results[0].errors).toBeUndefined();
  });

  it("keeps members' public cards between events, and shows a changed name from the next event on", async () => {
    const UPDATE_PROFILE = 'mutation($name: String!) { updateProfile(input: { name: $name }) { id name } }';
    const ON_ACCOUNT = 'subscription { accountEvent { kind } }';
    const [ann, bob] = await newMembers(stack, 2);
    const c = await open(ann, bob);
    const [a, b] = await Promise.all([realtime.connect(ann), realtime.connect(bob)]);
    const bobMessages = collect(b, ON_MESSAGE);
    const annAccount = collect(a, ON_ACCOUNT);
    await listening(bobMessages, annAccount);
    const sendAndWait = async (body: string, count: number) => {
      await call(SEND, { input: { conversationId: c, body } }, ann);
      await until(() => bobMessages.results.length === count, `message ${count}`);
      return bobMessages.results[count - 1].messageCreated;
    };

    expect((await sendAndWait('one', 1)).sender).toEqual({ id: ann.user.id, name: ann.user.name });
    const before = stack.gateway.userCards();
    expect((await sendAndWait('two', 2)).sender).toEqual({ id: ann.user.id, name: ann.user.name });
    // The second event's sender came from the card the first one left, not from accounts.
    expect(stack.gateway.userCards().answered).toBeGreaterThan(before.answered);

    await call(UPDATE_PROFILE, { name: 'Ann Renamed' }, ann);
    // Once the gateway has heard the change (Ann's own account event reaches her after it did):
    await until(() => annAccount.results.length === 1, 'the profile change on the bus');
    expect((await sendAndWait('three', 3)).sender).toEqual({ id: ann.user.id, name: 'Ann Renamed' });
  });
});

const redisDown = await redisSkipReason();
describe.skipIf(redisDown !== undefined)(redisDown ? `skipped: ${redisDown}` : 'one lookup per event across gateway processes (Redis)', () => {
  let redisStack: Stack;
  let second: RunningGateway;
  beforeAll(async () => {
    redisStack = await startStack({ env: { REDIS_URL: TEST_REDIS_URL, REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
    second = await redisStack.addGateway();
  });
  afterAll(async () => {
    await redisStack?.stop();
  });
  const realtimeHere = realtimeClients(() => redisStack);
  afterEach(() => realtimeHere.disposeAll());

  it("runs an event's lookup in one gateway process; the other takes its answer", async () => {
    const [ann, bob] = await newMembers(redisStack, 2);
    const callHere = caller(() => redisStack);
    // Ann on the first gateway, Bob on the second; conversationCreated carries the id alone.
    const ON_CREATED = 'subscription { conversationCreated { id name users { id } } }';
    const a = await realtimeHere.connect(ann);
    const b = await realtimeHere.connect(bob, second);
    const annCreated = collect(a, ON_CREATED);
    const bobCreated = collect(b, ON_CREATED);
    await listening(annCreated, bobCreated);
    const before = [redisStack.gateway.realtimeLookups(), second.realtimeLookups()];

    const c = (await callHere(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    await until(() => annCreated.results.length === 1 && bobCreated.results.length === 1, 'the conversation on both gateways');
    expect(annCreated.results[0].conversationCreated).toEqual(bobCreated.results[0].conversationCreated);
    expect(bobCreated.results[0].conversationCreated.id).toBe(c);
    const [first, other] = [delta(before[0], redisStack.gateway), delta(before[1], second)];
    // One process ran the lookup; the other took its answer.
    expect(first.ran + other.ran).toBe(1);
    expect(first.fromPeers + other.fromPeers).toBe(1);
  });

  it('answers a message from its event in both gateway processes, with no lookup', async () => {
    const [ann, bob] = await newMembers(redisStack, 2);
    const callHere = caller(() => redisStack);
    const c = (await callHere(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    const a = await realtimeHere.connect(ann);
    const b = await realtimeHere.connect(bob, second);
    const ON_BODY = 'subscription { messageCreated { id body conversationId senderId createdAt cursor seq reactions { id } } }';
    const annMessages = collect(a, ON_BODY);
    const bobMessages = collect(b, ON_BODY);
    await listening(annMessages, bobMessages);
    const before = [redisStack.gateway.realtimeLookups(), second.realtimeLookups()];
    const sent = (await callHere(SEND, { input: { conversationId: c, body: 'nothing to look up' } }, ann)).sendMessage;
    await until(() => annMessages.results.length === 1 && bobMessages.results.length === 1, 'the message on both gateways');
    expect(annMessages.results[0].messageCreated).toEqual(bobMessages.results[0].messageCreated);
    expect(bobMessages.results[0].messageCreated).toMatchObject({ id: sent.id, body: 'nothing to look up', conversationId: c, senderId: ann.user.id, reactions: [] });
    const [first, other] = [delta(before[0], redisStack.gateway), delta(before[1], second)];
    expect({ ran: first.ran + other.ran, fromPeers: first.fromPeers + other.fromPeers, carried: first.carried + other.carried }).toEqual({
      ran: 0,
      fromPeers: 0,
      carried: 2,
    });
  });
});

describe('sharedLookups', () => {
  const answer = (entity: unknown) => Promise.resolve({ data: { entity } });
  const shareable = (r: { data?: unknown }) => !!(r.data as { entity?: unknown }).entity;

  it('runs a key once per event and hands the same answer to the next receiver', async () => {
    const lookups = sharedLookups();
    let runs = 0;
    const run = () => (runs++, answer({ id: 'm1' }));
    const first = await lookups.get('e1', 'k', run, shareable);
    const second = await lookups.get('e1', 'k', run, shareable);
    expect(second).toBe(first);
    await lookups.get('e2', 'k', run, shareable);
    expect(runs).toBe(2);
    expect(lookups.stats()).toEqual({ ran: 2, shared: 1, byReader: 0, fromPeers: 0, carried: 0 });
  });

  it('lets the next receiver ask itself when the first answer was not for everyone, or failed', async () => {
    const lookups = sharedLookups();
    const answers = [answer(null), answer({ id: 'm1' })];
    const run = () => answers.shift()!;
    expect((await lookups.get('e1', 'k', run, shareable)).data).toEqual({ entity: null });
    expect((await lookups.get('e1', 'k', run, shareable)).data).toEqual({ entity: { id: 'm1' } });
    const failing = sharedLookups();
    await expect(failing.get('e1', 'k', () => Promise.reject(new Error('down')), shareable)).rejects.toThrow('down');
    expect((await failing.get('e1', 'k', () => answer({ id: 'm2' }), shareable)).data).toEqual({ entity: { id: 'm2' } });
  });

  it('keeps answers for the latest events only', async () => {
    const lookups = sharedLookups(2);
    let runs = 0;
    const run = () => (runs++, answer({ id: 'x' }));
    for (const event of ['e1', 'e2', 'e3']) await lookups.get(event, 'k', run, shareable);
    await lookups.get('e3', 'k', run, shareable);
    expect(runs).toBe(3);
    await lookups.get('e1', 'k', run, shareable);
    expect(runs).toBe(4);
  });
});
