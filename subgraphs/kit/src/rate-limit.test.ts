import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from './clock.js';
import { createOrm, migrate } from './db.js';
import { RateLimitedError } from './errors.js';
import { newId } from './ids.js';
import { kitMigrations } from './outbox.js';
import { checkRateLimits, hitBackoff, hitRateLimits, pruneRateLimits, resetRateLimit, type BackoffRule, type RateRule } from './rate-limit.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

const SCHEMA = 'rate_test';
// Stopped, so a delay never runs out while a loaded machine runs a test; tests move it.
const clock = new TestClock().freeze();
const scope = { schema: SCHEMA, clock };
let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await createOrm({ databaseUrl: db.url, schema: SCHEMA, entities: [], migrations: kitMigrations });
  await migrate(orm, db.url, SCHEMA);
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

const hit = (...rules: RateRule[]) => hitRateLimits(orm.em.fork(), scope, rules);
const check = (...rules: RateRule[]) => checkRateLimits(orm.em.fork(), scope, rules);
/** Each test counts against its own keys. */
const rule = (limit: number, windowSeconds: number): RateRule => ({ key: `login:${newId()}`, limit, windowSeconds });

async function limited(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RateLimitedError);
  const { code, retryAfter } = (error as RateLimitedError).extensions as { code: string; retryAfter: number };
  expect(code).toBe('RATE_LIMITED');
  return retryAfter;
}

describe('hitRateLimits', () => {
  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const login = rule(3, 60);
    for (let i = 0; i < 3; i++) await hit(login);
    const retryAfter = await limited(hit(login));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Still refused: a refused attempt does not open a new window.
    await limited(hit(login));
  });

  it("refuses with the rule's own message when it has one, the generic one otherwise", async () => {
    const search = { ...rule(1, 60), message: 'Too many searches. Please wait a moment.' };
    await hit(search);
    const refused = await hit(search).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as Error).message).toBe('Too many searches. Please wait a moment.');
    await expect(check(search)).rejects.toThrow('Too many searches. Please wait a moment.');
    const plain = rule(1, 60);
    await hit(plain);
    await expect(hit(plain)).rejects.toThrow('Too many attempts. Please try again later.');
  });

  it('counts each key on its own', async () => {
    const ann = rule(1, 60);
    const bob = rule(1, 60);
    await hit(ann);
    await limited(hit(ann));
    await hit(bob);
  });

  it('refuses when any of several rules is exceeded', async () => {
    const perAccount = rule(5, 60);
    const perIp = rule(2, 60);
    await hit(perAccount, perIp);
    await hit(perAccount, perIp);
    await limited(hit(perAccount, perIp));
  });

  it('counts concurrent hits exactly: no more than the limit get through', async () => {
    const send = rule(5, 60);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => hit(send)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(RateLimitedError);
  });

  it('starts afresh once the window has passed', async () => {
    const quick = rule(1, 1);
    await hit(quick);
    expect(await limited(hit(quick))).toBe(1);
    clock.advance(1000);
    await limited(hit(quick));
    clock.advance(1);
    await hit(quick);
    await limited(hit(quick));
  });
});

describe('checkRateLimits', () => {
  it('does not count, and refuses only once the window is full', async () => {
    const login = rule(2, 60);
    for (let i = 0; i < 5; i++) await check(login);
    await hit(login);
    await check(login);
    await hit(login); // the checks above used none of the allowance
    const retryAfter = await limited(check(login));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('ignores a full window that has passed', async () => {
    const quick = rule(1, 1);
    await hit(quick);
    await limited(check(quick));
    clock.advance(1000);
    await limited(check(quick));
    clock.advance(1);
    await check(quick);
  });
});

describe('resetRateLimit', () => {
  it('clears a key, e.g. an account after a successful login', async () => {
    const login = rule(2, 60);
    const other = rule(1, 60);
    await hit(login);
    await hit(login);
    await hit(other);
    await limited(hit(login));

    await resetRateLimit(orm.em.fork(), scope, login.key);
    await check(login);
    await hit(login);
    await hit(login);
    await limited(hit(login));
    // Other keys keep their counts.
    await limited(hit(other));
  });
});

describe('pruneRateLimits', () => {
  it('forgets counters whose window started before the retention and keeps the others', async () => {
    const old = rule(5, 60);
    const fresh = rule(5, 60);
    await hit(old);
    await hit(fresh);
    await orm.em.getConnection().execute(`UPDATE "${SCHEMA}".rate_limits SET window_start = now() - interval '2 days' WHERE key = ?`, [old.key]);
    expect(await pruneRateLimits(orm.em.fork(), scope, 86_400)).toBeGreaterThanOrEqual(1);
    const keys = (await orm.em.getConnection().execute<{ key: string }[]>(`SELECT key FROM "${SCHEMA}".rate_limits WHERE key IN (?, ?)`, [old.key, fresh.key])).map(
      (r) => r.key,
    );
    expect(keys).toEqual([fresh.key]);
  });
});

describe('hitBackoff', () => {
  const backoff = (over: Partial<BackoffRule> = {}): BackoffRule => ({
    key: `pair:${newId()}`,
    freeAttempts: 2,
    baseSeconds: 1,
    maxSeconds: 8,
    forgetAfterSeconds: 600,
    ...over,
  });
  const attempt = (r: BackoffRule) => hitBackoff(orm.em.fork(), scope, r);
  const conn = () => orm.em.fork().getConnection();
  /** Moves the last attempt into the past, as if that much time had gone by. */
  const age = (r: BackoffRule, seconds: number) =>
    conn().execute(`UPDATE "${SCHEMA}".rate_limits SET window_start = window_start - make_interval(secs => ?) WHERE key = ?`, [seconds, r.key]);

  it('lets the free attempts through, then doubles the wait after each attempt up to the cap', async () => {
    const r = backoff();
    await attempt(r);
    await attempt(r);
    expect(await limited(attempt(r))).toBe(1);
    // A refused attempt is not counted: the wait stays what it was.
    expect(await limited(attempt(r))).toBe(1);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      await age(r, 60);
      await attempt(r);
      waits.push(await limited(attempt(r)));
    }
    expect(waits).toEqual([2, 4, 8, 8, 8]);
  });

  it('admits the next attempt exactly when its delay has run out on the clock it is given', async () => {
    const r = backoff({ freeAttempts: 1, baseSeconds: 2 });
    await attempt(r);
    expect(await limited(attempt(r))).toBe(2);
    clock.advance(1999);
    expect(await limited(attempt(r))).toBe(1);
    clock.advance(1);
    await attempt(r);
    expect(await limited(attempt(r))).toBe(4);
  });

  it('admits parallel attempts only as far as the free ones go', async () => {
    const r = backoff({ freeAttempts: 3 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => attempt(r)));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((x) => x.status === 'rejected').every((x) => (x as PromiseRejectedResult).reason instanceof RateLimitedError)).toBe(true);
  });

  it('starts again after a quiet period or a reset, and never overflows', async () => {
    const r = backoff({ forgetAfterSeconds: 30 });
    for (let i = 0; i < 2; i++) await attempt(r);
    await limited(attempt(r));
    await age(r, 31);
    await attempt(r);
    await attempt(r);
    await resetRateLimit(orm.em.fork(), scope, r.key);
    await attempt(r);
    await attempt(r);
    await conn().execute(`UPDATE "${SCHEMA}".rate_limits SET hits = 2000000000 WHERE key = ?`, [r.key]);
    expect(await limited(attempt(r))).toBe(8);
  });
});
