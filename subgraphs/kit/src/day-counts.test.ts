// The stats rollup on a real PostgreSQL (day-counts.ts, docs/admin.md "Stats"): the migration
// backfills the rows already there; after every kind of change (a row, a bulk insert, a row
// starting and stopping to qualify, a time moved across a day or cleared, deletes, TRUNCATE,
// writers on several connections) the rollup equals a direct count of the source rows; the read
// sums slots into days, weeks and months cut in UTC whatever the session's time zone.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSchema, type SqlMigration } from './db.js';
import { countByDaySql, dailyCountsDriftSql, dailyCountsMigration, type CountByDayOptions } from './day-counts.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

const THINGS: CountByDayOptions = { series: 'things', table: 'things', timeColumn: 'at', where: "status = 'ON' AND kind <> 'SKIP'" };
const VISITS: CountByDayOptions = { series: 'visits', table: 'visits', timeColumn: 'week', dateColumn: true, bucket: 'WEEK' };
const tables: SqlMigration = {
  name: '0001-tables',
  up: (s) => [
    `CREATE TABLE ${s}.things (id text PRIMARY KEY, status text NOT NULL, kind text NOT NULL, at timestamptz)`,
    `CREATE TABLE ${s}.visits (member text NOT NULL, week date NOT NULL, PRIMARY KEY (member, week))`,
  ],
};
const rollups: SqlMigration[] = [
  { name: '0002-things-daily-counts', up: (s) => dailyCountsMigration(s, THINGS) },
  { name: '0003-visits-daily-counts', up: (s) => dailyCountsMigration(s, VISITS) },
];

let db: TestDatabase;
let client: pg.Client;
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
const drift = async (options: CountByDayOptions, schema = 'dc') => query(dailyCountsDriftSql(schema, options));
/** countByDay's statement, run as the subgraph runs it. */
async function read(options: CountByDayOptions, from: string, to: string, schema = 'dc') {
  const { sql, params } = countByDaySql(schema, options, new Date(from), new Date(to));
  let i = 0;
  return Object.fromEntries(
    (
      await query<{ day: string; count: number }>(
        sql.replace(/\?/g, () => `$${++i}`),
        params,
      )
    ).map((r) => [r.day, r.count]),
  );
}
const insert = (rows: [string, string, string, string | null][]) =>
  query(
    'INSERT INTO dc.things (id, status, kind, at) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])',
    [0, 1, 2, 3].map((c) => rows.map((r) => r[c])),
  );

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  // A session far from UTC: the days must still be cut in UTC.
  await query(`SET TIME ZONE 'Pacific/Kiritimati'`);
  await migrateSchema(db.url, 'dc', [tables]);
  // Rows from before the rollup existed: the migration must count them.
  await insert([
    ['old-1', 'ON', 'A', '2025-03-30T23:59:59.999Z'],
    ['old-2', 'ON', 'A', '2025-03-31T00:00:00.000Z'],
    ['old-3', 'OFF', 'A', '2025-03-31T00:00:01.000Z'],
    ['old-4', 'ON', 'SKIP', '2025-03-31T00:00:02.000Z'],
    ['old-5', 'ON', 'A', null],
  ]);
  await query(`INSERT INTO dc.visits VALUES ('m1', '2025-03-24'), ('m2', '2025-03-24'), ('m1', '2025-03-31')`);
  await migrateSchema(db.url, 'dc', [tables, ...rollups]);
}, 60_000);
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe('the daily counts rollup', () => {
  it('backfills the rows that were there before the migration', async () => {
    expect(await drift(THINGS)).toEqual([]);
    expect(await read(THINGS, '2025-03-30T00:00:00Z', '2025-04-01T00:00:00Z')).toEqual({ '2025-03-30': 1, '2025-03-31': 1 });
    expect(await drift(VISITS)).toEqual([]);
    expect(await read(VISITS, '2025-03-26T12:00:00Z', '2025-04-01T00:00:00Z')).toEqual({ '2025-03-24': 2, '2025-03-31': 1 });
  });

  it('follows inserts, bulk inserts, rows starting and stopping to qualify, moved times and deletes', async () => {
    await insert([['new-1', 'ON', 'A', '2025-03-31T12:00:00Z']]);
    // A bulk insert: one statement, 500 rows over five days.
    await query(
      `INSERT INTO dc.things SELECT 'bulk-' || n, CASE WHEN n % 5 = 0 THEN 'OFF' ELSE 'ON' END, 'A', timestamptz '2025-04-01T00:00:00Z' + (n % 5) * interval '1 day' + n * interval '1 second' FROM generate_series(1, 500) n`,
    );
    expect(await drift(THINGS)).toEqual([]);
    expect(await read(THINGS, '2025-03-31T00:00:00Z', '2025-04-06T00:00:00Z')).toEqual({
      '2025-03-31': 2,
      '2025-04-02': 100,
      '2025-04-03': 100,
      '2025-04-04': 100,
      '2025-04-05': 100,
    });
    // Start qualifying (a draft published), stop (a post removed), both in one statement.
    await query(`UPDATE dc.things SET status = CASE status WHEN 'ON' THEN 'OFF' ELSE 'ON' END WHERE id IN ('old-3', 'new-1', 'bulk-5', 'bulk-1')`);
    expect(await drift(THINGS)).toEqual([]);
    await query(`UPDATE dc.things SET kind = 'A' WHERE id = 'old-4'`);
    expect(await drift(THINGS)).toEqual([]);
    // A time moved to another day, one cleared, one set; an update changing nothing counted.
    await query(`UPDATE dc.things SET at = '2025-05-01T00:00:00Z' WHERE id = 'bulk-2'`);
    await query(`UPDATE dc.things SET at = NULL WHERE id = 'bulk-3'`);
    await query(`UPDATE dc.things SET at = '2025-03-30T10:00:00Z' WHERE id = 'old-5'`);
    await query(`UPDATE dc.things SET kind = 'B' WHERE id LIKE 'bulk-%'`);
    expect(await drift(THINGS)).toEqual([]);
    expect(await read(THINGS, '2025-03-30T00:00:00Z', '2025-03-31T00:00:00Z')).toEqual({ '2025-03-30': 2 });
    expect(await read(THINGS, '2025-05-01T00:00:00Z', '2025-05-02T00:00:00Z')).toEqual({ '2025-05-01': 1 });
    await query(`DELETE FROM dc.things WHERE id LIKE 'bulk-1%' OR id = 'old-1'`);
    expect(await drift(THINGS)).toEqual([]);

    await query(`INSERT INTO dc.visits VALUES ('m3', '2025-03-31') ON CONFLICT DO NOTHING`);
    await query(`INSERT INTO dc.visits VALUES ('m1', '2025-03-31') ON CONFLICT DO NOTHING`);
    await query(`DELETE FROM dc.visits WHERE member = 'm2'`);
    expect(await drift(VISITS)).toEqual([]);
    expect(await read(VISITS, '2025-03-24T00:00:00Z', '2025-04-07T00:00:00Z')).toEqual({ '2025-03-24': 1, '2025-03-31': 2 });
  });

  it('reads days into weeks from Monday and months from the 1st, leaving out days with none', async () => {
    const day = await read(THINGS, '2025-03-01T00:00:00Z', '2025-06-01T00:00:00Z');
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    const week = await read({ ...THINGS, bucket: 'WEEK' }, '2025-03-01T00:00:00Z', '2025-06-01T00:00:00Z');
    const month = await read({ ...THINGS, bucket: 'MONTH' }, '2025-03-01T00:00:00Z', '2025-06-01T00:00:00Z');
    expect(Object.keys(week).every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(Object.keys(month)).toEqual(['2025-03-01', '2025-04-01', '2025-05-01']);
    expect(sum(week)).toBe(sum(day));
    expect(sum(month)).toBe(sum(day));
    expect(Object.values(day).every((n) => n > 0)).toBe(true);
  });

  it('adds up writers on several connections at once, spread over slots', async () => {
    const writers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        return c;
      }),
    );
    try {
      await Promise.all(
        writers.map(async (c, w) => {
          for (let i = 0; i < 10; i++) await c.query(`INSERT INTO dc.things VALUES ($1, 'ON', 'A', '2025-06-15T12:00:00Z')`, [`w${w}-${i}`]);
        }),
      );
    } finally {
      await Promise.all(writers.map((c) => c.end()));
    }
    expect(await read(THINGS, '2025-06-15T00:00:00Z', '2025-06-16T00:00:00Z')).toEqual({ '2025-06-15': 40 });
    expect(await drift(THINGS)).toEqual([]);
  });

  it('empties a series when its table is truncated, and counts again after', async () => {
    await query('TRUNCATE dc.things');
    expect(await query(`SELECT * FROM dc.daily_counts WHERE series = 'things'`)).toEqual([]);
    expect((await query(`SELECT count(*)::int AS n FROM dc.daily_counts WHERE series = 'visits'`))[0]).not.toEqual({ n: 0 });
    await insert([['after', 'ON', 'A', '2025-03-31T00:00:00Z']]);
    expect(await read(THINGS, '2025-03-31T00:00:00Z', '2025-04-01T00:00:00Z')).toEqual({ '2025-03-31': 1 });
    expect(await drift(THINGS)).toEqual([]);
  });

  it('is checked by the drift statement: a row written behind the triggers shows', async () => {
    await query('ALTER TABLE dc.things DISABLE TRIGGER daily_counts_things_insert');
    await insert([['behind', 'ON', 'A', '2025-03-31T05:00:00Z']]);
    await query('ALTER TABLE dc.things ENABLE TRIGGER daily_counts_things_insert');
    expect(await drift(THINGS)).toEqual([{ day: '2025-03-31', rows: 2, rollup: 1 }]);
  });
});
