// Fitbit Web API (https://dev.fitbit.com/build/reference/web-api/): the daily activity summary
// /1/user/-/activities/date/{date}.json, sleep logs /1.2/user/-/sleep/date/{from}/{to}.json,
// SpO2 /1/user/-/spo2/date/{from}/{to}.json, and intraday heart rate
// /1/user/-/activities/heart/date/{date}/1d/1min.json; /1/user/-/profile.json is the probe.
// The Web API exposes no sleep score: the main sleep's efficiency (a percentage Fitbit
// computes) is shown as the sleep score. No readiness either: left empty.
import type { DayRow } from '../store.js';
import { daysBetween } from '@pulse/kit/dates';
import { mergeDays, vendorClient, type VendorAdapter, type VendorClientOptions } from './vendor.js';

interface ActivitySummary {
  summary: {
    steps: number;
    caloriesOut: number;
    distances: { activity: string; distance: number }[];
    fairlyActiveMinutes: number;
    veryActiveMinutes: number;
    restingHeartRate?: number;
  };
}
interface SleepLog {
  sleep: { dateOfSleep: string; isMainSleep: boolean; efficiency: number; minutesAsleep: number }[];
}
type Spo2 = { dateTime: string; value: { avg: number } }[];
interface HeartDay {
  'activities-heart': { dateTime: string; value: { restingHeartRate?: number } }[];
  'activities-heart-intraday': { dataset: { time: string; value: number }[] };
}

export function fitbitAdapter(options: Omit<VendorClientOptions, 'name'>): VendorAdapter {
  const get = vendorClient({ ...options, name: 'Fitbit' });
  return {
    async probe() {
      await get('/1/user/-/profile.json');
    },
    async days(from, to) {
      const activity: DayRow[] = [];
      for (const day of daysBetween(from, to)) {
        const { summary } = await get<ActivitySummary>(`/1/user/-/activities/date/${day}.json`);
        activity.push({
          day,
          steps: summary.steps,
          calories: summary.caloriesOut,
          distanceKm: summary.distances.find((d) => d.activity === 'total')?.distance ?? null,
          activeMinutes: summary.fairlyActiveMinutes + summary.veryActiveMinutes,
          restingHeartRate: summary.restingHeartRate ?? null,
        });
      }
      const [sleep, spo2] = await Promise.all([get<SleepLog>(`/1.2/user/-/sleep/date/${from}/${to}.json`), get<Spo2>(`/1/user/-/spo2/date/${from}/${to}.json`)]);
      return mergeDays(
        activity,
        sleep.sleep.filter((s) => s.isMainSleep).map((s) => ({ day: s.dateOfSleep, sleepScore: s.efficiency, sleepMinutes: s.minutesAsleep })),
        spo2.map((o) => ({ day: o.dateTime, bloodOxygen: o.value.avg })),
      );
    },
    async heartRate(day) {
      const body = await get<HeartDay>(`/1/user/-/activities/heart/date/${day}/1d/1min.json`);
      return body['activities-heart-intraday'].dataset.map((p) => ({ at: new Date(`${day}T${p.time}Z`), bpm: p.value }));
    },
  };
}
