// Do the food diary and the wearable charts stay fast with a big health database? A year of
// daily wearable records and meals for 10,000 members and a month of minute heart rate for
// 100 of them, seeded by SQL, then the web app's health queries asked through the gateway for
// a member with all of that (a year of days, a month of minute heart rate) and, interleaved in
// the same run, for a baseline member with one week of data: p50/p99 of each, the ratio to the
// baseline, and the SQL each request costs.
//
//   npm run bench:health                                        # the full size, 300 requests per query
//   npm run bench:health -- --members 500 --hr-members 5 --requests 60   # a smoke run
//
// Seeded members exist only as ids in health's tables (health needs no accounts row); the
// two measured members are registered for real so their tokens are real. Everyone has one
// device (oura) and one meal a day (`--meals-per-day`), so the tables hold members x 365 rows
// each; minute heart rate covers the last 30 days of the first `--hr-members` members (the
// measured one included): 100 x 43,200 = 4.3 million samples at the full size.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { recordSql, registerMember, schemaOf, startStack, type Stack } from '@pulse/dev-env';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    'hr-members': { type: 'string', default: '100' },
    'meals-per-day': { type: 'string', default: '1' },
    requests: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
  },
});
const int = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${values[name]}"`);
  return n;
};
const MEMBERS = int('members');
const HR_MEMBERS = Math.min(int('hr-members'), MEMBERS);
const MEALS_PER_DAY = int('meals-per-day');
const REQUESTS = int('requests');
const ROUNDS = int('rounds');
const DAYS = 365;
const HR_DAYS = 30;

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

let embedded: EmbeddedServer | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
}

const stack: Stack = await startStack({ env: { LOG_LEVEL: 'error', REGISTER_LIMIT_PER_IP: '100000' } });
try {
  const [heavy, baseline] = [await registerMember(stack), await registerMember(stack)];
  const db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
  db.on('error', () => {});
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '256MB'`);
  const seeded: Record<string, number> = {};
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await db.query(sql, params);
    seeded[name] = (seeded[name] ?? 0) + (performance.now() - t0);
  };

  // Member index -> id: the measured member is index 0 (a year, a month of minute heart rate),
  // the baseline is kept apart (a week); the rest are synthetic ids.
  await step('members', `CREATE TEMP TABLE bench_members (idx int PRIMARY KEY, id text NOT NULL)`);
  await step('members', `INSERT INTO bench_members SELECT n, CASE WHEN n = 0 THEN $2 ELSE 'cm' || lpad(n::text, 23, '0') END FROM generate_series(0, $1 - 1) n`, [
    MEMBERS,
    heavy.user.id,
  ]);

  console.log(`seeding ${(MEMBERS * DAYS).toLocaleString('en')} wearable days...`);
  // Realistic spreads from a hash of (member, day): the planner sees varied values, not constants.
  const wearableDays = (members: string, days: number) => `
    INSERT INTO health.wearable_days (owner_id, provider, day, steps, calories, distance_km, active_minutes, heart_rate,
                                      resting_heart_rate, blood_oxygen, sleep_score, sleep_minutes, readiness_score, hrv_ms, last_updated)
    SELECT m.id, 'oura', current_date - d,
           4000 + h % 9000, 1800 + h % 900, round(((4000 + h % 9000) * 0.0007)::numeric, 2), 20 + h % 70, 60 + h % 30,
           50 + h % 15, 95 + (h % 40) / 10.0, 60 + h % 35, 360 + h % 150, 55 + h % 40, 30 + h % 60, now()
    FROM ${members} m CROSS JOIN generate_series(0, ${days - 1}) d
    CROSS JOIN LATERAL (SELECT abs(hashtext(m.id || d::text)) AS h) x`;
  await step('wearable days', wearableDays('bench_members', DAYS));
  await step('wearable days', wearableDays(`(SELECT $1::text AS id)`, 7), [baseline.user.id]);

  console.log(`seeding ${(MEMBERS * DAYS * MEALS_PER_DAY).toLocaleString('en')} meals...`);
  const meals = (members: string, days: number) => `
    INSERT INTO health.meals (id, owner_id, name, description, foods, nutrition, quality_score, grade, eaten_at, logged_on)
    SELECT 'cb' || substr(md5(m.id || d || '/' || k), 1, 23), m.id, 'Meal ' || k, 'Seeded meal', '[]',
           jsonb_build_object('calories', 400 + h % 500, 'protein', 15 + h % 30, 'carbs', 30 + h % 60, 'fats', 10 + h % 25,
                              'fiber', 3 + h % 8, 'sugar', 5 + h % 20, 'saturatedFat', 2 + h % 8, 'servingSize', '1 serving'),
           50 + h % 50, (ARRAY['A','B','C','D','F'])[1 + h % 5], (current_date - d) + make_interval(hours => 8 + 5 * k), current_date - d
    FROM ${members} m CROSS JOIN generate_series(0, ${days - 1}) d CROSS JOIN generate_series(0, ${MEALS_PER_DAY - 1}) k
    CROSS JOIN LATERAL (SELECT abs(hashtext(m.id || d::text || k::text)) AS h) x`;
  await step('meals', meals('bench_members', DAYS));
  await step('meals', meals(`(SELECT $1::text AS id)`, 7), [baseline.user.id]);

  console.log(`seeding ${(HR_MEMBERS * HR_DAYS * 1440).toLocaleString('en')} minute heart-rate samples...`);
  const samples = (members: string, days: number) => `
    INSERT INTO health.heart_rate_samples (owner_id, provider, at, bpm)
    SELECT m.id, 'oura', date_trunc('minute', now()) - make_interval(mins => i), 55 + abs(hashtext(m.id || i::text)) % 60
    FROM ${members} m CROSS JOIN generate_series(0, ${days * 1440 - 1}) i`;
  await step('heart rate', samples(`(SELECT id FROM bench_members WHERE idx < $1)`, HR_DAYS), [HR_MEMBERS]);
  await step('heart rate', samples(`(SELECT $1::text AS id)`, 7), [baseline.user.id]);
  await step('analyze', `ANALYZE health.wearable_days, health.meals, health.heart_rate_samples`);
  const sizes = (
    await db.query(
      `SELECT relname, n_live_tup::bigint AS rows FROM pg_stat_user_tables WHERE schemaname = 'health' AND relname IN ('wearable_days', 'meals', 'heart_rate_samples')`,
    )
  ).rows;
  await db.end();
  console.log(
    `seeded in ${(Object.values(seeded).reduce((a, b) => a + b, 0) / 1000).toFixed(0)} s: ${sizes.map((r) => `${r.relname} ${Number(r.rows).toLocaleString('en')}`).join(', ')}`,
  );

  // The web app's health queries (its cards ask these selections).
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const queries = [
    {
      name: 'foodDiary (today)',
      query: `query($date: String!) { foodDiary(date: $date, timezone: "UTC") { date meals { id name nutrition { calories protein carbs fats } } totals { calories protein carbs fats } } }`,
      variables: { date: today },
    },
    {
      name: 'wearableData (30 days)',
      query: `query($q: WearableDataQuery) { wearableData(query: $q) { day steps calories distanceKm activeMinutes heartRate bloodOxygen sleepScore readinessScore } }`,
      variables: { q: { provider: 'OURA', from: daysAgo(29), to: today } },
    },
    {
      name: 'wearableData (365 days)',
      query: `query($q: WearableDataQuery) { wearableData(query: $q) { day steps calories distanceKm activeMinutes heartRate bloodOxygen sleepScore readinessScore } }`,
      variables: { q: { provider: 'OURA', from: daysAgo(364), to: today } },
    },
    {
      name: 'heartRate (1 day of minutes)',
      query: `query($from: DateTime, $to: DateTime) { heartRate(provider: OURA, from: $from, to: $to) { at bpm } }`,
      variables: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() },
    },
  ];
  interface Target {
    name: string;
    member: 'year' | 'week';
    token: string;
    query: (typeof queries)[number];
    times: number[];
    sql: number[];
    rows: number;
    bySchema: Record<string, number>;
  }
  const targets: Target[] = queries.flatMap((q) =>
    (['year', 'week'] as const).map((member) => ({
      name: q.name,
      member,
      token: member === 'year' ? heavy.token : baseline.token,
      query: q,
      times: [],
      sql: [],
      rows: 0,
      bySchema: {},
    })),
  );

  const ask = async (t: Target, record: boolean) => {
    const recorder = recordSql();
    const t0 = performance.now();
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
      body: JSON.stringify({ query: t.query.query, variables: t.query.variables }),
    });
    const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    const ms = performance.now() - t0;
    const statements = recorder.stop();
    if (json.errors?.length || !json.data) throw new Error(`${t.name} (${t.member}): ${JSON.stringify(json.errors ?? json).slice(0, 500)}`);
    const answer = Object.values(json.data)[0] as unknown[] | { meals: unknown[] };
    const rows = Array.isArray(answer) ? answer.length : answer.meals.length;
    if (rows === 0) throw new Error(`${t.name} (${t.member}): an empty answer; the seed did not reach this query`);
    if (!record) return;
    t.rows = rows;
    t.times.push(ms);
    t.sql.push(statements.length);
    for (const sql of statements) t.bySchema[schemaOf(sql)] = (t.bySchema[schemaOf(sql)] ?? 0) + 1;
  };

  for (const t of targets) for (let i = 0; i < 20; i++) await ask(t, false);
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  // Interleaved: every query for both members in each round, so drift hits them alike.
  for (let round = 0; round < ROUNDS; round++) for (const t of targets) for (let i = 0; i < perRound; i++) await ask(t, true);

  const summary = targets.map((t) => ({
    name: t.name,
    member: t.member,
    rows: t.rows,
    requests: t.times.length,
    p50: pct(t.times, 0.5),
    p99: pct(t.times, 0.99),
    sqlMedian: pct(t.sql, 0.5),
  }));
  console.log(`\n${MEMBERS.toLocaleString('en')} members x ${DAYS} days; ${ROUNDS} interleaved rounds, ${summary[0].requests} requests per query and member`);
  console.log(
    `${'query'.padEnd(30)} ${'member'.padEnd(7)} ${'rows'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'SQL'.padStart(4)}  vs week (p50, p99)`,
  );
  const ratios: Record<string, { p50: number; p99: number }> = {};
  for (const s of summary) {
    const base = summary.find((b) => b.name === s.name && b.member === 'week')!;
    const ratio = { p50: s.p50 / base.p50, p99: s.p99 / base.p99 };
    if (s.member === 'year') ratios[s.name] = ratio;
    console.log(
      `${s.name.padEnd(30)} ${s.member.padEnd(7)} ${String(s.rows).padStart(6)} ${s.p50.toFixed(2).padStart(8)} ${s.p99.toFixed(2).padStart(8)} ${String(s.sqlMedian).padStart(4)}  ${s.member === 'year' ? `${ratio.p50.toFixed(2)}x, ${ratio.p99.toFixed(2)}x` : 'baseline'}`,
    );
  }
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/health-data.json', import.meta.url),
    JSON.stringify(
      { at: new Date().toISOString(), seed: { members: MEMBERS, hrMembers: HR_MEMBERS, mealsPerDay: MEALS_PER_DAY, days: DAYS, tables: sizes }, summary, ratios },
      null,
      2,
    ) + '\n',
  );
} finally {
  await stack.stop();
  await embedded?.stop();
}
