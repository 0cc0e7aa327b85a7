// The spec's messaging paths under /api: shapes, HTTP statuses mapped from the GraphQL
// codes (401 anonymous, 403 stranger, 400 bad input, 404 unknown ids), route order, CSRF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectOk, type Member, members as newMembers, restClient, type Stack, startStack, UNKNOWN_ID } from '@pulse/dev-env';

const NOT_A_PARTICIPANT = { message: 'You are not a participant in this conversation', code: 'FORBIDDEN' };
const ANONYMOUS = { message: 'Authentication required', code: 'UNAUTHENTICATED' };
const NO_CONVERSATION = { message: 'Conversation not found', code: 'NOT_FOUND' };
const NO_MESSAGE = { message: 'Message not found', code: 'NOT_FOUND' };
const MESSAGE_KEYS = [
  'id',
  'conversationId',
  'senderId',
  'sender',
  'body',
  'image',
  'createdAt',
  'seen',
  'seenBy',
  'replyTo',
  'sharedPost',
  'reactions',
  'pinned',
  'clientId',
  'cursor',
  'envelope',
].sort();
const CONVERSATION_KEYS = ['id', 'name', 'users', 'messages', 'latestMessage', 'unreadCount', 'createdAt', 'updatedAt'].sort();

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const api = restClient(() => stack);

const members = (n: number) => newMembers(stack, n);
const open = async (a: Member, b: Member): Promise<string> =>
  expectOk(await api('POST', '/conversations', { token: a.token, body: { targetUserId: b.user.id } })).conversation.id;
const send = async (m: Member, conversationId: string, content: string, extra: Record<string, unknown> = {}) =>
  expectOk(await api('POST', '/messages', { token: m.token, body: { content, conversationId, ...extra } })).message;

describe('/api/conversations', () => {
  it('POST opens (and reuses) the conversation and answers {conversation}', async () => {
    const [ann, bob] = await members(2);
    const r = expectOk(await api('POST', '/conversations', { token: ann.token, body: { targetUserId: bob.user.id } }));
    expect(Object.keys(r)).toEqual(['conversation']);
    expect(Object.keys(r.conversation).sort()).toEqual(CONVERSATION_KEYS);
    expect(r.conversation).toMatchObject({ name: null, messages: [], latestMessage: null, unreadCount: 0 });
    const users = Object.fromEntries(r.conversation.users.map((u: { id: string }) => [u.id, u]));
    expect(users[bob.user.id]).toEqual({ id: bob.user.id, name: bob.user.name, username: bob.user.username, image: null, email: null });
    expect(users[ann.user.id].email).toBe(ann.user.email);
    expect(await open(bob, ann)).toBe(r.conversation.id);
  });

  it('POST refuses a missing target, yourself, an unknown member and anonymous callers', async () => {
    const [ann] = await members(1);
    expectFailure(await api('POST', '/conversations', { token: ann.token, body: {} }), 400, {
      message: 'targetUserId is required',
      code: 'BAD_USER_INPUT',
      field: 'targetUserId',
    });
    expectFailure(await api('POST', '/conversations', { token: ann.token, body: { targetUserId: ann.user.id } }), 400, {
      message: 'You cannot start a conversation with yourself',
      code: 'BAD_USER_INPUT',
      field: 'targetUserId',
    });
    expectFailure(await api('POST', '/conversations', { token: ann.token, body: { targetUserId: UNKNOWN_ID } }), 404, { message: 'User not found', code: 'NOT_FOUND' });
    expectFailure(await api('POST', '/conversations', { body: { targetUserId: ann.user.id } }), 401, ANONYMOUS);
  });

  it('GET lists my conversations, latest activity first, with messages holding the latest message', async () => {
    const [ann, bob, cat] = await members(3);
    const withBob = await open(ann, bob);
    const withCat = await open(ann, cat);
    const m = await send(bob, withBob, 'hey ann');
    const r = expectOk(await api('GET', '/conversations', { token: ann.token }));
    expect(Object.keys(r)).toEqual(['conversations']);
    expect(r.conversations.map((c: { id: string }) => c.id)).toEqual([withBob, withCat]);
    const [first, second] = r.conversations;
    expect(Object.keys(first).sort()).toEqual(CONVERSATION_KEYS);
    expect(first.latestMessage).toEqual(m);
    expect(first.messages).toEqual([m]);
    expect(first.unreadCount).toBe(1);
    expect(second).toMatchObject({ messages: [], latestMessage: null, unreadCount: 0 });
    expectFailure(await api('GET', '/conversations'), 401, ANONYMOUS);
  });

  it('GET /conversations/{id} answers {conversation}: 403 for a stranger, 404 when unknown', async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    expect(expectOk(await api('GET', `/conversations/${c}`, { token: bob.token })).conversation.id).toBe(c);
    expectFailure(await api('GET', `/conversations/${c}`, { token: eve.token }), 403, NOT_A_PARTICIPANT);
    expectFailure(await api('GET', `/conversations/${UNKNOWN_ID}`, { token: eve.token }), 404, NO_CONVERSATION);
  });
});

describe('/api/messages', () => {
  it("POST sends (content or body, trimmed) and answers {message} in the spec's shape", async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const r = expectOk(await api('POST', '/messages', { token: ann.token, body: { content: '  Hi Bob  ', conversationId: c, clientId: 'rest-1' } }));
    expect(Object.keys(r)).toEqual(['message']);
    expect(Object.keys(r.message).sort()).toEqual(MESSAGE_KEYS);
    expect(r.message).toMatchObject({
      conversationId: c,
      senderId: ann.user.id,
      sender: { id: ann.user.id, name: ann.user.name },
      body: 'Hi Bob',
      image: null,
      seen: false,
      seenBy: [],
      replyTo: null,
      reactions: [],
      pinned: false,
      clientId: 'rest-1',
    });
    // The same clientId again is the same message.
    expect((await send(ann, c, 'Hi Bob', { clientId: 'rest-1' })).id).toBe(r.message.id);

    const reply = expectOk(await api('POST', '/messages', { token: bob.token, body: { body: 'Hi!', conversationId: c, replyToId: r.message.id } })).message;
    expect(reply.replyTo).toEqual({ id: r.message.id, body: 'Hi Bob', sender: { id: ann.user.id, name: ann.user.name } });
  });

  it('POST answers 400 for blank text, a missing conversation or a reply elsewhere; 403, 404 and 401 as due', async () => {
    const [ann, bob, cat, eve] = await members(4);
    const c = await open(ann, bob);
    const other = await open(ann, cat);
    const elsewhere = await send(cat, other, 'elsewhere');
    const empty = { message: 'Message cannot be empty', code: 'BAD_USER_INPUT', field: 'body' };
    for (const body of [{ content: '   ' }, { body: '\n\t' }, {}]) {
      expectFailure(await api('POST', '/messages', { token: ann.token, body: { ...body, conversationId: c } }), 400, empty);
    }
    expectFailure(await api('POST', '/messages', { token: ann.token, body: { content: 7, conversationId: c } }), 400, {
      message: 'content must be a string',
      code: 'BAD_USER_INPUT',
      field: 'content',
    });
    expectFailure(await api('POST', '/messages', { token: ann.token, body: { content: 'hi' } }), 400, {
      message: 'conversationId is required',
      code: 'BAD_USER_INPUT',
      field: 'conversationId',
    });
    expectFailure(await api('POST', '/messages', { token: ann.token, body: { content: 'hi', conversationId: c, replyToId: elsewhere.id } }), 400, {
      message: 'You can only reply to a message in the same conversation',
      code: 'BAD_USER_INPUT',
      field: 'replyToId',
    });
    expectFailure(await api('POST', '/messages', { token: eve.token, body: { content: 'hi', conversationId: c } }), 403, NOT_A_PARTICIPANT);
    expectFailure(await api('POST', '/messages', { token: ann.token, body: { content: 'hi', conversationId: UNKNOWN_ID } }), 404, NO_CONVERSATION);
    expectFailure(await api('POST', '/messages', { body: { content: 'hi', conversationId: c } }), 401, ANONYMOUS);
    expect(expectOk(await api('GET', `/messages?conversationId=${c}`, { token: bob.token })).messages).toEqual([]);
  });

  it('GET ?conversationId pages newest first with limit and before; 400 without a conversation id', async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    for (let i = 1; i <= 5; i++) await send(i % 2 ? ann : bob, c, `m${i}`);
    const page = expectOk(await api('GET', `/messages?conversationId=${c}&limit=2`, { token: bob.token }));
    expect(Object.keys(page).sort()).toEqual(['messages', 'pageInfo']);
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    expect(Object.keys(page.messages[0]).sort()).toEqual(MESSAGE_KEYS);
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, startCursor: page.messages[0].cursor });
    const older = expectOk(await api('GET', `/messages?conversationId=${c}&limit=2&before=${encodeURIComponent(page.pageInfo.startCursor)}`, { token: bob.token }));
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    const all = expectOk(await api('GET', `/messages?conversationId=${c}`, { token: ann.token }));
    expect(all.messages).toHaveLength(5);
    expect(all.pageInfo.hasPreviousPage).toBe(false);

    expectFailure(await api('GET', `/messages?conversationId=${c}&limit=ten`, { token: ann.token }), 400, {
      message: 'limit must be a positive integer',
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    expectFailure(await api('GET', `/messages?conversationId=${c}&limit=1000`, { token: ann.token }), 400, {
      message: 'first must be between 1 and 100',
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expectFailure(await api('GET', `/messages?conversationId=${c}`, { token: eve.token }), 403, NOT_A_PARTICIPANT);
    expectFailure(await api('GET', `/messages?conversationId=${UNKNOWN_ID}`, { token: eve.token }), 404, NO_CONVERSATION);
    expectFailure(await api('GET', `/messages?conversationId=${c}`), 401, ANONYMOUS);
  });

  it("GET without conversationId pages my latest messages across all my conversations, and nobody else's", async () => {
    const [ann, bob, cat, eve] = await members(4);
    const withBob = await open(ann, bob);
    const withCat = await open(ann, cat);
    const notMine = await open(bob, eve);
    await send(bob, withBob, 'b1');
    await send(cat, withCat, 'c1');
    await send(eve, notMine, 'e1');
    await send(ann, withBob, 'a2');
    await send(cat, withCat, 'c2');
    const newest = expectOk(await api('GET', '/messages?limit=3', { token: ann.token }));
    expect(Object.keys(newest).sort()).toEqual(['messages', 'pageInfo']);
    // Newest page first, oldest first within it, as a conversation's pages are.
    expect(newest.messages.map((m: { body: string }) => m.body)).toEqual(['c1', 'a2', 'c2']);
    expect(Object.keys(newest.messages[0]).sort()).toEqual(MESSAGE_KEYS);
    expect(newest.pageInfo).toMatchObject({ hasPreviousPage: true, startCursor: newest.messages[0].cursor });
    const older = expectOk(await api('GET', `/messages?limit=3&before=${encodeURIComponent(newest.pageInfo.startCursor)}`, { token: ann.token }));
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['b1']);
    expect(older.pageInfo.hasPreviousPage).toBe(false);
    // A blank conversationId is the same as none.
    expect(expectOk(await api('GET', '/messages?conversationId=&limit=3', { token: ann.token })).messages).toEqual(newest.messages);
    const [lonely] = await members(1);
    expect(expectOk(await api('GET', '/messages', { token: lonely.token }))).toEqual({
      messages: [],
      pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null },
    });
    expectFailure(await api('GET', '/messages?before=garbage', { token: ann.token }), 400, { message: 'Invalid cursor', code: 'BAD_USER_INPUT', field: 'before' });
    expectFailure(await api('GET', '/messages'), 401, ANONYMOUS);
  });

  it('GET /messages/{id} answers {message}; 403 for a stranger, 404 when unknown', async () => {
    const [ann, bob, eve] = await members(3);
    const m = await send(ann, await open(ann, bob), 'one');
    expect(expectOk(await api('GET', `/messages/${m.id}`, { token: bob.token }))).toEqual({ message: m });
    expectFailure(await api('GET', `/messages/${m.id}`, { token: eve.token }), 403, NOT_A_PARTICIPANT);
    expectFailure(await api('GET', `/messages/${UNKNOWN_ID}`, { token: eve.token }), 404, NO_MESSAGE);
  });
});

describe('/api/messages/reactions and /api/messages/{id}/pin', () => {
  it('POST /messages/reactions toggles a reaction and answers {message}', async () => {
    const [ann, bob, eve] = await members(3);
    const m = await send(bob, await open(ann, bob), 'react to me');
    let r = expectOk(await api('POST', '/messages/reactions', { token: ann.token, body: { messageId: m.id, emoji: '❤️' } }));
    expect(Object.keys(r)).toEqual(['message']);
    r = expectOk(await api('POST', '/messages/reactions', { token: ann.token, body: { messageId: m.id, emoji: '😂' } }));
    expect(r.message.reactions.map((x: { emoji: string }) => x.emoji)).toEqual(['❤️', '😂']);
    const reaction = r.message.reactions[0];
    expect(Object.keys(reaction).sort()).toEqual(['createdAt', 'emoji', 'id', 'messageId', 'user', 'userId']);
    expect(reaction).toMatchObject({ userId: ann.user.id, messageId: m.id, user: { id: ann.user.id, name: ann.user.name } });
    r = expectOk(await api('POST', '/messages/reactions', { token: ann.token, body: { messageId: m.id, emoji: '❤️' } }));
    expect(r.message.reactions.map((x: { emoji: string }) => x.emoji)).toEqual(['😂']);

    expectFailure(await api('POST', '/messages/reactions', { token: ann.token, body: { messageId: m.id, emoji: 'nice' } }), 400, {
      message: 'Choose an emoji to react with',
      code: 'BAD_USER_INPUT',
      field: 'emoji',
    });
    expectFailure(await api('POST', '/messages/reactions', { token: ann.token, body: { emoji: '👍' } }), 400, {
      message: 'messageId is required',
      code: 'BAD_USER_INPUT',
      field: 'messageId',
    });
    expectFailure(await api('POST', '/messages/reactions', { token: eve.token, body: { messageId: m.id, emoji: '👍' } }), 403, NOT_A_PARTICIPANT);
    expectFailure(await api('POST', '/messages/reactions', { token: eve.token, body: { messageId: UNKNOWN_ID, emoji: '👍' } }), 404, NO_MESSAGE);
  });

  it('POST /messages/{id}/pin pins and unpins for both participants', async () => {
    const [ann, bob, eve] = await members(3);
    const m = await send(bob, await open(ann, bob), 'pin me');
    expect(expectOk(await api('POST', `/messages/${m.id}/pin`, { token: ann.token, body: { pinned: true } })).message).toMatchObject({ id: m.id, pinned: true });
    expect(expectOk(await api('GET', `/messages/${m.id}`, { token: bob.token })).message.pinned).toBe(true);
    expect(expectOk(await api('POST', `/messages/${m.id}/pin`, { token: bob.token, body: { pinned: false } })).message.pinned).toBe(false);
    // No body: pin (what the menu's Pin item means).
    expect(expectOk(await api('POST', `/messages/${m.id}/pin`, { token: bob.token })).message.pinned).toBe(true);
    expectFailure(await api('POST', `/messages/${m.id}/pin`, { token: ann.token, body: { pinned: 'yes' } }), 400, {
      message: 'pinned must be true or false',
      code: 'BAD_USER_INPUT',
      field: 'pinned',
    });
    expectFailure(await api('POST', `/messages/${m.id}/pin`, { token: eve.token, body: { pinned: false } }), 403, NOT_A_PARTICIPANT);
    expectFailure(await api('POST', `/messages/${UNKNOWN_ID}/pin`, { token: eve.token, body: { pinned: true } }), 404, NO_MESSAGE);
    expect(expectOk(await api('GET', `/messages/${m.id}`, { token: ann.token })).message.pinned).toBe(true);
  });
});

describe('read state over REST', () => {
  it("POST /conversations/{id}/seen, GET /messages/unread/count and the sender's seen tick", async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    for (const text of ['one', 'two', 'three']) await send(bob, c, text);
    const count = expectOk(await api('GET', '/messages/unread/count', { token: ann.token }));
    expect(count).toEqual({ count: 3 });
    expect(expectOk(await api('GET', '/messages/unread/count', { token: bob.token }))).toEqual({ count: 0 });

    // The web client posts without a body (and so without a content type).
    const seen = expectOk(await api('POST', `/conversations/${c}/seen`, { token: ann.token }));
    expect(Object.keys(seen).sort()).toEqual(['conversation', 'success']);
    expect(seen.success).toBe(true);
    expect(seen.conversation).toMatchObject({ id: c, unreadCount: 0 });
    expect(expectOk(await api('GET', '/messages/unread/count', { token: ann.token }))).toEqual({ count: 0 });
    const bobsView = expectOk(await api('GET', `/messages?conversationId=${c}`, { token: bob.token })).messages;
    for (const m of bobsView) expect(m).toMatchObject({ seen: true, seenBy: [{ id: ann.user.id }] });

    expectFailure(await api('POST', `/conversations/${c}/seen`, { token: eve.token }), 403, NOT_A_PARTICIPANT);
    expectFailure(await api('POST', `/conversations/${UNKNOWN_ID}/seen`, { token: eve.token }), 404, NO_CONVERSATION);
    expectFailure(await api('GET', '/messages/unread/count'), 401, ANONYMOUS);
  });

  it('GET /messages/missed?after= catches up from a cursor, in pages', async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    const start = await send(ann, c, 'start');
    await send(eve, await open(eve, ann), 'not for bob');
    for (const text of ['a', 'b', 'c']) await send(ann, c, text);
    const p1 = expectOk(await api('GET', `/messages/missed?after=${encodeURIComponent(start.cursor)}&limit=2`, { token: bob.token }));
    expect(Object.keys(p1).sort()).toEqual(['messages', 'pageInfo']);
    expect(p1.messages.map((m: { body: string }) => m.body)).toEqual(['a', 'b']);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const p2 = expectOk(await api('GET', `/messages/missed?after=${encodeURIComponent(p1.pageInfo.endCursor)}&limit=2`, { token: bob.token }));
    expect(p2.messages.map((m: { body: string }) => m.body)).toEqual(['c']);
    expect(p2.pageInfo.hasNextPage).toBe(false);

    expectFailure(await api('GET', '/messages/missed', { token: bob.token }), 400, { message: 'after is required', code: 'BAD_USER_INPUT', field: 'after' });
    expectFailure(await api('GET', '/messages/missed?after=nope', { token: bob.token }), 400, { message: 'Invalid cursor', code: 'BAD_USER_INPUT', field: 'after' });
    expectFailure(await api('GET', `/messages/missed?after=${encodeURIComponent(start.cursor)}`), 401, ANONYMOUS);
  });
});

describe('CSRF on the messaging paths', () => {
  it('rejects a state-changing request a cross-site form could send', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const rejected = { message: 'This request needs a JSON content type or an apollo-require-preflight header (CSRF protection)', code: 'CSRF_REJECTED' };
    const payload = JSON.stringify({ content: 'forged', conversationId: c });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expectFailure(await api('POST', '/messages', { raw: payload, headers: { 'content-type': type } }), 400, rejected);
    }
    expectFailure(
      await api('POST', '/conversations', { raw: `targetUserId=${bob.user.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      400,
      rejected,
    );
    expectFailure(await api('POST', `/conversations/${c}/seen`), 400, rejected);
    // With a token (which a form cannot send) a text body is simply not read as JSON.
    expectFailure(await api('POST', '/messages', { token: ann.token, raw: payload, headers: { 'content-type': 'text/plain' } }), 400, {
      message: 'conversationId is required',
      code: 'BAD_USER_INPUT',
      field: 'conversationId',
    });
    expect(expectOk(await api('GET', `/messages?conversationId=${c}`, { token: bob.token })).messages).toEqual([]);
  });
});
