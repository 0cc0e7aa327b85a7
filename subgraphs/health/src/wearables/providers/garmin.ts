// Garmin Health API (wellness-api/rest): summaries for an upload window given as
// uploadStartTimeInSeconds/uploadEndTimeInSeconds (at most 24 h per call, so one window per
// day): /dailies (steps, distance, calories, intensity minutes, heart rate, and
// timeOffsetHeartRateSamples: seconds after the day's start -> bpm), /sleeps (duration and
// overallSleepScore), /pulseOx (timeOffsetSpo2Values) and /stressDetails
// (timeOffsetBodyBatteryValues; the day's highest Body Battery stands in for readiness).
// /user/id is the probe.
import type { DayRow } from '../store.js';
import { daysBetween } from '@pulse/kit/dates';
import { mergeDays, vendorClient, type VendorAdapter, type VendorClientOptions } from './vendor.js';

interface Daily {
  calendarDate: string;
  startTimeInSeconds: number;
  steps: number;
  distanceInMeters: number;
  activeKilocalories: number;
  bmrKilocalories: number;
  moderateIntensityDurationInSeconds: number;
  vigorousIntensityDurationInSeconds: number;
  averageHeartRateInBeatsPerMinute?: number;
  restingHeartRateInBeatsPerMinute?: number;
  timeOffsetHeartRateSamples?: Record<string, number>;
}
interface SleepSummary {
  calendarDate: string;
  durationInSeconds: number;
  awakeDurationInSeconds: number;
  overallSleepScore?: { value: number };
}
interface PulseOx {
  calendarDate: string;
  timeOffsetSpo2Values?: Record<string, number>;
}
interface StressDetails {
  calendarDate: string;
  timeOffsetBodyBatteryValues?: Record<string, number>;
}

const values = (map: Record<string, number> | undefined) => Object.values(map ?? {}).filter((v) => Number.isFinite(v));
const mean = (list: number[]) => (list.length ? Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 10) / 10 : null);

export function garminAdapter(options: Omit<VendorClientOptions, 'name'>): VendorAdapter {
  const get = vendorClient({ ...options, name: 'Garmin' });
  const window = (day: string) => {
    const start = Date.parse(`${day}T00:00:00Z`) / 1000;
    return { uploadStartTimeInSeconds: String(start), uploadEndTimeInSeconds: String(start + 86_400) };
  };
  return {
    async probe() {
      await get('/user/id');
    },
    async days(from, to) {
      const lists: DayRow[][] = [];
      for (const day of daysBetween(from, to)) {
        const [dailies, sleeps, oxygen, stress] = await Promise.all([
          get<Daily[]>('/dailies', window(day)),
          get<SleepSummary[]>('/sleeps', window(day)),
          get<PulseOx[]>('/pulseOx', window(day)),
          get<StressDetails[]>('/stressDetails', window(day)),
        ]);
        lists.push(
          dailies.map((x) => ({
            day: x.calendarDate,
            steps: x.steps,
            distanceKm: x.distanceInMeters / 1000,
            calories: x.activeKilocalories + x.bmrKilocalories,
            activeMinutes: Math.round((x.moderateIntensityDurationInSeconds + x.vigorousIntensityDurationInSeconds) / 60),
            heartRate: x.averageHeartRateInBeatsPerMinute,
            restingHeartRate: x.restingHeartRateInBeatsPerMinute,
          })),
          sleeps.map((x) => ({
            day: x.calendarDate,
            sleepScore: x.overallSleepScore?.value,
            sleepMinutes: Math.round((x.durationInSeconds - x.awakeDurationInSeconds) / 60),
          })),
          oxygen.map((x) => ({ day: x.calendarDate, bloodOxygen: mean(values(x.timeOffsetSpo2Values)) })),
          stress.map((x) => {
            const battery = values(x.timeOffsetBodyBatteryValues);
            return { day: x.calendarDate, readinessScore: battery.length ? Math.max(...battery) : null };
          }),
        );
      }
      return mergeDays(...lists).filter((row) => row.day >= from && row.day <= to);
    },
    async heartRate(day) {
      const dailies = await get<Daily[]>('/dailies', window(day));
      const daily = dailies.find((d) => d.calendarDate === day);
      if (!daily?.timeOffsetHeartRateSamples) return [];
      // Samples every 15 seconds; the first of each minute is kept (the table is minute level).
      const byMinute = new Map<number, number>();
      for (const [offset, bpm] of Object.entries(daily.timeOffsetHeartRateSamples)) {
        const minute = Math.floor(Number(offset) / 60);
        if (!byMinute.has(minute)) byMinute.set(minute, bpm);
      }
      return [...byMinute].map(([minute, bpm]) => ({ at: new Date((daily.startTimeInSeconds + minute * 60) * 1000), bpm }));
    },
  };
}
