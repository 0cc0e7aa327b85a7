// The dashboard's series added after sign-ups, posts and messages (issue 23 item 2,
// docs/admin.md "Stats"): active members (accounts' record of active days), calls (messaging),
// meals (health) and events (events), each counted by its subgraph, over DAY, WEEK and MONTH
// buckets with rows on both sides of a day's, a week's and a month's edge (UTC); active members
// distinct over a bucket, not a sum of its days; the record written once a member a day as
// accounts sees them signed in; each owning subgraph's own role check; REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, expectOk, members, ok, registerMember, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

const ADMIN_EMAIL = 'admin-series@example.com';
const SERIES = ['signups', 'activeMembers', 'posts', 'messages', 'calls', 'meals', 'events'] as const;
const STATS = `query($from: DateTime, $to: DateTime, $bucket: StatsBucket) {
  adminStats(from: $from, to: $to, bucket: $bucket) { bucket ${SERIES.map((s) => `${s} { start count }`).join(' ')} } }`;

type Point = { start: string; count: number };
let stack: Stack;
let gql: ReturnType<typeof client>;
let api: ReturnType<typeof restClient>;
let admin: Member;
let member: Member;

// A fortnight around the last Monday of March 2025 (the 31st) and the 1st of April: a day's,
// a week's and a month's edge, far from anything the other tests write today.
const RANGE = { from: '2025-03-24T00:00:00.000Z', to: '2025-04-08T00:00:00.000Z' };
const AT = [
  '2025-03-23T23:59:59.999Z', // before the range: never counted
  '2025-03-30T23:59:59.999Z', // Sunday: the week of the 24th, March
  '2025-03-31T00:00:00.000Z', // Monday: the week of the 31st, March
  '2025-03-31T23:59:59.999Z', // still Monday the 31st
  '2025-04-01T00:00:00.000Z', // Tuesday: the week of the 31st, April
  '2025-04-08T00:00:00.000Z', // the range's end, excluded
];

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL, REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
  api = restClient(() => stack);
  admin = await registerMember(stack, { email: ADMIN_EMAIL, name: 'Series Admin' });
  [member] = await members(stack, 1);
  const [other] = await members(stack, 1);
  const conversation = ok(await gql('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: other.user.id }, member.token)).createConversation.id;
  // One statement a table: row i at AT[i].
  const rows = [AT.map((_, i) => String(i)), AT];
  await sql(
    stack,
    `INSERT INTO messaging.calls (id, conversation_id, status, room_id, initiator_id, created_at)
     SELECT 'series-call-' || i, $3, 'ENDED', 'series-room-' || i, $4, at::timestamptz FROM unnest($1::text[], $2::text[]) AS r(i, at)`,
    [...rows, conversation, member.user.id],
  );
  await sql(
    stack,
    `INSERT INTO health.meals (id, owner_id, name, nutrition, quality_score, grade, eaten_at, logged_on, created_at)
     SELECT 'series-meal-' || i, $3, 'Series meal', '{}', 50, 'C', at::timestamptz, at::timestamptz::date, at::timestamptz FROM unnest($1::text[], $2::text[]) AS r(i, at)`,
    [...rows, member.user.id],
  );
  await sql(
    stack,
    `INSERT INTO events.events (id, organiser_id, name, description, location, starts_at, ends_at, timezone, created_at)
     SELECT 'series-event-' || i, $3, 'Series event', '', 'Here', at::timestamptz, at::timestamptz + interval '1 hour', 'UTC', at::timestamptz
       FROM unnest($1::text[], $2::text[]) AS r(i, at)`,
    [...rows, member.user.id],
  );
  // Active days: A on four days across both edges, B on two, C once before the range and once
  // in its last week. Ids only: the record needs no member row.
  const days: [string, string][] = [
    ['series-a', '2025-03-30'],
    ['series-a', '2025-03-31'],
    ['series-a', '2025-04-01'],
    ['series-a', '2025-04-02'],
    ['series-b', '2025-03-31'],
    ['series-b', '2025-04-01'],
    ['series-c', '2025-03-23'],
    ['series-c', '2025-04-07'],
  ];
  await sql(stack, 'INSERT INTO accounts.active_days (member_id, day) SELECT m, d::date FROM unnest($1::text[], $2::text[]) AS r(m, d)', [
    days.map(([m]) => m),
    days.map(([, d]) => d),
  ]);
  // Their weeks and months, as accounts writes them beside each day (activity/active-days.ts).
  await sql(
    stack,
    `INSERT INTO accounts.active_weeks SELECT DISTINCT member_id, date_trunc('week', day::timestamp)::date FROM accounts.active_days WHERE member_id LIKE 'series-%'`,
  );
  await sql(
    stack,
    `INSERT INTO accounts.active_months SELECT DISTINCT member_id, date_trunc('month', day::timestamp)::date FROM accounts.active_days WHERE member_id LIKE 'series-%'`,
  );
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const stats = async (bucket: string, range: { from: string; to: string } = RANGE) => ok(await gql(STATS, { ...range, bucket }, admin.token)).adminStats;
/** Only the buckets with something in them, as start → count. */
const nonZero = (series: Point[]) => Object.fromEntries(series.filter((p) => p.count > 0).map((p) => [p.start, p.count]));

describe('calls, meals and events', () => {
  it('count the rows a day, a week from Monday and a month from the 1st (UTC), each edge on its side, every bucket present', async () => {
    const day = await stats('DAY');
    expect(day.calls).toHaveLength(15);
    const week = await stats('WEEK');
    expect(week.calls.map((p: Point) => p.start)).toEqual(['2025-03-24', '2025-03-31', '2025-04-07']);
    const month = await stats('MONTH');
    expect(month.calls.map((p: Point) => p.start)).toEqual(['2025-03-01', '2025-04-01']);
    for (const series of ['calls', 'meals', 'events']) {
      expect(nonZero(day[series]), series).toEqual({ '2025-03-30': 1, '2025-03-31': 2, '2025-04-01': 1 });
      expect(nonZero(week[series]), series).toEqual({ '2025-03-24': 1, '2025-03-31': 3 });
      expect(nonZero(month[series]), series).toEqual({ '2025-03-01': 3, '2025-04-01': 1 });
    }
  });

  it('count what the product writes: a call started, a meal logged and an event created today', async () => {
    const now = stack.clock.now();
    const today = { from: new Date(now.getTime() - 86_400_000).toISOString(), to: new Date(now.getTime() + 86_400_000).toISOString() };
    const total = (series: Point[]) => series.reduce((n, p) => n + p.count, 0);
    const before = await stats('DAY', today);
    const [caller, callee] = await members(stack, 2);
    ok(await gql('mutation($r: ID!) { createCall(input: { recipientId: $r, video: false }) { id } }', { r: callee.user.id }, caller.token));
    ok(
      await gql('mutation($input: LogMealInput!) { logMeal(input: $input) { id } }', { input: { name: 'Porridge', foods: [{ name: 'oats', grams: 80 }] } }, caller.token),
    );
    const starts = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    const ends = new Date(now.getTime() + 7 * 86_400_000 + 3_600_000).toISOString();
    ok(
      await gql(
        'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
        { input: { name: 'Series meetup', description: 'Counted', location: 'Here', startDate: starts, endDate: ends } },
        caller.token,
      ),
    );
    const after = await stats('DAY', today);
    for (const series of ['calls', 'meals', 'events']) expect(total(after[series]) - total(before[series]), series).toBe(1);
  });
});

describe('active members', () => {
  it('are distinct members over each bucket, not the sum of its days', async () => {
    expect(nonZero((await stats('DAY')).activeMembers)).toEqual({ '2025-03-30': 1, '2025-03-31': 2, '2025-04-01': 2, '2025-04-02': 1, '2025-04-07': 1 });
    // The week of the 31st: A and B (their days add up to 5).
    expect(nonZero((await stats('WEEK')).activeMembers)).toEqual({ '2025-03-24': 1, '2025-03-31': 2, '2025-04-07': 1 });
    // April: A, B and C (their days add up to 4). A bucket counts whole: March holds C's 23rd,
    // before the range but in a month it touches.
    expect(nonZero((await stats('MONTH')).activeMembers)).toEqual({ '2025-03-01': 3, '2025-04-01': 3 });
    // A range starting and ending mid-day counts the days it touches.
    expect(nonZero((await stats('DAY', { from: '2025-03-31T12:00:00Z', to: '2025-04-01T12:00:00Z' })).activeMembers)).toEqual({ '2025-03-31': 2, '2025-04-01': 2 });
  });

  it('are recorded once a member a day, week and month (UTC, the stack clock) as accounts sees them signed in', async () => {
    const [active] = await members(stack, 1);
    const daysOf = async () =>
      (await sql<{ day: string }>(stack, `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM accounts.active_days WHERE member_id = $1 ORDER BY day`, [active.user.id])).map(
        (r) => r.day,
      );
    const today = stack.clock.now().toISOString().slice(0, 10);
    for (let i = 0; i < 3; i++) ok(await gql('{ me { id } }', {}, active.token));
    expect(await daysOf()).toEqual([today]);
    // Anonymous requests and bad tokens record nothing.
    const [count] = await sql<{ n: number }>(stack, 'SELECT count(*)::int AS n FROM accounts.active_days');
    await gql('{ me { id } }', {}, 'not-a-token');
    expect((await sql<{ n: number }>(stack, 'SELECT count(*)::int AS n FROM accounts.active_days'))[0]).toEqual(count);

    // The next UTC day by the stack's clock: one more row, and still one.
    stack.clock.advance(86_400_000);
    const tomorrow = stack.clock.now().toISOString().slice(0, 10);
    for (let i = 0; i < 2; i++) ok(await gql('{ me { id } }', {}, active.token));
    expect(await daysOf()).toEqual([today, tomorrow]);
    // Its week and month rows: one each, whatever the days.
    const monday = (day: string) => {
      const d = new Date(`${day}T00:00:00Z`);
      return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    };
    const weeks = await sql<{ week: string }>(stack, `SELECT to_char(week, 'YYYY-MM-DD') AS week FROM accounts.active_weeks WHERE member_id = $1 ORDER BY 1`, [
      active.user.id,
    ]);
    expect(weeks.map((r) => r.week)).toEqual([...new Set([monday(today), monday(tomorrow)])]);
    const months = await sql<{ month: string }>(stack, `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM accounts.active_months WHERE member_id = $1 ORDER BY 1`, [
      active.user.id,
    ]);
    expect(months.map((r) => r.month)).toEqual([...new Set([today, tomorrow].map((d) => `${d.slice(0, 8)}01`))]);
    const week = ok(
      await gql(STATS, { from: `${today}T00:00:00Z`, to: new Date(stack.clock.now().getTime() + 60_000).toISOString(), bucket: 'MONTH' }, admin.token),
    ).adminStats;
    expect(week.activeMembers.reduce((n: number, p: Point) => n + p.count, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('who may', () => {
  it('refuses each series to a member at the subgraph owning it, and answers over REST', async () => {
    const range = { from: RANGE.from, to: RANGE.to };
    for (const field of ['callsByDay', 'mealsByDay', 'eventsByDay']) {
      expectError(await gql(`query($from: DateTime!, $to: DateTime!) { ${field}(from: $from, to: $to) { day } }`, range, member.token), 'FORBIDDEN', 'Admins only');
      expectError(await gql(`query($from: DateTime!, $to: DateTime!) { ${field}(from: $from, to: $to) { day } }`, range), 'UNAUTHENTICATED');
    }
    expectError(
      await gql('query($from: DateTime!, $to: DateTime!) { activeMembersByDay(from: $from, to: $to, bucket: WEEK) { day } }', range, member.token),
      'FORBIDDEN',
      'Admins only',
    );
    // The owning subgraphs keep the range rules too.
    expectError(
      await gql('query($from: DateTime!, $to: DateTime!) { mealsByDay(from: $from, to: $to) { day } }', { from: RANGE.to, to: RANGE.from }, admin.token),
      'BAD_USER_INPUT',
      'from must be before to',
    );
    const rest = expectOk(await api('GET', `/admin/stats?from=${RANGE.from}&to=${RANGE.to}&bucket=month`, { token: admin.token }));
    const month = await stats('MONTH');
    for (const series of SERIES) expect(rest[series], series).toEqual(month[series]);
  });
});
