// How many rows a day (UTC) in [from, to): the admin dashboard's stats series, counted by the
// subgraph that owns each table (accounts' sign-ups and active members, social's posts,
// messaging's messages and calls, health's meals, events' events) on an index of its time
// column. Admins only; the admin subgraph asks as the admin and buckets.
import type { SubgraphContext } from './subgraph.js';
import { requireAdmin } from './auth.js';
import { BadUserInputError } from './errors.js';

/** The longest range asked at once (a year and a bit). */
export const DAY_COUNTS_MAX_DAYS = 400;

export interface DayCount {
  day: string;
  count: number;
}

/** DAY; WEEK from Monday; MONTH from the 1st (UTC), as PostgreSQL's date_trunc cuts them. */
export type DayCountBucket = 'DAY' | 'WEEK' | 'MONTH';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export interface CountByDayOptions {
  /** The subgraph's own table. */
  table: string;
  /** Its indexed time column: a timestamptz, or a `date` already in UTC (`dateColumn`). */
  timeColumn: string;
  /** SQL (no parameters) narrowing the rows counted. */
  where?: string;
  /** The buckets rows are counted in (DAY when absent); each named by its first day. */
  bucket?: DayCountBucket;
  /**
   * The time column is a `date` holding the start of a `bucket` (a table with a row per member
   * and day, week or month: accounts' active members). Every bucket touching [from, to) is
   * counted whole, so a range starting mid-week still counts that week.
   */
  dateColumn?: boolean;
}

/** The first day (UTC) of the bucket holding `day`. */
function bucketStartOf(day: Date, bucket: DayCountBucket): string {
  if (bucket === 'MONTH') return dayOf(day).slice(0, 8) + '01';
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return bucket === 'WEEK' ? dayOf(new Date(start - ((day.getUTCDay() + 6) % 7) * DAY_MS)) : dayOf(new Date(start));
}

/**
 * The statement countByDay runs, for `schema`'s table: also what the admin stats benchmark
 * EXPLAINs (bench/admin-stats.ts), so the plan measured is the plan served.
 */
export function countByDaySql(
  schema: string,
  { table, timeColumn, where = 'true', bucket = 'DAY', dateColumn = false }: CountByDayOptions,
  from: Date,
  to: Date,
): { sql: string; params: unknown[] } {
  // A plain timestamp in UTC: to_char and date_trunc then never read the session's time zone.
  const utc = dateColumn ? `${timeColumn}::timestamp` : `(${timeColumn} AT TIME ZONE 'UTC')`;
  const start = bucket === 'DAY' || dateColumn ? utc : `date_trunc('${bucket === 'WEEK' ? 'week' : 'month'}', ${utc})`;
  // The range on the bare column, so the index answers it (a range scan).
  const lastDay = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) + (to.getTime() % DAY_MS ? DAY_MS : 0);
  const params: unknown[] = dateColumn ? [bucketStartOf(from, bucket), dayOf(new Date(lastDay))] : [from, to];
  const cast = dateColumn ? '::date' : '';
  return {
    sql: `SELECT to_char(${start}, 'YYYY-MM-DD') AS day, count(*)::int AS count
       FROM ${schema}.${table} WHERE ${where} AND ${timeColumn} >= ?${cast} AND ${timeColumn} < ?${cast}
      GROUP BY 1 ORDER BY 1`,
    params,
  };
}

/** Rows a day, or a bucket, in [from, to); days or buckets with none are left out. */
export async function countByDay(ctx: SubgraphContext, options: CountByDayOptions, from: Date, to: Date): Promise<DayCount[]> {
  requireAdmin(ctx.auth);
  if (!(from.getTime() < to.getTime())) throw new BadUserInputError('from must be before to', 'to');
  if (to.getTime() - from.getTime() > DAY_COUNTS_MAX_DAYS * DAY_MS) throw new BadUserInputError(`At most ${DAY_COUNTS_MAX_DAYS} days at once`, 'to');
  const { sql, params } = countByDaySql(ctx.services.schema, options, from, to);
  return ctx.em.getConnection().execute<DayCount[]>(sql, params);
}
