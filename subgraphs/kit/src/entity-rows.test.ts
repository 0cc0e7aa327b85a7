// readEntitiesByIds against a real schema: the same values the ORM's find reads (dates, json,
// nulls), never a lazy column, and inside a transaction the transaction's own rows.
import { EntitySchema, type MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, migrate } from './db.js';
import { readEntitiesByIds } from './entity-rows.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

class Thing {
  id!: string;
  name!: string;
  tags!: string[];
  settings!: Record<string, unknown>;
  createdAt!: Date;
  note?: string | null;
  secret?: string;
}

const ThingSchema = new EntitySchema<Thing>({
  class: Thing,
  tableName: 'things',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string' },
    tags: { type: 'string[]' },
    settings: { type: 'json' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    note: { type: 'string', nullable: true },
    secret: { type: 'string', lazy: true },
  },
});

const SCHEMA = 'entity_rows';
let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await createOrm({
    databaseUrl: db.url,
    schema: SCHEMA,
    entities: [ThingSchema],
    migrations: [
      {
        name: '0001-things',
        up: (s) => [
          `CREATE TABLE ${s}.things (id text PRIMARY KEY, name text NOT NULL, tags text[] NOT NULL, settings jsonb NOT NULL, created_at timestamptz NOT NULL, note text, secret text NOT NULL)`,
          `INSERT INTO ${s}.things VALUES ('t1', 'One', '{a,b}', '{"x":1}', '2026-01-02T03:04:05.678Z', NULL, 'hush'), ('t2', 'Two', '{}', '[]', '2026-02-03T04:05:06Z', 'n', 'hush')`,
        ],
      },
    ],
    poolMax: 2,
  });
  await migrate(orm, db.url, SCHEMA);
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

const byId = (things: Thing[]) => Object.fromEntries(things.map((t) => [t.id, { ...t }]));

describe('readEntitiesByIds', () => {
  it('reads what the ORM reads, as instances of the class, unknown ids left out', async () => {
    const read = await readEntitiesByIds(orm.em.fork(), Thing, SCHEMA, ['t1', 't2', 'missing']);
    const found = await orm.em.fork().find(Thing, { id: { $in: ['t1', 't2'] } });
    expect(read).toHaveLength(2);
    for (const thing of read) expect(thing).toBeInstanceOf(Thing);
    expect(byId(read)).toEqual(byId(found));
    expect(byId(read).t1).toMatchObject({ name: 'One', tags: ['a', 'b'], settings: { x: 1 }, createdAt: new Date('2026-01-02T03:04:05.678Z'), note: null });
    // The lazy column stays in the database, as with find.
    expect(read.every((t) => t.secret === undefined)).toBe(true);
  });

  it('asks for nothing when given no ids, and the same statement answers again', async () => {
    expect(await readEntitiesByIds(orm.em.fork(), Thing, SCHEMA, [])).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await readEntitiesByIds(orm.em.fork(), Thing, SCHEMA, ['t2'])).map((t) => t.name)).toEqual(['Two']);
  });

  it('inside a transaction sees its uncommitted rows; outside, nobody else does', async () => {
    await orm.em
      .fork()
      .transactional(async (em) => {
        await em.execute(`INSERT INTO ${SCHEMA}.things VALUES ('t3', 'Three', '{}', '{}', now(), NULL, 'hush')`);
        expect((await readEntitiesByIds(em, Thing, SCHEMA, ['t3'])).map((t) => t.name)).toEqual(['Three']);
        expect(await readEntitiesByIds(orm.em.fork(), Thing, SCHEMA, ['t3'])).toEqual([]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await readEntitiesByIds(orm.em.fork(), Thing, SCHEMA, ['t3'])).toEqual([]);
  });
});
