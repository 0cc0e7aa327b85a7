// Messaging's cursors through the gateway: a conversation's pages, the caller's messages
// across conversations, Conversation.messages and the catch-up after a reconnect refuse
// forged, truncated, wrong-kind, out-of-range and other-list cursors with BAD_USER_INPUT
// 'Invalid cursor' naming the argument (over GraphQL and REST), and still read the untagged
// cursors a browser may hold from before lists were named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectError, expectFailure, expectOk, forgedCursors, gql, members, restClient, type Member, type Stack, startStack } from '@pulse/dev-env';

const PAGE = 'pageInfo { startCursor endCursor }';
const OPERATIONS = {
  messages: { query: `query($c: ID, $cursor: String) { messages(conversationId: $c, first: 1, before: $cursor) { nodes { id } ${PAGE} } }`, arg: 'before' },
  allMessages: { query: `query($cursor: String) { messages(first: 1, before: $cursor) { nodes { id } ${PAGE} } }`, arg: 'before' },
  conversationMessages: {
    query: `query($c: ID!, $cursor: String) { conversation(id: $c) { messages(first: 1, before: $cursor) { nodes { id } ${PAGE} } } }`,
    arg: 'before',
  },
  missedMessages: { query: `query($cursor: String!) { missedMessages(first: 1, after: $cursor) { nodes { id } ${PAGE} } }`, arg: 'after' },
} as const;

let stack: Stack;
let ann: Member;
let bob: Member;
let conversationId: string;
/** The cursor of the second of three messages: each list has a page on either side of it. */
let middle: string;
/** A real cursor of another list (social's home feed). */
let feedCursor: string;
const call = caller(() => stack);
const api = restClient(() => stack);

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  [ann, bob] = await members(stack, 2);
  conversationId = (await call('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, ann)).createConversation.id;
  const cursors: string[] = [];
  for (const body of ['one', 'two', 'three']) {
    const { sendMessage } = await call(
      'mutation($c: ID!, $b: String!) { sendMessage(input: { conversationId: $c, body: $b }) { cursor } }',
      { c: conversationId, b: body },
      ann,
    );
    cursors.push(sendMessage.cursor);
  }
  middle = cursors[1];
  await call('mutation { createPost(input: { content: "a post" }) { id } }', {}, ann);
  await call('mutation { createPost(input: { content: "another" }) { id } }', {}, ann);
  feedCursor = (await call('{ homeFeed(first: 1) { pageInfo { endCursor } } }', {}, ann)).homeFeed.pageInfo.endCursor;
});
afterAll(async () => {
  await stack?.stop();
});

describe.each(Object.entries(OPERATIONS))('%s', (name, { query, arg }) => {
  const variables = (cursor: string) => (name === 'allMessages' || name === 'missedMessages' ? { cursor } : { c: conversationId, cursor });
  const nodesOf = (data: any) => (name === 'conversationMessages' ? data.conversation.messages : data[name === 'allMessages' ? 'messages' : name]).nodes;

  it('pages on from a cursor it handed out, and from an untagged one', async () => {
    const expected = name === 'missedMessages' ? 'three' : 'one';
    const [, seq, id] = JSON.parse(Buffer.from(middle, 'base64url').toString('utf8')) as string[];
    const untagged = Buffer.from(JSON.stringify([seq, id])).toString('base64url');
    for (const cursor of [middle, untagged]) {
      const nodes = nodesOf(await call(query, variables(cursor), ann));
      expect(nodes).toHaveLength(1);
      const { message } = await call('query($id: ID!) { message(id: $id) { body } }', { id: nodes[0].id }, ann);
      expect(message.body).toBe(expected);
    }
  });

  it(`refuses every forged cursor on \`${arg}\`, as bad input`, async () => {
    for (const [label, cursor] of forgedCursors(middle, feedCursor)) {
      const result = await gql(stack.graphqlUrl, query, variables(cursor), ann.token);
      expect(result.errors?.[0]?.extensions?.code, `${label}: ${JSON.stringify(result)}`).toBe('BAD_USER_INPUT');
      expectError(result, 'BAD_USER_INPUT', 'Invalid cursor', arg);
    }
  });
});

describe('REST', () => {
  it('GET /messages?before= and /messages/missed?after= answer 400 naming the parameter for every forged cursor', async () => {
    for (const [label, cursor] of forgedCursors(middle, feedCursor)) {
      const c = encodeURIComponent(cursor);
      for (const [path, field] of [
        [`/messages?conversationId=${conversationId}&before=${c}`, 'before'],
        [`/messages?before=${c}`, 'before'],
        [`/messages/missed?after=${c}`, 'after'],
      ]) {
        const reply = await api('GET', path, { token: ann.token });
        expect(reply.status, `${path.split('?')[0]} ${label}: ${reply.text}`).toBe(400);
        expectFailure(reply, 400, { message: 'Invalid cursor', code: 'BAD_USER_INPUT', field });
      }
    }
  });

  it('pages on with a cursor it handed out', async () => {
    expect(expectOk(await api('GET', `/messages/missed?after=${middle}`, { token: ann.token })).messages).toHaveLength(1);
  });
});
