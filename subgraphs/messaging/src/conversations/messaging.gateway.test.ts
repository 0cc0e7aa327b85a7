// The messaging subgraph as members reach it: every operation through the real gateway's
// /graphql against a fresh database, with its failure paths (strangers, anonymous callers,
// unknown ids, bad input) and the exact messages and codes clients rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { expectError, gql, type Member, members as newMembers, ok, type Result, type Stack, startStack, UNKNOWN_ID } from '@pulse/dev-env';

const MSG = `id conversationId senderId sender { id name } body image createdAt seen seenBy { id }
  replyTo { id body sender { id name } } reactions { id emoji userId messageId createdAt user { id name } }
  pinned clientId cursor`;
const CONV = `id name users { id name username image email } latestMessage { id body senderId } unreadCount createdAt updatedAt`;

const CREATE = `mutation($t: ID!) { createConversation(targetUserId: $t) { ${CONV} } }`;
const CONVERSATIONS = `{ conversations { ${CONV} } }`;
const CONVERSATION = `query($id: ID!) { conversation(id: $id) { ${CONV} pinnedMessages { id body pinned } } }`;
const MESSAGES = `query($c: ID!, $first: Int, $before: String) {
  messages(conversationId: $c, first: $first, before: $before) { nodes { ${MSG} } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }`;
const CONVERSATION_MESSAGES = `query($id: ID!, $first: Int, $before: String) {
  conversation(id: $id) { messages(first: $first, before: $before) { nodes { id body } pageInfo { hasPreviousPage startCursor } } } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { ${MSG} } }`;
const MESSAGE = `query($id: ID!) { message(id: $id) { ${MSG} } }`;
const REACT = `mutation($m: ID!, $e: String!) { toggleReaction(messageId: $m, emoji: $e) { ${MSG} } }`;
const SEEN = `mutation($c: ID!) { markConversationSeen(conversationId: $c) { ${CONV} } }`;
const PIN = `mutation($m: ID!, $p: Boolean!) { pinMessage(messageId: $m, pinned: $p) { ${MSG} } }`;
const MISSED = `query($after: String!, $first: Int) {
  missedMessages(after: $after, first: $first) { nodes { id body conversationId cursor } pageInfo { hasNextPage endCursor } } }`;
const UNREAD = `{ unreadMessageCount }`;

const NOT_A_PARTICIPANT = 'You are not a participant in this conversation';
const EMPTY = 'Message cannot be empty';
const REPLY_ELSEWHERE = 'You can only reply to a message in the same conversation';

let stack: Stack;
let limited: Stack;

beforeAll(async () => {
  [stack, limited] = await Promise.all([
    startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } }),
    startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '3' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), limited?.stop()]);
});

const q = (query: string, variables: Record<string, unknown> = {}, token?: string) => gql(stack.graphqlUrl, query, variables, token);

const members = (n: number, s: Stack = stack) => newMembers(s, n);

async function open(a: Member, b: Member, s: Stack = stack): Promise<string> {
  return ok(await gql(s.graphqlUrl, CREATE, { t: b.user.id }, a.token)).createConversation.id;
}

async function send(m: Member, conversationId: string, body: string, extra: Record<string, unknown> = {}, s: Stack = stack) {
  return ok(await gql(s.graphqlUrl, SEND, { input: { conversationId, body, ...extra } }, m.token)).sendMessage;
}

const bodies = (nodes: { body: string }[]) => nodes.map((n) => n.body);

describe('createConversation', () => {
  it('opens a 1:1 conversation whose users are federated members, seen by both', async () => {
    const [ann, bob] = await members(2);
    const created = ok(await q(CREATE, { t: bob.user.id }, ann.token)).createConversation;
    expect(created).toMatchObject({ name: null, latestMessage: null, unreadCount: 0 });
    expect(created.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    const byId = Object.fromEntries(created.users.map((u: { id: string }) => [u.id, u]));
    expect(Object.keys(byId).sort()).toEqual([ann.user.id, bob.user.id].sort());
    // Profile fields come from accounts; only the caller's own email shows.
    expect(byId[ann.user.id]).toEqual({ id: ann.user.id, name: ann.user.name, username: ann.user.username, image: null, email: ann.user.email });
    expect(byId[bob.user.id]).toEqual({ id: bob.user.id, name: bob.user.name, username: bob.user.username, image: null, email: null });

    for (const m of [ann, bob]) {
      const list = ok(await q(CONVERSATIONS, {}, m.token)).conversations;
      expect(list.map((c: { id: string }) => c.id)).toEqual([created.id]);
      expect(ok(await q(CONVERSATION, { id: created.id }, m.token)).conversation.id).toBe(created.id);
    }
  });

  it('reuses the conversation: again, from the other side, and when both race', async () => {
    const [ann, bob, cat, dan] = await members(4);
    const first = await open(ann, bob);
    expect(await open(ann, bob)).toBe(first);
    expect(await open(bob, ann)).toBe(first);

    const raced = await Promise.all([...Array.from({ length: 4 }, () => open(cat, dan)), ...Array.from({ length: 4 }, () => open(dan, cat))]);
    expect(new Set(raced).size).toBe(1);
    for (const m of [ann, bob, cat, dan]) expect(ok(await q(CONVERSATIONS, {}, m.token)).conversations).toHaveLength(1);
  });

  it('refuses yourself, unknown members and malformed ids', async () => {
    const [ann] = await members(1);
    expectError(await q(CREATE, { t: ann.user.id }, ann.token), 'BAD_USER_INPUT', 'You cannot start a conversation with yourself', 'targetUserId');
    expectError(await q(CREATE, { t: UNKNOWN_ID }, ann.token), 'NOT_FOUND', 'User not found');
    expectError(await q(CREATE, { t: 'not-an-id' }, ann.token), 'BAD_USER_INPUT', 'Invalid user id', 'targetUserId');
    expect(ok(await q(CONVERSATIONS, {}, ann.token)).conversations).toEqual([]);
  });
});

describe('who may do what', () => {
  it("a stranger gets FORBIDDEN for every operation on someone else's conversation, and changes nothing", async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    const evesOwn = await send(eve, await open(eve, ann), 'eve to ann');
    const m = await send(bob, c, 'private');

    const attempts: [string, Result][] = [
      ['conversation', await q(CONVERSATION, { id: c }, eve.token)],
      ['messages', await q(MESSAGES, { c }, eve.token)],
      ['sendMessage', await q(SEND, { input: { conversationId: c, body: 'let me in', clientId: 'eve-1' } }, eve.token)],
      ['toggleReaction', await q(REACT, { m: m.id, e: '👍' }, eve.token)],
      ['markConversationSeen', await q(SEEN, { c }, eve.token)],
      ['pinMessage', await q(PIN, { m: m.id, p: true }, eve.token)],
      ['message', await q(MESSAGE, { id: m.id }, eve.token)],
      ['reply', await q(SEND, { input: { conversationId: c, body: 'hi', replyToId: m.id } }, eve.token)],
    ];
    for (const [name, r] of attempts) {
      expectError(r, 'FORBIDDEN', NOT_A_PARTICIPANT);
      expect(r.data ?? null, name).toBeNull();
      expect(JSON.stringify(r), name).not.toContain('private');
    }

    // Catch-up and the list show nothing of it; nothing was written.
    expect(ok(await q(MISSED, { after: evesOwn.cursor }, eve.token)).missedMessages.nodes).toEqual([]);
    expect(ok(await q(CONVERSATIONS, {}, eve.token)).conversations.map((x: { id: string }) => x.id)).not.toContain(c);
    const seenByBob = ok(await q(MESSAGE, { id: m.id }, bob.token)).message;
    expect(seenByBob).toMatchObject({ reactions: [], pinned: false, seen: false, seenBy: [] });
    expect(bodies(ok(await q(MESSAGES, { c }, ann.token)).messages.nodes)).toEqual(['private']);
    expect(ok(await q(UNREAD, {}, ann.token)).unreadMessageCount).toBe(2);
  });

  it('an anonymous caller gets UNAUTHENTICATED for every operation', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const m = await send(ann, c, 'hello');
    const attempts: [string, Result][] = [
      ['conversations', await q(CONVERSATIONS)],
      ['conversation', await q(CONVERSATION, { id: c })],
      ['createConversation', await q(CREATE, { t: bob.user.id })],
      ['messages', await q(MESSAGES, { c })],
      ['message', await q(MESSAGE, { id: m.id })],
      ['sendMessage', await q(SEND, { input: { conversationId: c, body: 'anon' } })],
      ['toggleReaction', await q(REACT, { m: m.id, e: '👍' })],
      ['markConversationSeen', await q(SEEN, { c })],
      ['pinMessage', await q(PIN, { m: m.id, p: true })],
      ['missedMessages', await q(MISSED, { after: m.cursor })],
      ['unreadMessageCount', await q(UNREAD)],
    ];
    for (const [name, r] of attempts) {
      expect(r.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
      expect(r.errors?.[0]?.message, name).toBe('Authentication required');
    }
    expect(bodies(ok(await q(MESSAGES, { c }, bob.token)).messages.nodes)).toEqual(['hello']);
  });

  it('unknown conversation and message ids are NOT_FOUND', async () => {
    const [ann] = await members(1);
    const conv = 'Conversation not found';
    const msg = 'Message not found';
    expectError(await q(CONVERSATION, { id: UNKNOWN_ID }, ann.token), 'NOT_FOUND', conv);
    expectError(await q(MESSAGES, { c: UNKNOWN_ID }, ann.token), 'NOT_FOUND', conv);
    expectError(await q(SEND, { input: { conversationId: UNKNOWN_ID, body: 'hi' } }, ann.token), 'NOT_FOUND', conv);
    expectError(await q(SEEN, { c: 'whatever' }, ann.token), 'NOT_FOUND', conv);
    expectError(await q(MESSAGE, { id: UNKNOWN_ID }, ann.token), 'NOT_FOUND', msg);
    expectError(await q(REACT, { m: UNKNOWN_ID, e: '👍' }, ann.token), 'NOT_FOUND', msg);
    expectError(await q(PIN, { m: UNKNOWN_ID, p: true }, ann.token), 'NOT_FOUND', msg);
  });
});

describe('sendMessage', () => {
  it("stores the trimmed text and answers the spec's message shape", async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const m = await send(ann, c, '  \n Hello Bob!  \t', { clientId: 'client-1' });
    expect(m).toMatchObject({
      conversationId: c,
      senderId: ann.user.id,
      sender: { id: ann.user.id, name: ann.user.name },
      body: 'Hello Bob!',
      image: null,
      seen: false,
      seenBy: [],
      replyTo: null,
      reactions: [],
      pinned: false,
      clientId: 'client-1',
    });
    expect(typeof m.cursor).toBe('string');
    expect(Math.abs(Date.parse(m.createdAt) - Date.now())).toBeLessThan(60_000);
    // Both see it; it is the conversation's latest message.
    for (const member of [ann, bob]) {
      expect(ok(await q(MESSAGE, { id: m.id }, member.token)).message).toEqual(m);
      expect(ok(await q(CONVERSATION, { id: c }, member.token)).conversation.latestMessage).toEqual({ id: m.id, body: 'Hello Bob!', senderId: ann.user.id });
    }
  });

  it('refuses blank and whitespace-only text and text over 4000 characters', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    for (const body of ['', '   ', '\n\t  \n', '\u00a0']) {
      expectError(await q(SEND, { input: { conversationId: c, body } }, ann.token), 'BAD_USER_INPUT', EMPTY, 'body');
    }
    expectError(
      await q(SEND, { input: { conversationId: c, body: 'x'.repeat(4001) } }, ann.token),
      'BAD_USER_INPUT',
      'Message is too long (max 4000 characters)',
      'body',
    );
    expect(ok(await q(MESSAGES, { c }, ann.token)).messages.nodes).toEqual([]);
    expect((await send(ann, c, ` ${'y'.repeat(4000)} `)).body).toHaveLength(4000);
  });

  it('replies carry the quoted message; a reply into another conversation is refused', async () => {
    const [ann, bob, cat] = await members(3);
    const c = await open(ann, bob);
    const other = await open(ann, cat);
    const original = await send(bob, c, 'Leg day?');
    const reply = await send(ann, c, 'Always', { replyToId: original.id });
    expect(reply.replyTo).toEqual({ id: original.id, body: 'Leg day?', sender: { id: bob.user.id, name: bob.user.name } });

    const elsewhere = await send(cat, other, 'In the other chat');
    expectError(await q(SEND, { input: { conversationId: c, body: 'x', replyToId: elsewhere.id } }, ann.token), 'BAD_USER_INPUT', REPLY_ELSEWHERE, 'replyToId');
    expectError(await q(SEND, { input: { conversationId: c, body: 'x', replyToId: UNKNOWN_ID } }, ann.token), 'BAD_USER_INPUT', REPLY_ELSEWHERE, 'replyToId');
    expect(bodies(ok(await q(MESSAGES, { c }, bob.token)).messages.nodes)).toEqual(['Leg day?', 'Always']);
    // An empty or blank reply id is no reply (it once reached the insert as '' and failed as an internal error).
    for (const replyToId of ['', '   ']) expect((await send(ann, c, 'no reply', { replyToId })).replyTo).toBeNull();
  });

  it('is idempotent per clientId: a retried or racing send gives one message', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const first = await send(ann, c, 'once', { clientId: 'retry-me' });
    const again = await send(ann, c, 'once', { clientId: 'retry-me' });
    expect(again).toEqual(first);

    const raced = await Promise.all(Array.from({ length: 6 }, () => send(ann, c, 'racing', { clientId: 'race-1' })));
    expect(new Set(raced.map((m) => m.id)).size).toBe(1);
    expect(raced.every((m) => m.body === 'racing' && m.clientId === 'race-1')).toBe(true);

    // Another member's clientId is theirs alone.
    const bobs = await send(bob, c, 'mine', { clientId: 'retry-me' });
    expect(bobs.id).not.toBe(first.id);
    expect(bodies(ok(await q(MESSAGES, { c }, ann.token)).messages.nodes)).toEqual(['once', 'racing', 'mine']);

    expectError(await q(SEND, { input: { conversationId: c, body: 'x', clientId: 'k'.repeat(101) } }, ann.token), 'BAD_USER_INPUT', undefined, 'clientId');

    // The same clientId in another conversation is a client bug, not a retry.
    const [carl] = await members(1);
    const other = await open(ann, carl);
    expectError(
      await q(SEND, { input: { conversationId: other, body: 'elsewhere', clientId: 'retry-me' } }, ann.token),
      'CONFLICT',
      'This clientId was already used for a message in another conversation',
      'clientId',
    );
    expect(ok(await q(MESSAGES, { c: other }, ann.token)).messages.nodes).toEqual([]);
  });

  it('names the argument of a bad cursor, and asks anonymous reactions to sign in first', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    expectError(await q(MESSAGES, { c, before: 'garbage' }, ann.token), 'BAD_USER_INPUT', 'Invalid cursor', 'before');
    expectError(await q(MISSED, { after: 'garbage' }, ann.token), 'BAD_USER_INPUT', 'Invalid cursor', 'after');
    const m = await send(ann, c, 'hi');
    expectError(await q(REACT, { m: m.id, e: 'not an emoji' }), 'UNAUTHENTICATED');
  });

  it('orders conversations by latest activity', async () => {
    const [ann, bob, cat, dan] = await members(4);
    const withBob = await open(ann, bob);
    const withCat = await open(ann, cat);
    const withDan = await open(ann, dan);
    const order = async () => ok(await q(CONVERSATIONS, {}, ann.token)).conversations.map((x: { id: string }) => x.id);
    expect(await order()).toEqual([withDan, withCat, withBob]);
    await send(bob, withBob, 'bump');
    expect(await order()).toEqual([withBob, withDan, withCat]);
    await send(ann, withCat, 'bump');
    expect(await order()).toEqual([withCat, withBob, withDan]);
    const list = ok(await q(CONVERSATIONS, {}, ann.token)).conversations;
    expect(list[0].latestMessage.body).toBe('bump');
    expect(list[2].latestMessage).toBeNull();
  });
});

describe('toggleReaction', () => {
  it('lets a member add several different emojis; choosing one again removes it', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const m = await send(bob, c, 'PR today!');
    for (const e of ['👍', '❤️', '😂']) ok(await q(REACT, { m: m.id, e }, ann.token));
    let r = ok(await q(REACT, { m: m.id, e: '👍' }, bob.token)).toggleReaction;
    expect(r.reactions.map((x: { emoji: string; userId: string }) => [x.emoji, x.userId])).toEqual([
      ['👍', ann.user.id],
      ['❤️', ann.user.id],
      ['😂', ann.user.id],
      ['👍', bob.user.id],
    ]);
    const first = r.reactions[0];
    expect(first).toMatchObject({ messageId: m.id, user: { id: ann.user.id, name: ann.user.name } });
    expect(first.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);

    // Ann un-reacts with the heart; Bob's thumbs up stays when Ann removes hers.
    ok(await q(REACT, { m: m.id, e: '❤️' }, ann.token));
    r = ok(await q(REACT, { m: m.id, e: ' 👍 ' }, ann.token)).toggleReaction;
    expect(r.reactions.map((x: { emoji: string; userId: string }) => [x.emoji, x.userId])).toEqual([
      ['😂', ann.user.id],
      ['👍', bob.user.id],
    ]);
    // Both members see the same, persisted.
    expect(ok(await q(MESSAGE, { id: m.id }, bob.token)).message.reactions).toEqual(r.reactions);
  });

  it('accepts emoji sequences from the picker and refuses text', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const m = await send(bob, c, 'emoji test');
    for (const e of ['👍🏽', '🇫🇷', '👩‍👩‍👧', '🏳️‍🌈', '#️⃣', '1️⃣', '🙏']) {
      const r = await q(REACT, { m: m.id, e }, ann.token);
      expect(r.errors, e).toBeUndefined();
    }
    for (const e of ['', '  ', 'hello', 'ok👍', '👍ok', '1', ':)', '<b>', 'x'.repeat(40)]) {
      expectError(await q(REACT, { m: m.id, e }, ann.token), 'BAD_USER_INPUT', 'Choose an emoji to react with', 'emoji');
    }
    expect(ok(await q(MESSAGE, { id: m.id }, ann.token)).message.reactions).toHaveLength(7);
  });

  it('survives a double click racing itself', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const m = await send(bob, c, 'race');
    for (const e of ['🔥', '💪', '🎉', '👏']) {
      const results = await Promise.all([q(REACT, { m: m.id, e }, ann.token), q(REACT, { m: m.id, e }, ann.token)]);
      for (const r of results) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    }
    const reactions = ok(await q(MESSAGE, { id: m.id }, ann.token)).message.reactions as { emoji: string }[];
    expect(reactions.length).toBe(new Set(reactions.map((x) => x.emoji)).size);
  });
});

describe('read state', () => {
  it('counts messages not sent by me whose seenBy lacks me; markConversationSeen clears them', async () => {
    const [ann, bob, cat] = await members(3);
    const withBob = await open(ann, bob);
    const withCat = await open(cat, ann);
    const mine = await send(ann, withBob, 'from ann');
    for (const body of ['b1', 'b2', 'b3']) await send(bob, withBob, body);
    await send(cat, withCat, 'c1');

    const unreadIn = async (m: Member, c: string) => ok(await q(CONVERSATION, { id: c }, m.token)).conversation.unreadCount;
    const total = async (m: Member) => ok(await q(UNREAD, {}, m.token)).unreadMessageCount;
    expect(await unreadIn(ann, withBob)).toBe(3);
    expect(await unreadIn(ann, withCat)).toBe(1);
    expect(await total(ann)).toBe(4);
    expect(await unreadIn(bob, withBob)).toBe(1); // Ann's one message; his own never count
    expect(await total(bob)).toBe(1);
    const list = ok(await q(CONVERSATIONS, {}, ann.token)).conversations;
    expect(Object.fromEntries(list.map((x: { id: string; unreadCount: number }) => [x.id, x.unreadCount]))).toEqual({ [withBob]: 3, [withCat]: 1 });

    // Bob's view before Ann opens the chat: sent, not seen.
    let bobs = ok(await q(MESSAGES, { c: withBob }, bob.token)).messages.nodes;
    expect(bobs.filter((x: { senderId: string }) => x.senderId === bob.user.id).map((x: { seen: boolean }) => x.seen)).toEqual([false, false, false]);

    const seen = ok(await q(SEEN, { c: withBob }, ann.token)).markConversationSeen;
    expect(seen).toMatchObject({ id: withBob, unreadCount: 0 });
    expect(await total(ann)).toBe(1);
    expect(await unreadIn(ann, withCat)).toBe(1);

    bobs = ok(await q(MESSAGES, { c: withBob }, bob.token)).messages.nodes;
    for (const x of bobs.filter((n: { senderId: string }) => n.senderId === bob.user.id)) {
      expect(x.seen).toBe(true);
      expect(x.seenBy).toEqual([{ id: ann.user.id }]);
    }
    // Ann's own message is not seen until Bob opens the chat.
    expect(bobs.find((x: { id: string }) => x.id === mine.id)).toMatchObject({ seen: false, seenBy: [] });
    expect(ok(await q(SEEN, { c: withBob }, ann.token)).markConversationSeen.unreadCount).toBe(0); // again: no-op
    ok(await q(SEEN, { c: withBob }, bob.token));
    expect(ok(await q(MESSAGE, { id: mine.id }, ann.token)).message).toMatchObject({ seen: true, seenBy: [{ id: bob.user.id }] });
    expect(await total(bob)).toBe(0);

    // A new message is unread again.
    await send(bob, withBob, 'b4');
    expect(await unreadIn(ann, withBob)).toBe(1);
    expect(await total(ann)).toBe(2);
  });
});

describe('pinMessage', () => {
  it('pins for both participants, newest pin first, and unpins', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const m1 = await send(bob, c, 'Meet at 7');
    const m2 = await send(ann, c, 'Bring water');
    expect(ok(await q(PIN, { m: m1.id, p: true }, ann.token)).pinMessage).toMatchObject({ id: m1.id, pinned: true });
    ok(await q(PIN, { m: m1.id, p: true }, ann.token)); // again: unchanged
    ok(await q(PIN, { m: m2.id, p: true }, bob.token));
    const pins = async (m: Member) => ok(await q(CONVERSATION, { id: c }, m.token)).conversation.pinnedMessages;
    for (const m of [ann, bob]) {
      expect(await pins(m)).toEqual([
        { id: m2.id, body: 'Bring water', pinned: true },
        { id: m1.id, body: 'Meet at 7', pinned: true },
      ]);
    }
    expect(ok(await q(PIN, { m: m2.id, p: false }, ann.token)).pinMessage.pinned).toBe(false);
    for (const m of [ann, bob]) expect((await pins(m)).map((x: { id: string }) => x.id)).toEqual([m1.id]);
    expect(ok(await q(MESSAGE, { id: m2.id }, bob.token)).message.pinned).toBe(false);
  });

  it('gives each conversation of a list its own pins (loaded for all of them at once)', async () => {
    const [ann, bob, cat, dan] = await members(4);
    const withBob = await open(ann, bob);
    const withCat = await open(ann, cat);
    await open(ann, dan);
    const b1 = await send(bob, withBob, 'bob 1');
    const b2 = await send(bob, withBob, 'bob 2');
    const c1 = await send(cat, withCat, 'cat 1');
    await send(cat, withCat, 'cat unpinned');
    for (const m of [b1, c1, b2]) ok(await q(PIN, { m: m.id, p: true }, ann.token));
    const list = ok(await q(`{ conversations { id pinnedMessages { id } } }`, {}, ann.token)).conversations as { id: string; pinnedMessages: { id: string }[] }[];
    const pinsOf = Object.fromEntries(list.map((c) => [c.id, c.pinnedMessages.map((m) => m.id)]));
    expect(Object.keys(pinsOf)).toHaveLength(3);
    expect(pinsOf[withBob]).toEqual([b2.id, b1.id]);
    expect(pinsOf[withCat]).toEqual([c1.id]);
    expect(Object.values(pinsOf).filter((ids) => ids.length === 0)).toHaveLength(1);
  });
});

describe('messages and missedMessages', () => {
  it('pages newest first within limits; conversation.messages pages the same way', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    for (let i = 1; i <= 7; i++) await send(i % 2 ? ann : bob, c, `m${i}`);
    const p1 = ok(await q(MESSAGES, { c, first: 3 }, ann.token)).messages;
    expect(bodies(p1.nodes)).toEqual(['m5', 'm6', 'm7']);
    expect(p1.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false, startCursor: p1.nodes[0].cursor, endCursor: p1.nodes[2].cursor });
    const p2 = ok(await q(MESSAGES, { c, first: 3, before: p1.pageInfo.startCursor }, ann.token)).messages;
    expect(bodies(p2.nodes)).toEqual(['m2', 'm3', 'm4']);
    const p3 = ok(await q(MESSAGES, { c, first: 3, before: p2.pageInfo.startCursor }, ann.token)).messages;
    expect(bodies(p3.nodes)).toEqual(['m1']);
    expect(p3.pageInfo.hasPreviousPage).toBe(false);

    const nested = ok(await q(CONVERSATION_MESSAGES, { id: c, first: 4 }, bob.token)).conversation.messages;
    expect(bodies(nested.nodes)).toEqual(['m4', 'm5', 'm6', 'm7']);
    const older = ok(await q(CONVERSATION_MESSAGES, { id: c, first: 4, before: nested.pageInfo.startCursor }, bob.token)).conversation.messages;
    expect(bodies(older.nodes)).toEqual(['m1', 'm2', 'm3']);

    for (const first of [0, 101, -1]) expectError(await q(MESSAGES, { c, first }, ann.token), 'BAD_USER_INPUT', 'first must be between 1 and 100', 'first');
    expectError(await q(MESSAGES, { c, before: 'garbage' }, ann.token), 'BAD_USER_INPUT', 'Invalid cursor');
  });

  it('missedMessages returns what came after a cursor in all my conversations, oldest first, in pages', async () => {
    const [ann, bob, cat, eve] = await members(4);
    const withBob = await open(ann, bob);
    const withCat = await open(ann, cat);
    const notMine = await open(bob, eve);
    const start = await send(ann, withBob, 'start');
    const expected: string[] = [];
    for (let i = 0; i < 5; i++) {
      await send(bob, withBob, `bob${i}`);
      expected.push(`bob${i}`);
      await send(eve, notMine, `eve${i}`);
      await send(cat, withCat, `cat${i}`);
      expected.push(`cat${i}`);
    }
    const seen: string[] = [];
    let after = start.cursor;
    let pages = 0;
    for (;;) {
      const page = ok(await q(MISSED, { after, first: 3 }, ann.token)).missedMessages;
      seen.push(...bodies(page.nodes));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(4);
    const empty = ok(await q(MISSED, { after }, ann.token)).missedMessages;
    expect(empty.nodes.filter((n: { body: string }) => n.body === 'cat4')).toHaveLength(1);
    expectError(await q(MISSED, { after: 'nope' }, ann.token), 'BAD_USER_INPUT', 'Invalid cursor');
  });
});

describe('message order', () => {
  it('orders concurrent sends the same by createdAt as by seq', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    // Sends racing for the insert lock: a time taken before waiting for it would disagree with seq.
    await Promise.all(Array.from({ length: 24 }, (_, i) => send(i % 2 ? ann : bob, c, `race ${i}`)));
    const nodes = ok(await q(`query($c: ID!) { messages(conversationId: $c, first: 50) { nodes { seq createdAt } } }`, { c }, ann.token)).messages.nodes as {
      seq: string;
      createdAt: string;
    }[];
    expect(nodes).toHaveLength(24);
    const bySeq = [...nodes].sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
    expect(bySeq).toEqual(nodes);
    for (let i = 1; i < bySeq.length; i++) expect(Date.parse(bySeq[i].createdAt)).toBeGreaterThanOrEqual(Date.parse(bySeq[i - 1].createdAt));
  });

  it('takes createdAt once the insert lock is held, not before waiting for it', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const blocker = new pg.Client({ connectionString: stack.database.url });
    await blocker.connect();
    try {
      // Hold the lock that orders inserts, as a long insert in flight would.
      await blocker.query(`SELECT pg_advisory_lock(hashtext('messaging:message-seq'))`);
      const sending = send(ann, c, 'waited for the lock');
      // The send is queued behind the lock once PostgreSQL shows its request waiting: no sleep.
      await expect
        .poll(async () => (await blocker.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)).rows[0].n, {
          timeout: 30_000,
          interval: 20,
        })
        .toBe(1);
      // Apart by more than createdAt's millisecond, so a time taken before the wait would show it;
      // this pause cannot make the test fail, only sharpen it.
      await blocker.query('SELECT pg_sleep(0.05)');
      const { rows } = await blocker.query<{ now: Date }>('SELECT clock_timestamp() AS now');
      await blocker.query(`SELECT pg_advisory_unlock(hashtext('messaging:message-seq'))`);
      const sent = await sending;
      // A time taken before the wait would be older than the release.
      expect(Date.parse(sent.createdAt)).toBeGreaterThanOrEqual(Math.floor(rows[0].now.getTime()));
    } finally {
      await blocker.end();
    }
  });
});

describe('send rate limit', () => {
  it('answers RATE_LIMITED past the per-minute limit, while a retry of a sent message still succeeds', async () => {
    const [ann, bob] = await members(2, limited);
    const c = await open(ann, bob, limited);
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push(await send(ann, c, `hi ${i}`, { clientId: `k${i}` }, limited));
    const r = await gql(limited.graphqlUrl, SEND, { input: { conversationId: c, body: 'one too many' } }, ann.token);
    const error = expectError(r, 'RATE_LIMITED', 'Too many attempts. Please try again later.');
    expect(error.extensions?.retryAfter).toBeGreaterThan(0);
    expect(error.extensions?.retryAfter).toBeLessThanOrEqual(60);
    // The retry of an already-sent message is answered from the store, not counted.
    expect((await send(ann, c, 'hi 0', { clientId: 'k0' }, limited)).id).toBe(sent[0].id);
    // The limit is per member: Bob can still answer.
    expect((await send(bob, c, 'slow down', {}, limited)).body).toBe('slow down');
  });
});
