// Points budgets in Redis, for processes that share one when Redis is configured (the gateway's
// API token budgets: gateway/src/token-budget.ts; without Redis they are kept in PostgreSQL).
// One script adds the cost only when it fits, so parallel spends from any number of processes
// never pass the limit; each key expires a minute after its window, so nothing needs pruning.
import { Redis } from 'ioredis';
import { createLogger } from './logger.js';

const log = createLogger('points-budget');
const PREFIX = 'pulse:budget:';

const SPEND = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if used + cost > tonumber(ARGV[2]) then return {0, used} end
used = redis.call('INCRBY', KEYS[1], cost)
redis.call('PEXPIREAT', KEYS[1], ARGV[3])
return {1, used}
`;

export interface PointsBudgetStore {
  /** Adds `cost` to `key`'s points in the window starting at `windowStart` when the total stays within `limit`. */
  spend(key: string, windowStart: number, windowMs: number, cost: number, limit: number): Promise<{ spent: boolean; used: number }>;
  /** Resolves once the store answers (a process starts serving after it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function redisPointsBudget(redisUrl: string): PointsBudgetStore {
  // No offline queue: while Redis is away a spend fails at once (the caller decides what then).
  const redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  redis.on('error', (error: Error) => log.warn('redis error', { error: String(error) }));
  return {
    async spend(key, windowStart, windowMs, cost, limit) {
      const [spent, used] = (await redis.eval(SPEND, 1, `${PREFIX}${key}:${windowStart}`, cost, limit, windowStart + windowMs + 60_000)) as [number, number];
      return { spent: spent === 1, used: Number(used) };
    },
    async ready() {
      await redis.connect();
    },
    async close() {
      redis.disconnect();
    },
  };
}
