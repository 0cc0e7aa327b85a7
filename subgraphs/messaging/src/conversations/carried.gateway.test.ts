// What a message's events carry (newMessageFields, send-message.ts) must be what a lookup
// answers: the gateway hands it to every receiver instead of asking messaging (docs/realtime.md).
// The web client's own subscription documents, against the same selection read by query.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { caller, collect, members as newMembers, listening, realtimeClients, startStack, until, webSubscriptions, type Stack } from '@pulse/dev-env';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
const PIN = 'mutation($m: ID!) { pinMessage(messageId: $m, pinned: true) { id } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';

/** The web client's subscription document, asked as a query of `lookup(id:)` instead. */
function asQuery(name: string, field: string, lookup: string): { subscription: string; query: string } {
  const { query } = webSubscriptions().get(name)!;
  const head = `subscription ${name} {\n  ${field} {`;
  if (!query.startsWith(head)) throw new Error(`${name} does not start as expected: ${query.slice(0, 80)}`);
  return { subscription: query, query: `query Look($id: ID!) {\n  ${lookup}(id: $id) {${query.slice(head.length)}` };
}
const MESSAGE = asQuery('MessageCreated', 'messageCreated', 'message');
const CONVERSATION = asQuery('ConversationUpdated', 'conversationUpdated', 'conversation');

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

describe('events that carry their message', () => {
  it('answer every receiver exactly as a lookup would: plain, reply, shared post, pinned, too long to carry', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const c = (await call(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    const post = (await call(CREATE_POST, { input: { content: 'Hill repeats #tuesday' } }, ann)).createPost.id as string;
    const b = await realtime.connect(bob);
    const messages = collect(b, MESSAGE.subscription);
    const conversations = collect(b, CONVERSATION.subscription);
    await listening(messages, conversations);

    const sendAndCompare = async (input: Record<string, unknown>) => {
      const before = stack.gateway.realtimeLookups();
      const [m, cv] = [messages.results.length, conversations.results.length];
      const id = (await call(SEND, { input: { conversationId: c, ...input } }, ann)).sendMessage.id as string;
      await until(() => messages.results.length === m + 1 && conversations.results.length === cv + 1, `message ${m + 1}`);
      const live = messages.results[m].messageCreated;
      expect(live.id).toBe(id);
      expect(live).toEqual((await call(MESSAGE.query, { id }, bob)).message);
      expect(conversations.results[cv].conversationUpdated).toEqual((await call(CONVERSATION.query, { id: c }, bob)).conversation);
      return { live, carried: stack.gateway.realtimeLookups().carried - before.carried };
    };

    const plain = await sendAndCompare({ body: 'Tempo run at 7?', clientId: 'carried-1' });
    expect(plain.carried).toBeGreaterThan(0);
    const reply = await sendAndCompare({ body: 'And bring this', replyToId: plain.live.id, sharedPostId: post });
    expect(reply.live.replyTo).toMatchObject({ id: plain.live.id, body: 'Tempo run at 7?' });
    expect(reply.live.sharedPost).toMatchObject({ id: post, content: 'Hill repeats #tuesday' });
    expect(reply.carried).toBeGreaterThan(0);

    // With a pin, the conversation is looked up (its pins are not carried); the message still is.
    const beforePin = conversations.results.length;
    await call(PIN, { m: plain.live.id }, ann);
    await until(() => conversations.results.length === beforePin + 1, 'the pin');
    const afterPin = await sendAndCompare({ body: 'Pinned the plan' });
    expect(afterPin.carried).toBeGreaterThan(0);
    expect(conversations.results.at(-1).conversationUpdated.pinnedMessages.map((m: { id: string }) => m.id)).toEqual([plain.live.id]);

    // 2,000 four-byte characters (4,000 UTF-16 units, the limit) do not fit a bus event (7,500 bytes): looked up.
    const long = await sendAndCompare({ body: '🏃'.repeat(2000) });
    expect(long.carried).toBe(0);
    expect(long.live.body).toBe('🏃'.repeat(2000));
  });
});
