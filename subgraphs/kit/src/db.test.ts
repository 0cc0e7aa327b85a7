import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, migrate, type SqlMigration } from './db.js';
import { PLATFORM_SCHEMA, migratePlatform, platformMigrations } from './platform.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

// Plain CREATE/ALTER statements fail if they run twice, and the sleep widens the window in
// which two unserialised runs would overlap.
const migrations: SqlMigration[] = [
  { name: '0001-things', up: (s) => [`CREATE TABLE ${s}.things (id text PRIMARY KEY)`, 'SELECT pg_sleep(0.2)'] },
  { name: '0002-thing-names', up: (s) => [`ALTER TABLE ${s}.things ADD COLUMN name text NOT NULL DEFAULT ''`] },
];
const names = migrations.map((m) => m.name);

let db: TestDatabase;
const orms: MikroORM[] = [];

async function open(schema: string, list: SqlMigration[] = migrations): Promise<MikroORM> {
  const orm = await createOrm({ databaseUrl: db.url, schema, entities: [], migrations: list, poolMax: 2 });
  orms.push(orm);
  return orm;
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return orms[0].em.fork().getConnection().execute(sql, params) as Promise<T[]>;
}

async function appliedNames(schema: string): Promise<string[]> {
  const rows = await query<{ name: string }>(`SELECT name FROM "${schema}".migrations ORDER BY id`);
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const orm of orms) await orm.close();
  await db?.drop();
});

describe('migrate', () => {
  it('applies pending migrations in order, and a second run applies nothing', async () => {
    const orm = await open('mig_once');
    expect(await migrate(orm, db.url, 'mig_once')).toEqual(names);
    expect(await migrate(orm, db.url, 'mig_once')).toEqual([]);
    expect(await appliedNames('mig_once')).toEqual(names);
    await query(`INSERT INTO mig_once.things (id) VALUES ('c1')`);
    expect(await query(`SELECT id, name FROM mig_once.things`)).toEqual([{ id: 'c1', name: '' }]);
  });

  it('applies only the migrations added since the last run', async () => {
    const first = await open('mig_grow');
    await migrate(first, db.url, 'mig_grow');
    const added: SqlMigration = { name: '0003-thing-index', up: (s) => [`CREATE INDEX things_name ON ${s}.things (name)`] };
    const later = await open('mig_grow', [...migrations, added]);
    expect(await migrate(later, db.url, 'mig_grow')).toEqual(['0003-thing-index']);
    expect(await appliedNames('mig_grow')).toEqual([...names, '0003-thing-index']);
  });

  it('lets two processes migrate one schema at once: each migration runs exactly once', async () => {
    const [one, two] = [await open('mig_race'), await open('mig_race')];
    const results = await Promise.all([migrate(one, db.url, 'mig_race'), migrate(two, db.url, 'mig_race')]);
    expect(results.flat().sort()).toEqual(names);
    expect(results).toContainEqual([]);
    expect(await appliedNames('mig_race')).toEqual(names);
  });

  it('rolls a failed run back entirely, so the fixed migrations apply later', async () => {
    const broken: SqlMigration[] = [migrations[0], { name: '0002-broken', up: (s) => [`ALTER TABLE ${s}.nothing ADD COLUMN x text`] }];
    const orm = await open('mig_fail', broken);
    await expect(migrate(orm, db.url, 'mig_fail')).rejects.toThrow(/nothing/);
    // All or nothing: the first migration rolled back with the second.
    expect(await query(`SELECT to_regclass('mig_fail.things') AS t`)).toEqual([{ t: null }]);
    expect(await migrate(await open('mig_fail'), db.url, 'mig_fail')).toEqual(names);
  });
});

describe('migratePlatform', () => {
  it('is safe for every subgraph to run at start-up, all at once', async () => {
    const results = await Promise.all([migratePlatform(db.url), migratePlatform(db.url), migratePlatform(db.url)]);
    expect(results.flat()).toEqual(platformMigrations.map((m) => m.name));
    expect(await migratePlatform(db.url)).toEqual([]);
    expect(await appliedNames(PLATFORM_SCHEMA)).toEqual(platformMigrations.map((m) => m.name));
  });
});
