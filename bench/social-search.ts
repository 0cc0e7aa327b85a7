// Are hashtags and search fast with a big database? 1,000,000 posts (English fitness words
// with a long tail of rare ones, a third of them with a #tag, both drawn from skewed
// distributions so some words and tags are everywhere and most are rare) are seeded by one
// INSERT ... SELECT generate_series into a schema migrated with social's own migrations; the
// hashtag and search migrations then run over them (their backfill is timed too). Then the
// statements the API runs (the functions the resolvers call, with the same parameters) are
// timed alone, interleaved round by round with a baseline measured in the same run: a post by
// primary key, the cheapest read there is. Latency is reported as p50/p99 and as a ratio of
// the baseline's, so the figures mean the same on a slower or busier machine.
//
//   npm run bench:social-search                          # 1,000,000 posts, 200 requests per statement
//   npm run bench:social-search -- --posts 100000 --requests 50    # a smoke run
//
// DATABASE_URL when set (a schema of its own, dropped at the end), else an embedded server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateSchema, type SqlMigration } from '../subgraphs/kit/src/db.js';
import { postMigrations } from '../subgraphs/social/src/posts/migrations.js';
import { followMigrations } from '../subgraphs/social/src/follows/migrations.js';
import { privacyMigrations } from '../subgraphs/social/src/privacy/migrations.js';
import { safetyMigrations } from '../subgraphs/social/src/safety/migrations.js';
import { hashtagMigrations } from '../subgraphs/social/src/hashtags/migrations.js';
import { searchMigrations } from '../subgraphs/social/src/search/migrations.js';
import { hashtagPostsQuery } from '../subgraphs/social/src/hashtags/operations/hashtag-page.js';
import { followedTagsQuery } from '../subgraphs/social/src/hashtags/followed-tags-feed.js';
import { searchPostsQuery } from '../subgraphs/social/src/search/search-posts.js';
import { benchDatabase } from './bench-database.js';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '4' },
    explain: { type: 'boolean', default: false },
  },
});
const POSTS = Number(values.posts);
const REQUESTS = Number(values.requests);
const ROUNDS = Number(values.rounds);
const MEMBERS = Math.max(1000, Math.floor(POSTS / 10));
const SCHEMA = `bench_search_${process.pid}`;
const PAGE = 11; // a page of 10 and the one row that says whether there is a next

// Common words members write, the head of the distribution; rare ones are w<n>.
const WORDS = `run running ran runner long easy tempo interval intervals hill hills trail track road race marathon half
  5k 10k pace splits negative mile miles km kilometre sprint sprints recovery rest day week morning evening sunrise
  sunset rain wind heat cold snow legs knees calves hamstrings quads glutes core stretch stretching yoga mobility
  strength squat squats deadlift bench press pull ups push ups plank lunges kettlebell dumbbell barbell gym coach
  club group friends solo swim swimming bike cycling ride climb elevation descent watch heart rate zone threshold
  vo2 cadence stride form shoes socks nutrition breakfast protein carbs gel water hydration sleep tired strong
  happy proud goal plan training block taper peak base build season finish line medal personal best record
  today yesterday tomorrow weekend saturday sunday park river lake beach forest mountain city streets loop`
  .split(/\s+/)
  .filter(Boolean);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const stop = await benchDatabase();
  const url = process.env.DATABASE_URL!;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const s = `"${SCHEMA}"`;
  const before: SqlMigration[] = [...postMigrations, ...followMigrations, ...privacyMigrations, ...safetyMigrations];
  try {
    await migrateSchema(url, SCHEMA, before);
    console.log(`seeding ${POSTS.toLocaleString('en-US')} posts by ${MEMBERS.toLocaleString('en-US')} members...`);
    let t = performance.now();
    // Word k of the head with probability ~1/k (exp of a uniform log), 30% from a long tail of
    // 50,000 rare words; a third of the posts carry one of 2,000 tags, skewed the same way.
    await db.query(
      `INSERT INTO ${s}.posts (id, user_id, type, status, content, created_at, updated_at, published_at)
       SELECT 'cb' || lpad(i::text, 23, '0'), 'cu' || lpad((i % $2)::text, 23, '0'), 'POST', 'POSTED',
         (SELECT string_agg(CASE WHEN random() < 0.7 THEN ($3::text[])[floor(exp(random() * ln(cardinality($3::text[]))))::int]
                                 ELSE 'w' || floor(exp(random() * ln(50000)))::int END, ' ')
          FROM generate_series(1, 8 + i % 12) j WHERE i > 0)
         || CASE WHEN i % 3 = 0 THEN ' #tag' || floor(exp(random() * ln(2000)))::int ELSE '' END,
         now() - i * interval '20 seconds', now() - i * interval '20 seconds', now() - i * interval '20 seconds'
       FROM generate_series(1, $1) i`,
      [POSTS, MEMBERS, WORDS],
    );
    const seedSeconds = (performance.now() - t) / 1000;
    console.log(`seeded in ${seedSeconds.toFixed(1)} s; migrating hashtags and search (backfill)...`);
    t = performance.now();
    await migrateSchema(url, SCHEMA, [...before, ...hashtagMigrations, ...searchMigrations]);
    const backfillSeconds = (performance.now() - t) / 1000;
    // A reader who follows five tags of varied popularity and a few members (so the visibility check has rows).
    const reader = 'cr' + '0'.repeat(23);
    await db.query(`INSERT INTO ${s}.followed_hashtags (user_id, tag) VALUES ($1, 'tag1'), ($1, 'tag7'), ($1, 'tag50'), ($1, 'tag400'), ($1, 'tag1500')`, [reader]);
    await db.query(`INSERT INTO ${s}.follows (follower_id, followee_id) SELECT $1, 'cu' || lpad(g::text, 23, '0') FROM generate_series(1, 100) g`, [reader]);
    await db.query(`INSERT INTO ${s}.privacy_settings (user_id, profile_visibility, follow_lists_visibility, activity_in_feeds, updated_at)
                    SELECT 'cu' || lpad((g * 37)::text, 23, '0'), 'FOLLOWERS', 'EVERYONE', true, now() FROM generate_series(1, 500) g ON CONFLICT DO NOTHING`);
    for (const table of ['posts', 'post_hashtags', 'hashtags', 'post_search', 'followed_hashtags', 'follows', 'privacy_settings'])
      await db.query(`ANALYZE ${s}.${table}`);
    console.log(`backfill in ${backfillSeconds.toFixed(1)} s`);

    const counts = async (sql: string, params: unknown[]) => Number((await db.query(sql, params)).rows[0].n);
    const matches = async (q: string) => counts(`SELECT count(*) AS n FROM ${s}.post_search WHERE document @@ websearch_to_tsquery('english', $1)`, [q]);
    const tagSize = async (tag: string) => counts(`SELECT coalesce((SELECT post_count FROM ${s}.hashtags WHERE name = $1), 0) AS n`, [tag]);
    const ids = (await db.query(`SELECT id FROM ${s}.posts TABLESAMPLE SYSTEM (1) LIMIT 1000`)).rows.map((r) => r.id as string);
    const old = (await db.query(`SELECT published_at AS at, id FROM ${s}.posts ORDER BY published_at DESC OFFSET $1 LIMIT 1`, [Math.floor(POSTS / 2)])).rows[0];

    const run = (query: { sql: string; params: unknown[] }) => {
      let n = 0;
      return { text: query.sql.replace(/\?/g, () => `$${++n}`), values: query.params };
    };
    let pick = 0;
    const cases: { name: string; about: string; make: () => { text: string; values: unknown[] } }[] = [
      {
        name: 'baseline: post by id',
        about: 'SELECT * FROM posts WHERE id = $1',
        make: () => ({ text: `SELECT * FROM ${s}.posts WHERE id = $1`, values: [ids[pick++ % ids.length]] }),
      },
      { name: 'search, rare word', about: `${await matches('w4000')} matches`, make: () => run(searchPostsQuery(SCHEMA, 'w4000', reader, PAGE, 0)) },
      { name: 'search, two words', about: `${await matches('tempo w300')} matches`, make: () => run(searchPostsQuery(SCHEMA, 'tempo w300', reader, PAGE, 0)) },
      { name: 'search, phrase', about: `${await matches('"negative splits"')} matches`, make: () => run(searchPostsQuery(SCHEMA, '"negative splits"', reader, PAGE, 0)) },
      { name: 'search, common word', about: `${await matches('marathon')} matches`, make: () => run(searchPostsQuery(SCHEMA, 'marathon', reader, PAGE, 0)) },
      { name: 'search, most common word', about: `${await matches('run')} matches`, make: () => run(searchPostsQuery(SCHEMA, 'run', reader, PAGE, 0)) },
      { name: 'search, page 5 of a common word', about: 'offset 40', make: () => run(searchPostsQuery(SCHEMA, 'marathon', reader, PAGE, 40)) },
      { name: 'tag page, popular tag', about: `${await tagSize('tag1')} posts`, make: () => run(hashtagPostsQuery(SCHEMA, 'tag1', reader, PAGE)) },
      { name: 'tag page, popular tag, deep', about: 'from the middle of the site', make: () => run(hashtagPostsQuery(SCHEMA, 'tag1', reader, PAGE, old)) },
      { name: 'tag page, rare tag', about: `${await tagSize('tag1500')} posts`, make: () => run(hashtagPostsQuery(SCHEMA, 'tag1500', reader, PAGE)) },
      {
        name: 'tags by prefix',
        about: "'tag1' prefix",
        make: () => ({
          text: `SELECT name, post_count FROM ${s}.hashtags WHERE name LIKE $1 AND post_count > 0 ORDER BY name = $2 DESC, post_count DESC, name LIMIT 10`,
          values: ['tag1%', 'tag1'],
        }),
      },
      {
        name: 'home feed, 5 followed tags',
        about: 'the followed-tags page merged into homeFeed',
        make: () => run(followedTagsQuery(SCHEMA, reader, ['tag1', 'tag7', 'tag50', 'tag400', 'tag1500'], PAGE)),
      },
    ];

    if (values.explain) {
      for (const c of cases) {
        const query = c.make();
        const plan = await db.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, values: query.values });
        console.log(`\n== ${c.name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of cases) {
        const list = times.get(c.name)!;
        for (let i = 0; i < Math.ceil(REQUESTS / ROUNDS); i++) {
          const query = c.make();
          const start = performance.now();
          await db.query(query);
          list.push(performance.now() - start);
        }
      }
    }
    const base = [...times.get(cases[0].name)!].sort((a, b) => a - b);
    const baseP50 = percentile(base, 50);
    const baseP99 = percentile(base, 99);
    const results = cases.map((c) => {
      const sorted = [...times.get(c.name)!].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p99 = percentile(sorted, 99);
      return {
        name: c.name,
        about: c.about,
        p50Ms: +p50.toFixed(2),
        p99Ms: +p99.toFixed(2),
        p50xBaseline: +(p50 / baseP50).toFixed(1),
        p99xBaseline: +(p99 / baseP99).toFixed(1),
      };
    });
    console.log(`\n${POSTS.toLocaleString('en-US')} posts, ${REQUESTS} requests per statement in ${ROUNDS} interleaved rounds (SQL alone, one connection)\n`);
    console.log(['statement'.padEnd(34), 'size'.padEnd(44), 'p50 ms', 'p99 ms', 'p50 x base', 'p99 x base'].join(' | '));
    for (const r of results)
      console.log(
        [
          r.name.padEnd(34),
          r.about.padEnd(44),
          String(r.p50Ms).padStart(6),
          String(r.p99Ms).padStart(6),
          String(r.p50xBaseline).padStart(10),
          String(r.p99xBaseline).padStart(10),
        ].join(' | '),
      );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/social-search.json',
      JSON.stringify(
        {
          posts: POSTS,
          members: MEMBERS,
          requests: REQUESTS,
          rounds: ROUNDS,
          seedSeconds: +seedSeconds.toFixed(1),
          backfillSeconds: +backfillSeconds.toFixed(1),
          results,
        },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`).catch(() => {});
    await db.end();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
