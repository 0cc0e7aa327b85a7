// Explore and the local feed through the real gateway: the local feed's visibility (public
// posts only, readable signed out, paged without overlap), trending order (engagement decayed
// by age, inside the window), trending tags (one member counts once) and the suggestions
// (followed by people you follow first; never yourself, anyone followed, or a private profile).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '@pulse/dev-env';
import { client, createPost, expectError, members, ok, sql, type Member } from '../posts/testing.js';
import { localFeedQuery } from './local-feed.js';
import { trendingHashtagsQuery, trendingPostsQuery } from './trending.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
let eve: Member;
let newbie: Member;

const LOCAL = `query($first: Int, $after: String) { localFeed(first: $first, after: $after) { nodes { id type user { id } } pageInfo { hasNextPage endCursor } } }`;
const TRENDING = `query($w: TrendWindow!, $first: Int) { trendingPosts(window: $w, first: $first) { id content } }`;
const TAGS = `query($w: TrendWindow!) { trendingHashtags(window: $w, first: 20) { tag postCount authorCount score } }`;
const SUGGESTED = `query($first: Int) { suggestedMembers(first: $first) { user { id username } reason followedByFollowingCount place } }`;
const PRIVACY = `mutation($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { id } }`;

const follow = async (who: Member, whom: Member) => ok(await q(`mutation($u: ID!) { follow(userId: $u) { id } }`, { u: whom.user.id }, who.token));
const like = async (who: Member, id: string) => ok(await q(`mutation($id: ID!) { likePost(id: $id) { id } }`, { id }, who.token));
const reply = async (who: Member, id: string, content = 'a reply') =>
  ok(await q(`mutation($id: ID!, $c: String!) { createReply(postId: $id, input: { content: $c }) { id } }`, { id, c: content }, who.token)).createReply;
/** Moves a post back in time (the window and the decay are what the tests are about). */
const age = (id: string, hours: number) => sql(stack, `UPDATE social.posts SET published_at = now() - make_interval(hours => $2::int) WHERE id = $1`, [id, hours]);

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', SOCIAL_PUBLISH_POLL_MS: '600000' } });
  q = client(stack);
  [ann, bob, cat, dan, eve, newbie] = await members(stack, 6);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function walkLocal(token: string | undefined, first: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: any = ok(await q(LOCAL, { first, after }, token)).localFeed;
    ids.push(...page.nodes.map((n: any) => n.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

describe('localFeed', () => {
  it('lists every public post newest first, signed out too, and nothing private, draft, reply or repost', async () => {
    const a1 = await createPost(stack, ann, { content: 'ann public one' });
    const b1 = await createPost(stack, bob, { content: 'bob public' });
    const quote = ok(await q(`mutation($id: ID!) { quotePost(id: $id, content: "quoting ann") { id } }`, { id: a1.id }, cat.token)).quotePost;
    ok(await q(`mutation($id: ID!) { repost(id: $id) { id } }`, { id: b1.id }, cat.token));
    // repost answers the original; the repost is Cat's own row.
    const [repost] = await sql(stack, `SELECT id FROM social.posts WHERE type = 'REPOST' AND user_id = $1`, [cat.user.id]);
    const r = await reply(bob, a1.id);
    const draft = await createPost(stack, ann, { content: 'ann draft', draft: true });
    // Dan's profile is for his followers only: his posts are listed nowhere public.
    ok(await q(PRIVACY, { input: { profileVisibility: 'FOLLOWERS' } }, dan.token));
    const hidden = await createPost(stack, dan, { content: 'dan followers only' });
    const a2 = await createPost(stack, ann, { content: 'ann public two' });

    for (const token of [undefined, eve.token, dan.token]) {
      const ids = await walkLocal(token, 2);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of [a2.id, quote.id, b1.id, a1.id]) expect(ids).toContain(id);
      for (const id of [repost.id, r.id, draft.id, hidden.id]) expect(ids).not.toContain(id);
      // Newest first, the order the table has.
      const rows = await sql(stack, `SELECT id FROM social.posts WHERE id = ANY($1) ORDER BY published_at DESC, id DESC`, [ids]);
      expect(ids).toEqual(rows.map((row) => row.id));
    }
    // Back to public: his posts show again (the rule is read, not copied).
    ok(await q(PRIVACY, { input: { profileVisibility: 'EVERYONE' } }, dan.token));
    expect(await walkLocal(undefined, 50)).toContain(hidden.id);
  });

  it('leaves out, for a signed-in reader, the members they blocked, who blocked them and whom they muted', async () => {
    const [reader, blocked, blocker, muted] = await members(stack, 4);
    const made = {
      blocked: (await createPost(stack, blocked, { content: 'blocked one speaks' })).id,
      blocker: (await createPost(stack, blocker, { content: 'blocker speaks' })).id,
      muted: (await createPost(stack, muted, { content: 'muted one speaks' })).id,
    };
    ok(await q(`mutation($u: ID!) { blockUser(userId: $u) { id } }`, { u: blocked.user.id }, reader.token));
    ok(await q(`mutation($u: ID!) { blockUser(userId: $u) { id } }`, { u: reader.user.id }, blocker.token));
    ok(await q(`mutation($u: ID!) { muteUser(userId: $u) { id } }`, { u: muted.user.id }, reader.token));
    const mine = await walkLocal(reader.token, 50);
    for (const id of Object.values(made)) expect(mine).not.toContain(id);
    // Everyone else (and the signed-out) still sees them: the public list is not changed for them.
    for (const token of [undefined, eve.token]) {
      const theirs = await walkLocal(token, 50);
      for (const id of Object.values(made)) expect(theirs).toContain(id);
    }
  });

  it('refuses bad paging arguments', async () => {
    expectError(await q(LOCAL, { after: 'nope' }), 'BAD_USER_INPUT', 'Invalid cursor', 'after');
    expectError(await q(LOCAL, { first: 51 }), 'BAD_USER_INPUT', 'first must be between 1 and 50', 'first');
  });

  it('reads the posts_published index, never a scan of posts', async () => {
    const { sql: text, params } = localFeedQuery('social', ann.user.id, 11, { at: new Date(), id: 'zzzz' });
    let i = 0;
    const plan = await sql(stack, `EXPLAIN ${text.replace(/\?/g, () => `$${++i}`)}`, params);
    const lines = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(lines).toContain('posts_published');
    expect(lines).not.toMatch(/Seq Scan on posts/);
  });
});

describe('trending', () => {
  let fresh: string;
  let older: string;
  let lonely: string;
  let stale: string;
  let lastWeek: string;

  beforeAll(async () => {
    // Fresh with 2 likes beats 10 hours old with 3 likes; a post nobody touched never trends;
    // one from 3 days ago is out of the day but in the week; one from 9 days ago is in neither.
    fresh = (await createPost(stack, eve, { content: 'fresh #Marathon' })).id;
    older = (await createPost(stack, eve, { content: 'older #marathon #recovery' })).id;
    lonely = (await createPost(stack, eve, { content: 'nobody cares #marathon' })).id;
    stale = (await createPost(stack, bob, { content: 'three days #marathon' })).id;
    lastWeek = (await createPost(stack, bob, { content: 'nine days #oldnews' })).id;
    for (const m of [ann, bob]) await like(m, fresh);
    for (const m of [ann, bob, cat]) await like(m, older);
    for (const m of [ann, cat, dan, newbie]) await like(m, stale);
    for (const m of [ann, cat]) await like(m, lastWeek);
    await reply(ann, stale, 'so true #recovery');
    await reply(cat, stale, 'agreed #recovery');
    await createPost(stack, ann, { content: 'rest day #Recovery' });
    await createPost(stack, cat, { content: 'ice bath #recovery, then #RECOVERY again' });
    await age(older, 10);
    await age(stale, 72);
    await age(lastWeek, 24 * 9);
  });

  it('orders the day by decayed engagement and leaves out what nobody touched or what is older', async () => {
    const ids = ok(await q(TRENDING, { w: 'DAY', first: 50 })).trendingPosts.map((p: any) => p.id);
    expect(ids.indexOf(fresh)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(lonely);
    expect(ids).not.toContain(stale);
    expect(ids).not.toContain(lastWeek);
  });

  it('takes the week over the same rule, and hides a private profile', async () => {
    let ids = ok(await q(TRENDING, { w: 'WEEK', first: 50 }, newbie.token)).trendingPosts.map((p: any) => p.id);
    // 3 days old, 4 likes and 2 replies (8) / 74^1.5 scores under older's 3 / 12^1.5.
    expect(ids.indexOf(fresh)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(stale));
    expect(ids).not.toContain(lonely);
    expect(ids).not.toContain(lastWeek);
    ok(await q(PRIVACY, { input: { profileVisibility: 'ONLY_ME' } }, bob.token));
    ids = ok(await q(TRENDING, { w: 'WEEK', first: 50 })).trendingPosts.map((p: any) => p.id);
    expect(ids).not.toContain(stale);
    ok(await q(PRIVACY, { input: { profileVisibility: 'EVERYONE' } }, bob.token));
  });

  it('ranks tags by members using them, one member counting once, lowercased, within the window', async () => {
    const day = ok(await q(TAGS, { w: 'DAY' })).trendingHashtags;
    const marathonDay = day.find((t: any) => t.tag === 'marathon');
    // Eve's three posts: one member, three posts.
    expect(marathonDay).toMatchObject({ postCount: 3, authorCount: 1 });
    expect(day.find((t: any) => t.tag === 'oldnews')).toBeUndefined();
    const week = ok(await q(TAGS, { w: 'WEEK' })).trendingHashtags;
    expect(week.find((t: any) => t.tag === 'marathon')).toMatchObject({ postCount: 4, authorCount: 2 });
    // #recovery: Eve's, Ann's and Cat's posts (a post naming it twice counts once); the replies
    // naming it are part of their thread and count for nothing, as on the hashtag page.
    expect(week.find((t: any) => t.tag === 'recovery')).toMatchObject({ postCount: 3, authorCount: 3 });
    expect(week.map((t: any) => t.tag)).not.toContain('oldnews');
    const scores = week.map((t: any) => t.score);
    expect(scores).toEqual([...scores].sort((x: number, y: number) => y - x));
  });

  it('refuses a page over 50 and reads the window through indexes', async () => {
    expectError(await q(TRENDING, { w: 'DAY', first: 51 }), 'BAD_USER_INPUT', 'first must be between 1 and 50', 'first');
    const explain = async ({ sql: text, params }: { sql: string; params: unknown[] }) => {
      let i = 0;
      const plan = await sql(stack, `EXPLAIN ${text.replace(/\?/g, () => `$${++i}`)}`, params);
      return plan.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await explain(trendingPostsQuery('social', 'DAY', ann.user.id, 10))).not.toMatch(/Seq Scan on posts/);
    const tags = await explain(trendingHashtagsQuery('social', 'WEEK', ann.user.id, 10));
    // On this test's few rows the planner may start from either table; never by reading one whole.
    expect(tags).not.toMatch(/Seq Scan on (posts|post_hashtags) /);
  });
});

describe('suggestedMembers', () => {
  it('needs a member', async () => {
    expectError(await q(SUGGESTED, {}), 'UNAUTHENTICATED', 'Please log in to see who to follow');
  });

  it('puts members followed by the people you follow first, never yourself, someone followed or a private profile', async () => {
    const [me, friend, friend2, fof, priv, popular] = await members(stack, 6);
    await follow(me, friend);
    await follow(me, friend2);
    await follow(friend, fof);
    await follow(friend2, fof);
    await follow(friend, priv);
    ok(await q(PRIVACY, { input: { profileVisibility: 'FOLLOWERS' } }, priv.token));
    for (const m of [ann, bob, cat]) await follow(m, popular);
    // Popular too, but muted by me, or blocking me: never suggested.
    const [mutedStar, blockingStar] = await members(stack, 2);
    for (const m of [ann, bob, cat, dan]) for (const star of [mutedStar, blockingStar]) await follow(m, star);
    ok(await q(`mutation($u: ID!) { muteUser(userId: $u) { id } }`, { u: mutedStar.user.id }, me.token));
    ok(await q(`mutation($u: ID!) { blockUser(userId: $u) { id } }`, { u: me.user.id }, blockingStar.token));
    const list = ok(await q(SUGGESTED, { first: 50 }, me.token)).suggestedMembers;
    const ids = list.map((s: any) => s.user.id);
    expect(list[0]).toMatchObject({ user: { id: fof.user.id, username: fof.user.username }, reason: 'FOLLOWED_BY_FOLLOWING', followedByFollowingCount: 2 });
    for (const m of [me, friend, friend2, priv, mutedStar, blockingStar]) expect(ids).not.toContain(m.user.id);
    expect(ids).toContain(popular.user.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never suggests a member who chose not to be discoverable, and still fills the list', async () => {
    const [me, friend, friend2, shy, open] = await members(stack, 5);
    await follow(me, friend);
    await follow(me, friend2);
    // Shy is followed by both friends (ranked above open, followed by one), then opts out.
    await follow(friend, shy);
    await follow(friend2, shy);
    await follow(friend, open);
    const top = async () => ok(await q(SUGGESTED, { first: 1 }, me.token)).suggestedMembers.map((s: any) => s.user.id);
    expect(await top()).toEqual([shy.user.id]);

    ok(await q(PRIVACY, { input: { discoverable: false } }, shy.token));
    // Left out before the cut: the one suggestion asked for is the next best, not none.
    expect(await top()).toEqual([open.user.id]);
    const all = ok(await q(SUGGESTED, { first: 50 }, me.token)).suggestedMembers.map((s: any) => s.user.id);
    expect(all).toContain(open.user.id);
    expect(all).not.toContain(shy.user.id);
    // What social asks accounts: any member reads it (search tells them anyway); a visitor reads null.
    const DISCOVERABLE = `query($id: ID!) { user(id: $id) { discoverable } }`;
    expect(ok(await q(DISCOVERABLE, { id: shy.user.id }, me.token)).user.discoverable).toBe(false);
    expect(ok(await q(DISCOVERABLE, { id: open.user.id }, me.token)).user.discoverable).toBe(true);
    expect(ok(await q(DISCOVERABLE, { id: shy.user.id })).user.discoverable).toBeNull();

    ok(await q(PRIVACY, { input: { discoverable: true } }, shy.token));
    expect(await top()).toEqual([shy.user.id]);
  });

  it('gives a new member popular and active members, and members posting from the same place', async () => {
    const [fresh, runner] = await members(stack, 2);
    await createPost(stack, fresh, { content: 'first run', location: { name: 'Hyde Park, London' } });
    await createPost(stack, runner, { content: 'loop', location: { name: 'hyde park, london' } });
    const list = ok(await q(SUGGESTED, { first: 50 }, fresh.token)).suggestedMembers;
    expect(list.length).toBeGreaterThan(1);
    expect(list.find((s: any) => s.user.id === runner.user.id)).toMatchObject({ reason: 'SAME_PLACE', place: expect.stringMatching(/hyde park/i) });
    expect(list.some((s: any) => s.reason === 'POPULAR')).toBe(true);
    expect(list.map((s: any) => s.user.id)).not.toContain(fresh.user.id);
    expectError(await q(SUGGESTED, { first: 0 }, fresh.token), 'BAD_USER_INPUT', 'first must be between 1 and 50', 'first');
  });
});
