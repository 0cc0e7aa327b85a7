// What a member's own data says about one local day, read from the tables of the meals,
// wearables and activities capabilities (health.meals, health.wearable_days,
// health.activities; docs/health-design.md 1.1). Those capabilities may not be deployed, or
// may have no rows for this member: each table is read only when it exists, and a table whose
// columns differ from the design is logged and treated as "no data", so the summary and the
// goals never fail because of another capability.
import { createLogger, quoteIdent, type SubgraphContext } from '@pulse/kit';
import { startOfLocalDay, addDays } from '@pulse/kit/dates';

const log = createLogger('health-daily');

export interface DayData {
  /** Wearables: the largest value among the member's devices (two devices count one walk). */
  steps: number | null;
  activeMinutes: number | null;
  sleepScore: number | null;
  sleepMinutes: number | null;
  /** Food diary (meals logged on that date). */
  mealCount: number;
  calories: number | null;
  protein: number | null;
  fiber: number | null;
  /** Mean quality score (0-100) of the day's meals that have one. */
  mealQuality: number | null;
  /** Activities started that day (imported GPX/TCX/FIT or synced workouts). */
  activityMinutes: number | null;
  activitySteps: number | null;
}

const EMPTY: DayData = {
  steps: null,
  activeMinutes: null,
  sleepScore: null,
  sleepMinutes: null,
  mealCount: 0,
  calories: null,
  protein: null,
  fiber: null,
  mealQuality: null,
  activityMinutes: null,
  activitySteps: null,
};

type Row = Record<string, string | number | null>;
const num = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null);

/** Which of the other capabilities' tables exist (one catalogue query). */
async function existingTables(ctx: SubgraphContext): Promise<Set<string>> {
  const rows = await ctx.em.getConnection().execute<Row[]>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ? and c.relname in ('meals', 'wearable_days', 'activities') and c.relkind in ('r', 'p')`,
    [ctx.services.schema],
  );
  return new Set(rows.map((r) => String(r.relname)));
}

async function guarded(ctx: SubgraphContext, table: string, read: () => Promise<Partial<DayData>>): Promise<Partial<DayData>> {
  try {
    return await read();
  } catch (error) {
    log.warn('daily: could not read a health table; treated as no data', { table, error: String(error) });
    return {};
  }
}

// A number inside text ("20g", "20", 20): meal payloads give macros either way.
const numberIn = (expression: string) => `nullif(regexp_replace(coalesce(${expression}, ''), '[^0-9.]', '', 'g'), '')::numeric`;

export async function dayData(ctx: SubgraphContext, ownerId: string, date: string, timezone: string): Promise<DayData> {
  const s = quoteIdent(ctx.services.schema);
  const tables = await existingTables(ctx);
  const exec = (sql: string, params: unknown[]) => ctx.em.getConnection().execute<Row[]>(sql, params);
  const parts = await Promise.all([
    tables.has('wearable_days')
      ? guarded(ctx, 'wearable_days', async () => {
          const [r] = await exec(
            `select max(steps) as steps, max(active_minutes) as active_minutes, max(sleep_score) as sleep_score, max(sleep_minutes) as sleep_minutes
               from ${s}.wearable_days where owner_id = ? and day = ?::date`,
            [ownerId, date],
          );
          return { steps: num(r?.steps), activeMinutes: num(r?.active_minutes), sleepScore: num(r?.sleep_score), sleepMinutes: num(r?.sleep_minutes) };
        })
      : {},
    tables.has('meals')
      ? guarded(ctx, 'meals', async () => {
          const [r] = await exec(
            `select count(*) as meals,
                    sum(${numberIn(`nutrition->>'calories'`)}) as calories,
                    sum(${numberIn(`nutrition->>'protein'`)}) as protein,
                    sum(${numberIn(`nutrition->>'fiber'`)}) as fiber,
                    avg(coalesce(quality_score::numeric, ${numberIn(`nutrition->>'qualityScore'`)})) as quality
               from ${s}.meals where owner_id = ? and logged_on = ?::date`,
            [ownerId, date],
          );
          return { mealCount: num(r?.meals) ?? 0, calories: num(r?.calories), protein: num(r?.protein), fiber: num(r?.fiber), mealQuality: num(r?.quality) };
        })
      : {},
    tables.has('activities')
      ? guarded(ctx, 'activities', async () => {
          const from = startOfLocalDay(timezone, date);
          const to = startOfLocalDay(timezone, addDays(date, 1));
          const [r] = await exec(
            `select count(*) as n, sum(duration_s) / 60.0 as minutes, sum(steps) as steps
               from ${s}.activities where owner_id = ? and started_at >= ? and started_at < ?`,
            [ownerId, from, to],
          );
          return num(r?.n) ? { activityMinutes: num(r?.minutes), activitySteps: num(r?.steps) } : {};
        })
      : {},
  ]);
  return Object.assign({ ...EMPTY }, ...parts) as DayData;
}

/** Whether the member has any data at all (any day): without any, the summary card says how to start. */
export async function hasAnyData(ctx: SubgraphContext, ownerId: string): Promise<boolean> {
  const s = quoteIdent(ctx.services.schema);
  const tables = [...(await existingTables(ctx)), 'goals', 'calendar_events'];
  const probes = tables.map((t) => `exists (select 1 from ${s}.${quoteIdent(t)} where owner_id = ?)`);
  try {
    const [r] = await ctx.em.getConnection().execute<Row[]>(
      `select ${probes.join(' or ')} as found`,
      tables.map(() => ownerId),
    );
    return Boolean(r?.found);
  } catch (error) {
    log.warn('daily: could not probe the health tables', { error: String(error) });
    return true;
  }
}
