// The spec's Posts, Polls, Users-follow and Notifications paths under /api, against the real
// stack: the client Post shape, each path's answer, and its failures mapped from the GraphQL
// codes (401 anonymous, 403 not the author, 404 unknown, 400 bad input, 409 voting twice).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectOk, type Member, members as newMembers, restClient, sql as sqlIn, type Stack, startStack, UNKNOWN_ID } from '@pulse/dev-env';
import { png, uploadFiles } from '@pulse/dev-env/media';

type Post = { id: string } & Record<string, any>;

/** A small photo uploaded through POST /api/posts/media: the `{ url, type }` a post's medias take. */
async function uploadImage(stack: Stack, m: Member): Promise<{ url: string; type: string }> {
  const { status, body } = await uploadFiles(`${stack.url}/api/posts/media`, [{ name: 'photo.png', bytes: await png(8, 6), type: 'image/png' }], { token: m.token });
  expect(status).toBe(200);
  return (body as { medias: { url: string; type: string }[] }).medias[0];
}

const POST_KEYS = [
  'id',
  'userId',
  'name',
  'username',
  'image',
  'user',
  'content',
  'type',
  'medias',
  'files',
  'locationName',
  'locationLat',
  'locationLng',
  'routeData',
  'meal',
  'exerciseAnalysis',
  'poll',
  'likes',
  'reposts',
  'quotes',
  'replies',
  'views',
  'viewCount',
  'bookmarks',
  'liked',
  'bookmarked',
  'reposted',
  'originalPostId',
  'communityId',
  'parentId',
  'Post',
  'status',
  'scheduledFor',
  'timezone',
  'createdAt',
  'updatedAt',
].sort();
const NO_POST = { message: 'Post not found', code: 'NOT_FOUND' };
const NOT_AUTHOR = { message: 'Only the author can change this post', code: 'FORBIDDEN' };
const bad = (message: string, field: string) => ({ message, code: 'BAD_USER_INPUT', field });
const anonymous = (message: string) => ({ message, code: 'UNAUTHENTICATED' });
/** A body-less state-changing request needs this header (CSRF), token or not. */
const PREFLIGHT = { headers: { 'apollo-require-preflight': 'true' } };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const api = restClient(() => stack);
const members = (n: number) => newMembers(stack, n);

const sql = (text: string, params: unknown[] = []) => sqlIn(stack, text, params);

async function create(m: Member, body: Record<string, unknown>): Promise<Post> {
  return expectOk(await api('POST', '/posts', { token: m.token, body })).post;
}

const future = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('POST /posts and GET /posts/{id}', () => {
  it('creates a post in the client model: author fields flat and nested, lowercase type and status, counts as numbers', async () => {
    const [ann, bob] = await members(2);
    const image = await uploadImage(stack, ann);
    const r = expectOk(
      await api('POST', '/posts', {
        token: ann.token,
        body: { content: '  Long run, 21 km  ', type: 'post', files: [image.url], locationName: 'Golden Gate Park', locationLat: 37.7694, locationLng: -122.4862 },
      }),
    );
    expect(Object.keys(r)).toEqual(['post']);
    const post = r.post;
    expect(Object.keys(post).sort()).toEqual(POST_KEYS);
    expect(post).toMatchObject({
      userId: ann.user.id,
      name: ann.user.name,
      username: ann.user.username,
      image: null,
      user: { id: ann.user.id, name: ann.user.name, username: ann.user.username, image: null },
      content: 'Long run, 21 km',
      type: 'post',
      status: 'posted',
      medias: [{ url: image.url, type: 'image/png' }],
      files: [image.url],
      locationName: 'Golden Gate Park',
      locationLat: 37.7694,
      locationLng: -122.4862,
      routeData: null,
      meal: null,
      exerciseAnalysis: null,
      poll: null,
      Post: null,
      originalPostId: null,
      parentId: null,
      communityId: null,
      likes: 0,
      reposts: 0,
      quotes: 0,
      replies: 0,
      views: 0,
      viewCount: 0,
      bookmarks: 0,
      liked: false,
      bookmarked: false,
      reposted: false,
      scheduledFor: null,
      timezone: null,
    });
    expect(post.id).toMatch(/^c[0-9a-z]{24}$/);
    // Anyone reads a published post, signed in or not; the caller's own state is theirs.
    expect(expectOk(await api('GET', `/posts/${post.id}`, { token: bob.token })).post).toEqual(post);
    expect(expectOk(await api('GET', `/posts/${post.id}`)).post.id).toBe(post.id);
  });

  it("takes meal and route posts in the spec's shapes (text macros, taggedUsers, {lat, lng} points)", async () => {
    const [ann, bob] = await members(2);
    const meal = await create(ann, {
      content: 'Lunch',
      type: 'MEAL',
      meal: {
        name: 'Salmon bowl',
        ingredients: ['salmon', 'rice'],
        calories: '640',
        protein: 42,
        carbs: '55g',
        fats: { total: 18, saturated: 3 },
        taggedUsers: [{ id: bob.user.id }],
        unknownField: 1,
      },
    });
    expect(meal).toMatchObject({
      type: 'meal',
      meal: {
        name: 'Salmon bowl',
        calories: 640,
        protein: 42,
        carbs: { total: 55 },
        fats: { total: 18, saturated: 3 },
        taggedUserIds: [bob.user.id],
        taggedUsers: [bob.user.id],
      },
    });
    const route = await create(ann, {
      content: 'Evening ride',
      type: 'route',
      routeData: {
        type: 'cycling',
        duration: 3723,
        distance: 31.44,
        elevationGain: 210,
        coordinates: [
          { lat: 37.77, lng: -122.41 },
          { latitude: 37.8, longitude: -122.45 },
        ],
      },
    });
    expect(route).toMatchObject({
      type: 'route',
      routeData: {
        type: 'cycling',
        duration: 3723,
        distance: 31.44,
        coordinates: [
          { latitude: 37.77, longitude: -122.41 },
          { latitude: 37.8, longitude: -122.45 },
        ],
      },
    });
  });

  it('refuses anonymous callers, empty content, unknown types and bad numbers; 404 for an unknown id', async () => {
    const [ann] = await members(1);
    expectFailure(await api('POST', '/posts', { body: { content: 'hello' } }), 401, anonymous('Please log in to post'));
    expectFailure(await api('POST', '/posts', { token: ann.token, body: { content: '   ' } }), 400, bad('Content must not be empty!', 'content'));
    expectFailure(await api('POST', '/posts', { token: ann.token, body: {} }), 400, bad('Content must not be empty!', 'content'));
    expectFailure(
      await api('POST', '/posts', { token: ann.token, body: { content: 'x', type: 'story' } }),
      400,
      bad('type must be one of post, reply, poll, challenge, quote, repost, meal, route', 'type'),
    );
    expectFailure(
      await api('POST', '/posts', { token: ann.token, body: { content: 'x', locationName: 'Park', locationLat: 'north' } }),
      400,
      bad('locationLat must be a number', 'locationLat'),
    );
    expectFailure(
      await api('POST', '/posts', { token: ann.token, body: { content: 'x', files: ['https://tracker.example/pixel.gif'] } }),
      400,
      bad('Media must be an image or video uploaded with POST /api/posts/media', 'medias'),
    );
    expectFailure(await api('GET', `/posts/${UNKNOWN_ID}`, { token: ann.token }), 404, NO_POST);
  });
});

describe('GET /posts', () => {
  it('pages published posts newest first (limit 10 by default) and filters by the JSON filter', async () => {
    const [ann, bob] = await members(2);
    const mine: Post[] = [];
    for (let i = 1; i <= 12; i++) mine.push(await create(ann, { content: `training log ${i}` }));
    const poll = expectOk(await api('POST', '/polls', { token: ann.token, body: { content: 'Best distance?', options: ['5k', '10k'] } })).post;
    await create(bob, { content: 'not ann' });
    const byAnn = encodeURIComponent(JSON.stringify({ userId: ann.user.id }));
    const first = expectOk(await api('GET', `/posts?filter=${byAnn}`));
    expect(Object.keys(first).sort()).toEqual(['hasMore', 'limit', 'page', 'posts', 'total']);
    expect(first).toMatchObject({ page: 1, limit: 10, total: 13, hasMore: true });
    expect(ids(first.posts)).toEqual([poll.id, ...ids(mine.slice(-9).reverse())]);
    expect(Object.keys(first.posts[1]).sort()).toEqual(POST_KEYS);
    const second = expectOk(await api('GET', `/posts?filter=${byAnn}&page=2`));
    expect(second).toMatchObject({ page: 2, limit: 10, total: 13, hasMore: false });
    expect(ids(second.posts)).toEqual(ids(mine.slice(0, 3).reverse()));
    const small = expectOk(await api('GET', `/posts?filter=${byAnn}&limit=5&page=3`));
    expect(ids(small.posts)).toEqual(ids(mine.slice(0, 3).reverse()));
    // The type may be given in the client's lowercase; q searches the content.
    const polls = expectOk(await api('GET', `/posts?filter=${encodeURIComponent(JSON.stringify({ userId: ann.user.id, type: 'poll' }))}`));
    expect(ids(polls.posts)).toEqual([poll.id]);
    expect(polls.posts[0].poll.options.map((o: { text: string }) => o.text)).toEqual(['5k', '10k']);
    const search = expectOk(await api('GET', `/posts?filter=${encodeURIComponent(JSON.stringify({ userId: ann.user.id, q: 'LOG 1' }))}`));
    expect(ids(search.posts).sort()).toEqual(ids([mine[0], mine[9], mine[10], mine[11]]).sort());
  });

  it('answers 400 for a malformed filter, unknown filter fields and bad page numbers', async () => {
    expectFailure(await api('GET', '/posts?filter={userId:'), 400, bad('filter must be a JSON object, e.g. {"userId":"..."}', 'filter'));
    expectFailure(await api('GET', `/posts?filter=${encodeURIComponent('[1,2]')}`), 400, bad('filter must be a JSON object, e.g. {"userId":"..."}', 'filter'));
    expectFailure(
      await api('GET', `/posts?filter=${encodeURIComponent('{"author":"x"}')}`),
      400,
      bad('filter: unknown field author (allowed: userId, type, communityId, parentId, q)', 'filter'),
    );
    expectFailure(
      await api('GET', `/posts?filter=${encodeURIComponent('{"type":"story"}')}`),
      400,
      bad('filter must be one of post, reply, poll, challenge, quote, repost, meal, route', 'filter'),
    );
    expectFailure(await api('GET', '/posts?page=0'), 400, bad('page must be a positive integer', 'page'));
    expectFailure(await api('GET', '/posts?limit=ten'), 400, bad('limit must be a positive integer', 'limit'));
    expectFailure(await api('GET', '/posts?limit=51'), 400, bad('limit must be between 1 and 50', 'limit'));
  });
});

describe('PUT and DELETE /posts/{id}', () => {
  it('only the author edits; others get 403, anonymous callers 401, unknown ids 404', async () => {
    const [ann, bob] = await members(2);
    const post = await create(ann, { content: 'first draft of a thought' });
    const edited = expectOk(await api('PUT', `/posts/${post.id}`, { token: ann.token, body: { content: 'a better thought' } })).post;
    expect(edited).toMatchObject({ id: post.id, content: 'a better thought', type: 'post', status: 'posted' });
    expectFailure(await api('PUT', `/posts/${post.id}`, { token: bob.token, body: { content: 'mine now' } }), 403, NOT_AUTHOR);
    expectFailure(await api('PUT', `/posts/${post.id}`, { body: { content: 'anon' } }), 401, anonymous('Please log in to post'));
    expectFailure(await api('PUT', `/posts/${UNKNOWN_ID}`, { token: ann.token, body: { content: 'x' } }), 404, NO_POST);
    expectFailure(await api('PUT', `/posts/${post.id}`, { token: ann.token, body: {} }), 400, bad('content is required', 'content'));
    expectFailure(await api('PUT', `/posts/${post.id}`, { token: ann.token, body: { content: 42 } }), 400, bad('content must be a string', 'content'));
    expect(expectOk(await api('GET', `/posts/${post.id}`)).post.content).toBe('a better thought');
  });

  it('only the author deletes; the post is gone afterwards', async () => {
    const [ann, bob] = await members(2);
    const post = await create(ann, { content: 'short-lived' });
    expectFailure(await api('DELETE', `/posts/${post.id}`, { token: bob.token }), 403, NOT_AUTHOR);
    expectFailure(await api('DELETE', `/posts/${post.id}`, PREFLIGHT), 401, anonymous('Please log in to post'));
    expect(expectOk(await api('DELETE', `/posts/${post.id}`, { token: ann.token }))).toEqual({ success: true, id: post.id });
    expectFailure(await api('GET', `/posts/${post.id}`, { token: ann.token }), 404, NO_POST);
    expectFailure(await api('DELETE', `/posts/${post.id}`, { token: ann.token }), 404, NO_POST);
  });
});

describe('likes, bookmarks, reposts and quotes', () => {
  it("POST and DELETE /posts/{id}/like toggle the caller's like and the count, also under concurrent likes", async () => {
    const [ann, bob, ...fans] = await members(6);
    const post = await create(ann, { content: 'PR at the 10k!' });
    const liked = expectOk(await api('POST', `/posts/${post.id}/like`, { token: bob.token }));
    expect(liked).toMatchObject({ success: true, liked: true, likes: 1, post: { id: post.id, liked: true, likes: 1 } });
    expect(expectOk(await api('POST', `/posts/${post.id}/like`, { token: bob.token })).likes).toBe(1);
    await Promise.all(fans.map((f) => api('POST', `/posts/${post.id}/like`, { token: f.token })));
    expect(expectOk(await api('GET', `/posts/${post.id}`, { token: ann.token })).post).toMatchObject({ likes: 5, liked: false });
    expect(expectOk(await api('DELETE', `/posts/${post.id}/like`, { token: bob.token }))).toMatchObject({ success: true, liked: false, likes: 4 });
    expectFailure(await api('POST', `/posts/${post.id}/like`, PREFLIGHT), 401, anonymous('Please log in to like posts'));
    // What a cross-site form could send (no JSON, no header, the browser's cookies only) is refused.
    expect((await api('POST', `/posts/${post.id}/like`)).json.code).toBe('CSRF_REJECTED');
    expectFailure(await api('POST', `/posts/${UNKNOWN_ID}/like`, { token: bob.token }), 404, NO_POST);
  });

  it('bookmarks: toggle, GET /posts/{id}/bookmarks/status, GET /posts/saved (with status) and GET /bookmarks', async () => {
    const [ann, bob] = await members(2);
    const a = await create(ann, { content: 'stretching routine' });
    const b = await create(ann, { content: 'mobility drills' });
    expect(expectOk(await api('GET', `/posts/${a.id}/bookmarks/status`, { token: bob.token }))).toEqual({ bookmarked: false });
    expect(expectOk(await api('POST', `/posts/${a.id}/bookmark`, { token: bob.token }))).toMatchObject({ success: true, bookmarked: true, bookmarks: 1 });
    expectOk(await api('POST', `/posts/${b.id}/bookmark`, { token: bob.token }));
    expect(expectOk(await api('GET', `/posts/${a.id}/bookmarks/status`, { token: bob.token }))).toEqual({ bookmarked: true });
    const saved = expectOk(await api('GET', '/posts/saved', { token: bob.token }));
    expect(saved.status).toBe('success');
    expect(ids(saved.posts)).toEqual([b.id, a.id]);
    expect(saved.posts[0]).toMatchObject({ bookmarked: true, status: 'posted' });
    expect(saved.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    const paged = expectOk(await api('GET', '/bookmarks?limit=1', { token: bob.token }));
    expect(ids(paged.bookmarks)).toEqual([b.id]);
    expect(paged.pageInfo.hasNextPage).toBe(true);
    const rest = expectOk(await api('GET', `/bookmarks?limit=1&cursor=${encodeURIComponent(paged.pageInfo.endCursor)}`, { token: bob.token }));
    expect(ids(rest.bookmarks)).toEqual([a.id]);
    expect(expectOk(await api('DELETE', `/posts/${a.id}/bookmark`, { token: bob.token }))).toMatchObject({ bookmarked: false, bookmarks: 0 });
    expect(ids(expectOk(await api('GET', '/bookmarks', { token: bob.token })).bookmarks)).toEqual([b.id]);
    expectFailure(await api('POST', `/posts/${a.id}/bookmark`, PREFLIGHT), 401, anonymous('Please log in to bookmark posts'));
    expect((await api('GET', '/posts/saved')).status).toBe(401);
    expect((await api('GET', '/bookmarks')).status).toBe(401);
    expectFailure(await api('GET', `/posts/${UNKNOWN_ID}/bookmarks/status`, { token: bob.token }), 404, NO_POST);
  });

  it('reposts (POST/DELETE /posts/{id}/repost) and quotes embed the original under Post', async () => {
    const [ann, bob] = await members(2);
    const original = await create(ann, { content: 'Hydrate before you feel thirsty' });
    expect(expectOk(await api('POST', `/posts/${original.id}/repost`, { token: bob.token }))).toMatchObject({
      success: true,
      reposted: true,
      reposts: 1,
      post: { id: original.id, reposted: true },
    });
    const bobs = expectOk(await api('GET', `/posts?filter=${encodeURIComponent(JSON.stringify({ userId: bob.user.id, type: 'repost' }))}`)).posts;
    expect(bobs).toHaveLength(1);
    expect(bobs[0]).toMatchObject({ type: 'repost', originalPostId: original.id, Post: { id: original.id, content: original.content, username: ann.user.username } });
    expect(bobs[0].Post.Post).toBeUndefined();
    expect(expectOk(await api('DELETE', `/posts/${original.id}/repost`, { token: bob.token }))).toMatchObject({ reposted: false, reposts: 0 });
    expectFailure(await api('POST', `/posts/${original.id}/repost`, PREFLIGHT), 401, anonymous('Please log in to repost'));

    const quote = expectOk(await api('POST', `/posts/${original.id}/quote`, { token: bob.token, body: { content: 'So true' } })).post;
    expect(quote).toMatchObject({
      type: 'quote',
      content: 'So true',
      userId: bob.user.id,
      originalPostId: original.id,
      Post: { id: original.id, content: original.content },
    });
    expect(expectOk(await api('GET', `/posts/${original.id}`)).post.quotes).toBe(1);
    expectFailure(await api('POST', `/posts/${original.id}/quote`, { token: bob.token, body: {} }), 400, bad('Content must not be empty!', 'content'));
    expectFailure(await api('POST', `/posts/${original.id}/quote`, { body: { content: 'x' } }), 401, anonymous('Please log in to quote posts'));
    expectFailure(await api('POST', `/posts/${UNKNOWN_ID}/quote`, { token: bob.token, body: { content: 'x' } }), 404, NO_POST);
  });
});

describe('scheduling, views, threads and replies', () => {
  it("POST /posts/scheduled, POST /posts/{id}/cancel-schedule and /publish; the scheduled post is the author's alone", async () => {
    const [ann, bob] = await members(2);
    const at = future(48);
    const post = expectOk(
      await api('POST', '/posts/scheduled', { token: ann.token, body: { content: 'Race day tomorrow', scheduledFor: at, timezone: 'Europe/Paris' } }),
    ).post;
    expect(post).toMatchObject({ status: 'scheduled', scheduledFor: at, timezone: 'Europe/Paris', content: 'Race day tomorrow' });
    expectFailure(await api('GET', `/posts/${post.id}`, { token: bob.token }), 404, NO_POST);
    expectFailure(await api('POST', `/posts/${post.id}/cancel-schedule`, { token: bob.token }), 404, NO_POST);
    const draft = expectOk(await api('POST', `/posts/${post.id}/cancel-schedule`, { token: ann.token })).post;
    expect(draft).toMatchObject({ id: post.id, status: 'draft' });
    expectFailure(await api('POST', `/posts/${post.id}/cancel-schedule`, { token: ann.token }), 400, bad('This post is not scheduled', 'id'));

    // The draft goes out in place with its last edits; once out, a second publish is a conflict.
    expectFailure(await api('POST', `/posts/${post.id}/publish`, { token: bob.token }), 404, NO_POST);
    expectFailure(await api('POST', `/posts/${post.id}/publish`, { body: { content: 'anon' } }), 401, anonymous('Please log in to post'));
    expectFailure(await api('POST', `/posts/${post.id}/publish`, { token: ann.token, body: { content: 7 } }), 400, bad('content must be a string', 'content'));
    const published = expectOk(await api('POST', `/posts/${post.id}/publish`, { token: ann.token, body: { content: 'Race day today', locationName: 'Paris' } })).post;
    expect(published).toMatchObject({ id: post.id, status: 'posted', content: 'Race day today', locationName: 'Paris', scheduledFor: null });
    expect(expectOk(await api('GET', `/posts/${post.id}`, { token: bob.token })).post.content).toBe('Race day today');
    expectFailure(await api('POST', `/posts/${post.id}/publish`, { token: ann.token }), 409, {
      message: 'This post is already published',
      code: 'CONFLICT',
      field: 'id',
    });

    expectFailure(await api('POST', '/posts/scheduled', { token: ann.token, body: { content: 'when?' } }), 400, bad('scheduledFor is required', 'scheduledFor'));
    expectFailure(
      await api('POST', '/posts/scheduled', { token: ann.token, body: { content: 'late', scheduledFor: future(-1) } }),
      400,
      bad('The scheduled time must be in the future', 'scheduledFor'),
    );
    expectFailure(
      await api('POST', '/posts/scheduled', { token: ann.token, body: { content: 'tz', scheduledFor: at, timezone: 'Mars/Olympus' } }),
      400,
      bad('Unknown time zone', 'timezone'),
    );
    expectFailure(await api('POST', '/posts/scheduled', { body: { content: 'anon', scheduledFor: at } }), 401, anonymous('Please log in to post'));
  });

  it('POST /posts/{id}/view counts one view per member', async () => {
    const [ann, bob] = await members(2);
    const post = await create(ann, { content: 'view me' });
    expect(expectOk(await api('POST', `/posts/${post.id}/view`, { token: bob.token }))).toEqual({ success: true, views: 1, viewCount: 1 });
    expect(expectOk(await api('POST', `/posts/${post.id}/view`, { token: bob.token }))).toEqual({ success: true, views: 1, viewCount: 1 });
    expect(expectOk(await api('POST', `/posts/${post.id}/view`, { token: ann.token })).views).toBe(2);
    expectFailure(await api('POST', `/posts/${UNKNOWN_ID}/view`, { token: bob.token }), 404, NO_POST);
  });

  it('POST /posts/{id}/replies, GET /posts/{id}/replies?skip&limit (10 by default) and GET /posts/{id}/thread', async () => {
    const [ann, bob] = await members(2);
    const root = await create(ann, { content: 'Who is running the marathon?' });
    const image = await uploadImage(stack, bob);
    const first = expectOk(await api('POST', `/posts/${root.id}/replies`, { token: bob.token, body: { content: 'Me!', files: [image.url] } })).post;
    expect(first).toMatchObject({ type: 'reply', parentId: root.id, content: 'Me!', medias: [{ url: image.url, type: 'image/png' }] });
    const replies = [first];
    for (let i = 2; i <= 11; i++) replies.push(expectOk(await api('POST', `/posts/${root.id}/replies`, { token: ann.token, body: { content: `reply ${i}` } })).post);
    const page = expectOk(await api('GET', `/posts/${root.id}/replies`));
    expect(Object.keys(page)).toEqual(['replies', 'skip', 'limit']);
    expect(page).toMatchObject({ skip: 0, limit: 10 });
    expect(ids(page.replies)).toEqual(ids(replies.slice(0, 10)));
    const last = expectOk(await api('GET', `/posts/${root.id}/replies?skip=10&limit=10`));
    expect(ids(last.replies)).toEqual([replies[10].id]);
    expect(last).toMatchObject({ skip: 10, limit: 10 });
    const middle = expectOk(await api('GET', `/posts/${root.id}/replies?skip=1&limit=2`));
    expect(ids(middle.replies)).toEqual(ids(replies.slice(1, 3)));
    expect(middle).toMatchObject({ skip: 1, limit: 2 });
    expect(expectOk(await api('GET', `/posts/${root.id}`)).post.replies).toBe(11);

    const leaf = expectOk(await api('POST', `/posts/${first.id}/replies`, { token: ann.token, body: { content: 'Good luck' } })).post;
    expect(ids(expectOk(await api('GET', `/posts/${leaf.id}/thread`)).posts)).toEqual([root.id, first.id, leaf.id]);

    expectFailure(await api('GET', `/posts/${root.id}/replies?skip=-1`), 400, bad('skip must be a non-negative integer', 'skip'));
    expectFailure(await api('GET', `/posts/${root.id}/replies?limit=0`), 400, bad('limit must be a positive integer', 'limit'));
    expectFailure(await api('POST', `/posts/${root.id}/replies`, { body: { content: 'anon' } }), 401, anonymous('Please log in to reply'));
    expectFailure(await api('POST', `/posts/${root.id}/replies`, { token: bob.token, body: { content: ' ' } }), 400, bad('Content must not be empty!', 'content'));
    expectFailure(await api('POST', `/posts/${UNKNOWN_ID}/replies`, { token: bob.token, body: { content: 'x' } }), 404, NO_POST);
    expectFailure(await api('GET', `/posts/${UNKNOWN_ID}/thread`), 404, NO_POST);
  });
});

describe('/polls', () => {
  it('POST /polls, both vote forms, GET /polls/{id}/vote and /results; voting twice is 409', async () => {
    const [ann, bob, cat] = await members(3);
    const created = expectOk(
      await api('POST', '/polls', { token: ann.token, body: { content: 'Favourite workout?', options: ['Run', 'Lift', 'Swim'], days: 0, hours: 2 } }),
    );
    const pollId = created.poll.id;
    expect(created.post).toMatchObject({ type: 'poll', content: 'Favourite workout?', poll: { id: pollId } });
    expect(created.poll.options.map((o: { text: string }) => o.text)).toEqual(['Run', 'Lift', 'Swim']);
    const [run, lift, swim] = created.poll.options.map((o: { id: string }) => o.id);
    expect(created.poll).toMatchObject({ hasVoted: false, totalVotes: 0, ended: false, results: { [run]: 0, [lift]: 0, [swim]: 0 } });
    expect(new Date(created.poll.endTime).getTime() - new Date(created.post.createdAt).getTime()).toBe(2 * 3600_000);

    // Before voting, a member sees the total but not the results (docs/social-posts.md).
    expect(expectOk(await api('GET', `/polls/${pollId}/vote`, { token: bob.token }))).toEqual({
      hasVoted: false,
      optionId: null,
      results: { [run]: null, [lift]: null, [swim]: null },
      totalVotes: 0,
    });
    const voted = expectOk(await api('POST', `/polls/${pollId}/vote`, { token: bob.token, body: { optionId: lift } }));
    expect(voted).toMatchObject({ success: true, hasVoted: true, totalVotes: 1, results: { [run]: 0, [lift]: 1, [swim]: 0 } });
    expect(expectOk(await api('POST', `/polls/${pollId}/vote`, { token: cat.token, body: { optionIndex: 1 } })).results).toEqual({ [run]: 0, [lift]: 2, [swim]: 0 });
    expectFailure(await api('POST', `/polls/${pollId}/vote`, { token: bob.token, body: { optionId: run } }), 409, {
      message: 'You have already voted in this poll',
      code: 'CONFLICT',
      field: 'pollId',
    });
    expect(expectOk(await api('GET', `/polls/${pollId}/vote`, { token: bob.token }))).toEqual({
      hasVoted: true,
      optionId: lift,
      results: { [run]: 0, [lift]: 2, [swim]: 0 },
      totalVotes: 2,
    });
    const results = expectOk(await api('GET', `/polls/${pollId}/results`, { token: bob.token }));
    expect(results).toMatchObject({ results: { [run]: 0, [lift]: 2, [swim]: 0 }, totalVotes: 2, ended: false, endTime: created.poll.endTime });
    expect(expectOk(await api('GET', `/polls/${pollId}`, { token: cat.token })).poll).toMatchObject({ id: pollId, hasVoted: true, myVoteOptionId: lift, totalVotes: 2 });

    expectFailure(await api('POST', `/polls/${pollId}/vote`, { token: ann.token, body: {} }), 400, bad('optionId or optionIndex is required', 'optionId'));
    expectFailure(
      await api('POST', `/polls/${pollId}/vote`, { token: ann.token, body: { optionIndex: 7 } }),
      400,
      bad('This option is not part of the poll', 'optionIndex'),
    );
    expectFailure(
      await api('POST', `/polls/${pollId}/vote`, { token: ann.token, body: { optionIndex: 'first' } }),
      400,
      bad('optionIndex must be a number', 'optionIndex'),
    );
    expectFailure(await api('POST', `/polls/${pollId}/vote`, { body: { optionId: run } }), 401, anonymous('Please log in to vote'));
    expectFailure(await api('POST', `/polls/${UNKNOWN_ID}/vote`, { token: ann.token, body: { optionIndex: 0 } }), 404, { message: 'Poll not found', code: 'NOT_FOUND' });
    expectFailure(await api('GET', `/polls/${UNKNOWN_ID}`), 404, { message: 'Poll not found', code: 'NOT_FOUND' });

    // Once the end has passed (moved into the past here rather than waited for), voting is refused.
    await sql("UPDATE social.polls SET end_time = now() - interval '1 minute' WHERE id = $1", [pollId]);
    expectFailure(await api('POST', `/polls/${pollId}/vote`, { token: ann.token, body: { optionId: run } }), 403, {
      message: 'You cannot vote in your own poll',
      code: 'FORBIDDEN',
      reason: 'OWN_POLL',
    });
    expectFailure(await api('POST', `/polls/${pollId}/vote`, { token: cat.token, body: { optionId: run } }), 403, { message: 'This poll has ended', code: 'FORBIDDEN' });
    expect(expectOk(await api('GET', `/polls/${pollId}/results`))).toMatchObject({ ended: true, results: { [run]: 0, [lift]: 2, [swim]: 0 } });
  });

  it('POST /polls refuses 1 or 5 options, a zero duration and anonymous callers', async () => {
    const [ann] = await members(1);
    expectFailure(
      await api('POST', '/polls', { token: ann.token, body: { content: 'one?', options: ['only'] } }),
      400,
      bad('Please add at least 2 options', 'poll.options'),
    );
    expectFailure(
      await api('POST', '/polls', { token: ann.token, body: { content: 'five?', options: ['a', 'b', 'c', 'd', 'e'] } }),
      400,
      bad('A poll can have at most 4 options', 'poll.options'),
    );
    expectFailure(
      await api('POST', '/polls', { token: ann.token, body: { content: 'never', options: ['a', 'b'], days: 0, hours: 0, minutes: 0 } }),
      400,
      bad('Poll duration must be greater than 0', 'poll'),
    );
    expectFailure(await api('POST', '/polls', { token: ann.token, body: { content: 'none' } }), 400, bad('poll options are required', 'options'));
    expectFailure(await api('POST', '/polls', { body: { content: 'anon', options: ['a', 'b'] } }), 401, anonymous('Please log in to post'));
    // The nested form ({poll: {...}}, as POST /posts takes it) works too.
    const nested = expectOk(await api('POST', '/polls', { token: ann.token, body: { content: 'Nested?', poll: { options: [{ text: 'yes' }, { text: 'no' }] } } }));
    expect(nested.poll.options.map((o: { text: string }) => o.text)).toEqual(['yes', 'no']);
  });

  it('DELETE /polls/{id}: the author only; the poll and its post are gone', async () => {
    const [ann, bob] = await members(2);
    const { poll, post } = expectOk(await api('POST', '/polls', { token: ann.token, body: { content: 'Delete me?', options: ['y', 'n'] } }));
    expectFailure(await api('DELETE', `/polls/${poll.id}`, { token: bob.token }), 403, NOT_AUTHOR);
    expectFailure(await api('DELETE', `/polls/${poll.id}`, PREFLIGHT), 401, anonymous('Please log in to post'));
    expect(expectOk(await api('DELETE', `/polls/${poll.id}`, { token: ann.token }))).toEqual({ success: true, id: poll.id });
    expectFailure(await api('GET', `/polls/${poll.id}`), 404, { message: 'Poll not found', code: 'NOT_FOUND' });
    expectFailure(await api('GET', `/posts/${post.id}`), 404, NO_POST);
  });
});

describe('follows', () => {
  it('POST /users/follow|unfollow {userId} and POST /users/{id}/follow|unfollow', async () => {
    const [ann, bob] = await members(2);
    const followed = expectOk(await api('POST', '/users/follow', { token: ann.token, body: { userId: bob.user.id } }));
    expect(followed).toMatchObject({
      success: true,
      user: { id: bob.user.id, username: bob.user.username, followers: 1, following: 0, followedByMe: true, followsMe: false },
    });
    expect(expectOk(await api('POST', `/users/${bob.user.id}/unfollow`, { token: ann.token })).user).toMatchObject({ followers: 0, followedByMe: false });
    expect(expectOk(await api('POST', `/users/${ann.user.id}/follow`, { token: bob.token })).user).toMatchObject({ id: ann.user.id, followers: 1, followedByMe: true });
    expect(expectOk(await api('GET', `/users/${bob.user.id}`, { token: ann.token })).user).toMatchObject({ following: 1 });
    expect(expectOk(await api('POST', '/users/unfollow', { token: bob.token, body: { userId: ann.user.id } })).user).toMatchObject({ followers: 0, followedByMe: false });

    expectFailure(await api('POST', '/users/follow', { token: ann.token, body: {} }), 400, bad('userId is required', 'userId'));
    expectFailure(await api('POST', '/users/follow', { token: ann.token, body: { userId: ann.user.id } }), 400, bad('You cannot follow yourself', 'userId'));
    expectFailure(await api('POST', `/users/${UNKNOWN_ID}/follow`, { token: ann.token }), 404, { message: 'User not found', code: 'NOT_FOUND' });
    expectFailure(await api('POST', '/users/follow', { body: { userId: bob.user.id } }), 401, anonymous('Please log in to follow users'));
    expectFailure(await api('POST', `/users/${bob.user.id}/unfollow`, PREFLIGHT), 401, anonymous('Please log in to follow users'));
  });
});

describe('/notifications', () => {
  it('lists (limit, cursor, unreadOnly), marks read, marks all read and deletes', async () => {
    const [ann, bob, cat] = await members(3);
    const post = await create(ann, { content: 'Notify me' });
    expectOk(await api('POST', `/posts/${post.id}/like`, { token: bob.token }));
    expectOk(await api('POST', '/users/follow', { token: cat.token, body: { userId: ann.user.id } }));
    const all = expectOk(await api('GET', '/notifications', { token: ann.token }));
    expect(Object.keys(all).sort()).toEqual(['notifications', 'pageInfo', 'unreadCount']);
    expect(all.unreadCount).toBe(2);
    const [follow, like] = all.notifications;
    expect(follow).toMatchObject({ type: 'follow', userId: ann.user.id, actor: { id: cat.user.id, name: cat.user.name }, read: false, postId: null, post: null });
    expect(like).toMatchObject({ type: 'like', actor: { id: bob.user.id }, postId: post.id, post: { id: post.id, content: 'Notify me', type: 'post' } });
    expect(like.message).toContain(bob.user.name);

    const first = expectOk(await api('GET', '/notifications?limit=1', { token: ann.token }));
    expect(ids(first.notifications)).toEqual([follow.id]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = expectOk(await api('GET', `/notifications?limit=1&cursor=${encodeURIComponent(first.pageInfo.endCursor)}`, { token: ann.token }));
    expect(ids(next.notifications)).toEqual([like.id]);

    expect(expectOk(await api('POST', '/notifications/mark-read', { token: ann.token, body: { notificationIds: [like.id] } }))).toEqual({ success: true, updated: 1 });
    const unread = expectOk(await api('GET', '/notifications?unreadOnly=true', { token: ann.token }));
    expect(ids(unread.notifications)).toEqual([follow.id]);
    expect(unread.unreadCount).toBe(1);
    expect(expectOk(await api('POST', '/notifications/mark-all-read', { token: ann.token }))).toEqual({ success: true, updated: 1 });
    expect(expectOk(await api('GET', '/notifications', { token: ann.token })).unreadCount).toBe(0);

    expectFailure(await api('DELETE', `/notifications/${like.id}`, { token: bob.token }), 404, { message: 'Notification not found', code: 'NOT_FOUND' });
    expect(expectOk(await api('DELETE', `/notifications/${like.id}`, { token: ann.token }))).toEqual({ success: true, id: like.id });
    expect(ids(expectOk(await api('GET', '/notifications', { token: ann.token })).notifications)).toEqual([follow.id]);
    expectFailure(await api('DELETE', `/notifications/${like.id}`, { token: ann.token }), 404, { message: 'Notification not found', code: 'NOT_FOUND' });

    expectFailure(await api('POST', '/notifications/mark-read', { token: ann.token, body: {} }), 400, bad('notificationIds is required', 'notificationIds'));
    expectFailure(
      await api('POST', '/notifications/mark-read', { token: ann.token, body: { notificationIds: [1] } }),
      400,
      bad('notificationIds must be a list of strings', 'notificationIds'),
    );
    expectFailure(await api('GET', '/notifications?unreadOnly=maybe', { token: ann.token }), 400, bad('unreadOnly must be true or false', 'unreadOnly'));
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['POST', '/notifications/mark-all-read'],
      ['GET', '/notifications/preferences'],
    ]) {
      expect((await api(method, path, PREFLIGHT)).status, path).toBe(401);
    }
  });

  it('GET and PUT /notifications/preferences; a kind turned off is not created', async () => {
    const [ann, bob, cat] = await members(3);
    expect(expectOk(await api('GET', '/notifications/preferences', { token: ann.token }))).toEqual({
      preferences: { likes: true, follows: true, replies: true, mentions: true, quotes: true, reposts: true, events: true, challenges: true },
    });
    expect(expectOk(await api('PUT', '/notifications/preferences', { token: ann.token, body: { likes: false } })).preferences).toMatchObject({
      likes: false,
      follows: true,
    });
    expect(expectOk(await api('PUT', '/notifications/preferences', { token: ann.token, body: { preferences: { reposts: false } } })).preferences).toMatchObject({
      likes: false,
      reposts: false,
    });
    const post = await create(ann, { content: 'quiet please' });
    expectOk(await api('POST', `/posts/${post.id}/like`, { token: bob.token }));
    expectOk(await api('POST', `/posts/${post.id}/repost`, { token: bob.token }));
    expectOk(await api('POST', '/users/follow', { token: cat.token, body: { userId: ann.user.id } }));
    const list = expectOk(await api('GET', '/notifications', { token: ann.token })).notifications;
    expect(list.map((n: { type: string }) => n.type)).toEqual(['follow']);

    expectFailure(
      await api('PUT', '/notifications/preferences', { token: ann.token, body: {} }),
      400,
      bad('Give at least one of likes, follows, replies, mentions, quotes, reposts, events, challenges', 'preferences'),
    );
    expectFailure(await api('PUT', '/notifications/preferences', { token: ann.token, body: { likes: 'no' } }), 400, bad('likes must be true or false', 'likes'));
    expect((await api('PUT', '/notifications/preferences', { body: { likes: true } })).status).toBe(401);
  });
});
