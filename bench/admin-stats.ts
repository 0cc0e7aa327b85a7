// Is the admin dashboard's stats page cheap at a million posts? (issue 23 item 2, docs/admin.md
// "Stats"). A fresh stack is filled by SQL (generate_series) with 1,000,000 posts over a year
// and proportional rows of every other series: sign-ups (a tenth: 100,000 members), messages
// (twice the posts), calls (a twentieth), meals (a quarter), events (a hundredth) and active
// days (each member on about one day in ten). Then `adminStats` over that year, by DAY, WEEK
// and MONTH, is asked through the gateway as an admin, and each is reported as a ratio to a
// baseline measured in the same run, interleaved: `adminStats` over one empty day (the same
// seven calls to five subgraphs, nothing to count). Each series' count is EXPLAINed (ANALYZE)
// with the statement countByDay runs: a range of the subgraph's daily_counts rollup (a row per
// series, day and writer slot), not the source rows. The seeding bypasses triggers (replica
// mode, for speed), so the rollups are then rebuilt with the statement each migration's backfill
// runs (kit's dailyCountsBackfillSql); `rollups` in the result times that.
//
//   npm run bench:admin-stats                              # the full size
//   npm run bench:admin-stats -- --posts 50000 --rounds 3  # a smoke run
//
// Writes bench/results/admin-stats.json. A ratio, not a time, is the result: times depend on
// the machine; the ratio says what counting a year costs beyond the calls themselves.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import { countByDaySql, dailyCountsBackfillSql, dailyCountsDriftSql, type CountByDayOptions } from '../subgraphs/kit/src/day-counts.js';
import { SIGNUPS_COUNT } from '../subgraphs/accounts/src/users/operations/signups-by-day.js';
import { ACTIVE_MEMBERS_COUNT } from '../subgraphs/accounts/src/activity/operations/active-members-by-day.js';
import { POSTS_COUNT } from '../subgraphs/social/src/posts/operations/posts-by-day.js';
import { MESSAGES_COUNT } from '../subgraphs/messaging/src/conversations/operations/messages-by-day.js';
import { CALLS_COUNT } from '../subgraphs/messaging/src/calls/operations/calls-by-day.js';
import { MEALS_COUNT } from '../subgraphs/health/src/meals/operations/meals-by-day.js';
import { EVENTS_COUNT } from '../subgraphs/events/src/events/operations/events-by-day.js';
import { benchDatabase } from './bench-database.js';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '1000000' }, rounds: { type: 'string', default: '7' } } });
const POSTS = Number(values.posts);
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(POSTS) || POSTS < 1000) throw new Error(`--posts must be an integer of at least 1000, got "${values.posts}"`);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds must be a positive integer, got "${values.rounds}"`);
const MEMBERS = Math.floor(POSTS / 10);
const DAYS = 365;
const DAY_MS = 86_400_000;

const ADMIN_EMAIL = 'bench-admin@example.com';
const STATS = `query($from: DateTime, $to: DateTime, $bucket: StatsBucket) {
  adminStats(from: $from, to: $to, bucket: $bucket) { bucket signups { count } activeMembers { count } posts { count } messages { count } calls { count } meals { count } events { count } } }`;

const stopDatabase = await benchDatabase();
const stack: Stack = await startStack({ env: { LOG_LEVEL: 'error', ADMIN_EMAILS: ADMIN_EMAIL } });
try {
  const admin = await registerMember(stack, { email: ADMIN_EMAIL, name: 'Bench Admin' });
  const db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
  db.on('error', () => {});
  // Seeding only: rows consistent by construction; no per-row foreign-key triggers, no WAL wait.
  await db.query(`SET session_replication_role = replica`);
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '256MB'`);

  // The year ends an hour ago; row n of N is at n/N of it.
  const end = new Date(Math.floor((Date.now() - 3_600_000) / 3_600_000) * 3_600_000);
  const start = new Date(end.getTime() - DAYS * DAY_MS);
  const at = (rows: string) => `$1::timestamptz + (n::float8 / (${rows})) * interval '${DAYS} days'`;
  const seeds: [string, string][] = [
    [
      'members',
      `INSERT INTO accounts.users (id, email, username, name, password_hash, created_at, updated_at)
       SELECT 'bu' || n, 'bench' || n || '@example.com', 'bench_' || n, 'Bench ' || n, 'x', ${at('$2')}, ${at('$2')} FROM generate_series(1, $2) n`,
    ],
    [
      'active days',
      `INSERT INTO accounts.active_days (member_id, day)
       SELECT 'bu' || m, ($1::timestamptz + d * interval '1 day')::date FROM generate_series(1, $2) m, generate_series(0, ${DAYS - 1}) d
        WHERE (m + d) % 10 = 0`,
    ],
    // The weeks and months of those days, as recordActive writes them beside each day.
    [
      'active weeks',
      `INSERT INTO accounts.active_weeks SELECT DISTINCT member_id, date_trunc('week', day::timestamp)::date FROM accounts.active_days WHERE $1::timestamptz IS NOT NULL AND $2::int IS NOT NULL`,
    ],
    [
      'active months',
      `INSERT INTO accounts.active_months SELECT DISTINCT member_id, date_trunc('month', day::timestamp)::date FROM accounts.active_days WHERE $1::timestamptz IS NOT NULL AND $2::int IS NOT NULL`,
    ],
    [
      'posts',
      `INSERT INTO social.posts (id, user_id, type, status, content, created_at, updated_at, published_at)
       SELECT 'bp' || n, 'bu' || (n % $2 + 1), CASE WHEN n % 20 = 0 THEN 'REPLY' ELSE 'POST' END, 'POSTED', 'Post ' || n, ${at('$3')}, ${at('$3')}, ${at('$3')}
         FROM generate_series(1, $3) n`,
    ],
    ['conversations', `INSERT INTO messaging.conversations (id, created_at, updated_at) SELECT 'bc' || n, $1, $1 FROM generate_series(1, $2 / 10) n`],
    [
      'messages',
      `INSERT INTO messaging.messages (id, conversation_id, sender_id, body, created_at)
       SELECT 'bm' || n, 'bc' || (n % ($2 / 10) + 1), 'bu' || (n % $2 + 1), 'Message ' || n, ${at('$3 * 2')} FROM generate_series(1, $3 * 2) n`,
    ],
    [
      'calls',
      `INSERT INTO messaging.calls (id, conversation_id, status, room_id, initiator_id, created_at)
       SELECT 'bk' || n, 'bc' || (n % ($2 / 10) + 1), 'ENDED', 'room-' || n, 'bu' || (n % $2 + 1), ${at('($3 / 20)')} FROM generate_series(1, $3 / 20) n`,
    ],
    [
      'meals',
      `INSERT INTO health.meals (id, owner_id, name, nutrition, quality_score, grade, eaten_at, logged_on, created_at)
       SELECT 'bf' || n, 'bu' || (n % $2 + 1), 'Meal ' || n, '{}', 50, 'C', ${at('($3 / 4)')}, (${at('($3 / 4)')})::date, ${at('($3 / 4)')}
         FROM generate_series(1, $3 / 4) n`,
    ],
    [
      'events',
      `INSERT INTO events.events (id, organiser_id, name, description, location, starts_at, ends_at, timezone, created_at)
       SELECT 'be' || n, 'bu' || (n % $2 + 1), 'Event ' || n, '', 'Here', ${at('($3 / 100)')} + interval '7 days', ${at('($3 / 100)')} + interval '8 days', 'UTC', ${at('($3 / 100)')}
         FROM generate_series(1, $3 / 100) n`,
    ],
  ];
  const seeded: Record<string, { rows: number; seconds: number }> = {};
  for (const [name, sql] of seeds) {
    const t0 = performance.now();
    // $1 the year's start, $2 the members, $3 the posts (when the statement reads it).
    const result = await db.query(sql, sql.includes('$3') ? [start, MEMBERS, POSTS] : [start, MEMBERS]);
    seeded[name] = { rows: result.rowCount ?? 0, seconds: Number(((performance.now() - t0) / 1000).toFixed(1)) };
    console.log(`seeded ${name}: ${seeded[name].rows.toLocaleString('en')} rows in ${seeded[name].seconds} s`);
  }
  await db.query('SET session_replication_role = DEFAULT');
  for (const table of [
    'accounts.users',
    'accounts.active_days',
    'accounts.active_weeks',
    'accounts.active_months',
    'social.posts',
    'messaging.messages',
    'messaging.calls',
    'health.meals',
    'events.events',
  ]) {
    await db.query(`VACUUM ANALYZE ${table}`);
  }

  const series: [string, string, CountByDayOptions][] = [
    ['signups', 'accounts', SIGNUPS_COUNT],
    ['activeMembers', 'accounts', ACTIVE_MEMBERS_COUNT.DAY],
    ['posts', 'social', POSTS_COUNT],
    ['messages', 'messaging', MESSAGES_COUNT],
    ['calls', 'messaging', CALLS_COUNT],
    ['meals', 'health', MEALS_COUNT],
    ['events', 'events', EVENTS_COUNT],
  ];
  // The rows went in behind the triggers: count them into the rollups as a migration's backfill
  // does, then check each against its rows (a wrong rollup would make the timings meaningless).
  const rollups: Record<string, { seconds: number }> = {};
  const rolled: [string, CountByDayOptions][] = [
    ...series.map(([, schema, options]): [string, CountByDayOptions] => [schema, options]),
    ['accounts', ACTIVE_MEMBERS_COUNT.WEEK],
    ['accounts', ACTIVE_MEMBERS_COUNT.MONTH],
  ];
  for (const [schema, options] of rolled) {
    const t0 = performance.now();
    for (const sql of dailyCountsBackfillSql(schema, options)) await db.query(sql);
    rollups[options.series] = { seconds: Number(((performance.now() - t0) / 1000).toFixed(1)) };
    const drift = (await db.query(dailyCountsDriftSql(schema, options))).rows;
    if (drift.length) throw new Error(`the ${options.series} rollup differs from its rows: ${JSON.stringify(drift.slice(0, 3))}`);
    console.log(`rolled up ${options.series} in ${rollups[options.series].seconds} s`);
  }
  for (const schema of ['accounts', 'social', 'messaging', 'health', 'events']) await db.query(`VACUUM ANALYZE ${schema}.daily_counts`);

  // The plans: each series' statement as countByDay runs it, over the dashboard's default view
  // (the last 30 days by day) and over the whole year by week: a range of the rollup either way.
  const views: [string, Date, Date, 'DAY' | 'WEEK'][] = [
    ['30 days by day', new Date(end.getTime() - 30 * DAY_MS), end, 'DAY'],
    ['the year by week', start, end, 'WEEK'],
  ];
  const plans: Record<string, { scan: string; ms: number; plan: string[] }> = {};
  for (const [view, from, to, bucket] of views) {
    console.log(`\nEXPLAIN ANALYZE, ${view}:`);
    for (const [name, schema, options] of series) {
      // Active members by week are counted on their weekly table.
      const { sql, params } = countByDaySql(schema, options === ACTIVE_MEMBERS_COUNT.DAY ? ACTIVE_MEMBERS_COUNT[bucket] : { ...options, bucket }, from, to);
      let i = 0;
      const text = sql.replace(/\?/g, () => `$${++i}`);
      const rows = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params)).rows.map((r: Record<string, string>) => r['QUERY PLAN']);
      const scan =
        rows
          .find((line) => / Scan (on|using) /.test(line))
          ?.replace(/^[\s->]+/, '')
          .replace(/\s+\(cost.*$/, '') ?? '?';
      const ms = Number(/Execution Time: ([\d.]+)/.exec(rows.join('\n'))?.[1] ?? NaN);
      plans[`${name}, ${view}`] = { scan, ms, plan: rows };
      console.log(`  ${name.padEnd(14)} ${ms.toFixed(1).padStart(8)} ms  ${scan}`);
    }
  }
  await db.end();

  // The timings, interleaved: the baseline, then each bucket over the year, ROUNDS times.
  const ask = async (variables: Record<string, unknown>) => {
    const t0 = performance.now();
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: STATS, variables }),
    });
    const body = (await res.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(`adminStats failed: ${JSON.stringify(body.errors)}`);
    return performance.now() - t0;
  };
  const empty = { from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z', bucket: 'DAY' };
  const year = (bucket: string) => ({ from: start.toISOString(), to: end.toISOString(), bucket });
  const times: Record<string, number[]> = { baseline: [], DAY: [], WEEK: [], MONTH: [] };
  await ask(empty);
  await ask(year('DAY'));
  for (let r = 0; r < ROUNDS; r++) {
    times.baseline.push(await ask(empty));
    for (const bucket of ['DAY', 'WEEK', 'MONTH']) times[bucket].push(await ask(year(bucket)));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const base = median(times.baseline);
  const summary = Object.fromEntries(
    Object.entries(times).map(([k, xs]) => [k, { medianMs: Number(median(xs).toFixed(1)), ratio: Number((median(xs) / base).toFixed(2)) }]),
  );
  console.log(`\nadminStats over ${DAYS} days (${POSTS.toLocaleString('en')} posts), median of ${ROUNDS}, as a ratio to the empty-range baseline:`);
  for (const [k, v] of Object.entries(summary)) console.log(`  ${k.padEnd(8)} ${String(v.ratio).padStart(6)} x   (${v.medianMs} ms)`);

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/admin-stats.json',
    JSON.stringify({ posts: POSTS, members: MEMBERS, days: DAYS, rounds: ROUNDS, seeded, rollups, timings: summary, plans }, null, 2) + '\n',
  );
} finally {
  await stack.stop();
  await stopDatabase();
}
