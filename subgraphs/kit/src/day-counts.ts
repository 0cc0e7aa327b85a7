// How many rows a day (UTC) in [from, to): the admin dashboard's stats series, counted by the
// subgraph that owns each table (accounts' sign-ups and active members, social's posts,
// messaging's messages and calls, health's meals, events' events). Admins only; the admin
// subgraph asks as the admin and buckets.
//
// The counts are read from a rollup, `<schema>.daily_counts (series, day, slot, count)`, kept
// by database triggers on the source table in the same transaction as the row change, so it
// cannot drift from the rows: a year is ~365 rollup rows a series, not a pass over a million
// source rows (docs/admin.md, "Stats"). dailyCountsMigration creates the rollup, the triggers and
// the backfill of a table; countByDay reads it.
import type { SubgraphContext } from './subgraph.js';
import { requireAdmin } from './auth.js';
import { BadUserInputError } from './errors.js';

/** The longest range asked at once (a year and a bit). */
export const DAY_COUNTS_MAX_DAYS = 400;

/**
 * Concurrent writers add to one of this many rows a series and day (the writer's backend pid
 * modulo it), so every message sent on a day does not queue on one row's lock; a read sums them.
 */
export const DAY_COUNT_SLOTS = 16;

export interface DayCount {
  day: string;
  count: number;
}

/** DAY; WEEK from Monday; MONTH from the 1st (UTC), as PostgreSQL's date_trunc cuts them. */
export type DayCountBucket = 'DAY' | 'WEEK' | 'MONTH';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export interface CountByDayOptions {
  /** The series' name in the subgraph's daily_counts (lower case, digits and `_`: it names the triggers too). */
  series: string;
  /** The subgraph's own table whose rows are counted. */
  table: string;
  /** Its time column: a timestamptz, or a `date` already in UTC (`dateColumn`). */
  timeColumn: string;
  /** SQL (no parameters, bare column names) narrowing the rows counted. */
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
 * The statement countByDay runs, for `schema`'s rollup: also what the admin stats benchmark
 * EXPLAINs (bench/admin-stats.ts), so the plan measured is the plan served. A day is counted
 * whole: a range starting or ending mid-day counts the days it touches.
 */
export function countByDaySql(
  schema: string,
  { series, bucket = 'DAY', dateColumn = false }: CountByDayOptions,
  from: Date,
  to: Date,
): { sql: string; params: unknown[] } {
  // `day` is a date in UTC; as a plain timestamp date_trunc never reads the session's time zone.
  const start = bucket === 'DAY' || dateColumn ? 'day' : `date_trunc('${bucket === 'WEEK' ? 'week' : 'month'}', day::timestamp)`;
  const lastDay = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) + (to.getTime() % DAY_MS ? DAY_MS : 0);
  // A bucket table's rows sit on their bucket's first day: start from the bucket holding `from`.
  const first = dateColumn ? bucketStartOf(from, bucket) : dayOf(from);
  return {
    sql: `SELECT to_char(${start}, 'YYYY-MM-DD') AS day, sum(count)::int AS count
       FROM ${schema}.daily_counts WHERE series = ? AND day >= ?::date AND day < ?::date
      GROUP BY 1 HAVING sum(count) <> 0 ORDER BY 1`,
    params: [series, first, dayOf(new Date(lastDay))],
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

function checked({ series, table, timeColumn }: CountByDayOptions): void {
  for (const name of [series, table, timeColumn]) if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`daily counts: "${name}" is not a plain identifier`);
}

/** The UTC day of a source row, exactly as the rows were cut before the rollup. */
const dayExpression = ({ timeColumn, dateColumn }: CountByDayOptions) => (dateColumn ? timeColumn : `(${timeColumn} AT TIME ZONE 'UTC')::date`);

/** A source's counted rows as (day, n): `sign` 1 for rows that arrived, -1 for rows that left. */
function counted(options: CountByDayOptions, source: string, sign: 1 | -1): string {
  return `SELECT ${dayExpression(options)} AS day, ${sign} AS n FROM ${source} WHERE (${options.where ?? 'true'}) AND ${options.timeColumn} IS NOT NULL`;
}

/**
 * The direct count of the source rows a day next to the rollup's, one row per day where they
 * differ: empty when the rollup is right (the tests' check, and an operator's).
 */
export function dailyCountsDriftSql(schema: string, options: CountByDayOptions): string {
  checked(options);
  return `SELECT coalesce(d.day, r.day)::text AS day, coalesce(d.n, 0)::int AS rows, coalesce(r.n, 0)::int AS rollup
    FROM (SELECT day, sum(n) AS n FROM (${counted(options, `${schema}.${options.table}`, 1)}) c GROUP BY day) d
    FULL JOIN (SELECT day, sum(count) AS n FROM ${schema}.daily_counts WHERE series = '${options.series}' GROUP BY day) r ON r.day = d.day
   WHERE coalesce(d.n, 0) <> coalesce(r.n, 0) ORDER BY 1`;
}

/** Counts the rows already in the table into the rollup (slot 0), replacing the series' counts. */
export function dailyCountsBackfillSql(schema: string, options: CountByDayOptions): string[] {
  checked(options);
  return [
    `DELETE FROM ${schema}.daily_counts WHERE series = '${options.series}'`,
    `INSERT INTO ${schema}.daily_counts (series, day, slot, count)
     SELECT '${options.series}', c.day, 0, sum(c.n) FROM (${counted(options, `${schema}.${options.table}`, 1)}) c GROUP BY c.day`,
  ];
}

/**
 * A migration's statements giving `options.table` its rollup: the table (shared by the
 * subgraph's series), statement-level triggers with transition tables (a bulk insert is one
 * grouped upsert; an update counts the rows that start or stop qualifying, or move day; a
 * TRUNCATE empties the series), and the backfill of the rows already there. The source table is
 * locked against writes first (reads go on), so no row is both backfilled and counted by a
 * trigger, or neither; the migration's transaction holds it until the rollup is complete.
 */
export function dailyCountsMigration(schema: string, options: CountByDayOptions): string[] {
  checked(options);
  const { series, table } = options;
  const s = schema;
  const fn = `${s}.daily_counts_${series}`;
  // Same-day arrivals and departures cancel (an update touching no counted column adds nothing);
  // days in order, so two writers on one slot take its rows' locks in the same order.
  const upsert = (changes: string) => `INSERT INTO ${s}.daily_counts (series, day, slot, count)
      SELECT '${series}', c.day, (pg_backend_pid() % ${DAY_COUNT_SLOTS})::smallint, sum(c.n) FROM (${changes}) c
       GROUP BY c.day HAVING sum(c.n) <> 0 ORDER BY c.day
      ON CONFLICT (series, day, slot) DO UPDATE SET count = daily_counts.count + EXCLUDED.count;`;
  return [
    `LOCK TABLE ${s}.${table} IN SHARE ROW EXCLUSIVE MODE`,
    `CREATE TABLE IF NOT EXISTS ${s}.daily_counts (
       series text NOT NULL,
       day date NOT NULL,
       slot smallint NOT NULL,
       count bigint NOT NULL,
       PRIMARY KEY (series, day, slot)
     )`,
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         ${upsert(counted(options, 'new_rows', 1))}
       ELSIF TG_OP = 'UPDATE' THEN
         ${upsert(`${counted(options, 'new_rows', 1)} UNION ALL ${counted(options, 'old_rows', -1)}`)}
       ELSIF TG_OP = 'DELETE' THEN
         ${upsert(counted(options, 'old_rows', -1))}
       ELSE
         DELETE FROM ${s}.daily_counts WHERE series = '${series}';
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER daily_counts_${series}_insert AFTER INSERT ON ${s}.${table}
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER daily_counts_${series}_update AFTER UPDATE ON ${s}.${table}
       REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER daily_counts_${series}_delete AFTER DELETE ON ${s}.${table}
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER daily_counts_${series}_truncate AFTER TRUNCATE ON ${s}.${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    ...dailyCountsBackfillSql(s, options),
  ];
}
