// Likes, bookmarks, reposts, quotes, replies, views and shares through the real gateway:
// idempotency, counts that stay exact under concurrency, notifications, the spec's
// analytics events, and deleted posts disappearing from every list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousFrom, gql, recordSql, type Stack, startStack } from '@pulse/dev-env';
import { POST, POST_FIELDS, UNKNOWN_ID, client, createPost, expectError, members, ok, sql, type Member } from './testing.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;

const act = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { ${POST_FIELDS} } }`;
const LIKE = act('likePost');
const UNLIKE = act('unlikePost');
const BOOKMARK = act('bookmarkPost');
const UNBOOKMARK = act('unbookmarkPost');
const REPOST = act('repost');
const UNDO_REPOST = act('undoRepost');
const VIEW = act('recordPostView');
const QUOTE = `mutation($id: ID!, $content: String!) { quotePost(id: $id, content: $content) { ${POST_FIELDS} } }`;
const REPLY = `mutation($id: ID!, $input: ReplyInput!) { createReply(postId: $id, input: $input) { ${POST_FIELDS} } }`;
const SHARE = `mutation($id: ID!, $method: ShareMethod!) { recordShare(id: $id, method: $method) }`;
const DELETE = `mutation($id: ID!) { deletePost(id: $id) }`;
const SAVED = `query($first: Int, $after: String) { savedPosts(first: $first, after: $after) { nodes { id bookmarked cursor } pageInfo { hasNextPage endCursor } } }`;
const REPLIES = `query($id: ID!, $skip: Int, $limit: Int) { replies(postId: $id, skip: $skip, limit: $limit) { id content parentId } }`;
const THREAD = `query($id: ID!) { postThread(id: $id) { id } }`;
const USER_POSTS = `query($u: ID!) { userPosts(userId: $u, first: 50) { nodes { id type originalPostId originalPost { id } } } }`;
const FEED = `{ homeFeed(first: 50) { nodes { id type originalPost { id } } } }`;
const NOTES = `{ notifications(first: 50) { nodes { type post { id } actor { id } } } }`;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', ANONYMOUS_VIEW_LIMIT_PER_HOUR: '3' } });
  q = client(stack);
  [ann, bob, cat] = await members(stack, 3);
});
afterAll(async () => {
  await stack?.stop();
});

/** An anonymous view sent from another loopback address. */
const viewFrom = (localAddress: string, id: string): Promise<any> => anonymousFrom(stack, localAddress, VIEW, { id });

const analytics = (postId: string) => sql(stack, `SELECT name, user_id, properties FROM social.analytics_events WHERE post_id = $1 ORDER BY created_at, id`, [postId]);

describe('likes', () => {
  it('likes once, unlikes, notifies the author and records post_liked', async () => {
    const post = await createPost(stack, ann, { content: 'Like me' });
    expect(ok(await q(LIKE, { id: post.id }, bob.token)).likePost).toMatchObject({ id: post.id, likeCount: 1, liked: true });
    // A second like changes nothing.
    expect(ok(await q(LIKE, { id: post.id }, bob.token)).likePost).toMatchObject({ likeCount: 1, liked: true });
    expect(ok(await q(POST, { id: post.id }, ann.token)).post).toMatchObject({ likeCount: 1, liked: false });
    expect(ok(await q(UNLIKE, { id: post.id }, bob.token)).unlikePost).toMatchObject({ likeCount: 0, liked: false });
    expect(ok(await q(UNLIKE, { id: post.id }, bob.token)).unlikePost).toMatchObject({ likeCount: 0 });
    expect(ok(await q(NOTES, {}, ann.token)).notifications.nodes).toContainEqual({ type: 'LIKE', post: { id: post.id }, actor: { id: bob.user.id } });
    expect(await analytics(post.id)).toEqual([{ name: 'post_liked', user_id: bob.user.id, properties: {} }]);
  });

  it('needs a member, and a published post', async () => {
    const post = await createPost(stack, ann, { content: 'x' });
    expectError(await q(LIKE, { id: post.id }), 'UNAUTHENTICATED', 'Please log in to like posts');
    expectError(await q(UNLIKE, { id: post.id }), 'UNAUTHENTICATED', 'Please log in to like posts');
    for (const mutation of [LIKE, UNLIKE, BOOKMARK, UNBOOKMARK, REPOST, UNDO_REPOST, VIEW]) {
      expectError(await q(mutation, { id: UNKNOWN_ID }, bob.token), 'NOT_FOUND', 'Post not found');
    }
    expectError(await q(REPLY, { id: UNKNOWN_ID, input: { content: 'x' } }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await q(`mutation($id: ID!) { cancelSchedule(id: $id) { id } }`, { id: UNKNOWN_ID }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await q(POST, { id: UNKNOWN_ID }), 'NOT_FOUND', 'Post not found');
    const draft = await createPost(stack, ann, { content: 'draft', draft: true });
    expectError(await q(LIKE, { id: draft.id }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await q(BOOKMARK, { id: post.id }), 'UNAUTHENTICATED', 'Please log in to bookmark posts');
    expectError(await q(REPOST, { id: post.id }), 'UNAUTHENTICATED', 'Please log in to repost');
    expectError(await q(QUOTE, { id: post.id, content: 'x' }), 'UNAUTHENTICATED', 'Please log in to quote posts');
    expectError(await q(REPLY, { id: post.id, input: { content: 'x' } }), 'UNAUTHENTICATED', 'Please log in to reply');
  });

  it('keeps likeCount exact under 20 concurrent likes and concurrent unlikes', async () => {
    const post = await createPost(stack, ann, { content: 'Popular' });
    const crowd = await members(stack, 20);
    // Everyone likes at once, some twice.
    await Promise.all([...crowd, ...crowd.slice(0, 5)].map((m) => q(LIKE, { id: post.id }, m.token).then(ok)));
    expect(ok(await q(POST, { id: post.id })).post.likeCount).toBe(20);
    // Then 8 unlike while 4 of those and 3 others like again, all at once.
    const leaving = crowd.slice(0, 8);
    await Promise.all([
      ...leaving.map((m) => q(UNLIKE, { id: post.id }, m.token).then(ok)),
      ...crowd.slice(10, 13).map((m) => q(LIKE, { id: post.id }, m.token).then(ok)),
      ...leaving.slice(0, 4).map((m) => q(UNLIKE, { id: post.id }, m.token).then(ok)),
    ]);
    const [truth] = await sql(stack, `SELECT count(*)::int AS n FROM social.likes WHERE post_id = $1`, [post.id]);
    expect(truth.n).toBe(12);
    expect(ok(await q(POST, { id: post.id })).post.likeCount).toBe(truth.n);
    const liked = await Promise.all(crowd.map(async (m) => ok(await q(POST, { id: post.id }, m.token)).post.liked));
    expect(liked.filter(Boolean)).toHaveLength(12);
    // Registering 20 members hashes 20 argon2id passwords (64 MiB each): on two busy cores
    // that alone took over 30 s once, so this test gets more room than the default.
  }, 90_000);
});

/** The statements reading social's posts table while `work` runs (background timers' reads of other tables aside). */
async function postReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const recorder = recordSql();
  try {
    const result = await work();
    return { result, reads: recorder.stop().filter((text) => /^\s*select\b[\s\S]*\bfrom\s+"social"\."?posts"?/i.test(text)) };
  } finally {
    recorder.stop();
  }
}

describe("a mutation's answer", () => {
  // The answer is read as stored after the change by findPostsByIds' one plain statement, the
  // lookup post(id) pays, not by the ORM's find (about 2 ms of CPU a call); only a read that
  // takes a row lock goes through the ORM, whose lock modes it needs.
  const ORM_FIND = /^select "p0"\.\* from "social"\."posts" as "p0"/i;
  const PLAIN = /^SELECT "id", .* FROM "social"\."posts" WHERE id = ANY\(/;

  it('reads the post after a like, bookmark, view, repost or their undoing with the plain statement, never the ORM', async () => {
    const post = await createPost(stack, ann, { content: 'Counted' });
    // Each answer carries the count its own change left.
    for (const [name, query, counts] of [
      ['likePost', LIKE, { likeCount: 1, liked: true }],
      ['bookmarkPost', BOOKMARK, { likeCount: 1, bookmarkCount: 1, bookmarked: true }],
      ['recordPostView', VIEW, { viewCount: 1 }],
      ['repost', REPOST, { repostCount: 1, reposted: true }],
      ['unlikePost', UNLIKE, { likeCount: 0, liked: false, bookmarkCount: 1, repostCount: 1 }],
      ['undoRepost', UNDO_REPOST, { repostCount: 0, reposted: false, viewCount: 1 }],
    ] as const) {
      const { result, reads } = await postReads(() => q(query, { id: post.id }, bob.token));
      expect(ok(result)[name], name).toMatchObject({ id: post.id, ...counts });
      expect(
        reads.filter((text) => ORM_FIND.test(text)),
        name,
      ).toEqual([]);
      expect(reads.filter((text) => PLAIN.test(text)).length, name).toBeGreaterThan(0);
    }
  });

  it('updatePost locks its row through the ORM (FOR UPDATE) and answers from the plain statement', async () => {
    const post = await createPost(stack, ann, { content: 'First take' });
    const { result, reads } = await postReads(() =>
      q(
        `mutation($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { id content } }`,
        { id: post.id, input: { content: 'Second take' } },
        ann.token,
      ),
    );
    expect(ok(result).updatePost).toEqual({ id: post.id, content: 'Second take' });
    expect(reads.filter((text) => ORM_FIND.test(text))).toEqual([expect.stringMatching(/ for update$/i)]);
    expect(reads.at(-1)).toMatch(PLAIN);
  });
});

describe('racing a deletion', () => {
  it("answers likes, reposts, quotes and replies racing the post's deletion with success or NOT_FOUND, never an error", async () => {
    const post = await createPost(stack, ann, { content: 'Going, going...' });
    const crowd = await members(stack, 6);
    const results = await Promise.all([
      ...crowd.map((m) => q(LIKE, { id: post.id }, m.token)),
      ...crowd.slice(0, 3).map((m) => q(REPOST, { id: post.id }, m.token)),
      ...crowd.slice(3).map((m) => q(QUOTE, { id: post.id, content: 'q' }, m.token)),
      ...crowd.slice(0, 3).map((m) => q(REPLY, { id: post.id, input: { content: 'r' } }, m.token)),
      q(DELETE, { id: post.id }, ann.token),
    ]);
    for (const r of results) if (r.errors) expectError(r, 'NOT_FOUND', 'Post not found');
    expect(results[results.length - 1].errors).toBeUndefined();
    expect(await sql(stack, `SELECT count(*)::int AS n FROM social.posts WHERE original_post_id = $1 OR parent_id = $1`, [post.id])).toEqual([{ n: 0 }]);
  });
});

describe('bookmarks', () => {
  it('saves posts newest first, pages them, and records post_saved', async () => {
    const [dan] = await members(stack, 1);
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(await createPost(stack, ann, { content: `save ${i}` }));
    for (const p of posts) expect(ok(await q(BOOKMARK, { id: p.id }, dan.token)).bookmarkPost).toMatchObject({ bookmarked: true, bookmarkCount: 1 });
    ok(await q(BOOKMARK, { id: posts[0].id }, dan.token));
    const page1 = ok(await q(SAVED, { first: 2 }, dan.token)).savedPosts;
    expect(page1.nodes.map((p: any) => p.id)).toEqual([posts[2].id, posts[1].id]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = ok(await q(SAVED, { first: 2, after: page1.pageInfo.endCursor }, dan.token)).savedPosts;
    expect(page2.nodes.map((p: any) => p.id)).toEqual([posts[0].id]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(ok(await q(UNBOOKMARK, { id: posts[1].id }, dan.token)).unbookmarkPost).toMatchObject({ bookmarked: false, bookmarkCount: 0 });
    expect(ok(await q(SAVED, {}, dan.token)).savedPosts.nodes.map((p: any) => p.id)).toEqual([posts[2].id, posts[0].id]);
    expect(await analytics(posts[0].id)).toEqual([{ name: 'post_saved', user_id: dan.user.id, properties: {} }]);
    expectError(await q(SAVED, {}), 'UNAUTHENTICATED');
  });
});

describe('reposts', () => {
  it("reposts once into the reposter's profile and followers' feeds, and undoes", async () => {
    const post = await createPost(stack, ann, { content: 'Worth sharing' });
    ok(await q(`mutation($u: ID!) { follow(userId: $u) { id } }`, { u: bob.user.id }, cat.token));
    expect(ok(await q(REPOST, { id: post.id }, bob.token)).repost).toMatchObject({ id: post.id, repostCount: 1, reposted: true });
    expect(ok(await q(REPOST, { id: post.id }, bob.token)).repost).toMatchObject({ repostCount: 1, reposted: true });
    const mine = ok(await q(USER_POSTS, { u: bob.user.id })).userPosts.nodes.filter((p: any) => p.type === 'REPOST');
    expect(mine).toEqual([{ id: mine[0].id, type: 'REPOST', originalPostId: post.id, originalPost: { id: post.id } }]);
    expect(ok(await q(FEED, {}, cat.token)).homeFeed.nodes).toContainEqual({ id: mine[0].id, type: 'REPOST', originalPost: { id: post.id } });
    // The repost row is a post like any other: no media and no mentions of its own, as stored.
    expect(ok(await q(`query($id: ID!) { post(id: $id) { medias { url } mentions { id } content } }`, { id: mine[0].id })).post).toEqual({
      medias: [],
      mentions: [],
      content: '',
    });
    // Liking, saving or reposting a repost acts on the original.
    expect(ok(await q(LIKE, { id: mine[0].id }, cat.token)).likePost).toMatchObject({ id: post.id, likeCount: 1, liked: true });
    // Reposting the repost reposts the original.
    expect(ok(await q(REPOST, { id: mine[0].id }, cat.token)).repost).toMatchObject({ id: post.id, repostCount: 2 });
    expect(ok(await q(NOTES, {}, ann.token)).notifications.nodes).toContainEqual({ type: 'REPOST', post: { id: post.id }, actor: { id: bob.user.id } });
    expect(ok(await q(UNDO_REPOST, { id: post.id }, bob.token)).undoRepost).toMatchObject({ repostCount: 1, reposted: false });
    expect(ok(await q(USER_POSTS, { u: bob.user.id })).userPosts.nodes.filter((p: any) => p.type === 'REPOST')).toEqual([]);
    expect(ok(await q(FEED, {}, cat.token)).homeFeed.nodes.map((p: any) => p.id)).not.toContain(mine[0].id);
    expect((await analytics(post.id)).filter((e) => e.name === 'post_reposted')).toEqual([
      { name: 'post_reposted', user_id: bob.user.id, properties: { method: 'repost' } },
      { name: 'post_reposted', user_id: cat.user.id, properties: { method: 'repost' } },
    ]);
  });
});

describe('quotes', () => {
  it('creates a QUOTE post embedding the original and counts it', async () => {
    const post = await createPost(stack, ann, { content: 'Original thought' });
    const quote = ok(await q(QUOTE, { id: post.id, content: 'So true' }, bob.token)).quotePost;
    expect(quote).toMatchObject({
      type: 'QUOTE',
      content: 'So true',
      userId: bob.user.id,
      originalPostId: post.id,
      originalPost: { id: post.id, content: 'Original thought' },
    });
    expect(ok(await q(POST, { id: post.id })).post.quoteCount).toBe(1);
    expectError(await q(QUOTE, { id: post.id, content: '   ' }, bob.token), 'BAD_USER_INPUT', 'Content must not be empty!', 'content');
    expectError(await q(QUOTE, { id: UNKNOWN_ID, content: 'x' }, bob.token), 'NOT_FOUND');
    expect(ok(await q(NOTES, {}, ann.token)).notifications.nodes).toContainEqual({ type: 'QUOTE', post: { id: quote.id }, actor: { id: bob.user.id } });
    expect(await analytics(post.id)).toEqual([{ name: 'post_reposted', user_id: bob.user.id, properties: { method: 'quote' } }]);
    // The embedded original in the answer already counts this quote.
    const second = ok(await q(`mutation($id: ID!) { quotePost(id: $id, content: "Again") { id originalPost { quoteCount } } }`, { id: post.id }, cat.token)).quotePost;
    expect(second.originalPost.quoteCount).toBe(2);
    ok(await q(DELETE, { id: second.id }, cat.token));
    // Deleting the quote counts it off the original.
    ok(await q(DELETE, { id: quote.id }, bob.token));
    expect(ok(await q(POST, { id: post.id })).post.quoteCount).toBe(0);
  });
});

describe('replies', () => {
  it('answers a post, lists replies oldest first, and walks the thread root first', async () => {
    const root = await createPost(stack, ann, { content: 'Question?' });
    const r1 = ok(await q(REPLY, { id: root.id, input: { content: 'Answer 1' } }, bob.token)).createReply;
    const r2 = ok(await q(REPLY, { id: root.id, input: { content: `Answer 2 @${ann.user.username}` } }, cat.token)).createReply;
    const r3 = ok(await q(REPLY, { id: r1.id, input: { content: 'Follow-up', clientId: 'r3' } }, ann.token)).createReply;
    expect(ok(await q(REPLY, { id: r1.id, input: { content: 'Follow-up', clientId: 'r3' } }, ann.token)).createReply.id).toBe(r3.id);
    expect(r1).toMatchObject({ type: 'REPLY', parentId: root.id, parent: { id: root.id } });
    expect(ok(await q(POST, { id: root.id })).post.replyCount).toBe(2);
    expect(ok(await q(POST, { id: r1.id })).post.replyCount).toBe(1);
    expect(ok(await q(REPLIES, { id: root.id })).replies.map((r: any) => r.id)).toEqual([r1.id, r2.id]);
    expect(ok(await q(REPLIES, { id: root.id, skip: 1, limit: 1 })).replies.map((r: any) => r.id)).toEqual([r2.id]);
    expectError(await q(REPLIES, { id: root.id, limit: 51 }), 'BAD_USER_INPUT', undefined, 'limit');
    expect(ok(await q(THREAD, { id: r3.id })).postThread.map((p: any) => p.id)).toEqual([root.id, r1.id, r3.id]);
    expectError(await q(THREAD, { id: UNKNOWN_ID }), 'NOT_FOUND');
    // Replies stay out of feeds.
    expect(ok(await q(USER_POSTS, { u: bob.user.id })).userPosts.nodes.map((p: any) => p.id)).not.toContain(r1.id);
    const notes = ok(await q(NOTES, {}, ann.token)).notifications.nodes;
    expect(notes).toContainEqual({ type: 'REPLY', post: { id: r1.id }, actor: { id: bob.user.id } });
    // Mentioning the author in a reply to their post is one notification (the reply), not two.
    expect(notes.filter((n: any) => n.post?.id === r2.id)).toEqual([{ type: 'REPLY', post: { id: r2.id }, actor: { id: cat.user.id } }]);
    expectError(await q(REPLY, { id: root.id, input: { content: '' } }, bob.token), 'BAD_USER_INPUT', 'Content must not be empty!', 'content');
    // GET /posts lists replies only when asked for them.
    const page = `query($f: PostFilter) { posts(filter: $f) { posts { id } total } }`;
    expect(ok(await q(page, { f: { parentId: root.id } })).posts).toEqual({ posts: [{ id: r2.id }, { id: r1.id }], total: 2 });
    expect(ok(await q(page, { f: { userId: bob.user.id } })).posts.posts.map((p: any) => p.id)).not.toContain(r1.id);
    expect(ok(await q(page, { f: { userId: bob.user.id, type: 'REPLY' } })).posts.posts.map((p: any) => p.id)).toContain(r1.id);
    // Deleting a reply counts it off its parent.
    ok(await q(DELETE, { id: r2.id }, cat.token));
    expect(ok(await q(POST, { id: root.id })).post.replyCount).toBe(1);
  });
});

describe('views and shares', () => {
  it('counts one view per member and every anonymous view', async () => {
    const post = await createPost(stack, ann, { content: 'Seen?' });
    ok(await q(VIEW, { id: post.id }, bob.token));
    ok(await q(VIEW, { id: post.id }, bob.token));
    ok(await q(VIEW, { id: post.id }, cat.token));
    ok(await q(VIEW, { id: post.id }));
    expect(ok(await q(VIEW, { id: post.id })).recordPostView.viewCount).toBe(4);
    expectError(await q(VIEW, { id: UNKNOWN_ID }), 'NOT_FOUND');
    const draft = await createPost(stack, ann, { content: 'unseen', draft: true });
    expectError(await q(VIEW, { id: draft.id }, ann.token), 'NOT_FOUND');
  });

  it('counts at most ANONYMOUS_VIEW_LIMIT_PER_HOUR anonymous views per address and post', async () => {
    const post = await createPost(stack, ann, { content: 'Going viral?' });
    const other = await createPost(stack, ann, { content: 'Also here' });
    const views = async (id: string) => ok(await q(POST, { id })).post.viewCount;
    for (let i = 0; i < 3; i++) ok(await q(VIEW, { id: post.id }));
    // Past the budget the request still succeeds; the view is just not counted.
    expect(ok(await q(VIEW, { id: post.id })).recordPostView.viewCount).toBe(3);
    // A forged X-Forwarded-For is not trusted (TRUST_PROXY is off): still the same address.
    const forged = await gql(stack.graphqlUrl, VIEW, { id: post.id }, undefined, { 'x-forwarded-for': '198.51.100.7' });
    expect(ok(forged).recordPostView.viewCount).toBe(3);
    // Another address has its own budget, and so does another post.
    const fromElsewhere = await viewFrom('127.0.0.2', post.id);
    expect(fromElsewhere.data.recordPostView.viewCount).toBe(4);
    ok(await q(VIEW, { id: other.id }));
    expect(await views(other.id)).toBe(1);
    // Members are counted once each, whatever the address's anonymous budget.
    ok(await q(VIEW, { id: post.id }, bob.token));
    expect(await views(post.id)).toBe(5);
  });

  it('records post_shared with its method', async () => {
    const post = await createPost(stack, ann, { content: 'Share me' });
    expect(ok(await q(SHARE, { id: post.id, method: 'COPY_LINK' }, bob.token)).recordShare).toBe(true);
    ok(await q(SHARE, { id: post.id, method: 'DIRECT_MESSAGE' }, bob.token));
    ok(await q(SHARE, { id: post.id, method: 'SOCIAL' }));
    expect(await analytics(post.id)).toEqual([
      { name: 'post_shared', user_id: bob.user.id, properties: { method: 'copy_link' } },
      { name: 'post_shared', user_id: bob.user.id, properties: { method: 'direct_message' } },
      { name: 'post_shared', user_id: null, properties: { method: 'social' } },
    ]);
    expectError(await q(SHARE, { id: UNKNOWN_ID, method: 'SOCIAL' }), 'NOT_FOUND');
  });
});

describe('a deleted post', () => {
  it('vanishes from feeds, threads, saved lists, replies, quotes and reposts', async () => {
    const [dan, eve] = await members(stack, 2);
    ok(await q(`mutation($u: ID!) { follow(userId: $u) { id } }`, { u: dan.user.id }, eve.token));
    const post = await createPost(stack, dan, { content: 'Soon gone' });
    ok(await q(LIKE, { id: post.id }, eve.token));
    ok(await q(BOOKMARK, { id: post.id }, eve.token));
    ok(await q(REPOST, { id: post.id }, ann.token));
    const quote = ok(await q(QUOTE, { id: post.id, content: 'Quoting' }, eve.token)).quotePost;
    const reply = ok(await q(REPLY, { id: post.id, input: { content: 'Replying' } }, eve.token)).createReply;
    ok(await q(`mutation($u: ID!) { follow(userId: $u) { id } }`, { u: ann.user.id }, eve.token));

    ok(await q(DELETE, { id: post.id }, dan.token));

    const feed = ok(await q(FEED, {}, eve.token)).homeFeed.nodes;
    expect(feed.map((p: any) => p.id)).not.toContain(post.id);
    expect(feed.filter((p: any) => p.type === 'REPOST' && (!p.originalPost || p.originalPost.id === post.id))).toEqual([]);
    expect(ok(await q(USER_POSTS, { u: ann.user.id })).userPosts.nodes.filter((p: any) => p.originalPostId === post.id)).toEqual([]);
    expect(ok(await q(SAVED, {}, eve.token)).savedPosts.nodes.map((p: any) => p.id)).not.toContain(post.id);
    expectError(await q(REPLIES, { id: post.id }), 'NOT_FOUND');
    expect(ok(await q(POST, { id: quote.id })).post).toMatchObject({ originalPostId: null, originalPost: null, content: 'Quoting' });
    expect(ok(await q(POST, { id: reply.id })).post).toMatchObject({ parentId: null, parent: null });
    expect(ok(await q(THREAD, { id: reply.id })).postThread.map((p: any) => p.id)).toEqual([reply.id]);
    expect(await sql(stack, `SELECT count(*)::int AS n FROM social.likes WHERE post_id = $1`, [post.id])).toEqual([{ n: 0 }]);
    expect(ok(await q(`query($id: ID!) { user(id: $id) { postCount } }`, { id: ann.user.id })).user.postCount).toBe(
      (
        await sql(
          stack,
          `SELECT count(*)::int AS n FROM social.posts WHERE user_id = $1 AND status = 'POSTED' AND type <> 'REPLY' AND NOT (type = 'REPOST' AND original_post_id IS NULL)`,
          [ann.user.id],
        )
      )[0].n,
    );
    // A notification about it no longer shows the post.
    const note = ok(await q(NOTES, {}, dan.token)).notifications.nodes.find((n: any) => n.type === 'LIKE' && n.actor.id === eve.user.id);
    expect(note?.post ?? null).toBeNull();
  });
});
