// The daily summary's six scores (spec: "Daily summary: endurance, appraisal, sleep, workout,
// nutrition, productivity"), each 0-100 from the member's own data for one local day, or null
// when the day has nothing to score it from (never an invented number, never a sample):
//
//   endurance    = min(100, steps / 10,000 × 100); steps = the larger of the wearables' count
//                  and the steps of the day's activities
//   sleep        = the wearable's sleep score when it has one, else
//                  min(100, minutes asleep / 480 × 100) (8 h = 100; CDC: 7 h or more)
//   workout      = min(100, active minutes / 30 × 100); active minutes = the larger of the
//                  wearables' active minutes and the duration of the day's activities (30 min a
//                  day on five days is the CDC's 150 minutes a week)
//   nutrition    = the mean quality score of the meals logged (nutrition/quality.ts, 0-100)
//                  × how much of the day's needs they cover (coverage below), so one good lunch
//                  is a part of a good day, not 100
//   productivity = done / planned × 100, where planned = the day's calendar events + the goals
//                  (today only: goals hold where the member is now), done = events already over
//                  + goals at or above target
//   appraisal    = the mean of the other five that have a value
//
// coverage = the mean of three shares of the day's targets (nutrition/daily-values.ts):
//   calories  total / 2,000 kcal up to 100%; 100-120% counts as 1; above 120% it falls again
//             (1 - (share - 1.2), so 150% is 0.7 and 220% is 0): eating far past the day's
//             needs is not a better day
//   protein   min(1, total / 50 g)
//   fiber     min(1, total / 28 g)
//
// explain() says, for each score, what it measures, which of today's data it used, and how to
// raise it: the card shows those three lines (docs/health.md "Daily summary").
import { DAY_TARGETS } from '../nutrition/daily-values.js';
import type { DayData } from './day-data.js';

export interface Scores {
  endurance: number | null;
  appraisal: number | null;
  sleep: number | null;
  workout: number | null;
  nutrition: number | null;
  productivity: number | null;
}

export type ScoreKey = keyof Scores;

const score = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const larger = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

export interface Plan {
  events: number;
  eventsOver: number;
  goals: number;
  goalsMet: number;
}

/** The share (0-1) of the day's calorie, protein and fiber targets the day's meals cover (this file's header). */
export function coverage(day: Pick<DayData, 'calories' | 'protein' | 'fiber'>): number {
  const share = (day.calories ?? 0) / DAY_TARGETS.calories;
  const calories = share <= 1 ? share : share <= 1.2 ? 1 : Math.max(0, 1 - (share - 1.2));
  const protein = Math.min(1, (day.protein ?? 0) / DAY_TARGETS.protein);
  const fiber = Math.min(1, (day.fiber ?? 0) / DAY_TARGETS.fiber);
  return (calories + protein + fiber) / 3;
}

export function scores(day: DayData, plan: Plan): Scores {
  const steps = larger(day.steps, day.activitySteps);
  const active = larger(day.activeMinutes, day.activityMinutes);
  const planned = plan.events + plan.goals;
  const five = {
    endurance: steps === null ? null : score((steps * 100) / 10_000),
    sleep: day.sleepScore !== null ? score(day.sleepScore) : day.sleepMinutes !== null ? score((day.sleepMinutes * 100) / 480) : null,
    workout: active === null ? null : score((active * 100) / 30),
    nutrition: day.mealQuality === null ? null : score(day.mealQuality * coverage(day)),
    productivity: planned === 0 ? null : score(((plan.eventsOver + plan.goalsMet) * 100) / planned),
  };
  const known = Object.values(five).filter((v): v is number => v !== null);
  return { ...five, appraisal: known.length ? score(known.reduce((a, b) => a + b, 0) / known.length) : null };
}

export interface Explanation {
  key: ScoreKey;
  label: string;
  /** What the score measures and how. */
  measures: string;
  /** Which of the day's data it used (or that there was none). */
  data: string;
  /** What the member can do to raise it. */
  raise: string;
}

export const SCORE_LABELS: Record<ScoreKey, string> = {
  endurance: 'Endurance',
  appraisal: 'Appraisal',
  sleep: 'Sleep',
  workout: 'Workout',
  nutrition: 'Nutrition',
  productivity: 'Productivity',
};

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
const hoursMinutes = (minutes: number) => `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;

/** The three lines the card shows under each score, from the same data the scores came from. */
export function explain(day: DayData, plan: Plan, result: Scores): Explanation[] {
  const steps = larger(day.steps, day.activitySteps);
  const stepsFrom = steps === null ? '' : day.activitySteps !== null && (day.steps === null || day.activitySteps > day.steps) ? 'your activities' : 'your wearable';
  const active = larger(day.activeMinutes, day.activityMinutes);
  const activeFrom =
    active === null ? '' : day.activityMinutes !== null && (day.activeMinutes === null || day.activityMinutes > day.activeMinutes) ? 'your activities' : 'your wearable';
  const scored = (Object.keys(SCORE_LABELS) as ScoreKey[]).filter((k) => k !== 'appraisal' && result[k] !== null).map((k) => SCORE_LABELS[k].toLowerCase());
  const lines: Record<ScoreKey, Omit<Explanation, 'key' | 'label'>> = {
    endurance: {
      measures: 'How much you moved today: your steps against 10,000 a day.',
      data: steps === null ? 'No steps recorded today. Connect a wearable or import an activity to count them.' : `${plural(steps, 'step')} today, from ${stepsFrom}.`,
      raise: 'Walk more: every 1,000 steps adds 10 points, up to 10,000 steps.',
    },
    sleep: {
      measures: "How well you slept: your wearable's sleep score, or else your hours asleep against 8 hours.",
      data:
        day.sleepScore !== null
          ? `Sleep score ${count(day.sleepScore)} from your wearable.`
          : day.sleepMinutes !== null
            ? `${hoursMinutes(day.sleepMinutes)} asleep, from your wearable or your import.`
            : 'No sleep recorded for today. A wearable or an Apple Health or Samsung Health import records it.',
      raise: 'Sleep 7 to 9 hours, going to bed and getting up at regular times.',
    },
    workout: {
      measures: 'How active you were: your active minutes against 30 a day (150 a week, as the CDC advises).',
      data: active === null ? 'No active minutes recorded today.' : `${plural(active, 'active minute')} today, from ${activeFrom}.`,
      raise: 'Add a brisk walk, a run or a workout: every 3 active minutes adds 10 points, up to 30 minutes.',
    },
    nutrition: {
      measures: `How well you ate today: the mean quality of your meals (0-100) times how much of the day's needs they cover (${count(DAY_TARGETS.calories)} kcal, ${DAY_TARGETS.protein} g protein, ${DAY_TARGETS.fiber} g fiber). One meal covers only part of a day.`,
      data:
        day.mealCount === 0 || day.mealQuality === null
          ? 'No meals logged today.'
          : `${plural(day.mealCount, 'meal')} logged: ${count(day.calories ?? 0)} kcal, ${count(day.protein ?? 0)} g protein, ${count(day.fiber ?? 0)} g fiber; mean meal quality ${count(day.mealQuality)}/100.`,
      raise: 'Log every meal, and reach your protein and fiber needs with meals that score well: vegetables, fruit, whole grains and lean protein.',
    },
    productivity: {
      measures: "How much of today's plan is done: calendar events that are over and goals you have met, out of all of today's events and goals.",
      data:
        plan.events + plan.goals === 0
          ? 'Nothing planned today: no calendar events and no goals.'
          : `${count(plan.eventsOver)} of ${plural(plan.events, 'event')} over; ${count(plan.goalsMet)} of ${plural(plan.goals, 'goal')} met.`,
      raise: 'Meet your goals and keep your calendar events; plan what you can finish today.',
    },
    appraisal: {
      measures: 'Your day overall: the mean of the other five scores that have a value.',
      data: scored.length ? `The mean of ${scored.join(', ')}. Scores with no data are left out, not counted as 0.` : 'No other score has data today.',
      raise: 'Raise any of the other five scores.',
    },
  };
  return (Object.keys(SCORE_LABELS) as ScoreKey[]).map((key) => ({ key, label: SCORE_LABELS[key], ...lines[key] }));
}
