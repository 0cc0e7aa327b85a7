// Oura API v2 (https://cloud.ouraring.com/v2/docs): /v2/usercollection/{daily_activity,
// daily_sleep, daily_readiness, daily_spo2} take start_date/end_date and answer
// { data: [...], next_token }; heartrate takes start_datetime/end_datetime and answers
// { data: [{ bpm, source, timestamp }] }. personal_info is the probe.
import { addDays } from '@pulse/kit/dates';
import { mergeDays, vendorClient, type VendorAdapter, type VendorClientOptions } from './vendor.js';
import type { DayRow } from '../store.js';

interface Page<T> {
  data: T[];
  next_token: string | null;
}

export function ouraAdapter(options: Omit<VendorClientOptions, 'name'>): VendorAdapter {
  const get = vendorClient({ ...options, name: 'Oura' });
  const collection = async <T>(name: string, query: Record<string, string>): Promise<T[]> => {
    const all: T[] = [];
    let next: string | null = null;
    do {
      const page: Page<T> = await get<Page<T>>(`/v2/usercollection/${name}`, next ? { ...query, next_token: next } : query);
      all.push(...(page.data ?? []));
      next = page.next_token ?? null;
    } while (next);
    return all;
  };
  return {
    async probe() {
      await get('/v2/usercollection/personal_info');
    },
    async days(from, to) {
      // end_date is exclusive in Oura's daily collections.
      const range = { start_date: from, end_date: addDays(to, 1) };
      const [activity, sleep, readiness, spo2] = await Promise.all([
        collection<{ day: string; steps: number; total_calories: number; equivalent_walking_distance: number; high_activity_time: number; medium_activity_time: number }>(
          'daily_activity',
          range,
        ),
        collection<{ day: string; score: number | null }>('daily_sleep', range),
        collection<{ day: string; score: number | null }>('daily_readiness', range),
        collection<{ day: string; spo2_percentage: { average: number } | null }>('daily_spo2', range),
      ]);
      const inRange = (row: DayRow) => row.day >= from && row.day <= to;
      return mergeDays(
        activity.map((a) => ({
          day: a.day,
          steps: a.steps,
          calories: a.total_calories,
          distanceKm: a.equivalent_walking_distance / 1000,
          activeMinutes: Math.round((a.high_activity_time + a.medium_activity_time) / 60),
        })),
        sleep.map((s) => ({ day: s.day, sleepScore: s.score })),
        readiness.map((r) => ({ day: r.day, readinessScore: r.score })),
        spo2.map((o) => ({ day: o.day, bloodOxygen: o.spo2_percentage?.average ?? null })),
      ).filter(inRange);
    },
    async heartRate(day) {
      const rows = await collection<{ bpm: number; timestamp: string }>('heartrate', {
        start_datetime: `${day}T00:00:00Z`,
        end_datetime: `${addDays(day, 1)}T00:00:00Z`,
      });
      return rows.map((r) => ({ at: new Date(r.timestamp), bpm: r.bpm }));
    },
  };
}
