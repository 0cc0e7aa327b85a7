// How many rows a day (UTC) in [from, to): the admin dashboard's stats series, counted by the
// subgraph that owns each table (accounts' sign-ups, social's posts, messaging's messages) on
// an index of its time column. Admins only; the admin subgraph asks as the admin and buckets.
import type { SubgraphContext } from './subgraph.js';
import { requireAdmin } from './auth.js';
import { BadUserInputError } from './errors.js';

/** The longest range asked at once (a year and a bit). */
export const DAY_COUNTS_MAX_DAYS = 400;

export interface DayCount {
  day: string;
  count: number;
}

/**
 * `table` and `timeColumn` name the subgraph's own table and its indexed time column; `where`
 * (SQL, no parameters) narrows the rows counted. Days with none are left out.
 */
export async function countByDay(
  ctx: SubgraphContext,
  { table, timeColumn, where = 'true' }: { table: string; timeColumn: string; where?: string },
  from: Date,
  to: Date,
): Promise<DayCount[]> {
  requireAdmin(ctx.auth);
  if (!(from.getTime() < to.getTime())) throw new BadUserInputError('from must be before to', 'to');
  if (to.getTime() - from.getTime() > DAY_COUNTS_MAX_DAYS * 86_400_000) throw new BadUserInputError(`At most ${DAY_COUNTS_MAX_DAYS} days at once`, 'to');
  return ctx.em.getConnection().execute<DayCount[]>(
    `SELECT to_char(${timeColumn} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
       FROM ${ctx.services.schema}.${table} WHERE ${where} AND ${timeColumn} >= ? AND ${timeColumn} < ?
      GROUP BY 1 ORDER BY 1`,
    [from, to],
  );
}
