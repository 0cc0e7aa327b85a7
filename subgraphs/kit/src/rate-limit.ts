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
  const result = await em
    .getConnection()
    .execute<{ affectedRows: number }>(`DELETE FROM "${schema}".rate_limits WHERE window_start < now() - make_interval(secs => ?)`, [olderThanSeconds], 'run');
  return result.affectedRows;
}

export interface BackoffRule {
  key: string;
  /** Attempts allowed back to back before delays start. */
  freeAttempts: number;
  /** The first delay; each further attempt doubles it. */
  baseSeconds: number;
  /** The longest delay. */
  maxSeconds: number;
  /** A key idle this long starts again from zero. */
  forgetAfterSeconds: number;
}

// The delay owed after `hits` attempts, as SQL over a column or parameter holding them.
// The exponent is capped so the arithmetic never overflows, whatever the count.
function backoffDelaySql(hits: string): string {
  return `(CASE WHEN ${hits} < ?::int THEN 0 ELSE least(?::float8, ?::float8 * power(2, least(${hits} - ?::int, 40))) END)`;
}

/**
 * Counts an attempt under growing delays: the first `freeAttempts` pass at once, then each
 * must wait `baseSeconds`, twice that, four times ... up to `maxSeconds` after the previous
 * one. Throws RATE_LIMITED (with the seconds left) for an attempt that comes too early; such
 * an attempt is not counted, so waiting out the delay is always enough. The clock is read
 * when the row is locked, so parallel attempts are admitted one delay apart.
 */
export async function hitBackoff(em: EntityManager, schema: string, rule: BackoffRule): Promise<void> {
  const delayParams = [rule.freeAttempts, rule.maxSeconds, rule.baseSeconds, rule.freeAttempts];
  const counted = await em.getConnection().execute<{ hits: number }[]>(
    `INSERT INTO "${schema}".rate_limits AS r (key, window_start, hits) VALUES (?, clock_timestamp(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start < clock_timestamp() - make_interval(secs => ?) THEN 1 ELSE r.hits + 1 END,
       window_start = clock_timestamp()
     WHERE r.window_start < clock_timestamp() - make_interval(secs => ?)
        OR r.window_start + make_interval(secs => ${backoffDelaySql('r.hits')}) <= clock_timestamp()
     RETURNING hits`,
    [rule.key, rule.forgetAfterSeconds, rule.forgetAfterSeconds, ...delayParams],
  );
  if (counted.length) return;
  const [row] = await em.getConnection().execute<{ retry: number }[]>(
    `SELECT ceil(extract(epoch FROM (window_start + make_interval(secs => ${backoffDelaySql('hits')}) - clock_timestamp())))::int AS retry
     FROM "${schema}".rate_limits WHERE key = ?`,
    [...delayParams, rule.key],
  );
  throw new RateLimitedError(Math.max(1, row?.retry ?? 1));
}
