// Redis points budgets (points-budget.ts) against a real Redis: a spend passes only when it
// fits, a refusal spends nothing, windows and keys are apart, and parallel spends from two
// clients (two processes) never pass the limit together.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisPointsBudget, type PointsBudgetStore } from './points-budget.js';
import { TEST_REDIS_URL, redisSkipReason } from './testing/index.js';

const skip = await redisSkipReason();
const HOUR = 3_600_000;

describe.skipIf(skip)('points budgets in Redis', () => {
  let one: PointsBudgetStore;
  let two: PointsBudgetStore;
  let redis: Redis;
  const key = () => `test:${randomBytes(6).toString('hex')}`;
  const hour = Math.floor(Date.now() / HOUR) * HOUR;

  beforeAll(async () => {
    one = redisPointsBudget(TEST_REDIS_URL);
    two = redisPointsBudget(TEST_REDIS_URL);
    await Promise.all([one.ready(), two.ready()]);
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    redis?.disconnect();
  });

  it('spends while the cost fits and refuses without spending past it', async () => {
    const k = key();
    expect(await one.spend(k, hour, HOUR, 6, 10)).toEqual({ spent: true, used: 6 });
    expect(await two.spend(k, hour, HOUR, 5, 10)).toEqual({ spent: false, used: 6 });
    expect(await two.spend(k, hour, HOUR, 4, 10)).toEqual({ spent: true, used: 10 });
    expect(await one.spend(k, hour, HOUR, 1, 10)).toEqual({ spent: false, used: 10 });
    // A cost above the whole limit never passes, even on an empty budget.
    expect(await one.spend(key(), hour, HOUR, 11, 10)).toEqual({ spent: false, used: 0 });
  });

  it('keeps each window and each key apart, and lets a window expire after it ends', async () => {
    const k = key();
    await one.spend(k, hour, HOUR, 10, 10);
    expect(await one.spend(k, hour + HOUR, HOUR, 3, 10)).toEqual({ spent: true, used: 3 });
    expect(await one.spend(key(), hour, HOUR, 3, 10)).toEqual({ spent: true, used: 3 });
    // A minute after the window ends (an absolute time: nothing here depends on how fast the test runs).
    expect(await redis.call('PEXPIRETIME', `pulse:budget:${k}:${hour}`)).toBe(hour + HOUR + 60_000);
  });

  it('never lets parallel spends from two processes pass the limit together', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).spend(k, hour, HOUR, 3, 100)));
    expect(results.filter((r) => r.spent)).toHaveLength(33);
    expect(Math.max(...results.map((r) => r.used))).toBe(99);
  });
});
