// The sandbox a `test_{device}_12345` key selects: plausible data with no vendor and no network.
// Every number comes from a PRNG seeded by (member, device, day), so a member sees the same
// day after every sync, and two members see different ones. The shape is a week: more steps
// midweek and on Saturday's outing, a quiet Sunday, weekend lie-ins; readiness follows the
// previous night's sleep. Ranges follow what each vendor reports (Whoop strain 0-21 and
// recovery %, Oura's and Fitbit's scores, Garmin Body Battery standing in for readiness), and
// only what each device measures is filled: Whoop counts no steps.
import { createHash } from 'node:crypto';
import { prng } from '@pulse/kit/prng';
import type { WearableProvider } from './devices.js';
import type { DayRow, HeartRatePoint } from './store.js';

function seedOf(...parts: string[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Roughly normal (sum of three uniforms), centred on 0, spread about ±1. */
const wobble = (random: () => number) => random() + random() + random() - 1.5;

/** Steps by weekday (0 Sunday): busy midweek, a long Saturday walk, a quiet Sunday. */
const STEP_RHYTHM = [0.75, 1.0, 1.05, 1.1, 1.0, 0.95, 1.25];

export function sandboxDay(ownerId: string, provider: `${WearableProvider}`, day: string): DayRow {
  const random = prng(seedOf(ownerId, provider, day));
  const person = prng(seedOf(ownerId, provider));
  // Per member: a baseline that stays put across days.
  const baseSteps = between(person, 6000, 11000);
  const restingBase = between(person, 52, 64);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;

  const steps = Math.round(clamp(baseSteps * STEP_RHYTHM[weekday] * (1 + 0.22 * wobble(random)), 1200, 28000));
  const activeMinutes = Math.round(clamp(steps / 160 + 12 * wobble(random), 5, 180));
  const calories = Math.round(1650 + steps * 0.045 + activeMinutes * 4 + 120 * wobble(random));
  const distanceKm = Math.round(steps * 0.00076 * 100) / 100;
  const sleepMinutes = Math.round(clamp((weekend ? 480 : 430) + 35 * wobble(random), 300, 600));
  const sleepScore = Math.round(clamp(55 + (sleepMinutes - 360) / 4 + 8 * wobble(random), 40, 99));
  const restingHeartRate = Math.round(restingBase + 2.5 * wobble(random));
  const heartRate = Math.round(restingHeartRate + 14 + activeMinutes / 12 + 3 * wobble(random));
  const hrvMs = Math.round(clamp(55 + (sleepScore - 75) * 0.8 + 9 * wobble(random), 18, 140));
  const readiness = Math.round(clamp(sleepScore * 0.7 + (hrvMs - 40) * 0.4 + 10 * wobble(random), 15, 99));
  const bloodOxygen = Math.round(clamp(97 + 0.9 * wobble(random), 93, 100) * 10) / 10;

  switch (provider) {
    case 'whoop':
      // Whoop: strain and recovery %, no steps or distance.
      return {
        day,
        calories,
        activeMinutes,
        heartRate,
        restingHeartRate,
        bloodOxygen,
        sleepScore,
        sleepMinutes,
        readinessScore: readiness,
        strain: Math.round(clamp(4 + activeMinutes / 9 + 2.5 * wobble(random), 0, 21) * 10) / 10,
        hrvMs,
      };
    case 'garmin':
      // Body Battery (5-100) stands in for readiness.
      return {
        day,
        steps,
        calories,
        distanceKm,
        activeMinutes,
        heartRate,
        restingHeartRate,
        bloodOxygen,
        sleepScore,
        sleepMinutes,
        readinessScore: clamp(readiness + 3, 5, 100),
        hrvMs,
      };
    case 'fitbit':
      return { day, steps, calories, distanceKm, activeMinutes, heartRate, restingHeartRate, bloodOxygen, sleepScore, sleepMinutes, readinessScore: readiness, hrvMs };
    case 'apple-watch':
    case 'samsung':
      // Exports carry no vendor scores.
      return { day, steps, calories, distanceKm, activeMinutes, heartRate, restingHeartRate, bloodOxygen, sleepMinutes };
    default:
      return { day, steps, calories, distanceKm, activeMinutes, heartRate, restingHeartRate, bloodOxygen, sleepScore, sleepMinutes, readinessScore: readiness, hrvMs };
  }
}

/** Minute heart rate of one day: low at night, a morning rise, a workout hour, noise. */
export function sandboxHeartRate(ownerId: string, provider: `${WearableProvider}`, day: string): HeartRatePoint[] {
  const random = prng(seedOf(ownerId, provider, day, 'minutes'));
  const { restingHeartRate } = sandboxDay(ownerId, provider, day);
  const rest = restingHeartRate ?? 60;
  const workout = Math.floor(between(random, 7 * 60, 19 * 60));
  const start = Date.parse(`${day}T00:00:00Z`);
  const samples: HeartRatePoint[] = [];
  let drift = 0;
  for (let minute = 0; minute < 1440; minute++) {
    drift = clamp(drift + (random() - 0.5) * 2, -6, 6);
    const hour = minute / 60;
    const awake = hour >= 7 && hour < 23 ? 12 + 6 * Math.sin(((hour - 7) / 16) * Math.PI) : 0;
    const exercise = minute >= workout && minute < workout + 50 ? 55 * Math.sin(((minute - workout) / 50) * Math.PI) : 0;
    samples.push({ at: new Date(start + minute * 60_000), bpm: Math.round(clamp(rest - 4 + awake + exercise + drift, 38, 195)) });
  }
  return samples;
}
