// A message a moderator removes disappears live: both participants subscribed to
// messageRemoved hear { id, conversationId } (one subscribed to all their conversations, one
// to this one by name), a member outside the conversation hears nothing of it and cannot name
// it, the conversation's latest message moves back, and a second removal is NOT_FOUND.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client, collect, expectError, members, ok, listening, realtimeClients, sql, startStack, until, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
let moderator: Member;
const ws = realtimeClients(() => stack);

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const OPEN = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
const REMOVE = 'mutation($id: ID!) { moderatorRemoveMessage(id: $id) }';
const REMOVED_ALL = 'subscription { messageRemoved { id conversationId } }';
const REMOVED_IN = 'subscription($id: ID) { messageRemoved(conversationId: $id) { id conversationId } }';
const LATEST = 'query($id: ID!) { conversation(id: $id) { latestMessage { id } } }';
const MESSAGES = 'query($id: ID!) { messages(conversationId: $id) { nodes { id } } }';

const open = async (a: Member, b: Member) => ok(await q(OPEN, { t: b.user.id }, a.token)).createConversation.id as string;
const send = async (m: Member, conversationId: string, body: string) => ok(await q(SEND, { input: { conversationId, body } }, m.token)).sendMessage.id as string;

beforeAll(async () => {
  stack = await startStack();
  q = client(stack);
  [ann, bob, cat, dan, moderator] = await members(stack, 5);
  await sql(stack, `UPDATE accounts.users SET role = 'moderator' WHERE id = $1`, [moderator.user.id]);
  moderator = { ...moderator, token: ok(await q(LOGIN, { input: { email: moderator.input.email, password: moderator.input.password } })).login.token };
});
afterEach(async () => {
  await ws.disposeAll();
});
afterAll(async () => {
  await stack?.stop();
});

describe('messageRemoved', () => {
  it('reaches both participants at once and nobody else; the conversation drops the message', async () => {
    const conversation = await open(ann, bob);
    const kept = await send(ann, conversation, 'see you at the track');
    const reported = await send(bob, conversation, 'something reported');

    const annHears = collect(await ws.connect(ann), REMOVED_ALL, {}, (d) => d.messageRemoved);
    const bobHears = collect(await ws.connect(bob), REMOVED_IN, { id: conversation }, (d) => d.messageRemoved);
    const catHears = collect(await ws.connect(cat), REMOVED_ALL, {}, (d) => d.messageRemoved);
    // A stranger naming the conversation is refused when the subscription starts.
    const catNames = collect(await ws.connect(cat), REMOVED_IN, { id: conversation });
    await listening(annHears, bobHears, catHears, catNames);

    expect(ok(await q(REMOVE, { id: reported }, moderator.token)).moderatorRemoveMessage).toBe(reported);
    await until(() => annHears.results.length > 0 && bobHears.results.length > 0, 'both participants hearing of the removal');
    expect(annHears.results).toEqual([{ id: reported, conversationId: conversation }]);
    expect(bobHears.results).toEqual([{ id: reported, conversationId: conversation }]);
    expect([annHears.errors, bobHears.errors]).toEqual([[], []]);

    // The outsider's own conversation next: events of one topic arrive in order, so once the
    // outsider hears this one, the first would have arrived before it had it been theirs.
    const theirs = await open(cat, dan);
    const theirMessage = await send(dan, theirs, 'morning run?');
    ok(await q(REMOVE, { id: theirMessage }, moderator.token));
    await until(() => catHears.results.length > 0, 'the outsider hearing of their own conversation');
    expect(catHears.results).toEqual([{ id: theirMessage, conversationId: theirs }]);
    expect(catNames.results).toEqual([]);
    expect(JSON.stringify(catNames.errors)).toMatch(/FORBIDDEN/);

    // What a reload would show: gone from the list, the latest message the one before it.
    expect(ok(await q(MESSAGES, { id: conversation }, ann.token)).messages.nodes.map((m: { id: string }) => m.id)).toEqual([kept]);
    expect(ok(await q(LATEST, { id: conversation }, bob.token)).conversation.latestMessage).toEqual({ id: kept });
    expectError(await q(REMOVE, { id: reported }, moderator.token), 'NOT_FOUND', 'Message not found');
  }, 60_000);

  it('is for moderators only: a participant cannot remove, and nothing is announced', async () => {
    const conversation = await open(ann, bob);
    const message = await send(bob, conversation, 'mine');
    expectError(await q(REMOVE, { id: message }, ann.token), 'FORBIDDEN');
    expect(ok(await q(MESSAGES, { id: conversation }, ann.token)).messages.nodes.map((m: { id: string }) => m.id)).toContain(message);
    const [row] = await sql(stack, `SELECT count(*)::int AS n FROM messaging.outbox WHERE topic = 'messageRemoved' AND data->>'id' = $1`, [message]);
    expect(row.n).toBe(0);
  }, 60_000);
});
