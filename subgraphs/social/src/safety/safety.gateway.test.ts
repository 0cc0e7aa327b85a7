// Blocks and mutes from the outside (issue 24 item 4, docs/safety.md): one member blocks or
// mutes another through the gateway, and every enforcement point is then called as the
// blocked (or muted) member and as the blocker: feed, replies, search, profile, follow,
// notifications, sendMessage, createConversation, createCall. Each is enforced by the
// subgraph that owns the data (social; messaging and calls ask social). Beyond posts: member
// search (accounts asks social), third parties' follow lists, and a call under way (messaging
// hears the block on the bus and ends it).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { startSubgraph } from '@pulse/kit';
import {
  UNKNOWN_ID,
  client,
  collect,
  expectError,
  listening,
  loadSubgraph,
  members as newMembers,
  ok,
  realtimeClients,
  registerMember,
  sql,
  startStack,
  until,
  type Member,
  type Stack,
} from '@pulse/dev-env';

let stack: Stack;
let gql: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const members = (n: number) => newMembers(stack, n);
const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());
const run = async (query: string, variables: Record<string, unknown>, m?: Member) => ok(await gql(query, variables, m?.token));

const BLOCK = 'mutation($id: ID!) { blockUser(userId: $id) { id blockedByMe blocksMe mutedByMe followedByMe followsMe } }';
const UNBLOCK = 'mutation($id: ID!) { unblockUser(userId: $id) { id blockedByMe } }';
const MUTE = 'mutation($id: ID!) { muteUser(userId: $id) { id mutedByMe } }';
const UNMUTE = 'mutation($id: ID!) { unmuteUser(userId: $id) { id mutedByMe } }';
const STANDING = 'query($id: ID!) { user(id: $id) { id blockedByMe blocksMe mutedByMe followedByMe followsMe } }';
const BLOCKED_LIST = 'query($first: Int, $after: String) { blockedMembers(first: $first, after: $after) { nodes { id username } pageInfo { hasNextPage endCursor } } }';
const MUTED_LIST = '{ mutedMembers { nodes { id } } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const CREATE = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
const REPLY = 'mutation($id: ID!, $content: String!) { createReply(postId: $id, input: { content: $content }) { id } }';
const REPOST = 'mutation($id: ID!) { repost(id: $id) { id } }';
const LIKE = 'mutation($id: ID!) { likePost(id: $id) { id } }';
const POST = 'query($id: ID!) { post(id: $id) { id } }';
const FEED = '{ homeFeed(first: 50) { nodes { id type user { id } originalPost { id } } } }';
const REPLIES = 'query($id: ID!) { replies(postId: $id, limit: 50) { id user { id } } }';
const SEARCH = 'query($q: String!) { posts(filter: { q: $q }, limit: 50) { posts { id } total } }';
const FIND = 'query($u: String) { findUser(username: $u) { id } }';
const USER_POSTS = 'query($id: ID!) { userPosts(userId: $id) { nodes { id } } }';
const REPOSTS_OF = 'query($id: ID!) { userPosts(userId: $id, first: 50) { nodes { id type originalPost { id } } } }';
const NOTIFICATIONS = '{ notifications(first: 50) { nodes { id type actor { id } } unreadCount } }';
const OPEN = 'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }';
const SEND = 'mutation($c: ID!, $b: String!) { sendMessage(input: { conversationId: $c, body: $b }) { id } }';
const CALL = 'mutation($id: ID!) { createCall(input: { recipientId: $id }) { id } }';

const post = async (m: Member, content: string): Promise<string> => (await run(CREATE, { input: { content } }, m)).createPost.id;
/** repost answers the original; the repost's own row is found in the reposter's posts. */
const repost = async (m: Member, id: string): Promise<string> => {
  await run(REPOST, { id }, m);
  const rows: { id: string; type: string; originalPost: { id: string } | null }[] = (await run(REPOSTS_OF, { id: m.user.id }, m)).userPosts.nodes;
  return rows.find((r) => r.type === 'REPOST' && r.originalPost?.id === id)!.id;
};
const feedIds = async (m: Member): Promise<string[]> => (await run(FEED, {}, m)).homeFeed.nodes.map((n: { id: string }) => n.id);
const follow = (a: Member, b: Member) => run(FOLLOW, { id: b.user.id }, a);

describe('block', () => {
  it('ends follows both ways, hides both ways in feed, post, replies, search and profile, and refuses new follows', async () => {
    const [ann, bob, carl] = await members(3);
    await follow(ann, bob);
    await follow(bob, ann);
    await follow(ann, carl);
    const word = `blockword${Date.now()}`;
    const bobs = await post(bob, `bob says ${word}`);
    const anns = await post(ann, `ann says ${word}`);
    const carls = await post(carl, 'carl asks');
    const carlsRepost = await repost(carl, bobs);
    const bobsReply = (await run(REPLY, { id: carls, content: 'bob answers' }, bob)).createReply.id;
    expect(await feedIds(ann)).toEqual(expect.arrayContaining([bobs, carlsRepost]));

    const blocked = (await run(BLOCK, { id: bob.user.id }, ann)).blockUser;
    expect(blocked).toEqual({ id: bob.user.id, blockedByMe: true, blocksMe: false, mutedByMe: false, followedByMe: false, followsMe: false });
    expect((await run(STANDING, { id: ann.user.id }, bob)).user).toEqual({
      id: ann.user.id,
      blockedByMe: false,
      blocksMe: true,
      mutedByMe: false,
      followedByMe: false,
      followsMe: false,
    });
    // Again: one block.
    expect((await run(BLOCK, { id: bob.user.id }, ann)).blockUser.blockedByMe).toBe(true);

    // Feed: neither sees the other's posts, nor a third member's repost of them.
    const annFeed = await feedIds(ann);
    expect(annFeed).not.toContain(bobs);
    expect(annFeed).not.toContain(carlsRepost);
    expect(annFeed).toContain(carls);
    expect(await feedIds(bob)).not.toContain(anns);

    // The post itself, and acting on it, either way.
    expectError(await gql(POST, { id: bobs }, ann.token), 'NOT_FOUND', 'Post not found');
    expectError(await gql(POST, { id: anns }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await gql(LIKE, { id: anns }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await gql(REPLY, { id: anns, content: 'hi' }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await gql(REPOST, { id: bobs }, ann.token), 'NOT_FOUND', 'Post not found');
    expect((await run(POST, { id: bobs })).post.id).toBe(bobs);
    expect((await run(POST, { id: bobs }, carl)).post.id).toBe(bobs);

    // Replies under a third member's post.
    expect((await run(REPLIES, { id: carls }, ann)).replies).toEqual([]);
    expect((await run(REPLIES, { id: carls }, carl)).replies.map((r: { id: string }) => r.id)).toEqual([bobsReply]);

    // Search.
    const found = async (m: Member) => (await run(SEARCH, { q: word }, m)).posts.posts.map((p: { id: string }) => p.id);
    expect(await found(ann)).toEqual([anns]);
    expect(await found(bob)).toEqual([bobs]);
    expect((await found(carl)).sort()).toEqual([anns, bobs].sort());

    // Profile, both ways.
    expectError(await gql(FIND, { u: bob.user.username }, ann.token), 'FORBIDDEN');
    expectError(await gql(FIND, { u: ann.user.username }, bob.token), 'FORBIDDEN');
    expectError(await gql(USER_POSTS, { id: bob.user.id }, ann.token), 'FORBIDDEN');
    expectError(await gql(USER_POSTS, { id: ann.user.id }, bob.token), 'FORBIDDEN');
    expect((await run(FIND, { u: bob.user.username }, carl)).findUser.id).toBe(bob.user.id);

    // Follow, both ways.
    expectError(await gql(FOLLOW, { id: ann.user.id }, bob.token), 'FORBIDDEN', 'You cannot follow this member');
    expectError(await gql(FOLLOW, { id: bob.user.id }, ann.token), 'FORBIDDEN', 'You cannot follow this member');

    // Unblocked: seen again; the follows the block ended stay ended.
    expect((await run(UNBLOCK, { id: bob.user.id }, ann)).unblockUser.blockedByMe).toBe(false);
    expect((await run(POST, { id: bobs }, ann)).post.id).toBe(bobs);
    expect((await run(STANDING, { id: bob.user.id }, ann)).user).toMatchObject({ blockedByMe: false, blocksMe: false, followedByMe: false });
    await follow(bob, ann);
    // Some forty requests through the gateway: a busy CI machine takes well past the default.
  }, 90_000);

  it('keeps notifications from the blocked member out, old and new, and the badge with them', async () => {
    const [ann, bob] = await members(2);
    const anns = await post(ann, 'notice me');
    await follow(bob, ann);
    await run(LIKE, { id: anns }, bob);
    const before = (await run(NOTIFICATIONS, {}, ann)).notifications;
    expect(before.nodes.map((n: { type: string }) => n.type).sort()).toEqual(['FOLLOW', 'LIKE']);
    expect(before.unreadCount).toBe(2);

    await run(BLOCK, { id: bob.user.id }, ann);
    expect((await run(NOTIFICATIONS, {}, ann)).notifications).toEqual({ nodes: [], unreadCount: 0 });
    // A mention after the block notifies nobody (bob can still post).
    await post(bob, `hello @${ann.user.username}`);
    expect((await run(NOTIFICATIONS, {}, ann)).notifications.nodes).toEqual([]);

    // Ann blocked bob: notifications from ann do not reach bob either.
    await run(UNBLOCK, { id: bob.user.id }, ann);
    const bobs = await post(bob, 'for ann');
    await run(BLOCK, { id: bob.user.id }, ann);
    const bobBefore = (await run(NOTIFICATIONS, {}, bob)).notifications.nodes.length;
    await post(ann, `hey @${bob.user.username}`);
    expectError(await gql(LIKE, { id: bobs }, ann.token), 'NOT_FOUND', 'Post not found');
    expect((await run(NOTIFICATIONS, {}, bob)).notifications.nodes).toHaveLength(bobBefore);
  });

  it('messaging refuses a new message, a new conversation and a call, either way', async () => {
    const [ann, bob, dan] = await members(3);
    const conversation = (await run(OPEN, { id: bob.user.id }, ann)).createConversation.id;
    await run(SEND, { c: conversation, b: 'before' }, bob);

    await run(BLOCK, { id: bob.user.id }, ann);
    expectError(await gql(SEND, { c: conversation, b: 'after' }, bob.token), 'FORBIDDEN', 'You cannot message this member');
    expectError(await gql(SEND, { c: conversation, b: 'after' }, ann.token), 'FORBIDDEN', 'You cannot message this member');
    expectError(await gql(CALL, { id: ann.user.id }, bob.token), 'FORBIDDEN', 'You cannot call this member');
    expectError(await gql(CALL, { id: bob.user.id }, ann.token), 'FORBIDDEN', 'You cannot call this member');

    // A conversation that does not exist yet is refused too, either way.
    await run(BLOCK, { id: ann.user.id }, dan);
    expectError(await gql(OPEN, { id: dan.user.id }, ann.token), 'FORBIDDEN', 'You cannot message this member');
    expectError(await gql(OPEN, { id: ann.user.id }, dan.token), 'FORBIDDEN', 'You cannot message this member');
    expectError(await gql(CALL, { id: dan.user.id }, ann.token), 'FORBIDDEN', 'You cannot call this member');

    await run(UNBLOCK, { id: bob.user.id }, ann);
    await run(SEND, { c: conversation, b: 'after unblocking' }, bob);
  });

  it('lists the blocked members in pages and refuses oneself, an unknown member and a visitor', async () => {
    const [ann, ...others] = await members(4);
    for (const other of others) await run(BLOCK, { id: other.user.id }, ann);
    const first = (await run(BLOCKED_LIST, { first: 2 }, ann)).blockedMembers;
    expect(first.nodes.map((n: { id: string }) => n.id)).toEqual([others[2].user.id, others[1].user.id]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await run(BLOCKED_LIST, { first: 2, after: first.pageInfo.endCursor }, ann)).blockedMembers;
    expect(rest.nodes).toEqual([{ id: others[0].user.id, username: others[0].user.username }]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect((await run(BLOCKED_LIST, {}, others[0])).blockedMembers.nodes).toEqual([]);

    expectError(await gql(BLOCK, { id: ann.user.id }, ann.token), 'BAD_USER_INPUT', 'You cannot block yourself');
    expectError(await gql(MUTE, { id: ann.user.id }, ann.token), 'BAD_USER_INPUT', 'You cannot mute yourself');
    expectError(await gql(BLOCK, { id: UNKNOWN_ID }, ann.token), 'NOT_FOUND', 'User not found');
    expectError(await gql(BLOCK, { id: others[0].user.id }), 'UNAUTHENTICATED');
    expectError(await gql(BLOCKED_LIST, {}), 'UNAUTHENTICATED');
    expectError(await gql(BLOCKED_LIST, { after: 'nonsense' }, ann.token), 'BAD_USER_INPUT', 'Invalid cursor');
  });
});

describe('mute', () => {
  it("hides the muted member's posts, reposts and notifications from the muter alone, and they are not told", async () => {
    const [ann, bob, carl] = await members(3);
    await follow(ann, bob);
    await follow(ann, carl);
    await follow(bob, ann);
    const bobs = await post(bob, 'bob posts');
    const carls = await post(carl, 'carl posts');
    const bobsRepost = await repost(bob, carls);
    const carlsRepost = await repost(carl, bobs);
    const anns = await post(ann, 'ann posts');

    expect((await run(MUTE, { id: bob.user.id }, ann)).muteUser.mutedByMe).toBe(true);
    const feed = await feedIds(ann);
    expect(feed).toContain(carls);
    for (const hidden of [bobs, bobsRepost, carlsRepost]) expect(feed).not.toContain(hidden);
    expect((await run(MUTED_LIST, {}, ann)).mutedMembers.nodes).toEqual([{ id: bob.user.id }]);

    // Bob notices nothing: he still follows ann, sees her posts, and reads no mute.
    expect((await run(STANDING, { id: ann.user.id }, bob)).user).toMatchObject({ mutedByMe: false, blocksMe: false, followedByMe: true });
    expect(await feedIds(bob)).toContain(anns);
    // Follows stay; his like reaches no notification of ann's.
    expect((await run(STANDING, { id: bob.user.id }, ann)).user).toMatchObject({ mutedByMe: true, followedByMe: true });
    await run(LIKE, { id: anns }, bob);
    const notices = (await run(NOTIFICATIONS, {}, ann)).notifications;
    expect(notices.nodes.filter((n: { actor: { id: string } }) => n.actor.id === bob.user.id)).toEqual([]);
    expect(notices.unreadCount).toBe(0);
    // A post of his is still reachable by link (a mute is not a block).
    expect((await run(POST, { id: bobs }, ann)).post.id).toBe(bobs);

    expect((await run(UNMUTE, { id: bob.user.id }, ann)).unmuteUser.mutedByMe).toBe(false);
    expect(await feedIds(ann)).toEqual(expect.arrayContaining([bobs, bobsRepost, carlsRepost]));
    expect((await run(MUTED_LIST, {}, ann)).mutedMembers.nodes).toEqual([]);
  });
});

describe('block, beyond posts', () => {
  const SEARCH_USERS = 'query($q: String!, $first: Int) { searchUsers(q: $q, first: $first) { id } }';
  const FOLLOWERS =
    'query($id: ID!, $first: Int, $after: String) { followersOf(userId: $id, first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }';
  const FOLLOWING = 'query($id: ID!) { followingOf(userId: $id, first: 50) { nodes { id } } }';
  const ON_CALL = 'subscription { callEvent { kind call { id status } } }';
  const CALL_STATUS = 'query($id: ID!) { call(id: $id) { id status } }';
  const JOIN = 'mutation($id: ID!) { joinCall(callId: $id) { token } }';
  const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);

  it('member search leaves out a member a block stands between, either way, before the limit', async () => {
    const tag = `blk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const named = (name: string) => registerMember(stack, { name: `${name} ${tag}` });
    const [ann, bob, carl, dan, eve] = await Promise.all(['Ann', 'Bob', 'Carl', 'Dan', 'Eve'].map(named));
    const search = async (m: Member, first = 20) => ids((await run(SEARCH_USERS, { q: tag, first }, m)).searchUsers).sort();
    expect(await search(ann)).toEqual([bob, carl, dan, eve].map((m) => m.user.id).sort());

    // Ann blocks Bob; Carl blocks Ann. Neither side finds the other, by name or by username.
    await run(BLOCK, { id: bob.user.id }, ann);
    await run(BLOCK, { id: ann.user.id }, carl);
    expect(await search(ann)).toEqual([dan, eve].map((m) => m.user.id).sort());
    expect(await search(bob)).not.toContain(ann.user.id);
    expect(await search(carl)).not.toContain(ann.user.id);
    expect(ids((await run(SEARCH_USERS, { q: `@${bob.user.username}` }, ann)).searchUsers)).toEqual([]);
    expect(ids((await run(SEARCH_USERS, { q: ann.user.username }, carl)).searchUsers)).toEqual([]);
    // A third member still finds everyone.
    expect(await search(dan)).toEqual([ann, bob, carl, eve].map((m) => m.user.id).sort());
    // Left out before the limit: the first two results are the two Ann may see, not fewer.
    expect(await search(ann, 2)).toEqual([dan, eve].map((m) => m.user.id).sort());

    await run(UNBLOCK, { id: bob.user.id }, ann);
    expect(await search(ann)).toEqual([bob, dan, eve].map((m) => m.user.id).sort());
  });

  it("a third party's follower and following lists leave out a member a block stands between with the viewer, and pages stay full", async () => {
    const [ann, bob, carl, dan, eve, star] = await members(6);
    // Star is followed by bob, carl, dan, eve (in that order); carl follows bob, dan and eve too.
    for (const m of [bob, carl, dan, eve]) await follow(m, star);
    for (const m of [bob, dan, eve]) await follow(carl, m);
    await run(BLOCK, { id: bob.user.id }, ann);
    await run(BLOCK, { id: ann.user.id }, eve);

    const followers = async (m: Member, first = 50, after?: string) => (await run(FOLLOWERS, { id: star.user.id, first, after }, m)).followersOf;
    expect(ids((await followers(ann)).nodes)).toEqual([dan.user.id, carl.user.id]);
    expect(ids((await followers(dan)).nodes)).toEqual([eve, dan, carl, bob].map((m) => m.user.id));
    // Bob (blocked by ann) and eve (who blocked ann) are each hidden from ann; ann is in no list here.
    expect(ids((await followers(bob)).nodes)).toEqual([eve, dan, carl, bob].map((m) => m.user.id));
    // Pages of one: the hidden members take no place in them.
    const first = await followers(ann, 1);
    expect(ids(first.nodes)).toEqual([dan.user.id]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await followers(ann, 1, first.pageInfo.endCursor);
    expect(ids(second.nodes)).toEqual([carl.user.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const following = async (m: Member) => ids((await run(FOLLOWING, { id: carl.user.id }, m)).followingOf.nodes).sort();
    expect(await following(ann)).toEqual([dan, star].map((m) => m.user.id).sort());
    expect(await following(dan)).toEqual([bob, dan, eve, star].map((m) => m.user.id).sort());
    // A visitor sees every name, as before.
    expect(ids((await run(FOLLOWERS, { id: star.user.id, first: 50 })).followersOf.nodes)).toEqual([eve, dan, carl, bob].map((m) => m.user.id));
  });

  it('ends a call ringing or under way between the two: both hear ENDED, and nobody can answer it', async () => {
    const [ann, bob, carl] = await members(3);
    const [a, b] = await Promise.all([realtime.connect(ann), realtime.connect(bob)]);
    const annHears = collect(a, ON_CALL, {}, (d) => d.callEvent as { kind: string; call: { id: string; status: string } });
    const bobHears = collect(b, ON_CALL, {}, (d) => d.callEvent as { kind: string; call: { id: string; status: string } });
    await listening(annHears, bobHears);

    // Ringing: Bob blocks Ann, who is calling him.
    const ringing = (await run(CALL, { id: bob.user.id }, ann)).createCall.id;
    await until(() => bobHears.results.some((e) => e.kind === 'INVITATION'), 'the invitation');
    await run(BLOCK, { id: ann.user.id }, bob);
    const ended = (hears: typeof annHears, id: string) => hears.results.some((e) => e.kind === 'ENDED' && e.call.id === id);
    await until(() => ended(annHears, ringing) && ended(bobHears, ringing), 'ENDED to both');
    expect(annHears.results.find((e) => e.kind === 'ENDED')!.call).toEqual({ id: ringing, status: 'ENDED' });
    expect((await run(CALL_STATUS, { id: ringing }, ann)).call.status).toBe('ENDED');
    expectError(await gql(JOIN, { id: ringing }, bob.token), 'BAD_USER_INPUT');

    // Under way: both joined, then Ann blocks Carl.
    const c = await realtime.connect(carl);
    const carlHears = collect(c, ON_CALL, {}, (d) => d.callEvent as { kind: string; call: { id: string; status: string } });
    await listening(carlHears);
    const active = (await run(CALL, { id: carl.user.id }, ann)).createCall.id;
    await run(JOIN, { id: active }, ann);
    await run(JOIN, { id: active }, carl);
    expect((await run(CALL_STATUS, { id: active }, carl)).call.status).toBe('ACTIVE');
    await run(BLOCK, { id: carl.user.id }, ann);
    await until(() => ended(annHears, active) && ended(carlHears, active), 'ENDED to both');
    expect((await run(CALL_STATUS, { id: active }, ann)).call.status).toBe('ENDED');
    // Answering asks social too: a block whose event has not ended the call yet (written here
    // straight into the table, so no event follows) still stops the answer.
    await run(UNBLOCK, { id: ann.user.id }, bob);
    const late = (await run(CALL, { id: bob.user.id }, ann)).createCall.id;
    await sql(stack, 'INSERT INTO social.blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())', [bob.user.id, ann.user.id]);
    expectError(await gql(JOIN, { id: late }, bob.token), 'FORBIDDEN', 'You cannot call this member');
    expect((await run(CALL_STATUS, { id: late }, ann)).call.status).toBe('RINGING');
    // Bob's earlier call is not touched twice, and nobody else heard anything.
    expect(bobHears.results.filter((e) => e.call.id === active)).toEqual([]);
    expect([...annHears.errors, ...bobHears.errors, ...carlHears.errors]).toEqual([]);
  }, 90_000);
});

// Last: stops social for a moment.
describe('member search while social is down', () => {
  it('is refused (SERVICE_UNAVAILABLE), so a block cannot leak through the outage, and answers again when social is back', async () => {
    const [ann, bob] = await members(2);
    const SEARCH_USERS = 'query($q: String!) { searchUsers(q: $q) { id } }';
    expect((await run(SEARCH_USERS, { q: bob.user.username }, ann)).searchUsers).toEqual([{ id: bob.user.id }]);
    const index = stack.subgraphs.findIndex((s) => s.name === 'social');
    const social = stack.subgraphs[index];
    await social.stop();
    try {
      expectError(await gql(SEARCH_USERS, { q: bob.user.username }, ann.token), 'SERVICE_UNAVAILABLE', 'Member search is not available right now. Please try again.');
    } finally {
      const def = await loadSubgraph(SUBGRAPHS.find((s) => s.name === 'social')!);
      stack.subgraphs[index] = await startSubgraph(def, { config: stack.config, databaseUrl: stack.database.url, port: social.port });
    }
    expect((await run(SEARCH_USERS, { q: bob.user.username }, ann)).searchUsers).toEqual([{ id: bob.user.id }]);
  });
});
