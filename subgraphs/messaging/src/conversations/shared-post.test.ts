// Send via Direct Message: a message carrying a post as a card. sendMessage asks social, as the
// sender, whether they may see the post; messaging stores its id only. The gateway resolves
// Message.sharedPost through social, as the reader, so a deleted post (or one the reader may
// not see) reads back as a clean null: no error beside it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSubgraph } from '@pulse/kit';
import { SUBGRAPHS } from '@pulse/kit/registry';
import {
  collect,
  expectFailure,
  expectOk,
  gql,
  loadSubgraph,
  type Member,
  members as newMembers,
  ok,
  realtimeClients,
  restClient,
  type Stack,
  startStack,
  UNKNOWN_ID,
} from '@pulse/dev-env';

const SHARED = 'sharedPost { id content user { id name } }';
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body ${SHARED} } }`;
const MESSAGES = `query($c: ID!) { messages(conversationId: $c) { nodes { id body ${SHARED} } } }`;
const MESSAGE = `query($id: ID!) { message(id: $id) { id body ${SHARED} } }`;
const CONVERSATIONS = `{ conversations { id latestMessage { id ${SHARED} } } }`;
const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { id content status } }`;
const DELETE_POST = `mutation($id: ID!) { deletePost(id: $id) }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const q = (query: string, variables: Record<string, unknown> = {}, token?: string) => gql(stack.graphqlUrl, query, variables, token);
const api = restClient(() => stack);
const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());

const members = (n: number) => newMembers(stack, n);
const open = async (a: Member, b: Member): Promise<string> =>
  ok(await q(`mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`, { t: b.user.id }, a.token)).createConversation.id;
const post = async (m: Member, content: string, extra: Record<string, unknown> = {}) =>
  ok(await q(CREATE_POST, { input: { content, ...extra } }, m.token)).createPost as { id: string; content: string; status: string };
const share = (m: Member, conversationId: string, sharedPostId: string, body = '') => q(SEND, { input: { conversationId, body, sharedPostId } }, m.token);

describe('sendMessage with sharedPostId', () => {
  it('sends a post as a card, with or without text, and both members read it back through social', async () => {
    const [ann, bob, cat] = await members(3);
    const c = await open(ann, bob);
    // Cat's post, shared by Ann to Bob: the author need not be in the conversation.
    const p = await post(cat, 'Hill repeats: 8 x 200 m');
    const card = ok(await share(ann, c, p.id)).sendMessage;
    expect(card).toMatchObject({ body: '', sharedPost: { id: p.id, content: 'Hill repeats: 8 x 200 m', user: { id: cat.user.id, name: cat.user.name } } });
    const withText = ok(await share(ann, c, p.id, '  look at this  ')).sendMessage;
    expect(withText).toMatchObject({ body: 'look at this', sharedPost: { id: p.id } });
    const plain = ok(await q(SEND, { input: { conversationId: c, body: 'no card' } }, ann.token)).sendMessage;
    expect(plain.sharedPost).toBeNull();

    for (const m of [ann, bob]) {
      const nodes = ok(await q(MESSAGES, { c }, m.token)).messages.nodes;
      expect(nodes.map((n: { id: string }) => n.id)).toEqual([card.id, withText.id, plain.id]);
      expect(nodes[0].sharedPost).toEqual({ id: p.id, content: p.content, user: { id: cat.user.id, name: cat.user.name } });
      expect(nodes[1].sharedPost).toEqual(nodes[0].sharedPost);
      expect(nodes[2].sharedPost).toBeNull();
      expect(ok(await q(MESSAGE, { id: card.id }, m.token)).message.sharedPost.id).toBe(p.id);
    }
  });

  it('reads a deleted post back as null, with no error, everywhere the message shows', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const kept = await post(ann, 'This one stays');
    const gone = await post(ann, 'This one goes');
    const first = ok(await share(ann, c, kept.id)).sendMessage;
    const card = ok(await share(ann, c, gone.id, 'soon deleted')).sendMessage;
    expect(card.sharedPost.id).toBe(gone.id);
    expect(ok(await q(DELETE_POST, { id: gone.id }, ann.token)).deletePost).toBe(gone.id);

    const nodes = ok(await q(MESSAGES, { c }, bob.token)).messages.nodes;
    expect(nodes.map((n: { id: string; body: string; sharedPost: unknown }) => [n.id, n.body, n.sharedPost && (n.sharedPost as { id: string }).id])).toEqual([
      [first.id, '', kept.id],
      [card.id, 'soon deleted', null],
    ]);
    expect(ok(await q(MESSAGE, { id: card.id }, bob.token)).message).toEqual({ id: card.id, body: 'soon deleted', sharedPost: null });
    const [conversation] = ok(await q(CONVERSATIONS, {}, bob.token)).conversations;
    expect(conversation.latestMessage).toEqual({ id: card.id, sharedPost: null });
    // The REST shim answers 200 too: one deleted post must not turn the page into a failure.
    const page = expectOk(await api('GET', `/messages?conversationId=${c}`, { token: bob.token }));
    expect(page.messages.map((m: { sharedPost: { id: string } | null }) => m.sharedPost?.id ?? null)).toEqual([kept.id, null]);
  });

  it("shares the sender's own draft; the other member reads null until it is published", async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const draft = await post(ann, 'Not ready yet', { draft: true });
    expect(draft.status).toBe('DRAFT');
    const card = ok(await share(ann, c, draft.id)).sendMessage;
    expect(card.sharedPost).toEqual({ id: draft.id, content: 'Not ready yet', user: { id: ann.user.id, name: ann.user.name } });
    // Bob may not see Ann's draft: every way he reads the message gives a card-less message, no error.
    expect(ok(await q(MESSAGE, { id: card.id }, bob.token)).message).toEqual({ id: card.id, body: '', sharedPost: null });
    expect(ok(await q(MESSAGES, { c }, bob.token)).messages.nodes).toEqual([{ id: card.id, body: '', sharedPost: null }]);
    expect(ok(await q(CONVERSATIONS, {}, bob.token)).conversations[0].latestMessage).toEqual({ id: card.id, sharedPost: null });
    const page = expectOk(await api('GET', `/messages?conversationId=${c}`, { token: bob.token }));
    expect(page.messages.map((m: { id: string; sharedPost: unknown }) => [m.id, m.sharedPost])).toEqual([[card.id, null]]);
    expect(ok(await q(MESSAGE, { id: card.id }, ann.token)).message.sharedPost.id).toBe(draft.id);

    ok(await q(`mutation($id: ID!) { publishDraft(id: $id) { id status } }`, { id: draft.id }, ann.token));
    expect(ok(await q(MESSAGE, { id: card.id }, bob.token)).message.sharedPost).toEqual({
      id: draft.id,
      content: 'Not ready yet',
      user: { id: ann.user.id, name: ann.user.name },
    });
  });

  it('refuses a post the sender cannot see, the same way whether it exists or not, and stores nothing', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const draft = await post(bob, 'Bob draft', { draft: true });
    const scheduled = await post(bob, 'Bob later', { scheduledFor: new Date(Date.now() + 3600_000).toISOString(), timezone: 'UTC' });
    expect(scheduled.status).toBe('SCHEDULED');
    const deleted = await post(bob, 'Bob deleted');
    ok(await q(DELETE_POST, { id: deleted.id }, bob.token));
    // Ann cannot tell an id that never existed from Bob's unpublished or deleted posts.
    const refused = [UNKNOWN_ID, draft.id, scheduled.id, deleted.id];
    for (const id of refused) {
      const r = await share(ann, c, id, 'look');
      expect(r.data, id).toBeNull();
      expect(
        r.errors?.map((e) => [e.extensions?.code, e.message, e.extensions?.field]),
        id,
      ).toEqual([['BAD_USER_INPUT', 'Post not found', 'sharedPostId']]);
    }
    // A retry with the clientId of a refused send is refused again: nothing was stored under it.
    for (let i = 0; i < 2; i++) {
      const r = await q(SEND, { input: { conversationId: c, body: '', sharedPostId: draft.id, clientId: 'refused-1' } }, ann.token);
      expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    }
    for (const m of [ann, bob]) expect(ok(await q(MESSAGES, { c }, m.token)).messages.nodes).toEqual([]);
    // The REST shim answers 400 naming the field, the same for every refused id.
    for (const id of refused) {
      expectFailure(await api('POST', '/messages', { token: ann.token, body: { conversationId: c, sharedPostId: id } }), 400, {
        message: 'Post not found',
        code: 'BAD_USER_INPUT',
        field: 'sharedPostId',
      });
    }
    // The author may share their own (Bob can see his draft and scheduled post).
    for (const id of [draft.id, scheduled.id]) expect(ok(await share(bob, c, id)).sendMessage.sharedPost.id).toBe(id);
  });

  it('refuses a malformed id, an empty message without a post, and strangers', async () => {
    const [ann, bob, eve] = await members(3);
    const c = await open(ann, bob);
    const p = await post(ann, 'Morning ride');
    for (const bad of ['not-a-post', `${UNKNOWN_ID}x`, 'C' + '0'.repeat(24)]) {
      const r = await share(ann, c, bad);
      expect(
        r.errors?.map((e) => [e.extensions?.code, e.message, e.extensions?.field]),
        bad,
      ).toEqual([['BAD_USER_INPUT', 'sharedPostId is not a valid post id', 'sharedPostId']]);
    }
    const empty = await q(SEND, { input: { conversationId: c, body: '   ', sharedPostId: '  ' } }, ann.token);
    expect(empty.errors?.map((e) => [e.extensions?.code, e.message, e.extensions?.field])).toEqual([['BAD_USER_INPUT', 'Message cannot be empty', 'body']]);
    const stranger = await share(eve, c, p.id);
    expect(stranger.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', 'You are not a participant in this conversation']]);
    expect(ok(await q(MESSAGES, { c }, ann.token)).messages.nodes).toEqual([]);
  });

  it('is idempotent with a clientId, like any send', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const p = await post(ann, 'Tempo run');
    const input = { conversationId: c, body: '', sharedPostId: p.id, clientId: 'share-1' };
    const [a, b] = await Promise.all([q(SEND, { input }, ann.token), q(SEND, { input }, ann.token)]);
    expect(ok(a).sendMessage.id).toBe(ok(b).sendMessage.id);
    expect(ok(await q(MESSAGES, { c }, ann.token)).messages.nodes).toHaveLength(1);
  });
});

describe('live', () => {
  it('messageCreated delivers the card with the post resolved for the receiver', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const p = await post(ann, 'Sunday long run, 28 km');
    const live = collect(await realtime.connect(bob), `subscription($c: ID) { messageCreated(conversationId: $c) { id body ${SHARED} } }`, { c });
    // graphql-ws does not acknowledge a subscribe: send until the first one arrives (each
    // with its own clientId), then check the card it carried.
    const sent: { id: string }[] = [];
    for (let i = 0; live.results.length === 0 && i < 50; i++) {
      sent.push(ok(await q(SEND, { input: { conversationId: c, body: '', sharedPostId: p.id, clientId: `live-${i}` } }, ann.token)).sendMessage);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(live.errors).toEqual([]);
    expect(live.results.length).toBeGreaterThan(0);
    const card = live.results[0].messageCreated;
    expect(sent.map((m) => m.id)).toContain(card.id);
    expect(card).toEqual({ id: card.id, body: '', sharedPost: { id: p.id, content: 'Sunday long run, 28 km', user: { id: ann.user.id, name: ann.user.name } } });
  });
});

describe('POST /api/messages with sharedPostId', () => {
  it('sends the card and answers the message with its post; refuses a malformed id with 400', async () => {
    const [ann, bob] = await members(2);
    const c = await open(ann, bob);
    const p = await post(ann, 'Recovery swim');
    const { message } = expectOk(await api('POST', '/messages', { token: ann.token, body: { conversationId: c, sharedPostId: p.id } }));
    expect(message.body).toBe('');
    expect(message.sharedPost).toEqual({
      id: p.id,
      userId: ann.user.id,
      content: 'Recovery swim',
      medias: [],
      createdAt: expect.any(String),
      user: { id: ann.user.id, name: ann.user.name, username: ann.user.username, image: null },
    });
    expectFailure(await api('POST', '/messages', { token: ann.token, body: { conversationId: c, sharedPostId: 'nope' } }), 400, {
      message: 'sharedPostId is not a valid post id',
      code: 'BAD_USER_INPUT',
      field: 'sharedPostId',
    });
    expectFailure(await api('POST', '/messages', { token: ann.token, body: { conversationId: c } }), 400, {
      message: 'Message cannot be empty',
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
  });
});

describe('social unavailable', () => {
  it('refuses a card with SERVICE_UNAVAILABLE (not as a missing post) and still sends plain messages where a block was checked', async () => {
    const [ann, bob, carol] = await members(3);
    const c = await open(ann, bob);
    const p = await post(ann, 'Intervals');
    const index = stack.subgraphs.findIndex((s) => s.name === 'social');
    const social = stack.subgraphs[index];
    await social.stop();
    try {
      const r = await share(ann, c, p.id, 'while social is down');
      expect(r.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['SERVICE_UNAVAILABLE', 'Posts cannot be looked up right now. Please try again.']]);
      // Blocks are social's: the pair's answer from opening the conversation stands through the outage (safety/blocks.ts)...
      const plain = await q(`mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body } }`, { input: { conversationId: c, body: 'plain' } }, ann.token);
      expect(ok(plain).sendMessage.body).toBe('plain');
      // ...but a pair never asked about is refused: a block must not leak through the outage.
      const fresh = await q(`mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`, { t: carol.user.id }, ann.token);
      expect(fresh.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
        ['SERVICE_UNAVAILABLE', 'Whether you can reach this member cannot be checked right now. Please try again.'],
      ]);
    } finally {
      const def = await loadSubgraph(SUBGRAPHS.find((s) => s.name === 'social')!);
      stack.subgraphs[index] = await startSubgraph(def, { config: stack.config, databaseUrl: stack.database.url, port: social.port });
    }
    expect(ok(await share(ann, c, p.id)).sendMessage.sharedPost.id).toBe(p.id);
    expect(ok(await q(MESSAGES, { c }, bob.token)).messages.nodes.map((n: { body: string }) => n.body)).toEqual(['plain', '']);
  });
});
