// Home and profile feeds through the real gateway: who is in them, keyset pages with no
// overlap and no gap (also while new posts arrive), and a constant number of SQL queries per
// page whatever its size (no N+1 over the per-post fields).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '@pulse/dev-env';
import { client, createPost, expectError, members, ok, sql, type Member } from '../posts/testing.js';
import { FOLLOWING_MANY, RECENT_WINDOW, homeFeedQuery, recentWindowQuery } from './home-feed.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let reader: Member;
let ann: Member;
let bob: Member;
let stranger: Member;

const FEED = `query($first: Int, $after: String) { homeFeed(first: $first, after: $after) { nodes { id cursor } pageInfo { hasNextPage endCursor } } }`;
const USER_POSTS = `query($u: ID!, $first: Int, $after: String) { userPosts(userId: $u, first: $first, after: $after) { nodes { id type } pageInfo { hasNextPage endCursor } } }`;
// Every per-post field that needs more than the post's own row.
const RICH_FEED = `query($first: Int) { homeFeed(first: $first) { nodes {
  id content likeCount liked bookmarked reposted mentions { id } user { id postCount }
  poll { id options { id text votes } hasVoted myVoteOptionId totalVotes ended }
  originalPost { id liked bookmarked reposted likeCount user { id postCount } poll { id totalVotes hasVoted } }
  parent { id } cursor } pageInfo { hasNextPage endCursor } } }`;

beforeAll(async () => {
  // The publisher's poll would add queries of its own to the count below.
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', SOCIAL_PUBLISH_POLL_MS: '600000' } });
  q = client(stack);
  [reader, ann, bob, stranger] = await members(stack, 4);
  for (const m of [ann, bob]) ok(await q(`mutation($u: ID!) { follow(userId: $u) { id } }`, { u: m.user.id }, reader.token));
  // A mix of everything a feed can hold, interleaved in time.
  for (let i = 0; i < 8; i++) {
    const a = await createPost(stack, ann, { content: `ann ${i} @${bob.user.username}` });
    await createPost(stack, bob, { content: `bob ${i}` });
    await createPost(stack, stranger, { content: `stranger ${i}` });
    if (i % 3 === 0) await createPost(stack, reader, { content: `me ${i}` });
    if (i === 2) await createPost(stack, bob, { content: 'Poll', type: 'POLL', poll: { options: ['a', 'b'] } });
    if (i === 4) ok(await q(`mutation($id: ID!) { quotePost(id: $id, content: "quoting ann") { id } }`, { id: a.id }, bob.token));
    if (i === 5) ok(await q(`mutation($id: ID!) { createReply(postId: $id, input: { content: "a reply" }) { id } }`, { id: a.id }, bob.token));
    if (i === 6) {
      const s = await createPost(stack, stranger, { content: 'reposted by bob' });
      ok(await q(`mutation($id: ID!) { repost(id: $id) { id } }`, { id: s.id }, bob.token));
      ok(await q(`mutation($id: ID!) { likePost(id: $id) { id } }`, { id: s.id }, reader.token));
    }
  }
  await createPost(stack, ann, { content: 'ann draft', draft: true });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/** The truth, from the table: published non-replies by these authors, newest first. */
async function expectedFeed(authorIds: string[]): Promise<string[]> {
  const rows = await sql(stack, `SELECT id FROM social.posts WHERE user_id = ANY($1) AND status = 'POSTED' AND type <> 'REPLY' ORDER BY published_at DESC, id DESC`, [
    authorIds,
  ]);
  return rows.map((r) => r.id);
}

async function walk(query: string, variables: Record<string, unknown>, token: string | undefined, field: string, between?: () => Promise<void>) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page: any = ok(await q(query, { ...variables, after }, token))[field];
    ids.push(...page.nodes.map((n: any) => n.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
    await between?.();
  }
  throw new Error('too many pages');
}

describe('homeFeed', () => {
  it("holds the posts of the members followed and one's own, newest first, paged with no overlap or gap", async () => {
    const expected = await expectedFeed([reader.user.id, ann.user.id, bob.user.id]);
    expect(expected.length).toBeGreaterThan(20);
    // New posts arriving between pages are newer than every cursor: they never shift a page.
    let n = 0;
    const ids = await walk(FEED, { first: 4 }, reader.token, 'homeFeed', async () => {
      await createPost(stack, ann, { content: `late ${n++}` });
    });
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out strangers, replies and drafts', async () => {
    const ids = await walk(FEED, { first: 50 }, reader.token, 'homeFeed');
    const rows = await sql(stack, `SELECT id, user_id, type, status FROM social.posts WHERE id = ANY($1)`, [ids]);
    // Bob's repost of a stranger's post is Bob's, and is in; the stranger's own posts are not.
    expect(rows.every((r) => [reader.user.id, ann.user.id, bob.user.id].includes(r.user_id))).toBe(true);
    expect(rows.filter((r) => r.type === 'REPLY' || r.status !== 'POSTED')).toEqual([]);
    expect(rows.some((r) => r.type === 'REPOST')).toBe(true);
  });

  it('needs a member and valid paging arguments', async () => {
    expectError(await q(FEED, {}), 'UNAUTHENTICATED', 'Please log in to see your feed');
    expectError(await q(FEED, { after: 'not-a-cursor' }, reader.token), 'BAD_USER_INPUT', 'Invalid cursor', 'after');
    expectError(await q(FEED, { first: 51 }, reader.token), 'BAD_USER_INPUT', 'first must be between 1 and 50', 'first');
    expect(ok(await q(FEED, {}, reader.token)).homeFeed.nodes).toHaveLength(10);
  });

  it('costs the same number of SQL queries for a page of 5 and a page of 20', async () => {
    const social = stack.subgraphs.find((s) => s.name === 'social')!;
    const knex = social.services.orm.em.getConnection().getKnex();
    let count = 0;
    const statements: string[] = [];
    const onQuery = (query: { sql: string }) => {
      count++;
      statements.push(query.sql);
    };
    const measure = async (first: number) => {
      count = 0;
      statements.length = 0;
      const page = ok(await q(RICH_FEED, { first }, reader.token)).homeFeed;
      expect(page.nodes).toHaveLength(first);
      // The originals' per-viewer state is the reader's own, whichever batch loaded it.
      const originals = page.nodes.filter((n: any) => n.originalPost?.id === target.id).map((n: any) => n.originalPost);
      expect(originals).toHaveLength(2);
      expect(originals.every((o: any) => o.liked && !o.bookmarked && !o.reposted && o.likeCount === 1)).toBe(true);
      return count;
    };
    // The newest posts hold every kind with fields of its own (poll, quote, repost), so both
    // pages below need every loader at both levels: the count can only differ by page size.
    const target = await createPost(stack, stranger, { content: 'target' });
    await createPost(stack, bob, { content: 'Poll', type: 'POLL', poll: { options: ['x', 'y'] } });
    ok(await q(`mutation($id: ID!) { quotePost(id: $id, content: "q") { id } }`, { id: target.id }, ann.token));
    ok(await q(`mutation($id: ID!) { repost(id: $id) { id } }`, { id: target.id }, bob.token));
    ok(await q(`mutation($id: ID!) { likePost(id: $id) { id } }`, { id: target.id }, reader.token));
    await measure(3); // warms the session cache (token revocation state)
    knex.on('query', onQuery);
    try {
      const small = await measure(5);
      const smallStatements = [...statements];
      const large = await measure(20);
      expect(large, statements.join('\n')).toBe(small);
      // The reader's follow count (it picks the feed's plan), the feed rows and the related
      // posts they point at; then ONE batch for the page and those related posts together:
      // liked, bookmarked, reposted, post counts, polls, options and my votes. A second round
      // of per-viewer loaders for the originals would show twice below. Plus one read each of
      // the reader's hidden members (safety/) and followed hashtags (hashtags/).
      expect(small, smallStatements.join('\n')).toBeLessThanOrEqual(12);
      // Each loader's statement, whether the ORM or hand-written SQL wrote it.
      const table = (name: string) => new RegExp(`from "social"\\."?${name}"? `, 'i');
      for (const loader of [table('likes'), table('bookmarks'), /"?type"? = 'REPOST' and "p0"\."user_id"/i, / as replies from "social"\."posts"/i, table('polls')]) {
        expect(
          smallStatements.filter((s) => loader.test(s)),
          smallStatements.join('\n'),
        ).toHaveLength(1);
      }
    } finally {
      knex.removeListener('query', onQuery);
    }
  });
});

describe('userPosts', () => {
  it("pages one member's posts, reposts and quotes without replies, readable signed out", async () => {
    const ids = await walk(USER_POSTS, { u: bob.user.id, first: 3 }, undefined, 'userPosts');
    expect(ids).toEqual(await expectedFeed([bob.user.id]));
    const types = (await sql(stack, `SELECT DISTINCT type FROM social.posts WHERE id = ANY($1) ORDER BY type`, [ids])).map((r) => r.type);
    expect(types).toEqual(['POLL', 'POST', 'QUOTE', 'REPOST']);
  });
});

describe('the home feed query plans', () => {
  // 20,000 posts by 200 seeded members ('cb' ids: social rows only), published a minute apart
  // before any post of the members above.
  const id = (n: string) => `'cb' || lpad((${n})::text, 23, '0')`;
  const seeded = (n: number) => 'cb' + String(n).padStart(23, '0');
  beforeAll(async () => {
    await sql(
      stack,
      `INSERT INTO social.posts (id, user_id, type, status, content, created_at, updated_at, published_at)
      SELECT 'cp' || lpad(n::text, 23, '0'), ${id('n % 200')}, CASE WHEN n % 7 = 0 THEN 'REPLY' ELSE 'POST' END, 'POSTED', 'seeded',
             now() - n * interval '1 minute', now(), date_trunc('milliseconds', now() - n * interval '1 minute')
      FROM generate_series(1, 20000) n`,
    );
    await sql(stack, `INSERT INTO social.follows (follower_id, followee_id) SELECT ${id('1000')}, ${id('n')} FROM generate_series(0, 49) n`);
    // A seeded member following many: the 200 who post and 400 who never did.
    await sql(stack, `INSERT INTO social.follows (follower_id, followee_id) SELECT ${id('2000')}, ${id('n')} FROM generate_series(0, 599) n`);
    await sql(stack, `ANALYZE social.posts`);
    await sql(stack, `ANALYZE social.follows`);
  });

  const run = async (query: { sql: string; params: unknown[] }, prefix = '') => {
    let n = 0;
    return sql(stack, `${prefix}${query.sql.replace(/\?/g, () => `$${++n}`)}`, query.params);
  };
  const truth = async (follower: string, limit: number, before?: { at: Date; id: string }) =>
    (
      await sql(
        stack,
        `SELECT id FROM social.posts WHERE user_id IN (SELECT followee_id FROM social.follows WHERE follower_id = $1 UNION ALL SELECT $1)
      AND status = 'POSTED' AND type <> 'REPLY' AND ($2::timestamptz IS NULL OR (published_at, id) < ($2, $3))
      ORDER BY published_at DESC, id DESC LIMIT ${limit}`,
        [follower, before?.at ?? null, before?.id ?? null],
      )
    ).map((r) => r.id);
  const nodes = (plan: any): any[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
  const positions = [undefined, { at: new Date(Date.now() - 3600_000), id: 'cp' + '5'.repeat(23) }];

  it('reads posts through the posts_feed index, never by scanning the table', async () => {
    for (const position of positions) {
      const [row] = await run(homeFeedQuery('social', seeded(1000), 11, position), 'EXPLAIN (FORMAT JSON) ');
      const all = nodes(row['QUERY PLAN'][0].Plan);
      // Besides the feed's own scan, only primary-key lookups: a kept repost's original author
      // (safety/rules.ts NOT_HIDDEN).
      const onPosts = all.filter((node) => node['Relation Name'] === 'posts' && node['Index Name'] !== 'posts_pkey');
      expect(
        onPosts.map((node) => node['Index Name']),
        JSON.stringify(row),
      ).toEqual(['posts_feed']);
      expect(all.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'posts')).toEqual([]);
    }
    // And the feed it serves is right: the 50 followed members' newest non-replies.
    const got = await run(homeFeedQuery('social', seeded(1000), 11));
    expect(got.map((r) => r.id)).toEqual(await truth(seeded(1000), 11));
  });

  it('for a member following many, reads at most the window of newest posts through posts_published', async () => {
    for (const position of positions) {
      const [row] = await run(recentWindowQuery('social', seeded(2000), 11, position), 'EXPLAIN (ANALYZE, FORMAT JSON) ');
      const all = nodes(row['QUERY PLAN'][0].Plan);
      const onPosts = all.filter((node) => node['Relation Name'] === 'posts' && node['Index Name'] !== 'posts_pkey');
      expect(
        onPosts.map((node) => node['Index Name']),
        JSON.stringify(row),
      ).toEqual(['posts_published']);
      expect(onPosts[0]['Actual Rows']).toBeLessThanOrEqual(RECENT_WINDOW);
      expect(all.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'posts')).toEqual([]);
      const got = await run(recentWindowQuery('social', seeded(2000), 11, position));
      expect(got.map((r) => r.id)).toEqual(await truth(seeded(2000), 11, position));
    }
    // A window with no post by anyone followed is empty, not wrong: the merge answers then.
    expect(await run(recentWindowQuery('social', seeded(3000), 11))).toEqual([]);
  });

  it('serves a member following many the same pages, from the window or, when it runs short, the merge', async () => {
    const social = stack.subgraphs.find((s) => s.name === 'social')!;
    const knex = social.services.orm.em.getConnection().getKnex();
    const statements: string[] = [];
    const onQuery = (query: { sql: string }) => statements.push(query.sql);
    // Bob follows 600: Ann, and 599 seeded members who never posted. His and Ann's posts are
    // the newest on the site, so the first pages come from the window; past them the window
    // holds only seeded posts by others and the merge finds the rest of Ann's and Bob's.
    await sql(stack, `INSERT INTO social.follows (follower_id, followee_id) SELECT $1, 'cx' || lpad(n::text, 23, '0') FROM generate_series(1, 599) n`, [bob.user.id]);
    await sql(stack, `INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [bob.user.id, ann.user.id]);
    const [{ following }] = await sql(stack, `SELECT following FROM social.follow_counts WHERE user_id = $1`, [bob.user.id]);
    expect(following).toBeGreaterThanOrEqual(FOLLOWING_MANY);
    const pathsByPage: string[] = [];
    knex.on('query', onQuery);
    try {
      const path = () => {
        pathsByPage.push(statements.some((s) => s.includes('CROSS JOIN LATERAL')) ? 'merge' : 'window');
        statements.length = 0;
      };
      const ids = await walk(FEED, { first: 4 }, bob.token, 'homeFeed', async () => path());
      path(); // the last page
      expect(ids).toEqual(await expectedFeed([bob.user.id, ann.user.id]));
    } finally {
      knex.removeListener('query', onQuery);
    }
    expect(pathsByPage[0]).toBe('window');
    expect(pathsByPage).toContain('merge');
    // Stranger follows the 200 seeded members who post (and 400 who do not): every page of
    // the first few hundred posts comes from the window, and matches the table.
    await sql(stack, `INSERT INTO social.follows (follower_id, followee_id) SELECT $1, ${id('n')} FROM generate_series(0, 599) n`, [stranger.user.id]);
    const want = await truth(stranger.user.id, 120);
    const got: string[] = [];
    let after: string | null = null;
    while (got.length < want.length) {
      const page: any = ok(await q(FEED, { first: 40, after }, stranger.token)).homeFeed;
      got.push(...page.nodes.map((n: any) => n.id));
      after = page.pageInfo.endCursor;
    }
    expect(got).toEqual(want);
  });
});
