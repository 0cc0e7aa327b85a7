// Notifications through the gateway, against a fresh database: created by follows and by
// the post interactions (like, reply, quote, repost, mention), never for oneself, never
// twice for one action within a day, never for a kind the recipient turned off; listed in pages with
// read state, deleted, gone with their post; delivered live over graphql-ws.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { caller, collect, failureOf, gql, type Member, members as newMembers, listening, realtimeClients, type Stack, startStack, until } from '@pulse/dev-env';
import { NOTIFY_ONCE_WITHIN_MS } from './notify.js';

const N_FIELDS = 'id type message userId actor { id name username } post { id content } read createdAt cursor';
const LIST = `query($first: Int, $after: String, $unreadOnly: Boolean) {
  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) { nodes { ${N_FIELDS} } pageInfo { hasNextPage endCursor } unreadCount } }`;
const ONE = `query($id: ID!) { notification(id: $id) { ${N_FIELDS} } }`;
const UNREAD = '{ unreadNotificationCount }';
const PREFS = '{ notificationPreferences { likes follows replies mentions quotes reposts } }';
const SET_PREFS = `mutation($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { likes follows replies mentions quotes reposts } }`;
const MARK = 'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';
const DELETE = 'mutation($id: ID!) { deleteNotification(id: $id) }';
const FOLLOW = 'mutation($u: ID!) { follow(userId: $u) { id } }';
const UNFOLLOW = 'mutation($u: ID!) { unfollow(userId: $u) { id } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
const DELETE_POST = 'mutation($id: ID!) { deletePost(id: $id) }';
const LIKE = 'mutation($id: ID!) { likePost(id: $id) { id likeCount } }';
const UNLIKE = 'mutation($id: ID!) { unlikePost(id: $id) { id } }';
const REPLY = 'mutation($id: ID!, $content: String!) { createReply(postId: $id, input: { content: $content }) { id } }';
const QUOTE = 'mutation($id: ID!, $content: String!) { quotePost(id: $id, content: $content) { id } }';
const REPOST = 'mutation($id: ID!) { repost(id: $id) { id } }';
const ON_NOTIFICATION = `subscription { notificationCreated { id type message userId actor { id name } post { id content likeCount } read } }`;

let stack: Stack;
let db: pg.Client;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', POST_LIMIT_PER_HOUR: '10000' } });
  db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

const members = (n: number) => newMembers(stack, n);
const call = caller(() => stack);

const failure = async (query: string, variables: Record<string, unknown>, member?: Member) => failureOf(await gql(stack.graphqlUrl, query, variables, member?.token));

const list = async (member: Member, variables: Record<string, unknown> = {}) => (await call(LIST, { first: 50, ...variables }, member)).notifications;
const post = async (member: Member, content: string): Promise<string> => (await call(CREATE_POST, { input: { content } }, member)).createPost.id;

/** Rows in the table, whatever the API shows: proof that a refused notification was never written. */
async function storedFor(member: Member): Promise<{ kind: string; actor_id: string; post_id: string | null }[]> {
  const { rows } = await db.query('SELECT kind, actor_id, post_id FROM social.notifications WHERE recipient_id = $1 ORDER BY created_at, id', [member.user.id]);
  return rows;
}

describe('creating notifications', () => {
  it('notifies a follow once, with the follower as actor, and not the follower', async () => {
    const [ann, bob] = await members(2);
    await call(FOLLOW, { u: ann.user.id }, bob);
    const page = await list(ann);
    expect(page.nodes).toEqual([
      {
        id: expect.any(String),
        type: 'FOLLOW',
        message: `${bob.user.name} started following you`,
        userId: ann.user.id,
        actor: { id: bob.user.id, name: bob.user.name, username: bob.user.username },
        post: null,
        read: false,
        createdAt: expect.any(String),
        cursor: expect.any(String),
      },
    ]);
    expect(page.unreadCount).toBe(1);
    expect((await call(UNREAD, {}, ann)).unreadNotificationCount).toBe(1);
    expect((await list(bob)).nodes).toEqual([]);

    // Following again, or unfollowing and following back, is the same action: one notification.
    await call(FOLLOW, { u: ann.user.id }, bob);
    await call(UNFOLLOW, { u: ann.user.id }, bob);
    await call(FOLLOW, { u: ann.user.id }, bob);
    expect(await storedFor(ann)).toHaveLength(1);
  });

  it('notifies the same action again once its window has passed, not within it', async () => {
    const [ann, bob] = await members(2);
    stack.clock.freeze();
    try {
      await call(FOLLOW, { u: ann.user.id }, bob);
      await call(UNFOLLOW, { u: ann.user.id }, bob);
      stack.clock.advance(NOTIFY_ONCE_WITHIN_MS - 60_000);
      await call(FOLLOW, { u: ann.user.id }, bob);
      expect(await storedFor(ann)).toHaveLength(1);
      await call(UNFOLLOW, { u: ann.user.id }, bob);
      stack.clock.advance(2 * 60_000);
      await call(FOLLOW, { u: ann.user.id }, bob);
      expect((await storedFor(ann)).map((n) => n.kind)).toEqual(['FOLLOW', 'FOLLOW']);
    } finally {
      stack.clock.release();
    }
  });

  it('notifies the author of likes, replies, quotes, reposts and mentions, with the spec-like messages', async () => {
    const [ann, bob] = await members(2);
    const postId = await post(ann, 'Leg day done');
    await call(LIKE, { id: postId }, bob);
    const replyId = (await call(REPLY, { id: postId, content: 'Nice work' }, bob)).createReply.id;
    const quoteId = (await call(QUOTE, { id: postId, content: 'Inspiring' }, bob)).quotePost.id;
    await call(REPOST, { id: postId }, bob);
    const mentionId = await post(bob, `Training with @${ann.user.username} tomorrow`);

    const nodes = (await list(ann)).nodes;
    const name = bob.user.name;
    expect(nodes.map((n: any) => [n.type, n.message, n.post?.id])).toEqual([
      ['MENTION', `${name} mentioned you in a post`, mentionId],
      ['REPOST', `${name} reposted your post`, postId],
      ['QUOTE', `${name} quoted your post`, quoteId],
      ['REPLY', `${name} replied to your post`, replyId],
      ['LIKE', `${name} liked your post`, postId],
    ]);
    expect(nodes.every((n: any) => n.actor.id === bob.user.id && n.userId === ann.user.id && !n.read)).toBe(true);
    expect(nodes.find((n: any) => n.type === 'LIKE').post.content).toBe('Leg day done');

    // Like, unlike, like again: still one LIKE.
    await call(UNLIKE, { id: postId }, bob);
    await call(LIKE, { id: postId }, bob);
    expect((await storedFor(ann)).filter((r) => r.kind === 'LIKE')).toHaveLength(1);
  });

  it('names the actor as they are called now, not as they were called then', async () => {
    const [ann, bob] = await members(2);
    await call(FOLLOW, { u: ann.user.id }, bob);
    await call('mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: { name: 'Robert Fit' } }, bob);
    expect((await list(ann)).nodes[0].message).toBe('Robert Fit started following you');
  });

  it('never notifies members of their own actions', async () => {
    const [ann] = await members(1);
    const postId = await post(ann, `Note to self @${ann.user.username}`);
    await call(LIKE, { id: postId }, ann);
    await call(REPLY, { id: postId, content: 'and another thing' }, ann);
    await call(QUOTE, { id: postId, content: 'quoting myself' }, ann);
    expect(await storedFor(ann)).toEqual([]);
  });

  it('creates nothing for a kind the recipient turned off, and creates it again once turned back on', async () => {
    const [ann, bob, carol] = await members(3);
    expect((await call(PREFS, {}, ann)).notificationPreferences).toEqual({ likes: true, follows: true, replies: true, mentions: true, quotes: true, reposts: true });
    expect((await call(SET_PREFS, { input: { likes: false, follows: false } }, ann)).updateNotificationPreferences).toEqual({
      likes: false,
      follows: false,
      replies: true,
      mentions: true,
      quotes: true,
      reposts: true,
    });
    // Only the given fields change.
    expect((await call(SET_PREFS, { input: { follows: true, reposts: false } }, ann)).updateNotificationPreferences).toEqual({
      likes: false,
      follows: true,
      replies: true,
      mentions: true,
      quotes: true,
      reposts: false,
    });
    expect((await call(PREFS, {}, ann)).notificationPreferences).toMatchObject({ likes: false, reposts: false });
    // Someone else's preferences are their own.
    expect((await call(PREFS, {}, bob)).notificationPreferences.likes).toBe(true);

    const postId = await post(ann, 'Morning swim');
    await call(LIKE, { id: postId }, bob);
    await call(REPOST, { id: postId }, bob);
    await call(REPLY, { id: postId, content: 'Cold?' }, bob);
    expect((await storedFor(ann)).map((r) => r.kind)).toEqual(['REPLY']);
    expect((await list(ann)).unreadCount).toBe(1);

    await call(SET_PREFS, { input: { likes: true } }, ann);
    await call(LIKE, { id: postId }, carol);
    expect((await storedFor(ann)).map((r) => r.kind)).toEqual(['REPLY', 'LIKE']);

    expect(await failure(SET_PREFS, { input: { likes: null } }, ann)).toEqual({ message: 'likes must be true or false', code: 'BAD_USER_INPUT', field: 'likes' });
  });
});

describe('reading and managing notifications', () => {
  async function withLikes(count: number) {
    const [ann, ...fans] = await members(count + 1);
    const postId = await post(ann, 'PR on the deadlift');
    for (const fan of fans) await call(LIKE, { id: postId }, fan);
    return { ann, fans, postId };
  }

  it('pages newest first without skipping or repeating, and filters unread', async () => {
    const { ann, fans } = await withLikes(5);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: any = (await call(LIST, { first: 2, after }, ann)).notifications;
      expect(page.unreadCount).toBe(5);
      seen.push(...page.nodes.map((n: any) => n.actor.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(fans.map((f) => f.user.id).reverse());

    const all = (await list(ann)).nodes;
    expect(await call(MARK, { ids: [all[0].id, all[1].id] }, ann)).toEqual({ markNotificationsRead: 2 });
    const unread = await list(ann, { unreadOnly: true });
    expect(unread.nodes.map((n: any) => n.id)).toEqual(all.slice(2).map((n: any) => n.id));
    expect(unread.unreadCount).toBe(3);
    expect((await call(ONE, { id: all[0].id }, ann)).notification.read).toBe(true);
  });

  it("marks only the caller's own notifications, and counts only what changed", async () => {
    const { ann, fans } = await withLikes(3);
    const other = await withLikes(1);
    const ids = (await list(ann)).nodes.map((n: any) => n.id);
    const theirs = (await list(other.ann)).nodes[0].id;
    expect((await call(MARK, { ids: [ids[0], theirs] }, ann)).markNotificationsRead).toBe(1);
    expect((await call(MARK, { ids: [ids[0]] }, ann)).markNotificationsRead).toBe(0);
    expect((await call(UNREAD, {}, other.ann)).unreadNotificationCount).toBe(1);
    expect((await call(MARK_ALL, {}, ann)).markAllNotificationsRead).toBe(2);
    expect((await call(MARK_ALL, {}, ann)).markAllNotificationsRead).toBe(0);
    expect((await call(UNREAD, {}, ann)).unreadNotificationCount).toBe(0);
    expect((await call(MARK, { ids: [] }, fans[0])).markNotificationsRead).toBe(0);
  });

  it("shows and deletes only one's own; another member's is NOT_FOUND", async () => {
    const { ann, fans } = await withLikes(2);
    const [first, second] = (await list(ann)).nodes;
    expect((await call(ONE, { id: first.id }, ann)).notification).toEqual(first);
    expect(await failure(ONE, { id: first.id }, fans[0])).toEqual({ message: 'Notification not found', code: 'NOT_FOUND', field: undefined });
    expect(await failure(DELETE, { id: first.id }, fans[0])).toMatchObject({ message: 'Notification not found', code: 'NOT_FOUND' });
    expect((await call(DELETE, { id: first.id }, ann)).deleteNotification).toBe(first.id);
    expect(await failure(DELETE, { id: first.id }, ann)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(ann)).nodes.map((n: any) => n.id)).toEqual([second.id]);
    expect((await list(ann)).unreadCount).toBe(1);
  });

  it('drops the notifications of a deleted post', async () => {
    const { ann, postId } = await withLikes(2);
    const keep = await post(ann, 'Still here');
    const [bob] = await members(1);
    await call(LIKE, { id: keep }, bob);
    await call(DELETE_POST, { id: postId }, ann);
    const page = await list(ann);
    expect(page.nodes.map((n: any) => n.post.id)).toEqual([keep]);
    expect(page.unreadCount).toBe(1);
  });

  it('asks the signed-out to log in and refuses bad page arguments', async () => {
    const [ann] = await members(1);
    for (const query of [LIST, UNREAD, PREFS, MARK_ALL]) {
      expect(await failure(query, { ids: [] })).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(await failure(SET_PREFS, { input: { likes: true } })).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await failure(LIST, { after: 'nonsense' }, ann)).toMatchObject({ message: 'Invalid cursor', code: 'BAD_USER_INPUT' });
    expect(await failure(LIST, { first: 1000 }, ann)).toMatchObject({ code: expect.stringMatching(/BAD_USER_INPUT|QUERY_TOO_COMPLEX/) });
  });
});

describe('live delivery (graphql-ws through the gateway)', () => {
  const realtime = realtimeClients(() => stack);
  afterEach(() => realtime.disposeAll());
  const connect = (member: Member) => realtime.connect(member);
  const listen = (client: Client) => collect(client, ON_NOTIFICATION, {}, (data) => data.notificationCreated);

  it('delivers a notification to its recipient only, with fields from accounts and posts', async () => {
    const [ann, bob, eve] = await members(3);
    const postId = await post(ann, 'Sunrise 10k');
    const annLive = listen(await connect(ann));
    const eveLive = listen(await connect(eve));
    await listening(annLive, eveLive);

    await call(LIKE, { id: postId }, bob);
    await until(() => annLive.results.length === 1, 'the like notification');
    const [stored] = (await list(ann)).nodes;
    expect(annLive.results[0]).toEqual({
      id: stored.id,
      type: 'LIKE',
      message: `${bob.user.name} liked your post`,
      userId: ann.user.id,
      actor: { id: bob.user.id, name: bob.user.name },
      post: { id: postId, content: 'Sunrise 10k', likeCount: 1 },
      read: false,
    });

    // Eve hears nothing of Ann's, and her own arrives to her alone.
    await call(FOLLOW, { u: eve.user.id }, bob);
    await until(() => eveLive.results.length === 1, 'the follow notification');
    expect(eveLive.results.map((n) => n.type)).toEqual(['FOLLOW']);
    expect(annLive.results).toHaveLength(1);
    expect([...annLive.errors, ...eveLive.errors]).toEqual([]);
  });

  it('does not deliver a kind the recipient turned off', async () => {
    const [ann, bob] = await members(2);
    await call(SET_PREFS, { input: { likes: false } }, ann);
    const postId = await post(ann, 'Rest day');
    const live = listen(await connect(ann));
    await listening(live);

    await call(LIKE, { id: postId }, bob);
    // Then a kind that is on: events go out in commit order, so once the reply's
    // notification is here, the like's would have arrived before it.
    await call(REPLY, { id: postId, content: 'Enjoy it' }, bob);
    await until(() => live.results.length >= 1, 'the reply notification');
    expect(live.results.map((n) => n.type)).toEqual(['REPLY']);
    expect(live.errors).toEqual([]);
  });
});
