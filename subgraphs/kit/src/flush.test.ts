import { CheckConstraintViolationException, EntitySchema, UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, migrate } from './db.js';
import { ConflictError } from './errors.js';
import { commitOrConflict, commitOrWinner, flushUnlessDuplicate } from './flush.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

class Badge {
  id!: string;
  name!: string;
}

const BadgeSchema = new EntitySchema<Badge>({
  class: Badge,
  tableName: 'badges',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string' },
  },
});

const SCHEMA = 'flush_races';
let db: TestDatabase;
let orm: MikroORM;

const badge = (id: string, name: string) => Object.assign(new Badge(), { id, name });

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await createOrm({
    databaseUrl: db.url,
    schema: SCHEMA,
    entities: [BadgeSchema],
    migrations: [{ name: '0001-badges', up: (s) => [`CREATE TABLE ${s}.badges (id text PRIMARY KEY, name text NOT NULL UNIQUE CHECK (name <> ''))`] }],
    poolMax: 2,
  });
  await migrate(orm, db.url, SCHEMA);
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

describe('flushUnlessDuplicate', () => {
  it('reports whether it made the row, and forgets the refused insert so the next flush works', async () => {
    const first = orm.em.fork();
    first.persist(badge('b1', 'gold'));
    expect(await flushUnlessDuplicate(first)).toBe(true);

    const loser = orm.em.fork();
    loser.persist(badge('b2', 'gold'));
    expect(await flushUnlessDuplicate(loser)).toBe(false);
    // Without the clear, this flush would try the refused insert again and throw.
    loser.persist(badge('b3', 'silver'));
    await loser.flush();
    const names = (await orm.em.fork().find(Badge, {}, { orderBy: { id: 'asc' } })).map((b) => `${b.id}:${b.name}`);
    expect(names).toEqual(['b1:gold', 'b3:silver']);
  });

  it('passes other refusals through', async () => {
    const em = orm.em.fork();
    em.persist(badge('b4', ''));
    await expect(flushUnlessDuplicate(em)).rejects.toBeInstanceOf(CheckConstraintViolationException);
  });
});

describe('commitOrConflict', () => {
  it('turns a unique violation into the conflict it is given, with the violation to tell indexes apart', async () => {
    const em = orm.em.fork();
    em.persist(badge('c1', 'gold'));
    const error = await commitOrConflict(
      () => em.flush(),
      (violation) => new ConflictError(`taken: ${violation.message.includes('badges_name_key')}`, 'name'),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: 'taken: true', extensions: { code: 'CONFLICT', field: 'name' } });
  });

  it('lets a successful commit and any other error through unchanged', async () => {
    await expect(
      commitOrConflict(
        () => orm.em.fork().persist(badge('c2', 'bronze')).flush(),
        () => new Error('no'),
      ),
    ).resolves.toBeUndefined();
    await expect(
      commitOrConflict(
        () => orm.em.fork().persist(badge('c3', '')).flush(),
        () => new Error('no'),
      ),
    ).rejects.toBeInstanceOf(CheckConstraintViolationException);
  });
});

describe('commitOrWinner', () => {
  it('answers undefined when it committed, and the winner when a unique index refused it', async () => {
    expect(
      await commitOrWinner(
        () => orm.em.fork().persist(badge('w1', 'platinum')).flush(),
        async () => null,
      ),
    ).toBeUndefined();
    const winner = await commitOrWinner(
      () => orm.em.fork().persist(badge('w2', 'platinum')).flush(),
      () => orm.em.fork().findOne(Badge, { name: 'platinum' }),
    );
    expect(winner).toMatchObject({ id: 'w1', name: 'platinum' });
  });

  it('rethrows the violation when there is no winner to find', async () => {
    await expect(
      commitOrWinner(
        () => orm.em.fork().persist(badge('w3', 'platinum')).flush(),
        async () => null,
      ),
    ).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });
});
