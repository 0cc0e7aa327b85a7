// Fixed-window counters kept in PostgreSQL so every instance of a subgraph shares them. The
// time is the subgraph's clock (passed in), not the database's, so tests move it instead of
// waiting: a rule about an hour is proven in milliseconds, whatever the machine's load.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from './clock.js';
import { RateLimitedError } from './errors.js';

export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** What the refusal says (RATE_LIMITED's message); the generic "Too many attempts" when unset. */
  message?: string;
}

/** Where a subgraph keeps its counters and what time it is there: its SubgraphServices fit. */
export interface RateLimitScope {
  schema: string;
  clock: Clock;
}

/** Counts one hit against each rule; throws RATE_LIMITED when any rule is exceeded. */
export async function hitRateLimits(em: EntityManager, { schema, clock }: RateLimitScope, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    const now = clock.now();
    // `excluded.window_start` is this attempt's time.
    const [row] = await em.getConnection().execute<{ hits: number; retry: number }[]>(
      `INSERT INTO "${schema}".rate_limits AS r (key, window_start, hits) VALUES (?, ?::timestamptz, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start < excluded.window_start - make_interval(secs => ?) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start < excluded.window_start - make_interval(secs => ?) THEN excluded.window_start ELSE r.window_start END
       RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => ?) - ?::timestamptz)))::int AS retry`,
      [rule.key, now, rule.windowSeconds, rule.windowSeconds, rule.windowSeconds, now],
    );
    if (row.hits > rule.limit) throw new RateLimitedError(Math.max(1, row.retry), rule.message);
  }
}

/** Forget a key, e.g. an account's failed-login counter after a successful login. */
export async function resetRateLimit(em: EntityManager, { schema }: RateLimitScope, key: string): Promise<void> {
  await em.getConnection().execute(`DELETE FROM "${schema}".rate_limits WHERE key = ?`, [key]);
}

/** Gives back one hit counted by hitRateLimits, e.g. for an attempt that turned out to succeed. */
export async function releaseRateLimit(em: EntityManager, { schema }: RateLimitScope, key: string): Promise<void> {
  await em.getConnection().execute(`UPDATE "${schema}".rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ?`, [key]);
}

/** Throws RATE_LIMITED when a rule's window is already full, without counting a hit. */
export async function checkRateLimits(em: EntityManager, { schema, clock }: RateLimitScope, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    const now = clock.now();
    const rows = await em.getConnection().execute<{ retry: number }[]>(
      `SELECT ceil(extract(epoch FROM (window_start + make_interval(secs => ?) - ?::timestamptz)))::int AS retry
       FROM "${schema}".rate_limits WHERE key = ? AND hits >= ? AND window_start >= ?::timestamptz - make_interval(secs => ?)`,
      [rule.windowSeconds, now, rule.key, rule.limit, now, rule.windowSeconds],
    );
    if (rows.length) throw new RateLimitedError(Math.max(1, rows[0].retry), rule.message);
  }
}

/**
 * Forgets counters whose window started more than `olderThanSeconds` ago. Keys such as an
 * address and a post are often seen once and never again, so without this the table only grows.
 */
export async function pruneRateLimits(em: EntityManager, { schema, clock }: RateLimitScope, olderThanSeconds: number): Promise<number> {
  const result = await em
    .getConnection()
    .execute<{ affectedRows: number }>(
      `DELETE FROM "${schema}".rate_limits WHERE window_start < ?::timestamptz - make_interval(secs => ?)`,
      [clock.now(), olderThanSeconds],
      'run',
    );
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
 * an attempt is not counted, so waiting out the delay is always enough. The time compared is
 * never earlier than the last admitted attempt's (`greatest`), so parallel attempts whose
 * clocks were read in another order than they lock the row are still admitted one delay apart.
 */
export async function hitBackoff(em: EntityManager, { schema, clock }: RateLimitScope, rule: BackoffRule): Promise<void> {
  const delayParams = [rule.freeAttempts, rule.maxSeconds, rule.baseSeconds, rule.freeAttempts];
  const now = clock.now();
  const at = 'greatest(r.window_start, excluded.window_start)';
  const counted = await em.getConnection().execute<{ hits: number }[]>(
    `INSERT INTO "${schema}".rate_limits AS r (key, window_start, hits) VALUES (?, ?::timestamptz, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start < ${at} - make_interval(secs => ?) THEN 1 ELSE r.hits + 1 END,
       window_start = ${at}
     WHERE r.window_start < ${at} - make_interval(secs => ?)
        OR r.window_start + make_interval(secs => ${backoffDelaySql('r.hits')}) <= ${at}
     RETURNING hits`,
    [rule.key, now, rule.forgetAfterSeconds, rule.forgetAfterSeconds, ...delayParams],
  );
  if (counted.length) return;
  const [row] = await em.getConnection().execute<{ retry: number }[]>(
    `SELECT ceil(extract(epoch FROM (window_start + make_interval(secs => ${backoffDelaySql('hits')}) - ?::timestamptz)))::int AS retry
     FROM "${schema}".rate_limits WHERE key = ?`,
    [...delayParams, now, rule.key],
  );
  throw new RateLimitedError(Math.max(1, row?.retry ?? 1));
}
