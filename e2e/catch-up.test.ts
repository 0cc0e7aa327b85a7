// The web client's catch-up (web/src/messages/catch-up.ts) with a real Apollo client and cache
// against the real stack, without a browser: what the mark lets it fetch, what it drops, and
// that the open conversation ends up complete, once each, in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client/core';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { ConversationMessagesDocument, type ConversationMessagesQuery } from '../web/src/generated/graphql.js';
import { messagingTypePolicies } from '../web/src/messages/cache-policies.js';
import { catchUpMark, catchUpMessages } from '../web/src/messages/catch-up.js';
import { SessionScope } from '../web/src/session/session-scope.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let ann: Member;
let bob: Member;
let cat: Member;

beforeAll(async () => {
  stack = await startStack({ env: { MESSAGE_LIMIT_PER_MINUTE: '1000', REGISTER_LIMIT_PER_IP: '1000' } });
  [ann, bob, cat] = [await registerMember(stack), await registerMember(stack), await registerMember(stack)];
});
afterAll(async () => {
  await stack?.stop();
});

const open = async (a: Member, b: Member): Promise<string> =>
  (await gql(stack.graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: b.user.id }, a.token)).data.createConversation.id;
const send = async (m: Member, conversationId: string, body: string) => {
  const res = await gql(stack.graphqlUrl, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id seq cursor } }', { i: { conversationId, body } }, m.token);
  expect(res.errors).toBeUndefined();
  return res.data.sendMessage as { id: string; seq: string; cursor: string };
};

function clientOf(member: Member): ApolloClient<NormalizedCacheObject> {
  return new ApolloClient({
    link: new HttpLink({ uri: stack.graphqlUrl, headers: { authorization: `Bearer ${member.token}` } }),
    cache: new InMemoryCache({ typePolicies: messagingTypePolicies }),
  });
}

const bodiesOf = (client: ApolloClient<NormalizedCacheObject>, conversationId: string) =>
  client.cache.readQuery<ConversationMessagesQuery>({ query: ConversationMessagesDocument, variables: { conversationId } })?.messages.nodes.map((m) => m.body) ?? null;

describe('catching up after a dropped connection', () => {
  it('fetches everything after the last delivered message, keeps the open list whole and drops the others', async () => {
    const withBob = await open(ann, bob);
    const withCat = await open(cat, ann);
    const client = clientOf(ann);
    const before = await send(bob, withBob, 'before the outage');

    // Ann has Bob's conversation open (a watched query) and looked at Cat's earlier.
    const watched = client.watchQuery({
      query: ConversationMessagesDocument,
      variables: { conversationId: withBob, first: 30, before: null },
      fetchPolicy: 'cache-first',
    });
    const stop = watched.subscribe({ next: () => {}, error: () => {} });
    try {
      await watched.result();
      // The last message her socket delivered.
      catchUpMark(client).advance(before);
      const after = catchUpMark(client).cursor;

      // During the outage: 35 from Bob (more than a page), one of Ann's own sends over HTTP,
      // and a page of Cat's conversation loaded, all newer than most of what was missed.
      const missed: string[] = [];
      let last = '';
      for (let i = 1; i <= 20; i++) {
        await send(bob, withBob, `missed ${i}`);
        missed.push(`missed ${i}`);
      }
      await send(ann, withBob, 'my own send');
      await send(cat, withCat, 'from cat');
      await client.query({ query: ConversationMessagesDocument, variables: { conversationId: withCat, first: 30, before: null } });
      for (let i = 21; i <= 35; i++) {
        last = (await send(bob, withBob, `missed ${i}`)).cursor;
        missed.push(`missed ${i}`);
      }
      expect(bodiesOf(client, withCat)).toEqual(['from cat']);

      const received = await catchUpMessages(client, { after, reconnect: true });
      expect(received).toBe(37);
      expect(bodiesOf(client, withBob)).toEqual(['before the outage', ...missed.slice(0, 20), 'my own send', ...missed.slice(20)]);
      // Cat's list is nobody's to show: dropped, it loads afresh when opened.
      expect(bodiesOf(client, withCat)).toBeNull();
      // The mark moved to the newest message fetched.
      expect(catchUpMark(client).cursor).toBe(last);

      // Nothing new: a second catch-up from the new mark fetches nothing and changes nothing.
      expect(await catchUpMessages(client, { after: catchUpMark(client).cursor, reconnect: true })).toBe(0);
      expect(bodiesOf(client, withBob)).toHaveLength(37);
    } finally {
      stop.unsubscribe();
    }
  });

  it('with no mark yet, takes the newest message of all conversations as where the stream starts', async () => {
    const withCat = await open(bob, cat);
    const newest = await send(cat, withCat, 'newest of all');
    const client = clientOf(bob);
    expect(catchUpMark(client).cursor).toBeNull();
    expect(await catchUpMessages(client, { after: null, reconnect: false })).toBe(0);
    expect(catchUpMark(client).cursor).toBe(newest.cursor);
    // Sign-out clears the store and the mark with it.
    await client.clearStore();
    expect(catchUpMark(client).cursor).toBeNull();
  });

  it("stops when its session ends: the session's signal cancels its request and nothing it fetched lands", async () => {
    const withBob = await open(cat, bob);
    await send(bob, withBob, 'sent while signing out');
    const client = clientOf(cat);
    const scope = new SessionScope();
    // A first catch-up, started in the session, that signing out ends while its query is out.
    const running = catchUpMessages(client, { after: null, reconnect: false, signal: scope.signal });
    scope.end();
    await expect(running).rejects.toThrow();
    expect(catchUpMark(client).cursor).toBeNull();
    // One started after the session ended does not even ask.
    await expect(catchUpMessages(client, { after: null, reconnect: false, signal: scope.signal })).rejects.toThrow();
    expect(catchUpMark(client).cursor).toBeNull();
    // The next session's catch-up runs whole.
    scope.begin();
    expect(await catchUpMessages(client, { after: null, reconnect: false, signal: scope.signal })).toBe(0);
    expect(catchUpMark(client).cursor).not.toBeNull();
  });
});
