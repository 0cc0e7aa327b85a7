// Does the home feed stay fast with a big database? 1,000,000 posts by 100,000 members and
// 10,000,000 likes seeded by SQL, then the same home-feed pages requested (a) through the
// gateway and (b) straight at the social subgraph, interleaved in one run: page latency
// (p50, p99) and the SQL queries each page costs.
//
//   npm run bench:feed                                   # the full size, 300 pages per target
//   npm run bench:feed -- --posts 20000 --members 2000 --likes 200000 --requests 60   # a smoke run
//
// Who is who: the reader is a real registered member who follows `--authors` (100) other
// real registered members, so every author in the reader's home feed has an accounts row
// and the gateway's page can select `user { name username image bio }` (a real federated page).
// Everyone else (the rest of the 100,000 members, the likers) exists only as ids in social's
// tables: social needs no accounts row to count, order or page posts. Authors are spread
// evenly: post n belongs to member n mod members, so a real author has about posts/members
// posts (10 at the full size) and the reader's home feed holds about authors x 10 of them.
//
// Heavy readers (`--heavy-follows 1000,5000`, the default; `0` for none): one more registered
// member per number, following that many SEEDED members spread evenly over the seeded range
// (no accounts rows: their pages select social fields only, through the gateway and
// directly). At the full size 5,000 followed = 5% of all members, a home feed of ~47,500
// posts. For every reader the home feed's SQL is also timed alone, before and after: the
// per-member merge every reader got before vs the query homeFeed serves now (the newest-posts
// window for a reader following FOLLOWING_MANY or more), same pages, same rows checked.
//
//   npm run bench:feed -- --posts 200000 --members 20000 --likes 200000 --authors 8 --requests 30   # a smoke run, heavy readers included
//
// Three ways to ask for the same pages (the web app's HomeFeed selection: each card's post and
// the original of a quote, with polls, meals, routes, counts, the reader's like/bookmark/
// repost state and the author's follow counts):
//   gateway, the web app's page   as the web asks it: authors' name, username, image, bio from accounts
//   gateway, social fields only   the same without the accounts fields: the gateway's own cost over (b)
//   direct                        the social-only query, posted to the social subgraph itself
// "gateway / direct" compares the two social-only rows (the same work behind them).
//
// SQL queries per page are counted where they are issued: every pg client of this process
// (the stack runs in it: subgraphs, gateway) is wrapped, and the queries a request started
// are grouped by the schema they name. Background timers (outbox relay, scheduled-post
// publisher, ring sweeper) can land inside a request now and then, so the table gives the
// median and the maximum per page.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { recordSql, registerMember, schemaOf, type Stack, startStack } from '@pulse/dev-env';
import { FOLLOWING_MANY, homeFeedQuery, recentWindowQuery } from '../subgraphs/social/src/feed/home-feed.js';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '100000' },
    likes: { type: 'string', default: '10000000' },
    authors: { type: 'string', default: '100' },
    requests: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    'heavy-follows': { type: 'string', default: '1000,5000' },
  },
});
const int = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${values[name]}"`);
  return n;
};
const POSTS = int('posts');
const MEMBERS = int('members');
const LIKES = int('likes');
const AUTHORS = int('authors');
const REQUESTS = int('requests');
const ROUNDS = int('rounds');
/** One more reader per number: a member following that many seeded members ('0' for none). */
const HEAVY = String(values['heavy-follows'])
  .split(',')
  .map((v) => Number(v.trim()))
  .filter((n) => n !== 0);
if (HEAVY.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--heavy-follows must list positive integers, got "${values['heavy-follows']}"`);
/** Seeded members from this index on are the ones heavy readers follow (after every real member). */
const SEEDED_FROM = AUTHORS + 1 + HEAVY.length;
if (SEEDED_FROM > MEMBERS) throw new Error('--members must exceed --authors plus the heavy readers');
if (HEAVY.some((n) => n > MEMBERS - SEEDED_FROM)) throw new Error(`--heavy-follows: at most ${MEMBERS - SEEDED_FROM} seeded members to follow`);
/** Likes of post n: n mod LIKE_SPAN, which averages LIKES / POSTS. */
const LIKE_SPAN = Math.max(1, Math.round((2 * LIKES) / POSTS) + 1);
/** Each other member follows this many members (the reader follows exactly the authors). */
const FOLLOWS_PER_MEMBER = 10;
/** Pages walked from the top before starting again (a reader scrolls, then refreshes). */
const DEPTH = 10;
const PAGE_SIZE = 10;
/** Walks through the DEPTH pages when timing the home feed's SQL alone (the first warms up). */
const SQL_WALKS = 11;

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

// ---- the stack and the seed ----

let embedded: EmbeddedServer | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
}

const stack: Stack = await startStack({ env: { LOG_LEVEL: 'error', REGISTER_LIMIT_PER_IP: '100000' } });
try {
  const started = performance.now();
  const authors: Awaited<ReturnType<typeof registerMember>>[] = [];
  // argon2id dominates registration; a few at a time keeps both cores busy without queueing.
  for (let i = 0; i < AUTHORS; i += 4) {
    authors.push(...(await Promise.all(Array.from({ length: Math.min(4, AUTHORS - i) }, () => registerMember(stack)))));
  }
  const reader = await registerMember(stack);
  const heavyReaders = [];
  for (const follows of HEAVY) heavyReaders.push({ follows, member: await registerMember(stack) });
  const registeredMs = performance.now() - started;
  console.log(`registered ${AUTHORS} authors and the reader in ${(registeredMs / 1000).toFixed(1)} s`);

  const db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
  // A failure below stops the stack, which drops the database under this client: let the
  // failure itself be reported, not the client's lost connection.
  db.on('error', () => {});
  const timings: Record<string, number> = {};
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const result = await db.query(sql, params);
    timings[name] = (timings[name] ?? 0) + (performance.now() - t0);
    return result;
  };
  // Seeding only: the rows are consistent by construction (every referenced post exists), so
  // skip the per-row foreign-key triggers, and do not wait for the WAL on each commit.
  await db.query(`SET session_replication_role = replica`);
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '256MB'`);

  // Member index -> id: the real authors first, then the reader, then synthetic ids.
  await step('members', `CREATE TEMP TABLE bench_members (idx int PRIMARY KEY, id text NOT NULL)`);
  await step('members', `INSERT INTO bench_members SELECT n, 'cm' || lpad(n::text, 23, '0') FROM generate_series(0, $1 - 1) n`, [MEMBERS]);
  const real = [...authors.map((a) => a.user.id), reader.user.id, ...heavyReaders.map((h) => h.member.user.id)];
  await step('members', `UPDATE bench_members b SET id = r.id FROM unnest($1::text[]) WITH ORDINALITY AS r(id, i) WHERE b.idx = r.i - 1`, [real]);
  const readerIdx = AUTHORS;

  // Posts: post n (1..POSTS) by member n mod MEMBERS, one second apart, the newest last. One
  // in 20 is a reply to a recent post and one in 20 a quote of one (replies stay out of home
  // feeds; quotes embed their original).
  console.log(`seeding ${POSTS.toLocaleString('en')} posts...`);
  await step(
    'posts',
    `
    INSERT INTO social.posts (id, user_id, type, status, content, medias, mention_ids, original_post_id, parent_id,
                              like_count, created_at, updated_at, published_at)
    SELECT 'cp' || lpad(n::text, 23, '0'), m.id,
           CASE WHEN n > 1000 AND n % 20 = 0 THEN 'REPLY' WHEN n > 1000 AND n % 20 = 1 THEN 'QUOTE' ELSE 'POST' END,
           'POSTED', 'Post ' || n || ': intervals today, 6 x 800 m', '[]', '{}',
           -- A quote's original: the latest earlier post by real member n mod (AUTHORS + 1), so
           -- every embedded original in the reader's feed has an author accounts knows.
           CASE WHEN n > 1000 AND n % 20 = 1 THEN 'cp' || lpad(greatest(1, CASE WHEN (n - n % $4) % $2 = 0 THEN n - $2
             ELSE n - ((n - n % $4) % $2) END)::text, 23, '0') END,
           CASE WHEN n > 1000 AND n % 20 = 0 THEN 'cp' || lpad((n - 1 - n % 997)::text, 23, '0') END,
           n % $3, t, t, t
    FROM generate_series(1, $1) n
    JOIN bench_members m ON m.idx = n % $2
    CROSS JOIN LATERAL (SELECT now() - interval '1 minute' - make_interval(secs => $1 - n)) AS at(t)`,
    [POSTS, MEMBERS, LIKE_SPAN, AUTHORS + 1],
  );
  await step(
    'posts',
    `
    UPDATE social.posts p SET reply_count = c.n FROM (
      SELECT parent_id, count(*) AS n FROM social.posts WHERE parent_id IS NOT NULL GROUP BY parent_id) c
    WHERE p.id = c.parent_id`,
  );
  await step(
    'posts',
    `
    UPDATE social.posts p SET quote_count = c.n FROM (
      SELECT original_post_id, count(*) AS n FROM social.posts WHERE type = 'QUOTE' GROUP BY original_post_id) c
    WHERE p.id = c.original_post_id`,
  );

  // Likes: post n is liked by n mod LIKE_SPAN members, (31n + 7919j) mod MEMBERS for
  // j = 0.. (7919 is prime, so the likers of one post are distinct); like_count above was
  // written from the same formula.
  console.log(`seeding about ${LIKES.toLocaleString('en')} likes...`);
  await step(
    'likes',
    `
    INSERT INTO social.likes (post_id, user_id, created_at)
    SELECT 'cp' || lpad(n::text, 23, '0'), m.id, now()
    FROM generate_series(1, $1) n
    CROSS JOIN LATERAL generate_series(0, n % $3 - 1) j
    JOIN bench_members m ON m.idx = ((n::bigint * 31 + j * 7919) % $2)::int`,
    [POSTS, MEMBERS, LIKE_SPAN],
  );

  // Follows: the reader follows the real authors; every other member follows 10 others.
  // Triggers on, now: social keeps the follow counts by statement triggers on this table.
  console.log('seeding follows...');
  await db.query(`SET session_replication_role = origin`);
  await step(
    'follows',
    `
    INSERT INTO social.follows (follower_id, followee_id, created_at)
    SELECT r.id, a.id, now() FROM bench_members r JOIN bench_members a ON a.idx < $1 WHERE r.idx = $1`,
    [AUTHORS],
  );
  await step(
    'follows',
    `
    INSERT INTO social.follows (follower_id, followee_id, created_at)
    SELECT f.id, t.id, now()
    FROM bench_members f
    CROSS JOIN generate_series(0, $2 - 1) j
    JOIN bench_members t ON t.idx = ((f.idx + 1 + (j * 7919) % ($3 - 1)) % $3)
    WHERE f.idx NOT BETWEEN $1 AND $4
    ON CONFLICT DO NOTHING`,
    [readerIdx, FOLLOWS_PER_MEMBER, MEMBERS, SEEDED_FROM - 1],
  );
  // A heavy reader follows `follows` seeded members spread evenly over the seeded range: ids in
  // social only, no accounts rows, so that reader's pages select social fields only.
  for (const [k, h] of heavyReaders.entries()) {
    await step(
      'follows',
      `
      INSERT INTO social.follows (follower_id, followee_id, created_at)
      SELECT r.id, t.id, now() FROM bench_members r
      CROSS JOIN generate_series(0, $2::int - 1) j
      JOIN bench_members t ON t.idx = $3::int + (j::bigint * ($4::int - $3::int) / $2::int)::int
      WHERE r.idx = $1`,
      [readerIdx + 1 + k, h.follows, SEEDED_FROM, MEMBERS],
    );
  }
  await step('analyze', `ANALYZE social.posts`);
  await step('analyze', `ANALYZE social.likes`);
  await step('analyze', `ANALYZE social.follows`);
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM social.posts) AS posts, (SELECT count(*) FROM social.likes) AS likes,
    (SELECT count(*) FROM social.follows) AS follows, (SELECT sum(like_count) FROM social.posts) AS like_counts,
    (SELECT count(*) FROM social.posts p JOIN social.follows f ON f.followee_id = p.user_id AND f.follower_id = $1
      WHERE p.type <> 'REPLY') AS feed`,
      [reader.user.id],
    )
  ).rows[0];
  const seedMs = Object.values(timings).reduce((a, b) => a + b, 0);
  console.log(
    `seeded in ${(seedMs / 1000).toFixed(1)} s (${Object.entries(timings)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
      .join(', ')})`,
  );
  console.log(
    `rows: ${counts.posts} posts, ${counts.likes} likes (like_count sum ${counts.like_counts}), ${counts.follows} follows; the reader's home feed: ${counts.feed} posts (+ their own)`,
  );
  if (Number(counts.likes) !== Number(counts.like_counts)) throw new Error('seed: like_count disagrees with the likes table');
  const [followCounts] = (
    await db.query(
      `SELECT (SELECT sum(followers) FROM social.follow_counts) AS followers,
    (SELECT sum(following) FROM social.follow_counts) AS following, (SELECT following FROM social.follow_counts WHERE user_id = $1) AS reader`,
      [reader.user.id],
    )
  ).rows;
  if (Number(followCounts.followers) !== Number(counts.follows) || Number(followCounts.following) !== Number(counts.follows) || Number(followCounts.reader) !== AUTHORS) {
    throw new Error(`seed: follow_counts disagree with follows: ${JSON.stringify(followCounts)}`);
  }
  const heavyFeeds: number[] = [];
  for (const h of heavyReaders) {
    const [row] = (
      await db.query(
        `SELECT (SELECT following FROM social.follow_counts WHERE user_id = $1) AS following,
      (SELECT count(*) FROM social.posts p JOIN social.follows f ON f.followee_id = p.user_id AND f.follower_id = $1 WHERE p.type <> 'REPLY') AS feed`,
        [h.member.user.id],
      )
    ).rows;
    if (Number(row.following) !== h.follows) throw new Error(`seed: the heavy reader follows ${row.following}, not ${h.follows}`);
    heavyFeeds.push(Number(row.feed));
    console.log(`heavy reader following ${h.follows.toLocaleString('en')} seeded members: a home feed of ${Number(row.feed).toLocaleString('en')} posts`);
  }

  // ---- the home feed's SQL alone, before and after: the same pages, the same data ----
  // "merge" is the per-followed-member query every reader got before (homeFeedQuery); "served"
  // is what homeFeed runs now: the newest-posts window for a reader following FOLLOWING_MANY
  // or more (and the merge after it when the window runs short), the merge otherwise. Both
  // are asked for the same DEPTH pages (positions found by walking the merge), interleaved,
  // and must return the same rows.
  const asPg = (q: { sql: string; params: unknown[] }) => {
    let n = 0;
    return { text: q.sql.replace(/\?/g, () => `$${++n}`), values: q.params };
  };
  const sqlRows = async (q: { sql: string; params: unknown[] }) => {
    const t0 = performance.now();
    const rows = (await db.query(asPg(q))).rows as { id: string; published_at: Date }[];
    return { rows, ms: performance.now() - t0 };
  };
  const sqlOnly = [];
  for (const r of [{ follows: AUTHORS, id: reader.user.id }, ...heavyReaders.map((h) => ({ follows: h.follows, id: h.member.user.id }))]) {
    const positions: ({ at: Date; id: string } | undefined)[] = [undefined];
    for (let d = 1; d < DEPTH; d++) {
      const { rows } = await sqlRows(homeFeedQuery('social', r.id, PAGE_SIZE + 1, positions[d - 1]));
      if (rows.length <= PAGE_SIZE) break;
      const last = rows[PAGE_SIZE - 1];
      positions.push({ at: last.published_at, id: last.id });
    }
    const merge: number[] = [];
    const served: number[] = [];
    let fromWindow = 0;
    for (let walk = 0; walk < SQL_WALKS; walk++) {
      for (const position of positions) {
        const before = await sqlRows(homeFeedQuery('social', r.id, PAGE_SIZE + 1, position));
        let after = r.follows >= FOLLOWING_MANY ? await sqlRows(recentWindowQuery('social', r.id, PAGE_SIZE + 1, position)) : undefined;
        if (after && after.rows.length > PAGE_SIZE) fromWindow++;
        else if (after) {
          const fallback = await sqlRows(homeFeedQuery('social', r.id, PAGE_SIZE + 1, position));
          after = { rows: fallback.rows, ms: after.ms + fallback.ms };
        } else after = await sqlRows(homeFeedQuery('social', r.id, PAGE_SIZE + 1, position));
        if (walk > 0) {
          merge.push(before.ms);
          served.push(after.ms);
        } // the first walk warms the cache
        if (after.rows.map((x) => x.id).join() !== before.rows.map((x) => x.id).join()) throw new Error(`follows ${r.follows}: the served page differs from the merge's`);
      }
    }
    const entry = {
      follows: r.follows,
      pages: merge.length,
      mergeP50: pct(merge, 0.5),
      mergeP99: pct(merge, 0.99),
      servedP50: pct(served, 0.5),
      servedP99: pct(served, 0.99),
      servedFromWindow: r.follows >= FOLLOWING_MANY ? +(fromWindow / (positions.length * SQL_WALKS)).toFixed(2) : 0,
    };
    sqlOnly.push(entry);
    console.log(
      `SQL only, follows ${r.follows}: merge p50 ${entry.mergeP50.toFixed(2)} ms p99 ${entry.mergeP99.toFixed(2)} ms; served p50 ${entry.servedP50.toFixed(2)} ms p99 ${entry.servedP99.toFixed(2)} ms (${entry.pages} pages, ${Math.round(entry.servedFromWindow * 100)}% from the window)`,
    );
  }
  await db.end();

  // ---- measuring ----

  // The web app's HomeFeed query (web/src/graphql/posts.graphql: FeedPost = PostBody plus the
  // original's PostBody). Straight at social, the author's accounts fields are left out.
  const author = (accounts: boolean) => `user { id ${accounts ? 'name username image bio' : ''} followers following followedByMe }`;
  const body = (accounts: boolean) => `id userId ${author(accounts)} content type medias { url type } locationName
    routeData { type date duration distance averageSpeed elevationGain coordinates { latitude longitude } steps calories location }
    meal { name description calories protein carbs { total fiber sugar } fats { total saturated }
           nutritionalInfo { calories servingSize protein carbs fats qualityScore } ingredients cuisineType }
    poll { id postId options { id text votes } endTime ended hasVoted myVoteOptionId totalVotes }
    likeCount repostCount quoteCount replyCount bookmarkCount viewCount liked bookmarked reposted originalPostId parentId status createdAt cursor`;
  const feedQuery = (accounts: boolean) => `query BenchFeed($after: String) { homeFeed(first: ${PAGE_SIZE}, after: $after) {
    nodes { ${body(accounts)} originalPost { ${body(accounts)} } } pageInfo { hasNextPage endCursor } } }`;
  const FEDERATED = feedQuery(true);
  const SOCIAL_ONLY = feedQuery(false);
  const social = stack.subgraphs.find((s) => s.name === 'social');
  if (!social) throw new Error('no social subgraph in the stack');

  interface Target {
    name: string;
    url: string;
    query: string;
    token: string;
    /** Members this target's reader follows. */
    follows: number;
    cursor: string | null;
    depth: number;
    times: number[];
    queries: number[];
    /** The SQL of the last measured page, to show what a page costs. */
    sample: string[];
    bySchema: Record<string, number[]>;
  }
  const targets: Target[] = [
    { name: "gateway, the web app's page (authors from accounts)", url: stack.graphqlUrl, query: FEDERATED, token: reader.token, follows: AUTHORS },
    { name: 'gateway, social fields only', url: stack.graphqlUrl, query: SOCIAL_ONLY, token: reader.token, follows: AUTHORS },
    { name: 'social subgraph directly', url: social.url, query: SOCIAL_ONLY, token: reader.token, follows: AUTHORS },
    // Heavy readers follow seeded members without accounts rows: social fields only.
    ...heavyReaders.flatMap((h) => [
      { name: `follows ${h.follows}: gateway, social fields only`, url: stack.graphqlUrl, query: SOCIAL_ONLY, token: h.member.token, follows: h.follows },
      { name: `follows ${h.follows}: social subgraph directly`, url: social.url, query: SOCIAL_ONLY, token: h.member.token, follows: h.follows },
    ]),
  ].map((t) => ({ ...t, cursor: null, depth: 0, times: [], queries: [], sample: [], bySchema: {} }));

  const page = async (t: Target, record: boolean) => {
    const body = JSON.stringify({ query: t.query, variables: { after: t.cursor } });
    const recorder = recordSql();
    const log = recorder.statements;
    const t0 = performance.now();
    const res = await fetch(t.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` }, body });
    const json = (await res.json()) as {
      data?: {
        homeFeed: {
          nodes: { user: { id: string; name?: string }; originalPostId: string | null; originalPost: { user: { name?: string } } | null }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
      errors?: { message: string }[];
    };
    const ms = performance.now() - t0;
    recorder.stop();
    if (json.errors?.length || !json.data) throw new Error(`${t.name}: ${JSON.stringify(json.errors ?? json)}`);
    const feed = json.data.homeFeed;
    if (feed.nodes.length === 0) throw new Error(`${t.name}: empty page`);
    // The gateway nulls (rather than fails) an embedded original it cannot complete: check none was.
    if (feed.nodes.some((n) => n.originalPostId && !n.originalPost)) throw new Error(`${t.name}: an original post went missing`);
    const authors = feed.nodes.flatMap((n) => [n.user, n.originalPost?.user].filter(Boolean)) as { name?: string }[];
    if (t.query === FEDERATED && authors.some((u) => !u.name)) throw new Error(`${t.name}: an author without a name`);
    t.depth += 1;
    t.cursor = feed.pageInfo.hasNextPage && t.depth < DEPTH ? feed.pageInfo.endCursor : null;
    if (!t.cursor) t.depth = 0;
    if (!record) return;
    t.times.push(ms);
    t.queries.push(log.length);
    t.sample = log;
    const schemas: Record<string, number> = {};
    for (const sql of log) schemas[schemaOf(sql)] = (schemas[schemaOf(sql)] ?? 0) + 1;
    for (const name of new Set([...Object.keys(t.bySchema), ...Object.keys(schemas)])) {
      (t.bySchema[name] ??= Array(t.queries.length - 1).fill(0)).push(schemas[name] ?? 0);
    }
  };

  // Warm-up: plans cached, pools filled, V8 optimised, for every target alike.
  for (const t of targets) for (let i = 0; i < 30; i++) await page(t, false);
  for (const t of targets) {
    t.cursor = null;
    t.depth = 0;
  }
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) for (let i = 0; i < perRound; i++) await page(t, true);
  }

  const summary = targets.map((t) => ({
    name: t.name,
    follows: t.follows,
    requests: t.times.length,
    p50: pct(t.times, 0.5),
    p99: pct(t.times, 0.99),
    queriesMedian: pct(t.queries, 0.5),
    queriesMax: Math.max(...t.queries),
    queriesBySchemaMedian: Object.fromEntries(Object.entries(t.bySchema).map(([k, v]) => [k, pct(v, 0.5)])),
  }));
  const [federated, gatewaySocial, direct] = summary;
  console.log(
    `\nhome feed, ${PAGE_SIZE} posts a page, ${ROUNDS} interleaved rounds, ${summary[0].requests} pages per target (walking ${DEPTH} pages deep, then from the top)`,
  );
  console.log(`${'target'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  SQL/page median (max)  by schema (median)`);
  for (const s of summary) {
    const by = Object.entries(s.queriesBySchemaMedian)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(
      `${s.name.padEnd(52)} ${s.p50.toFixed(2).padStart(8)} ${s.p99.toFixed(2).padStart(8)}  ${String(s.queriesMedian).padStart(6)} (${s.queriesMax})        ${by}`,
    );
  }
  const ratio = { p50: gatewaySocial.p50 / direct.p50, p99: gatewaySocial.p99 / direct.p99 };
  console.log(
    `gateway / direct (same social-only page): p50 ${ratio.p50.toFixed(2)}x, p99 ${ratio.p99.toFixed(2)}x; federated / direct p50 ${(federated.p50 / direct.p50).toFixed(2)}x`,
  );
  console.log(`the SQL of one page straight at the subgraph (${direct.name}):`);
  for (const sql of targets[2].sample) console.log(`  ${sql.replace(/\s+/g, ' ').trim().slice(0, 150)}`);
  console.log('');

  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/social-feed.json', import.meta.url),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seed: {
          posts: Number(counts.posts),
          members: MEMBERS,
          likes: Number(counts.likes),
          follows: Number(counts.follows),
          readerFeedPosts: Number(counts.feed),
          authors: AUTHORS,
          registerSeconds: +(registeredMs / 1000).toFixed(1),
          seedSeconds: +(seedMs / 1000).toFixed(1),
          stepSeconds: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, +(v / 1000).toFixed(1)])),
        },
        heavyFollows: heavyReaders.map((h, k) => ({ follows: h.follows, feedPosts: heavyFeeds[k] })),
        pageSize: PAGE_SIZE,
        rounds: ROUNDS,
        depth: DEPTH,
        followingMany: FOLLOWING_MANY,
        sqlOnly,
        targets: summary,
        gatewayOverDirect: ratio,
        samplePageSql: targets[2].sample.map((sql) => sql.replace(/\s+/g, ' ').trim()),
      },
      null,
      2,
    ) + '\n',
  );
} finally {
  await stack.stop();
  await embedded?.stop();
}
