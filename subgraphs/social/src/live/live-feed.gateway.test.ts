// The live home feed through the gateway (graphql-ws): a new post is heard by its author's
// followers and its author, by nobody else; replies and drafts are not announced, a draft
// published later is; a large audience is split into bus-sized events. The profile's counts
// match its tabs (userPosts / userReplies).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { caller, collect, type Member, members as newMembers, listening, realtimeClients, sql, type Stack, startStack, until } from '@pulse/dev-env';
import { LIVE_AUDIENCE_MAX, audienceChunks } from './announce.js';

const FOLLOW = 'mutation($u: ID!) { follow(userId: $u) { id } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
const REPLY = 'mutation($id: ID!, $content: String!) { createReply(postId: $id, input: { content: $content }) { id } }';
const QUOTE = 'mutation($id: ID!, $content: String!) { quotePost(id: $id, content: $content) { id } }';
const REPOST = 'mutation($id: ID!) { repost(id: $id) { id } }';
const PUBLISH = 'mutation($id: ID!) { publishDraft(id: $id) { id status } }';
const ON_POST = 'subscription { feedPostAdded { id content user { id username } liked } }';
const COUNTS = 'query($id: ID!) { user(id: $id) { postCount replyCount } }';
const TABS = `query($id: ID!, $after: String) {
  userPosts(userId: $id, first: 50) { nodes { id } }
  userReplies(userId: $id, first: 2, after: $after) { nodes { id type parent { id } } pageInfo { hasNextPage endCursor } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', POST_LIMIT_PER_HOUR: '10000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const call = caller(() => stack);
const post = async (member: Member, content: string, extra: Record<string, unknown> = {}): Promise<string> =>
  (await call(CREATE_POST, { input: { content, ...extra } }, member)).createPost.id;

describe('feedPostAdded', () => {
  const realtime = realtimeClients(() => stack);
  afterEach(() => realtime.disposeAll());
  const listen = async (member: Member) => collect(await realtime.connect(member), ON_POST, {}, (data) => data.feedPostAdded);

  it("reaches the author's followers and the author, nobody else; replies, reposts and drafts are not announced", async () => {
    const [ann, bob, eve] = await newMembers(stack, 3);
    await call(FOLLOW, { u: ann.user.id }, bob);
    const [annLive, bobLive, eveLive] = [await listen(ann), await listen(bob), await listen(eve)];
    await listening(annLive, bobLive, eveLive);

    const first = await post(ann, 'Tempo run done');
    await until(() => bobLive.results.length === 1 && annLive.results.length === 1, 'the new post');
    expect(bobLive.results[0]).toEqual({ id: first, content: 'Tempo run done', user: { id: ann.user.id, username: ann.user.username }, liked: false });

    // Not announced: a reply, a repost, a draft. Then a quote, which is: events go out in
    // commit order, so once it is here the others would have arrived before it.
    await call(REPLY, { id: first, content: 'Nice pace' }, ann);
    await call(REPOST, { id: first }, ann);
    const draft = await post(ann, 'Later', { draft: true });
    const quote = (await call(QUOTE, { id: first, content: 'Quoting myself' }, ann)).quotePost.id;
    await until(() => bobLive.results.length === 2, 'the quote');
    expect(bobLive.results.map((p) => p.id)).toEqual([first, quote]);

    // A draft published later is new then.
    expect((await call(PUBLISH, { id: draft }, ann)).publishDraft.status).toBe('POSTED');
    await until(() => bobLive.results.length === 3, 'the published draft');
    expect(bobLive.results[2].id).toBe(draft);
    await until(() => annLive.results.length === 3, "the author's own devices");

    // Eve follows nobody: she heard nothing, and hears her own post only.
    const own = await post(eve, 'Mine');
    await until(() => eveLive.results.length === 1, "Eve's own post");
    expect(eveLive.results.map((p) => p.id)).toEqual([own]);
    expect(bobLive.results).toHaveLength(3);
    expect([...annLive.errors, ...bobLive.errors, ...eveLive.errors]).toEqual([]);
  });

  it('names a large audience in events the bus accepts, every follower once, at most LIVE_AUDIENCE_MAX', async () => {
    const [star] = await newMembers(stack, 1);
    // 450 followers written as rows (members of social alone): three events' worth.
    await sql(
      stack,
      `INSERT INTO social.follows (follower_id, followee_id, created_at) SELECT 'cf' || lpad(n::text, 23, '0'), $1, now() - n * interval '1 second' FROM generate_series(1, 450) n`,
      [star.user.id],
    );
    const id = await post(star, 'Race day');
    const events = await sql<{ audience: { userIds: string[] }; data: { id: string; authorId: string } }>(
      stack,
      `SELECT audience, data FROM social.outbox WHERE topic = 'feedPostAdded' AND data->>'id' = $1`,
      [id],
    );
    expect(events.length).toBeGreaterThan(1);
    const named = events.flatMap((e) => e.audience.userIds);
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual([star.user.id, ...Array.from({ length: 450 }, (_, i) => 'cf' + String(i + 1).padStart(23, '0'))].sort());
    for (const e of events) expect(JSON.stringify(e).length).toBeLessThan(7000);
    expect(events.every((e) => e.data.authorId === star.user.id)).toBe(true);
  });

  it('chunks by bytes and caps the audience', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => 'c' + String(i).padStart(24, '0'));
    const chunks = audienceChunks(ids);
    expect(chunks.flat()).toEqual(ids);
    for (const chunk of chunks) expect(JSON.stringify(chunk).length).toBeLessThanOrEqual(6000);
    expect(LIVE_AUDIENCE_MAX).toBe(5000);
  });
});

describe("a profile's counts and tabs", () => {
  it('counts what the Posts and Replies tabs list, replies paged newest first', async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const theirs = await post(bob, 'Hill repeats');
    const mine = await post(ann, 'Long run');
    const replies: string[] = [];
    for (const content of ['one', 'two', 'three']) replies.unshift((await call(REPLY, { id: theirs, content }, ann)).createReply.id);
    await call(REPOST, { id: theirs }, ann);
    await post(ann, 'A draft', { draft: true });

    expect((await call(COUNTS, { id: ann.user.id })).user).toEqual({ postCount: 2, replyCount: 3 });
    const first = await call(TABS, { id: ann.user.id });
    expect(first.userPosts.nodes).toHaveLength(2);
    expect(first.userPosts.nodes.map((p: { id: string }) => p.id)).toContain(mine);
    expect(first.userReplies.nodes).toEqual(replies.slice(0, 2).map((id) => ({ id, type: 'REPLY', parent: { id: theirs } })));
    expect(first.userReplies.pageInfo.hasNextPage).toBe(true);
    const second = await call(TABS, { id: ann.user.id, after: first.userReplies.pageInfo.endCursor });
    expect(second.userReplies.nodes.map((p: { id: string }) => p.id)).toEqual([replies[2]]);
    expect(second.userReplies.pageInfo.hasNextPage).toBe(false);
  });
});
