// Whoop developer API v2 (https://developer.whoop.com/api): /v2/cycle (day strain, kilojoules,
// average heart rate), /v2/recovery (recovery %, resting heart rate, HRV, SpO2) and
// /v2/activity/sleep (sleep performance %, stage summary), each paged by `nextToken` over
// start/end; /v2/user/profile/basic is the probe. Whoop has no steps, and its API no minute
// heart rate: heartRate answers none.
import type { DayRow } from '../store.js';
import { addDays } from '@pulse/kit/dates';
import { mergeDays, vendorClient, type VendorAdapter, type VendorClientOptions } from './vendor.js';

interface Page<T> {
  records: T[];
  next_token?: string | null;
}
interface Cycle {
  id: number;
  start: string;
  end: string | null;
  score_state: string;
  score?: { strain: number; kilojoule: number; average_heart_rate: number; max_heart_rate: number };
}
interface Recovery {
  cycle_id: number;
  score_state: string;
  score?: { recovery_score: number; resting_heart_rate: number; hrv_rmssd_milli: number; spo2_percentage?: number };
}
interface Sleep {
  start: string;
  end: string;
  nap: boolean;
  score_state: string;
  score?: { sleep_performance_percentage?: number; stage_summary: { total_in_bed_time_milli: number; total_awake_time_milli: number } };
}

export function whoopAdapter(options: Omit<VendorClientOptions, 'name'>): VendorAdapter {
  const get = vendorClient({ ...options, name: 'Whoop' });
  const collection = async <T>(path: string, from: string, to: string): Promise<T[]> => {
    const all: T[] = [];
    let next: string | null | undefined;
    do {
      const query: Record<string, string> = { start: `${from}T00:00:00.000Z`, end: `${addDays(to, 1)}T00:00:00.000Z`, limit: '25' };
      if (next) query.nextToken = next;
      const page: Page<T> = await get<Page<T>>(path, query);
      all.push(...(page.records ?? []));
      next = page.next_token;
    } while (next);
    return all;
  };
  return {
    async probe() {
      await get('/v2/user/profile/basic');
    },
    async days(from, to) {
      const [cycles, recoveries, sleeps] = await Promise.all([
        collection<Cycle>('/v2/cycle', from, to),
        collection<Recovery>('/v2/recovery', from, to),
        // A night that ends on `from` starts the evening before.
        collection<Sleep>('/v2/activity/sleep', addDays(from, -1), to),
      ]);
      // A cycle starts when the member wakes: its day is the day of its start.
      const dayOfCycle = new Map(cycles.map((c) => [c.id, c.start.slice(0, 10)]));
      const scored = <T extends { score_state: string }>(list: T[]) => list.filter((r) => r.score_state === 'SCORED');
      return mergeDays(
        scored(cycles).map((c): DayRow => ({
          day: c.start.slice(0, 10),
          strain: c.score?.strain,
          calories: c.score ? Math.round(c.score.kilojoule / 4.184) : null,
          heartRate: c.score?.average_heart_rate,
        })),
        scored(recoveries).flatMap((r): DayRow[] => {
          const day = dayOfCycle.get(r.cycle_id);
          return day
            ? [
                {
                  day,
                  readinessScore: r.score?.recovery_score,
                  restingHeartRate: r.score?.resting_heart_rate,
                  hrvMs: r.score?.hrv_rmssd_milli,
                  bloodOxygen: r.score?.spo2_percentage,
                },
              ]
            : [];
        }),
        scored(sleeps)
          .filter((s) => !s.nap)
          .map((s): DayRow => {
            const summary = s.score?.stage_summary;
            return {
              day: s.end.slice(0, 10),
              sleepScore: s.score?.sleep_performance_percentage,
              sleepMinutes: summary ? Math.round((summary.total_in_bed_time_milli - summary.total_awake_time_milli) / 60_000) : null,
            };
          }),
      ).filter((row) => row.day >= from && row.day <= to);
    },
    async heartRate() {
      return [];
    },
  };
}
