// The stats rollups on the real tables (issue 23 item 2, docs/admin.md "Stats"): each owning
// subgraph's `daily_counts`, kept by triggers on its table, equals a direct count of that table's
// rows, stated here on its own (what each series counts), after single and bulk inserts, rows
// starting and stopping to qualify (a draft or a held post published, a post held or deleted), a
// time moved across a day's edge, deletes and a conversation deleted with its messages and
// calls; and each subgraph's real rollup migration, run over rows already there, counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { client, loadSubgraph, members, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

const ADMIN_EMAIL = 'admin-rollup@example.com';

/** Each series: where its rollup is, and the direct count of its source rows a day (UTC). */
const SERIES: { series: string; schema: string; table: string; day: string; where: string }[] = [
  { series: 'signups', schema: 'accounts', table: 'users', day: `(created_at AT TIME ZONE 'UTC')::date`, where: 'true' },
  { series: 'active_days', schema: 'accounts', table: 'active_days', day: 'day', where: 'true' },
  { series: 'active_weeks', schema: 'accounts', table: 'active_weeks', day: 'week', where: 'true' },
  { series: 'active_months', schema: 'accounts', table: 'active_months', day: 'month', where: 'true' },
  {
    series: 'posts',
    schema: 'social',
    table: 'posts',
    day: `(published_at AT TIME ZONE 'UTC')::date`,
    where: `status = 'POSTED' AND type <> 'REPLY' AND published_at IS NOT NULL`,
  },
  { series: 'messages', schema: 'messaging', table: 'messages', day: `(created_at AT TIME ZONE 'UTC')::date`, where: 'true' },
  { series: 'calls', schema: 'messaging', table: 'calls', day: `(created_at AT TIME ZONE 'UTC')::date`, where: 'true' },
  { series: 'meals', schema: 'health', table: 'meals', day: `(created_at AT TIME ZONE 'UTC')::date`, where: 'true' },
  { series: 'events', schema: 'events', table: 'events', day: `(created_at AT TIME ZONE 'UTC')::date`, where: 'true' },
];

let stack: Stack;
let member: Member;
let other: Member;
let conversation: string;

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL, REGISTER_LIMIT_PER_IP: '1000' } });
  await registerMember(stack, { email: ADMIN_EMAIL, name: 'Rollup Admin' });
  [member, other] = await members(stack, 2);
  conversation = ok(await client(stack)('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: other.user.id }, member.token)).createConversation.id;
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

type Day = { day: string; rows: number; rollup: number };
/** Per day: the direct count and the rollup's, for the days where either has something. */
async function compare(s: (typeof SERIES)[number]): Promise<Day[]> {
  return sql<Day>(
    stack,
    `SELECT coalesce(d.day, r.day)::text AS day, coalesce(d.n, 0)::int AS rows, coalesce(r.n, 0)::int AS rollup
       FROM (SELECT ${s.day} AS day, count(*) AS n FROM ${s.schema}.${s.table} WHERE ${s.where} GROUP BY 1) d
       FULL JOIN (SELECT day, sum(count) AS n FROM ${s.schema}.daily_counts WHERE series = $1 GROUP BY day HAVING sum(count) <> 0) r ON r.day = d.day
      ORDER BY 1`,
    [s.series],
  );
}
async function expectEqual(series: string) {
  const s = SERIES.find((x) => x.series === series)!;
  const days = await compare(s);
  expect(
    days.filter((d) => d.rows !== d.rollup),
    series,
  ).toEqual([]);
  return Object.fromEntries(days.map((d) => [d.day, d.rows]));
}

describe('each rollup equals a direct count of its rows', () => {
  it('posts: inserted, in bulk, drafts and held posts published, posts held, replies, moved and deleted', async () => {
    const insert = (rows: [string, string, string, string | null][]) =>
      sql(
        stack,
        `INSERT INTO social.posts (id, user_id, type, status, content, created_at, updated_at, published_at)
         SELECT id, $5, type, status, 'Rollup post', now(), now(), at::timestamptz FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS r(id, type, status, at)`,
        [...[0, 1, 2, 3].map((c) => rows.map((r) => r[c])), member.user.id],
      );
    await insert([
      ['rp-1', 'POST', 'POSTED', '2025-03-30T23:59:59.999Z'],
      ['rp-2', 'POST', 'POSTED', '2025-03-31T00:00:00.000Z'],
      ['rp-3', 'REPLY', 'POSTED', '2025-03-31T01:00:00.000Z'],
      ['rp-4', 'POST', 'DRAFT', null],
      ['rp-5', 'POLL', 'HELD', null],
    ]);
    expect(await expectEqual('posts')).toMatchObject({ '2025-03-30': 1, '2025-03-31': 1 });
    await sql(
      stack,
      `INSERT INTO social.posts (id, user_id, type, status, content, created_at, updated_at, published_at)
       SELECT 'rp-bulk-' || n, $1, CASE WHEN n % 4 = 0 THEN 'REPLY' ELSE 'POST' END, 'POSTED', 'Bulk', now(), now(), timestamptz '2025-04-01T00:00:00Z' + n * interval '1 hour'
         FROM generate_series(1, 200) n`,
      [member.user.id],
    );
    await expectEqual('posts');
    // A draft and a held post published; a posted one held (screening); a reply made a post.
    await sql(stack, `UPDATE social.posts SET status = 'POSTED', published_at = '2025-03-31T12:00:00Z' WHERE id IN ('rp-4', 'rp-5')`);
    await sql(stack, `UPDATE social.posts SET status = 'HELD', published_at = NULL WHERE id = 'rp-2'`);
    await sql(stack, `UPDATE social.posts SET type = 'POST' WHERE id = 'rp-3'`);
    expect(await expectEqual('posts')).toMatchObject({ '2025-03-30': 1, '2025-03-31': 3 });
    // Published again on another day; counters moving touch nothing counted; deletes.
    await sql(stack, `UPDATE social.posts SET published_at = '2025-03-29T08:00:00Z' WHERE id = 'rp-1'`);
    await sql(stack, `UPDATE social.posts SET like_count = like_count + 1 WHERE id LIKE 'rp-%'`);
    await sql(stack, `DELETE FROM social.posts WHERE id IN ('rp-4', 'rp-bulk-1', 'rp-bulk-2', 'rp-bulk-3')`);
    expect(await expectEqual('posts')).toMatchObject({ '2025-03-29': 1, '2025-03-31': 2 });
    // And through the product: a post made and deleted today.
    const gql = client(stack);
    const id = ok(await gql('mutation { createPost(input: { content: "rollup post" }) { id } }', {}, member.token)).createPost.id;
    const today = stack.clock.now().toISOString().slice(0, 10);
    const made = await expectEqual('posts');
    ok(await gql('mutation($id: ID!) { deletePost(id: $id) }', { id }, member.token));
    expect((await expectEqual('posts'))[today] ?? 0).toBe(made[today] - 1);
  });

  it('messages and calls: sent, in bulk, moved, and gone with their conversation', async () => {
    const gql = client(stack);
    for (const body of ['one', 'two'])
      ok(await gql('mutation($c: ID!, $b: String!) { sendMessage(input: { conversationId: $c, body: $b }) { id } }', { c: conversation, b: body }, member.token));
    const [a, b] = await members(stack, 2);
    const doomed = ok(await gql('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: b.user.id }, a.token)).createConversation.id;
    await sql(
      stack,
      `INSERT INTO messaging.messages (id, conversation_id, sender_id, body, created_at)
       SELECT 'rm-' || n, CASE WHEN n % 2 = 0 THEN $1 ELSE $2 END, $3, 'Bulk ' || n, timestamptz '2025-03-30T23:00:00Z' + n * interval '10 minutes' FROM generate_series(1, 60) n`,
      [conversation, doomed, a.user.id],
    );
    await sql(
      stack,
      `INSERT INTO messaging.calls (id, conversation_id, status, room_id, initiator_id, created_at)
       SELECT 'rc-' || n, CASE WHEN n % 2 = 0 THEN $1 ELSE $2 END, 'ENDED', 'rollup-room-' || n, $3, timestamptz '2025-03-30T23:30:00Z' + n * interval '10 minutes' FROM generate_series(1, 6) n`,
      [conversation, doomed, a.user.id],
    );
    await expectEqual('messages');
    await expectEqual('calls');
    await sql(stack, `UPDATE messaging.messages SET created_at = created_at + interval '2 days' WHERE id IN ('rm-1', 'rm-2')`);
    await sql(stack, `UPDATE messaging.calls SET created_at = created_at - interval '1 day' WHERE id = 'rc-1'`);
    await sql(stack, `DELETE FROM messaging.messages WHERE id = 'rm-3'`);
    await expectEqual('messages');
    await expectEqual('calls');
    const before = await expectEqual('messages');
    // A conversation deleted takes its messages and calls with it (foreign keys): counts move.
    await sql(stack, 'DELETE FROM messaging.conversations WHERE id = $1', [doomed]);
    const after = await expectEqual('messages');
    expect(after['2025-03-31']).toBeLessThan(before['2025-03-31']);
    await expectEqual('calls');
  });

  it('sign-ups, meals, events and active members: inserted, in bulk, moved and deleted', async () => {
    await members(stack, 2);
    await sql(
      stack,
      `INSERT INTO accounts.users (id, email, username, name, password_hash, created_at, updated_at)
       SELECT 'ru-' || n, 'rollup' || n || '@example.com', 'rollup_' || n, 'Rollup ' || n, 'x', timestamptz '2025-03-31T00:00:00Z' - n * interval '1 hour', now() FROM generate_series(1, 30) n`,
    );
    await sql(
      stack,
      `INSERT INTO health.meals (id, owner_id, name, nutrition, quality_score, grade, eaten_at, logged_on, created_at)
       SELECT 'rf-' || n, $1, 'Meal', '{}', 50, 'C', now(), current_date, timestamptz '2025-03-31T00:00:00Z' - n * interval '1 hour' FROM generate_series(1, 30) n`,
      [member.user.id],
    );
    await sql(
      stack,
      `INSERT INTO events.events (id, organiser_id, name, description, location, starts_at, ends_at, timezone, created_at)
       SELECT 're-' || n, $1, 'Event', '', 'Here', now(), now() + interval '1 hour', 'UTC', timestamptz '2025-03-31T00:00:00Z' - n * interval '1 hour' FROM generate_series(1, 30) n`,
      [member.user.id],
    );
    await sql(stack, `INSERT INTO accounts.active_days SELECT 'ra-' || (n % 7), date '2025-03-24' + n FROM generate_series(0, 20) n ON CONFLICT DO NOTHING`);
    await sql(
      stack,
      `INSERT INTO accounts.active_weeks SELECT DISTINCT member_id, date_trunc('week', day::timestamp)::date FROM accounts.active_days WHERE member_id LIKE 'ra-%'`,
    );
    await sql(
      stack,
      `INSERT INTO accounts.active_months SELECT DISTINCT member_id, date_trunc('month', day::timestamp)::date FROM accounts.active_days WHERE member_id LIKE 'ra-%'`,
    );
    for (const series of ['signups', 'meals', 'events', 'active_days', 'active_weeks', 'active_months']) await expectEqual(series);
    expect(await expectEqual('signups')).toMatchObject({ '2025-03-30': 24, '2025-03-29': 6 });
    await sql(stack, `UPDATE accounts.users SET created_at = created_at + interval '1 day' WHERE id IN ('ru-1', 'ru-2')`);
    await sql(stack, `UPDATE health.meals SET created_at = created_at - interval '3 days' WHERE id LIKE 'rf-1%'`);
    await sql(stack, `UPDATE events.events SET created_at = '2025-05-01T00:00:00Z' WHERE id = 're-5'`);
    await sql(stack, `DELETE FROM accounts.users WHERE id IN ('ru-3', 'ru-4')`);
    await sql(stack, `DELETE FROM health.meals WHERE id = 'rf-2'`);
    await sql(stack, `DELETE FROM events.events WHERE id = 're-6'`);
    await sql(stack, `DELETE FROM accounts.active_days WHERE member_id = 'ra-1'`);
    await sql(stack, `DELETE FROM accounts.active_weeks WHERE member_id = 'ra-1'`);
    await sql(stack, `DELETE FROM accounts.active_months WHERE member_id = 'ra-2'`);
    expect(await expectEqual('signups')).toMatchObject({ '2025-03-31': 2, '2025-03-30': 20 });
    for (const series of ['meals', 'events', 'active_days', 'active_weeks', 'active_months']) await expectEqual(series);
  });
});

describe('the rollup migrations', () => {
  it('count the rows already in each table when they run (each one run again over rows written behind its triggers)', async () => {
    for (const name of ['accounts', 'social', 'messaging', 'health', 'events']) {
      const def = await loadSubgraph(SUBGRAPHS.find((e) => e.name === name)!);
      const migrations = def.migrations.filter((m) => m.name.endsWith('-daily-counts'));
      expect(migrations.length, name).toBeGreaterThan(0);
      for (const migration of migrations) {
        const statements = migration.up(`"${name}"`);
        const series = SERIES.find((s) => s.schema === name && statements.some((st) => st.includes(`daily_counts_${s.series}()`)))!;
        expect(series, migration.name).toBeDefined();
        // As before the migration: no triggers, no counts; rows written meanwhile.
        await sql(stack, `DROP FUNCTION ${name}.daily_counts_${series.series}() CASCADE`);
        await sql(stack, `DELETE FROM ${name}.daily_counts WHERE series = $1`, [series.series]);
        const rows = (await compare(series)).filter((d) => d.rows > 0);
        expect(rows.length, series.series).toBeGreaterThan(0);
        // The migration's statements, in one transaction as the migrator runs them.
        await sql(stack, ['BEGIN', ...statements, 'COMMIT'].join(';\n'));
        await expectEqual(series.series);
      }
    }
  });
});
