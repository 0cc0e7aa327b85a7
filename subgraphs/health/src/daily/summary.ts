// The daily summary's six scores (spec: "Daily summary: endurance, appraisal, sleep, workout,
// nutrition, productivity"), each 0-100 from the member's own data for one local day, or null
// when the day has nothing to score it from (never an invented number):
//
//   endurance    = min(100, steps / 10,000 × 100); steps = the larger of the wearables' count
//                  and the steps of the day's activities
//   sleep        = the wearable's sleep score when it has one, else
//                  min(100, minutes asleep / 480 × 100) (8 h = 100; CDC: 7 h or more)
//   workout      = min(100, active minutes / 30 × 100); active minutes = the larger of the
//                  wearables' active minutes and the duration of the day's activities (30 min a
//                  day on five days is the CDC's 150 minutes a week)
//   nutrition    = the mean quality score (nutrition/quality.ts, 0-100) of the meals logged
//   productivity = done / planned × 100, where planned = the day's calendar events + the goals
//                  (today only: goals hold where the member is now), done = events already over
//                  + goals at or above target
//   appraisal    = the mean of the other five that have a value
//
// A member with no data at all (no meals, wearable days, activities, goals or events ever)
// sees SAMPLE, marked sample: true, which the card labels "Sample data".
import type { DayData } from './day-data.js';

export interface Scores {
  endurance: number | null;
  appraisal: number | null;
  sleep: number | null;
  workout: number | null;
  nutrition: number | null;
  productivity: number | null;
}

export const SAMPLE: Scores = { endurance: 72, appraisal: 76, sleep: 82, workout: 65, nutrition: 78, productivity: 84 };

const score = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const larger = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

export interface Plan {
  events: number;
  eventsOver: number;
  goals: number;
  goalsMet: number;
}

export function scores(day: DayData, plan: Plan): Scores {
  const steps = larger(day.steps, day.activitySteps);
  const active = larger(day.activeMinutes, day.activityMinutes);
  const planned = plan.events + plan.goals;
  const five = {
    endurance: steps === null ? null : score((steps * 100) / 10_000),
    sleep: day.sleepScore !== null ? score(day.sleepScore) : day.sleepMinutes !== null ? score((day.sleepMinutes * 100) / 480) : null,
    workout: active === null ? null : score((active * 100) / 30),
    nutrition: day.mealQuality === null ? null : score(day.mealQuality),
    productivity: planned === 0 ? null : score(((plan.eventsOver + plan.goalsMet) * 100) / planned),
  };
  const known = Object.values(five).filter((v): v is number => v !== null);
  return { ...five, appraisal: known.length ? score(known.reduce((a, b) => a + b, 0) / known.length) : null };
}
