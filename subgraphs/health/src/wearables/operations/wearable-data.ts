// wearableData: the caller's days, oldest first, for one device or all, over at most 400 days
// (default: the last 30). dataTypes keeps only those metrics (the rest answer null). One range
// scan of the primary key (owner, provider, day).
import { Arg, Ctx, Field, InputType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { DATA_TYPES, UNKNOWN_PROVIDER, WearableDataType, WearableProvider } from '../devices.js';
import { WearableMetrics, WearableRecord } from '../entities.js';
import { isDay, ownerOf } from '../access.js';
import { addDays } from '@pulse/kit/dates';

export const MAX_RANGE_DAYS = 400;
const DATE_RULE = z.string().max(10, 'Use a date like 2026-11-26').refine(isDay, 'Use a date like 2026-11-26').nullish();

@InputType()
export class WearableDataQuery {
  static schema = z.object({
    provider: z.enum(WearableProvider, { error: UNKNOWN_PROVIDER }).nullish(),
    from: DATE_RULE,
    to: DATE_RULE,
    dataTypes: z
      .array(z.enum(WearableDataType))
      .max(DATA_TYPES.length)
      .nullish()
      .transform((types) => [...new Set(types ?? [])]),
  });

  @Field(() => WearableProvider, { nullable: true, description: 'Null: every device.' }) provider?: WearableProvider | null;
  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD); default 29 days before `to`.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD); default today (UTC).' }) to?: string | null;
  @Field(() => [WearableDataType], { nullable: true, description: 'Only these metrics; null or empty: all.' }) dataTypes?: WearableDataType[];
}

interface DayDbRow {
  provider: WearableProvider;
  day: string;
  steps: number | null;
  calories: number | null;
  distance_km: number | null;
  active_minutes: number | null;
  heart_rate: number | null;
  resting_heart_rate: number | null;
  blood_oxygen: number | null;
  sleep_score: number | null;
  sleep_minutes: number | null;
  readiness_score: number | null;
  strain: number | null;
  hrv_ms: number | null;
  last_updated: Date;
}

const FIRST_DAY = '0001-01-01';
/** The later of two days; a day before year 1 ("0000-12-03", "-000001-...") sorts before FIRST_DAY as text. */
const maxDay = (a: string, b: string) => (a < b ? b : a);

export function dayRange(from: string | null | undefined, to: string | null | undefined): { from: string; to: string } {
  const last = to ?? new Date().toISOString().slice(0, 10);
  // The default start never goes before year 1: PostgreSQL has no year 0 (a `to` of 0001-01-01 answered 500).
  const first = from ?? maxDay(addDays(last, -29), FIRST_DAY);
  if (first > last) throw new BadUserInputError('from must not be after to', 'from');
  if (Date.parse(last) - Date.parse(first) > (MAX_RANGE_DAYS - 1) * 86_400_000) throw new BadUserInputError(`Ask for at most ${MAX_RANGE_DAYS} days at a time`, 'from');
  return { from: first, to: last };
}

@Resolver()
export class WearableDataResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [WearableRecord], { description: "The caller's daily wearable records, oldest first (at most 400 days)." })
  async wearableData(@Arg('query', () => WearableDataQuery, { nullable: true }) query: WearableDataQuery | null, @Ctx() ctx: SubgraphContext): Promise<WearableRecord[]> {
    const ownerId = ownerOf(ctx);
    const { from, to } = dayRange(query?.from, query?.to);
    const provider = query?.provider ?? null;
    const rows: DayDbRow[] = await ctx.em.getConnection().execute(
      `SELECT provider, to_char(day, 'YYYY-MM-DD') AS day, steps, calories, distance_km, active_minutes, heart_rate, resting_heart_rate,
              blood_oxygen, sleep_score, sleep_minutes, readiness_score, strain, hrv_ms, last_updated
       FROM "health".wearable_days
       WHERE owner_id = ? AND day BETWEEN ? AND ? ${provider ? 'AND provider = ?' : ''}
       ORDER BY day, provider`,
      provider ? [ownerId, from, to, provider] : [ownerId, from, to],
    );
    const wanted = new Set(query?.dataTypes?.length ? query.dataTypes : DATA_TYPES);
    const keep = <T>(type: WearableDataType, value: T | null): T | null => (wanted.has(type) ? value : null);
    return rows.map((r) => {
      const data = new WearableMetrics();
      Object.assign(data, {
        steps: keep(WearableDataType.STEPS, r.steps),
        calories: keep(WearableDataType.CALORIES, r.calories),
        distance: keep(WearableDataType.DISTANCE, r.distance_km),
        activeMinutes: keep(WearableDataType.ACTIVE_MINUTES, r.active_minutes),
        heartRate: keep(WearableDataType.HEART_RATE, r.heart_rate),
        restingHeartRate: keep(WearableDataType.HEART_RATE, r.resting_heart_rate),
        bloodOxygen: keep(WearableDataType.BLOOD_OXYGEN, r.blood_oxygen),
        sleepScore: keep(WearableDataType.SLEEP_SCORE, r.sleep_score),
        sleepMinutes: keep(WearableDataType.SLEEP_SCORE, r.sleep_minutes),
        readinessScore: keep(WearableDataType.READINESS_SCORE, r.readiness_score),
        strain: keep(WearableDataType.ACTIVE_MINUTES, r.strain),
        hrvMs: keep(WearableDataType.HEART_RATE, r.hrv_ms),
        lastUpdated: new Date(r.last_updated),
      });
      return Object.assign(new WearableRecord(), { id: `${r.provider}:${r.day}`, provider: r.provider, date: r.day, data });
    });
  }
}
