// Fixed-window counters kept in PostgreSQL so every instance of a subgraph shares them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from './errors.js';

export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counts one hit against each rule; throws RATE_LIMITED when any rule is exceeded. */
export async function hitRateLimits(em: EntityManager, schema: string, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    const [row] = await em.getConnection().execute<{ hits: number; retry: number }[]>(
      `INSERT INTO "${schema}".rate_limits AS r (key, window_start, hits) VALUES (?, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start < now() - make_interval(secs => ?) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start < now() - make_interval(secs => ?) THEN now() ELSE r.window_start END
       RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => ?) - now())))::int AS retry`,
      [rule.key, rule.windowSeconds, rule.windowSeconds, rule.windowSeconds],
    );
    if (row.hits > rule.limit) throw new RateLimitedError(Math.max(1, row.retry));
  }
}

/** Forget a key, e.g. an account's failed-login counter after a successful login. */
export async function resetRateLimit(em: EntityManager, schema: string, key: string): Promise<void> {
  await em.getConnection().execute(`DELETE FROM "${schema}".rate_limits WHERE key = ?`, [key]);
}

/** Gives back one hit counted by hitRateLimits, e.g. for an attempt that turned out to succeed. */
export async function releaseRateLimit(em: EntityManager, schema: string, key: string): Promise<void> {
  await em.getConnection().execute(`UPDATE "${schema}".rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ?`, [key]);
}

/** Throws RATE_LIMITED when a rule's window is already full, without counting a hit. */
export async function checkRateLimits(em: EntityManager, schema: string, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    const rows = await em.getConnection().execute<{ retry: number }[]>(
      `SELECT ceil(extract(epoch FROM (window_start + make_interval(secs => ?) - now())))::int AS retry
       FROM "${schema}".rate_limits WHERE key = ? AND hits >= ? AND window_start >= now() - make_interval(secs => ?)`,
      [rule.windowSeconds, rule.key, rule.limit, rule.windowSeconds],
    );
    if (rows.length) throw new RateLimitedError(Math.max(1, rows[0].retry));
  }
}

/**
 * Forgets counters whose window started more than `olderThanSeconds` ago. Keys such as an
 * address and a post are often seen once and never again, so without this the table only grows.
 */
export async function pruneRateLimits(em: EntityManager, schema: string, olderThanSeconds: number): Promise<number> {
  const result = await em.getConnection().execute<{ affectedRows: number }>(
    `DELETE FROM "${schema}".rate_limits WHERE window_start < now() - make_interval(secs => ?)`,
    [olderThanSeconds],
    'run',
  );
  return result.affectedRows;
}
