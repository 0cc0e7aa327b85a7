// Hashtags and search through the real gateway: tags are extracted where posts are written
// (create, edit, publish, delete), the hashtag page pages newest first, following a tag brings
// a stranger's tagged post into the home feed once, search ranks and respects the author's
// profile visibility, and the SQL walks the indexes (no scan of posts or post_search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '@pulse/dev-env';
import { sqlAt } from '@pulse/dev-env';
import { client, createPost, expectError, members, ok, sql, type Member } from '../posts/testing.js';
import { hashtagPostsQuery } from '../hashtags/operations/hashtag-page.js';
import { followedTagsQuery } from '../hashtags/followed-tags-feed.js';
import { INVALID_HASHTAG } from '../hashtags/names.js';
import { searchPostsQuery } from './search-posts.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let reader: Member;
let runner: Member;
let stranger: Member;
let hidden: Member;

const TAG = `query($t: String!) { hashtag(name: $t) { name postCount followedByMe } }`;
const TAG_POSTS = `query($t: String!, $first: Int, $after: String) { hashtagPosts(name: $t, first: $first, after: $after) { nodes { id content } pageInfo { hasNextPage endCursor } } }`;
const FOLLOW = `mutation($t: String!) { followHashtag(name: $t) { name postCount followedByMe } }`;
const UNFOLLOW = `mutation($t: String!) { unfollowHashtag(name: $t) { name followedByMe } }`;
const FOLLOWED = `{ followedHashtags { name postCount } }`;
const FEED = `query($first: Int, $after: String) { homeFeed(first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }`;
const SEARCH = `query($q: String!, $first: Int, $after: String) { searchPosts(q: $q, first: $first, after: $after) { nodes { id content } pageInfo { hasNextPage endCursor } } }`;
const SEARCH_TAGS = `query($q: String!) { searchHashtags(q: $q) { name postCount } }`;
const PRIVACY = `mutation($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { id } }`;

const ids = (page: { nodes: { id: string }[] }) => page.nodes.map((n) => n.id);

async function walk(query: string, variables: Record<string, unknown>, token: string | undefined, field: string): Promise<string[]> {
  const found: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page: any = ok(await q(query, { ...variables, after }, token))[field];
    found.push(...ids(page));
    if (!page.pageInfo.hasNextPage) return found;
    after = page.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [reader, runner, stranger, hidden] = await members(stack, 4);
  ok(await q(`mutation($u: ID!) { follow(userId: $u) { id } }`, { u: runner.user.id }, reader.token));
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('hashtags', () => {
  it('are extracted from the text where a post is written, lowercased, once per post; not from a#b, &#39; or URLs', async () => {
    const post = await createPost(stack, runner, { content: '#Marathon day! #marathon #5k #10_km a#notatag &#39; https://x.test/#frag #東京' });
    const rows = await sql(stack, `SELECT tag FROM social.post_hashtags WHERE post_id = $1 ORDER BY tag`, [post.id]);
    expect(rows.map((r) => r.tag)).toEqual(['10_km', '5k', 'marathon', '東京']);
    const tag = ok(await q(TAG, { t: '#MARATHON' })).hashtag;
    expect(tag).toEqual({ name: 'marathon', postCount: 1, followedByMe: false });
  });

  it('follow editing, publishing, replies, drafts and deletion', async () => {
    await createPost(stack, runner, { content: 'soon #tempo', draft: true });
    expect(ok(await q(TAG, { t: 'tempo' })).hashtag.postCount).toBe(0);
    const post = await createPost(stack, runner, { content: 'first #tempo' });
    // Replies stay off the tag's page, as they stay out of feeds.
    ok(await q(`mutation($id: ID!) { createReply(postId: $id, input: { content: "me too #tempo" }) { id } }`, { id: post.id }, stranger.token));
    expect(ok(await q(TAG, { t: 'tempo' })).hashtag.postCount).toBe(1);
    // An edit that changes the tags moves the post (whatever operation writes the text).
    await sql(stack, `UPDATE social.posts SET content = 'now #threshold' WHERE id = $1`, [post.id]);
    expect(ok(await q(TAG, { t: 'tempo' })).hashtag.postCount).toBe(0);
    expect(ids(ok(await q(TAG_POSTS, { t: 'threshold' })).hashtagPosts)).toEqual([post.id]);
    ok(await q(`mutation($id: ID!) { deletePost(id: $id) }`, { id: post.id }, runner.token));
    expect(ok(await q(TAG, { t: 'threshold' })).hashtag.postCount).toBe(0);
    expect(ids(ok(await q(TAG_POSTS, { t: 'threshold' })).hashtagPosts)).toEqual([]);
  });

  it('has a page of its posts newest first, paged with no overlap or gap, for visitors too', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await createPost(stack, i % 2 ? stranger : runner, { content: `interval ${i} #Intervals` })).id);
    const expected = made.reverse();
    expect(await walk(TAG_POSTS, { t: 'intervals', first: 3 }, undefined, 'hashtagPosts')).toEqual(expected);
    expect(await walk(TAG_POSTS, { t: '#intervals', first: 2 }, reader.token, 'hashtagPosts')).toEqual(expected);
    expectError(await q(TAG_POSTS, { t: 'not a tag' }), 'BAD_USER_INPUT', INVALID_HASHTAG, 'name');
    expectError(await q(TAG_POSTS, { t: 'x'.repeat(300) }), 'BAD_USER_INPUT');
  });

  it('followed, brings a stranger’s tagged post into the home feed once, and unfollowed takes it out', async () => {
    const before = await createPost(stack, stranger, { content: 'hill repeats #hills' });
    const mine = await createPost(stack, runner, { content: 'also #hills' });
    expect(ids(ok(await q(FEED, { first: 50 }, reader.token)).homeFeed)).not.toContain(before.id);
    expectError(await q(FOLLOW, { t: 'hills' }), 'UNAUTHENTICATED', 'Please log in to follow hashtags');
    expect(ok(await q(FOLLOW, { t: '#Hills' }, reader.token)).followHashtag).toEqual({ name: 'hills', postCount: 2, followedByMe: true });
    // Following twice is one follow.
    ok(await q(FOLLOW, { t: 'hills' }, reader.token));
    expect(ok(await q(FOLLOWED, {}, reader.token)).followedHashtags).toEqual([{ name: 'hills', postCount: 2 }]);
    expect(ok(await q(TAG, { t: 'hills' }, reader.token)).hashtag.followedByMe).toBe(true);
    expect(ok(await q(TAG, { t: 'hills' }, stranger.token)).hashtag.followedByMe).toBe(false);

    const after = await createPost(stack, stranger, { content: 'more #HILLS' });
    const feed = await walk(FEED, { first: 3 }, reader.token, 'homeFeed');
    // The followed member's tagged post shows once; the stranger's tagged posts join in feed order.
    expect(feed.filter((id) => id === mine.id)).toHaveLength(1);
    expect(feed.indexOf(after.id)).toBeGreaterThanOrEqual(0);
    expect(feed.indexOf(after.id)).toBeLessThan(feed.indexOf(mine.id));
    expect(feed.indexOf(mine.id)).toBeLessThan(feed.indexOf(before.id));
    expect(new Set(feed).size).toBe(feed.length);
    const truth = await sql(
      stack,
      `SELECT id FROM social.posts WHERE status = 'POSTED' AND type <> 'REPLY' AND (user_id = ANY($1) OR id IN (SELECT post_id FROM social.post_hashtags WHERE tag = 'hills'))
       ORDER BY published_at DESC, id DESC`,
      [[reader.user.id, runner.user.id]],
    );
    expect(feed).toEqual(truth.map((r) => r.id));

    expect(ok(await q(UNFOLLOW, { t: 'hills' }, reader.token)).unfollowHashtag.followedByMe).toBe(false);
    const without = await walk(FEED, { first: 10 }, reader.token, 'homeFeed');
    expect(without).not.toContain(after.id);
    expect(without).toContain(mine.id);
  });

  it('leaves out the posts of a member whose profile leaves the caller out, on the page, in search and in the feed', async () => {
    const post = await createPost(stack, hidden, { content: 'secret fartlek #fartlek' });
    ok(await q(PRIVACY, { input: { profileVisibility: 'FOLLOWERS' } }, hidden.token));
    ok(await q(FOLLOW, { t: 'fartlek' }, reader.token));
    expect(ids(ok(await q(TAG_POSTS, { t: 'fartlek' })).hashtagPosts)).toEqual([]);
    expect(ids(ok(await q(TAG_POSTS, { t: 'fartlek' }, reader.token)).hashtagPosts)).toEqual([]);
    expect(ids(ok(await q(SEARCH, { q: 'fartlek' }, reader.token)).searchPosts)).toEqual([]);
    expect(ids(ok(await q(FEED, { first: 50 }, reader.token)).homeFeed)).not.toContain(post.id);
    // The author sees their own; a follower is in their audience.
    expect(ids(ok(await q(TAG_POSTS, { t: 'fartlek' }, hidden.token)).hashtagPosts)).toEqual([post.id]);
    expect(ids(ok(await q(SEARCH, { q: 'fartlek' }, hidden.token)).searchPosts)).toEqual([post.id]);
    ok(await q(`mutation($u: ID!) { follow(userId: $u) { id } }`, { u: hidden.user.id }, stranger.token));
    expect(ids(ok(await q(TAG_POSTS, { t: 'fartlek' }, stranger.token)).hashtagPosts)).toEqual([post.id]);
    expect(ids(ok(await q(SEARCH, { q: 'fartlek' }, stranger.token)).searchPosts)).toEqual([post.id]);
    ok(await q(PRIVACY, { input: { profileVisibility: 'EVERYONE' } }, hidden.token));
    expect(ids(ok(await q(SEARCH, { q: 'fartlek' })).searchPosts)).toEqual([post.id]);
    expect(ids(ok(await q(FEED, { first: 50 }, reader.token)).homeFeed)).toContain(post.id);
  });

  it('leaves out members blocked either way and muted ones, on the page, in search and in the feed', async () => {
    const [blocker, muted] = await members(stack, 2);
    const blocked = await createPost(stack, blocker, { content: 'blocked strides #strides' });
    const quiet = await createPost(stack, muted, { content: 'muted strides #strides' });
    ok(await q(FOLLOW, { t: 'strides' }, reader.token));
    expect(ids(ok(await q(TAG_POSTS, { t: 'strides' }, reader.token)).hashtagPosts)).toEqual([quiet.id, blocked.id]);
    ok(await q(`mutation($id: ID!) { blockUser(userId: $id) { id } }`, { id: reader.user.id }, blocker.token));
    ok(await q(`mutation($id: ID!) { muteUser(userId: $id) { id } }`, { id: muted.user.id }, reader.token));
    expect(ids(ok(await q(TAG_POSTS, { t: 'strides' }, reader.token)).hashtagPosts)).toEqual([]);
    expect(ids(ok(await q(SEARCH, { q: 'strides' }, reader.token)).searchPosts)).toEqual([]);
    const feed = ids(ok(await q(FEED, { first: 50 }, reader.token)).homeFeed);
    expect(feed).not.toContain(blocked.id);
    expect(feed).not.toContain(quiet.id);
    // The blocker does not find the blocked member's posts either; visitors see both.
    const mine = await createPost(stack, reader, { content: 'my strides #strides' });
    expect(ids(ok(await q(SEARCH, { q: 'strides' }, blocker.token)).searchPosts)).not.toContain(mine.id);
    expect(ids(ok(await q(TAG_POSTS, { t: 'strides' })).hashtagPosts)).toEqual([mine.id, quiet.id, blocked.id]);
  });

  it('are found by prefix, the exact tag first, then the most used', async () => {
    for (const content of ['#recovery', '#recoveryrun', '#recoveryrun', '#recoveryrun', '#recover']) await createPost(stack, stranger, { content });
    expect(ok(await q(SEARCH_TAGS, { q: '#Recovery' })).searchHashtags.map((t: { name: string }) => t.name)).toEqual(['recovery', 'recoveryrun']);
    expect(ok(await q(SEARCH_TAGS, { q: 'recov' })).searchHashtags.map((t: { name: string }) => t.name)).toEqual(['recoveryrun', 'recover', 'recovery']);
    expect(ok(await q(SEARCH_TAGS, { q: '%' })).searchHashtags).toEqual([]);
    expect(ok(await q(SEARCH_TAGS, { q: '' })).searchHashtags).toEqual([]);
  });
});

describe('searchPosts', () => {
  it('ranks the posts that match best first, stems words, reads phrases and exclusions, and skips drafts', async () => {
    const weak = await createPost(stack, stranger, { content: 'A long day at work, then a short swim.' });
    const strong = await createPost(stack, runner, { content: 'Swim swim swim: the swimming block of my triathlon plan' });
    const phrase = await createPost(stack, stranger, { content: 'Morning swim in the open water lake' });
    await createPost(stack, runner, { content: 'swim draft', draft: true });
    const found = ids(ok(await q(SEARCH, { q: 'swimming' })).searchPosts);
    expect(found).toHaveLength(3);
    expect(found[0]).toBe(strong.id);
    expect(found).toEqual(expect.arrayContaining([weak.id, phrase.id]));
    expect(ids(ok(await q(SEARCH, { q: '"open water"' })).searchPosts)).toEqual([phrase.id]);
    expect(ids(ok(await q(SEARCH, { q: 'swim -triathlon -lake' })).searchPosts)).toEqual([weak.id]);
    // The place a post was tagged with is searched too.
    const placed = await createPost(stack, stranger, { content: 'Easy loop', location: { name: 'Hyde Park, London' } });
    expect(ids(ok(await q(SEARCH, { q: 'hyde park' })).searchPosts)).toEqual([placed.id]);
    // Nothing to look for: no posts (and no error).
    expect(ids(ok(await q(SEARCH, { q: '  ' })).searchPosts)).toEqual([]);
    expect(ids(ok(await q(SEARCH, { q: 'the' })).searchPosts)).toEqual([]);
    expectError(await q(SEARCH, { q: 'x'.repeat(201) }), 'BAD_USER_INPUT');
  });

  it('pages through the ranking with no overlap or gap', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await createPost(stack, stranger, { content: `cadence drill ${'cadence '.repeat(i)}` })).id);
    const all = await walk(SEARCH, { q: 'cadence', first: 3 }, reader.token, 'searchPosts');
    // More mentions rank higher.
    expect(all).toEqual([...made].reverse());
    expectError(await q(SEARCH, { q: 'cadence', after: 'bogus' }), 'BAD_USER_INPUT', 'Invalid cursor');
  });

  it('follows edits and deletions', async () => {
    const post = await createPost(stack, stranger, { content: 'plyometrics today' });
    expect(ids(ok(await q(SEARCH, { q: 'plyometrics' })).searchPosts)).toEqual([post.id]);
    await sql(stack, `UPDATE social.posts SET content = 'mobility today' WHERE id = $1`, [post.id]);
    expect(ids(ok(await q(SEARCH, { q: 'plyometrics' })).searchPosts)).toEqual([]);
    expect(ids(ok(await q(SEARCH, { q: 'mobility' })).searchPosts)).toEqual([post.id]);
    ok(await q(`mutation($id: ID!) { deletePost(id: $id) }`, { id: post.id }, stranger.token));
    expect(ids(ok(await q(SEARCH, { q: 'mobility' })).searchPosts)).toEqual([]);
  });
});

describe('plans', () => {
  // The planner reads a test-sized table whole because that is cheaper; with scans priced out
  // it shows which index the query's shape lets it use, which is what keeps it fast at 1M
  // posts (bench/social-search.ts measures that).
  async function planNodes(query: { sql: string; params: unknown[] }): Promise<any[]> {
    let n = 0;
    const text = query.sql.replace(/\?/g, () => `$${++n}`);
    const url = `${stack.database.url}${stack.database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c enable_seqscan=off')}`;
    const [row] = await sqlAt(url, `EXPLAIN (FORMAT JSON) ${text}`, query.params);
    const all: any[] = [];
    const visit = (node: any) => {
      all.push(node);
      for (const child of node.Plans ?? []) visit(child);
    };
    visit(row['QUERY PLAN'][0].Plan);
    return all;
  }
  const indexes = (nodes: any[]) => nodes.map((node) => node['Index Name']).filter(Boolean);
  const scans = (nodes: any[]) => nodes.filter((node) => node['Node Type'] === 'Seq Scan' && ['posts', 'post_hashtags', 'post_search'].includes(node['Relation Name']));

  it('read a tag through post_hashtags_page, the words through the GIN index, posts by key', async () => {
    await sql(
      stack,
      `INSERT INTO social.posts (id, user_id, type, status, content, created_at, updated_at, published_at)
       SELECT 'cb' || lpad(i::text, 23, '0'), 'cu' || lpad((i % 300)::text, 23, '0'), 'POST', 'POSTED',
              'word' || (i % 700) || ' tempo run #tag' || (i % 400), now() - i * interval '1 minute', now(), now() - i * interval '1 minute'
       FROM generate_series(1, 3000) i`,
    );
    ok(await q(FOLLOW, { t: 'tag7' }, reader.token));
    for (const table of ['posts', 'post_hashtags', 'post_search', 'hashtags', 'followed_hashtags']) await sql(stack, `ANALYZE social.${table}`);
    const position = { at: new Date(), id: reader.user.id };
    for (const query of [
      hashtagPostsQuery('social', 'tag3', reader.user.id, 11, position),
      followedTagsQuery('social', reader.user.id, ['tag7', 'tag8'], 11, position),
    ]) {
      const nodes = await planNodes(query);
      expect(indexes(nodes), JSON.stringify(nodes)).toEqual(expect.arrayContaining(['post_hashtags_page', 'posts_pkey']));
      expect(scans(nodes)).toEqual([]);
    }
    const nodes = await planNodes(searchPostsQuery('social', 'word42', reader.user.id, 11, 0));
    expect(indexes(nodes), JSON.stringify(nodes)).toEqual(expect.arrayContaining(['post_search_document', 'posts_pkey']));
    expect(scans(nodes)).toEqual([]);
    // And they answer what the tables hold.
    const tagged = await sql(stack, `SELECT post_id FROM social.post_hashtags WHERE tag = 'tag3' ORDER BY published_at DESC, post_id DESC LIMIT 5`);
    expect(ids(ok(await q(TAG_POSTS, { t: 'tag3', first: 5 })).hashtagPosts)).toEqual(tagged.map((r) => r.post_id));
  }, 120_000);
});
