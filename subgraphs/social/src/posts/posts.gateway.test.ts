// Posts through the real gateway against a fresh database: creating every kind of post,
// drafts and scheduling, editing, deleting, mentions, idempotency, rate limits, GET /posts
// pages, with the failure paths and the spec's exact messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '@pulse/dev-env';
import { CREATE, POST, POST_FIELDS, UNKNOWN_ID, client, createPost, expectError, members, ok, sql, uploadImage, type Member } from './testing.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;

const UPDATE = `mutation($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { ${POST_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deletePost(id: $id) }`;
const PUBLISH = `mutation($id: ID!, $input: PublishDraftInput) { publishDraft(id: $id, input: $input) { ${POST_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelSchedule(id: $id) { id status scheduledFor } }`;
const DRAFTS = `{ myDrafts { id status content scheduledFor } }`;
const SCHEDULED = `{ myScheduledPosts { id status content scheduledFor timezone } }`;
const POSTS = `query($page: Int, $limit: Int, $filter: PostFilter) { posts(page: $page, limit: $limit, filter: $filter) { posts { id content type } page limit total hasMore } }`;
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', POST_LIMIT_PER_HOUR: '30' } });
  q = client(stack);
  [ann, bob, cat] = await members(stack, 3);
});
afterAll(async () => {
  await stack?.stop();
});

describe('createPost', () => {
  it('publishes a text post by a federated author, with counts at zero', async () => {
    const post = await createPost(stack, ann, { content: '  Morning run done  ' });
    expect(post).toMatchObject({
      userId: ann.user.id,
      user: { id: ann.user.id, username: ann.user.username },
      content: 'Morning run done',
      type: 'POST',
      status: 'POSTED',
      medias: [],
      likeCount: 0,
      repostCount: 0,
      quoteCount: 0,
      replyCount: 0,
      bookmarkCount: 0,
      viewCount: 0,
      liked: false,
      bookmarked: false,
      reposted: false,
      originalPost: null,
      parent: null,
      poll: null,
      scheduledFor: null,
    });
    expect(post.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(typeof post.cursor).toBe('string');
    // Published posts are public: readable signed out.
    expect(ok(await q(POST, { id: post.id })).post).toMatchObject({ id: post.id, content: 'Morning run done', liked: false });
  });

  it('refuses signed-out members with the spec message', async () => {
    expectError(await q(CREATE, { input: { content: 'hello' } }), 'UNAUTHENTICATED', 'Please log in to post');
  });

  it('refuses empty content with the spec message', async () => {
    expectError(await q(CREATE, { input: { content: '' } }, ann.token), 'BAD_USER_INPUT', 'Content must not be empty!', 'content');
    expectError(await q(CREATE, { input: { content: ' \n\t ' } }, ann.token), 'BAD_USER_INPUT', 'Content must not be empty!', 'content');
    expectError(await q(CREATE, { input: { content: 'x'.repeat(5001) } }, ann.token), 'BAD_USER_INPUT', 'Content must be at most 5000 characters', 'content');
  });

  it('keeps replies, quotes and reposts to their own mutations', async () => {
    for (const type of ['REPLY', 'QUOTE', 'REPOST']) {
      expectError(await q(CREATE, { input: { content: 'x', type } }, ann.token), 'BAD_USER_INPUT', undefined, 'type');
    }
  });

  it('carries media uploaded to us, a location, meal and route data', async () => {
    const image = await uploadImage(stack, ann);
    expect(image.url).toMatch(/^\/media\/p-/);
    const post = await createPost(stack, ann, {
      content: 'Lunch',
      type: 'MEAL',
      medias: [image],
      location: { name: 'Paris', lat: 48.85, lng: 2.35 },
      meal: { name: 'Salad', ingredients: [' kale ', '', 'feta'], calories: 420, carbs: { total: 30 }, nutritionalInfo: { qualityScore: 91, vitamins: ['C'] } },
    });
    expect(post).toMatchObject({
      type: 'MEAL',
      medias: [{ url: image.url, type: 'image/png' }],
      locationName: 'Paris',
      locationLat: 48.85,
      locationLng: 2.35,
      meal: {
        name: 'Salad',
        ingredients: ['kale', 'feta'],
        brands: [],
        allergens: [],
        calories: 420,
        protein: null,
        carbs: { total: 30, fiber: null, sugar: null },
        fats: null,
        nutritionalInfo: { qualityScore: 91, vitamins: ['C'], minerals: [] },
      },
    });
    const route = await createPost(stack, ann, {
      content: '10k',
      type: 'ROUTE',
      routeData: {
        type: 'running',
        duration: 3000,
        distance: 10,
        date: '2026-11-01T07:00:00.000Z',
        coordinates: [
          { latitude: 48.85, longitude: 2.35 },
          { latitude: 48.86, longitude: 2.36 },
        ],
      },
    });
    expect(route.routeData).toMatchObject({
      type: 'running',
      duration: 3000,
      distance: 10,
      date: '2026-11-01T07:00:00.000Z',
      steps: null,
      coordinates: [
        { latitude: 48.85, longitude: 2.35 },
        { latitude: 48.86, longitude: 2.36 },
      ],
    });
    // A route post with no data is allowed: the card says 'No route data available'.
    expect((await createPost(stack, ann, { content: 'Walked', type: 'ROUTE' })).routeData).toBeNull();
    // A community post: the author must be in the community (events owns it; docs/communities.md).
    const community = ok(
      await client(stack)('mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }', { input: { name: `Plankers ${Date.now()}` } }, ann.token),
    ).createCommunity;
    expect((await createPost(stack, ann, { content: 'Plank for 30 days', type: 'CHALLENGE', communityId: community.id })).communityId).toBe(community.id);
  });

  it('refuses media that we did not store, and bad coordinates', async () => {
    const MEDIA_INVALID = 'Media must be an image or video uploaded with POST /api/posts/media';
    for (const media of [
      { url: 'https://evil.example/pixel.gif', type: 'image/gif' },
      { url: '/media/x.jpg', type: 'image/jpeg' },
      { url: `/media/p-${UNKNOWN_ID}.jpg`, type: 'application/pdf' },
      { url: `/media/p-${UNKNOWN_ID}.exe`, type: 'image/jpeg' },
    ]) {
      expectError(await q(CREATE, { input: { content: 'x', medias: [media] } }, ann.token), 'BAD_USER_INPUT', MEDIA_INVALID, 'medias');
    }
    const eleven = Array.from({ length: 11 }, () => ({ url: `/media/p-${UNKNOWN_ID}.jpg`, type: 'image/jpeg' }));
    expectError(await q(CREATE, { input: { content: 'x', medias: eleven } }, ann.token), 'BAD_USER_INPUT', 'A post can have at most 10 media files', 'medias');
    expectError(
      await q(CREATE, { input: { content: 'x', location: { name: 'Nowhere', lat: 91, lng: 0 } } }, ann.token),
      'BAD_USER_INPUT',
      'Latitude must be between -90 and 90',
      'location',
    );
    expectError(
      await q(CREATE, { input: { content: 'x', location: { name: 'Nowhere', lat: 0, lng: -181 } } }, ann.token),
      'BAD_USER_INPUT',
      'Longitude must be between -180 and 180',
      'location',
    );
    expectError(await q(CREATE, { input: { content: 'x', location: { name: '  ' } } }, ann.token), 'BAD_USER_INPUT', 'Location name must not be empty', 'location');
    expectError(await q(CREATE, { input: { content: 'x', meal: { name: 'Soup' } } }, ann.token), 'BAD_USER_INPUT', 'Only a MEAL post can have a meal', 'meal');
  });

  it('creates one post for one clientId, however often it is sent', async () => {
    const input = { content: 'Sent twice', clientId: 'composer-1' };
    const [a, b] = await Promise.all([createPost(stack, bob, input), createPost(stack, bob, input)]);
    const c = await createPost(stack, bob, input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    // Another member's clientId is theirs alone.
    expect((await createPost(stack, cat, input)).id).not.toBe(a.id);
    expect(await sql(stack, `SELECT count(*)::int AS n FROM social.posts WHERE client_id = 'composer-1'`)).toEqual([{ n: 2 }]);
  });

  it('resolves @mentions to members and notifies them', async () => {
    const post = await createPost(stack, ann, { content: `Great session with @${bob.user.username} and @nobody_here_123, thanks @${ann.user.username}` });
    // Unknown names are not mentions, and nobody mentions themselves.
    expect(post.mentions).toEqual([{ id: bob.user.id, username: bob.user.username }]);
    const notes = ok(await q(`{ notifications { nodes { type message post { id } actor { id } } } }`, {}, bob.token)).notifications.nodes;
    expect(notes).toContainEqual({ type: 'MENTION', message: `${ann.user.name} mentioned you in a post`, post: { id: post.id }, actor: { id: ann.user.id } });
  });

  it('counts published posts as User.postCount and replies as User.replyCount, as the profile tabs list them (drafts in neither)', async () => {
    const [dan] = await members(stack, 1);
    const first = await createPost(stack, dan, { content: 'one' });
    await createPost(stack, dan, { content: 'draft', draft: true });
    ok(await q(`mutation($id: ID!) { createReply(postId: $id, input: { content: "me too" }) { id } }`, { id: first.id }, dan.token));
    expect(ok(await q(`query($id: ID!) { user(id: $id) { id postCount replyCount } }`, { id: dan.user.id })).user).toMatchObject({ postCount: 1, replyCount: 1 });
  });
});

describe('drafts and scheduled posts', () => {
  it('keeps a draft to its author', async () => {
    const draft = await createPost(stack, ann, { content: 'Half-written', draft: true });
    expect(draft).toMatchObject({ status: 'DRAFT', scheduledFor: null });
    expectError(await q(POST, { id: draft.id }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await q(POST, { id: draft.id }), 'NOT_FOUND', 'Post not found');
    expect(ok(await q(POST, { id: draft.id }, ann.token)).post.id).toBe(draft.id);
    expect(ok(await q(DRAFTS, {}, ann.token)).myDrafts.map((p: any) => p.id)).toContain(draft.id);
    expect(ok(await q(DRAFTS, {}, bob.token)).myDrafts.map((p: any) => p.id)).not.toContain(draft.id);
    expect(ok(await q(`query($u: ID!) { userPosts(userId: $u, first: 50) { nodes { id } } }`, { u: ann.user.id })).userPosts.nodes.map((p: any) => p.id)).not.toContain(
      draft.id,
    );
  });

  it('schedules in a valid time zone, soonest first, and refuses the past', async () => {
    const later = await createPost(stack, ann, { content: 'Later', scheduledFor: new Date(Date.now() + 7200_000).toISOString(), timezone: 'Europe/Paris' });
    const sooner = await createPost(stack, ann, { content: 'Sooner', scheduledFor: inAnHour(), timezone: 'Pacific/Honolulu' });
    expect(later).toMatchObject({ status: 'SCHEDULED', timezone: 'Europe/Paris' });
    const ids = ok(await q(SCHEDULED, {}, ann.token)).myScheduledPosts.map((p: any) => p.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expectError(await q(POST, { id: later.id }, cat.token), 'NOT_FOUND');
    expectError(
      await q(CREATE, { input: { content: 'x', scheduledFor: new Date(Date.now() - 60_000).toISOString() } }, ann.token),
      'BAD_USER_INPUT',
      'The scheduled time must be in the future',
      'scheduledFor',
    );
    expectError(
      await q(CREATE, { input: { content: 'x', scheduledFor: inAnHour(), timezone: 'Mars/Olympus' } }, ann.token),
      'BAD_USER_INPUT',
      'Unknown time zone',
      'timezone',
    );
    expectError(await q(CREATE, { input: { content: 'x', scheduledFor: 'tomorrow-ish' } }, ann.token), 'BAD_USER_INPUT');
  });

  it('unschedules into a draft, only for the author', async () => {
    const post = await createPost(stack, ann, { content: 'Maybe', scheduledFor: inAnHour(), timezone: 'UTC' });
    expectError(await q(CANCEL, { id: post.id }, bob.token), 'NOT_FOUND');
    expectError(await q(CANCEL, { id: post.id }), 'UNAUTHENTICATED');
    expect(ok(await q(CANCEL, { id: post.id }, ann.token)).cancelSchedule).toMatchObject({ id: post.id, status: 'DRAFT', scheduledFor: post.scheduledFor });
    expectError(await q(CANCEL, { id: post.id }, ann.token), 'BAD_USER_INPUT', 'This post is not scheduled', 'id');
    const published = await createPost(stack, bob, { content: 'out already' });
    expectError(await q(CANCEL, { id: published.id }, ann.token), 'FORBIDDEN');
    expectError(await q(CANCEL, { id: published.id }, bob.token), 'BAD_USER_INPUT', 'This post is not scheduled');
  });

  it("edits a draft's content, media, location and time; a time schedules it", async () => {
    const draft = await createPost(stack, ann, { content: 'v1', draft: true });
    const media = { url: `/media/p-${UNKNOWN_ID}.webp`, type: 'image/webp' };
    const when = inAnHour();
    const edited = ok(
      await q(UPDATE, { id: draft.id, input: { content: 'v2', medias: [media], location: { name: 'Lyon' }, scheduledFor: when, timezone: 'Europe/Paris' } }, ann.token),
    ).updatePost;
    expect(edited).toMatchObject({ content: 'v2', medias: [media], locationName: 'Lyon', status: 'SCHEDULED', scheduledFor: when, timezone: 'Europe/Paris' });
  });
});

describe('publishDraft', () => {
  const feedIds = async (m: Member) =>
    ok(await q(`query($u: ID!) { userPosts(userId: $u, first: 50) { nodes { id } } }`, { u: m.user.id })).userPosts.nodes.map((p: any) => p.id);

  it("publishes the author's draft in place with the composer's last edits, notifying its mentions", async () => {
    const [dan] = await members(stack, 1);
    const draft = await createPost(stack, dan, { content: 'v1', draft: true });
    const published = ok(await q(PUBLISH, { id: draft.id, input: { content: `Out now, @${bob.user.username}`, location: { name: 'Lyon' } } }, dan.token)).publishDraft;
    expect(published).toMatchObject({
      id: draft.id,
      status: 'POSTED',
      content: `Out now, @${bob.user.username}`,
      locationName: 'Lyon',
      scheduledFor: null,
      mentions: [{ id: bob.user.id }],
    });
    // Its time is the publication's, not the draft's creation.
    expect(new Date(published.createdAt).getTime()).toBeGreaterThan(new Date(draft.createdAt).getTime());
    expect(ok(await q(POST, { id: draft.id }, cat.token)).post.status).toBe('POSTED');
    expect(ok(await q(DRAFTS, {}, dan.token)).myDrafts).toEqual([]);
    expect(await feedIds(dan)).toEqual([draft.id]);
    expect(ok(await q(`query($id: ID!) { user(id: $id) { postCount } }`, { id: dan.user.id })).user.postCount).toBe(1);
    const notes = ok(await q(`{ notifications { nodes { type post { id } } } }`, {}, bob.token)).notifications.nodes;
    expect(notes).toContainEqual({ type: 'MENTION', post: { id: draft.id } });
  });

  it('publishes a scheduled post now, with no input, and it is no longer due', async () => {
    const [dan] = await members(stack, 1);
    const scheduled = await createPost(stack, dan, { content: 'Planned', scheduledFor: inAnHour(), timezone: 'UTC' });
    expect(ok(await q(PUBLISH, { id: scheduled.id }, dan.token)).publishDraft).toMatchObject({
      id: scheduled.id,
      status: 'POSTED',
      content: 'Planned',
      scheduledFor: null,
    });
    expect(ok(await q(SCHEDULED, {}, dan.token)).myScheduledPosts).toEqual([]);
  });

  it("refuses signed-out callers, someone else's post, a published post and bad edits, changing nothing", async () => {
    const [dan] = await members(stack, 1);
    const draft = await createPost(stack, dan, { content: 'Secret plan', draft: true });
    expectError(await q(PUBLISH, { id: draft.id }), 'UNAUTHENTICATED', 'Please log in to post');
    // Someone else's draft does not exist for them.
    expectError(await q(PUBLISH, { id: draft.id }, bob.token), 'NOT_FOUND', 'Post not found');
    expectError(await q(PUBLISH, { id: UNKNOWN_ID }, dan.token), 'NOT_FOUND', 'Post not found');
    expectError(await q(PUBLISH, { id: draft.id, input: { content: '  ' } }, dan.token), 'BAD_USER_INPUT', 'Content must not be empty!', 'content');
    expect(ok(await q(POST, { id: draft.id }, dan.token)).post).toMatchObject({ status: 'DRAFT', content: 'Secret plan' });

    const theirs = await createPost(stack, bob, { content: 'Bob says hi' });
    expectError(await q(PUBLISH, { id: theirs.id }, dan.token), 'FORBIDDEN', 'Only the author can change this post');
    expectError(await q(PUBLISH, { id: theirs.id }, bob.token), 'CONFLICT', 'This post is already published', 'id');
    ok(await q(PUBLISH, { id: draft.id }, dan.token));
    expectError(await q(PUBLISH, { id: draft.id, input: { content: 'again' } }, dan.token), 'CONFLICT', 'This post is already published', 'id');
    expect(ok(await q(POST, { id: draft.id })).post.content).toBe('Secret plan');
  });

  it('publishes once when two tabs press Post together', async () => {
    const [dan] = await members(stack, 1);
    const draft = await createPost(stack, dan, { content: `Twice? @${cat.user.username}`, draft: true });
    const results = await Promise.all([q(PUBLISH, { id: draft.id }, dan.token), q(PUBLISH, { id: draft.id }, dan.token)]);
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code)).toEqual(['CONFLICT']);
    expect(await feedIds(dan)).toEqual([draft.id]);
    expect(await sql(stack, `SELECT count(*)::int AS n FROM social.notifications WHERE post_id = $1 AND recipient_id = $2`, [draft.id, cat.user.id])).toEqual([{ n: 1 }]);
  });
});

describe('updatePost', () => {
  it('lets only the author change a published post, and only its content', async () => {
    const post = await createPost(stack, ann, { content: 'Typo heer' });
    const edited = ok(await q(UPDATE, { id: post.id, input: { content: `Typo here, cc @${cat.user.username}` } }, ann.token)).updatePost;
    expect(edited).toMatchObject({ id: post.id, content: `Typo here, cc @${cat.user.username}`, status: 'POSTED', mentions: [{ id: cat.user.id }] });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime());
    expectError(await q(UPDATE, { id: post.id, input: { content: 'hijack' } }, bob.token), 'FORBIDDEN', 'Only the author can change this post');
    expectError(await q(UPDATE, { id: post.id, input: { content: 'anon' } }), 'UNAUTHENTICATED', 'Please log in to post');
    expectError(await q(UPDATE, { id: post.id, input: { content: '' } }, ann.token), 'BAD_USER_INPUT', 'Content must not be empty!', 'content');
    expectError(
      await q(UPDATE, { id: post.id, input: { location: { name: 'Rome' } } }, ann.token),
      'BAD_USER_INPUT',
      'A published post can only change its content',
      'location',
    );
    expectError(
      await q(UPDATE, { id: post.id, input: { scheduledFor: inAnHour() } }, ann.token),
      'BAD_USER_INPUT',
      'A published post can only change its content',
      'scheduledFor',
    );
    expectError(await q(UPDATE, { id: UNKNOWN_ID, input: { content: 'x' } }, ann.token), 'NOT_FOUND', 'Post not found');
    expect(ok(await q(POST, { id: post.id })).post.content).toBe(`Typo here, cc @${cat.user.username}`);
  });
});

describe('deletePost', () => {
  it('lets only the author delete, and the post is gone', async () => {
    const post = await createPost(stack, ann, { content: 'Regret' });
    expectError(await q(DELETE, { id: post.id }, bob.token), 'FORBIDDEN', 'Only the author can change this post');
    expectError(await q(DELETE, { id: post.id }), 'UNAUTHENTICATED');
    expect(ok(await q(DELETE, { id: post.id }, ann.token)).deletePost).toBe(post.id);
    expectError(await q(POST, { id: post.id }, ann.token), 'NOT_FOUND', 'Post not found');
    expectError(await q(DELETE, { id: post.id }, ann.token), 'NOT_FOUND', 'Post not found');
  });

  it('deletes a draft', async () => {
    const draft = await createPost(stack, cat, { content: 'never mind', draft: true });
    expectError(await q(DELETE, { id: draft.id }, bob.token), 'NOT_FOUND');
    ok(await q(DELETE, { id: draft.id }, cat.token));
    expect(ok(await q(DRAFTS, {}, cat.token)).myDrafts.map((p: any) => p.id)).not.toContain(draft.id);
  });
});

describe('posts (GET /posts pages)', () => {
  it('pages published posts newest first with total and hasMore, and filters', async () => {
    const [eve] = await members(stack, 1);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createPost(stack, eve, { content: `eve says ${i} ${i % 2 ? 'protein' : 'carbs'}` }));
    await createPost(stack, eve, { content: 'hidden', draft: true });
    const first = ok(await q(POSTS, { page: 1, limit: 2, filter: { userId: eve.user.id } })).posts;
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5, hasMore: true });
    expect(first.posts.map((p: any) => p.id)).toEqual([made[4].id, made[3].id]);
    const last = ok(await q(POSTS, { page: 3, limit: 2, filter: { userId: eve.user.id } })).posts;
    expect(last).toMatchObject({ total: 5, hasMore: false });
    expect(last.posts.map((p: any) => p.id)).toEqual([made[0].id]);
    const found = ok(await q(POSTS, { filter: { userId: eve.user.id, q: 'PROTEIN' } })).posts;
    expect(found.posts.map((p: any) => p.id)).toEqual([made[3].id, made[1].id]);
    expect(ok(await q(POSTS, { filter: { q: '100%_' } })).posts.total).toBe(0);
    expectError(await q(POSTS, { limit: 51 }), 'BAD_USER_INPUT', 'limit must be between 1 and 50', 'limit');
    expectError(await q(POSTS, { page: 0 }), 'BAD_USER_INPUT', 'page must be 1 or more', 'page');
  });
});

describe('rate limit', () => {
  it('refuses a member past POST_LIMIT_PER_HOUR posts with RATE_LIMITED', async () => {
    const [fay] = await members(stack, 1);
    for (let i = 0; i < 30; i++) await createPost(stack, fay, { content: `post ${i}` });
    const refused = expectError(await q(CREATE, { input: { content: 'one too many' } }, fay.token), 'RATE_LIMITED');
    expect(refused.extensions?.retryAfter).toBeGreaterThan(0);
    // Someone else is not affected.
    await createPost(stack, cat, { content: 'still fine' });
  });
});
