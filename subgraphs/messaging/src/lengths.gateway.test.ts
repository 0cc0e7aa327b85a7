// Messaging's string maxima, through the gateway: a value at its maximum is stored, one
// character more is refused with HTTP 400, BAD_USER_INPUT, TOO_LONG and the field (with the
// rule's own words), before anything reaches PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, members, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let ann: Member;
let bob: Member;
let conversationId: string;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  [ann, bob] = await members(stack, 2);
  const r = await gql(stack.graphqlUrl, `mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`, { t: bob.user.id }, ann.token);
  conversationId = r.data.createConversation.id;
});
afterAll(async () => {
  await stack?.stop();
});

const q = (query: string, variables: Record<string, unknown>, token = ann.token) => gql(stack.graphqlUrl, query, variables, token);
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body clientId cursor } }`;

function expectTooLong(r: Awaited<ReturnType<typeof gql>>, field: string, message?: string) {
  expect(r.status, JSON.stringify(r)).toBe(400);
  expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason: 'TOO_LONG' });
  if (message) expect(r.errors![0].message).toBe(message);
}

describe('messaging string maxima', () => {
  it('a body of 4000 and a client id of 100 characters are stored; one more is refused and nothing is sent', async () => {
    const clientId = `${Date.now()}`.padEnd(100, 'k');
    const sent = await q(SEND, { input: { conversationId, body: 'm'.repeat(4000), clientId } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendMessage.body).toHaveLength(4000);
    expectTooLong(await q(SEND, { input: { conversationId, body: 'm'.repeat(4001) } }), 'body', 'Message is too long (max 4000 characters)');
    expectTooLong(await q(SEND, { input: { conversationId, body: 'hi', clientId: `${clientId}x` } }), 'clientId');
    expect(await sql(stack, `SELECT 1 FROM messaging.messages WHERE conversation_id = $1`, [conversationId])).toHaveLength(1);
  });

  it('ids, cursors and reactions are bounded too', async () => {
    expectTooLong(await q(`query($c: ID) { messages(conversationId: $c) { nodes { id } } }`, { c: 'c'.repeat(65) }), 'conversationId');
    expectTooLong(await q(`query($a: String!) { missedMessages(after: $a) { nodes { id } } }`, { a: 'a'.repeat(513) }), 'after', 'Invalid cursor');
    const invalid = await q(`query($a: String!) { missedMessages(after: $a) { nodes { id } } }`, { a: 'a'.repeat(512) });
    expect(invalid.errors![0]).toMatchObject({ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } });
    const message = (await q(SEND, { input: { conversationId, body: 'react to me' } })).data.sendMessage;
    expectTooLong(await q(`mutation($m: ID!, $e: String!) { toggleReaction(messageId: $m, emoji: $e) { id } }`, { m: message.id, e: '👍'.repeat(33) }), 'emoji');
  });
});
