import { describe, expect, it } from 'vitest';
import type { DayData } from './day-data.js';
import { GoalMetric } from './entities.js';
import { measured } from './goal.js';
import { SAMPLE, scores } from './summary.js';

const empty: DayData = {
  steps: null,
  activeMinutes: null,
  sleepScore: null,
  sleepMinutes: null,
  mealCount: 0,
  calories: null,
  protein: null,
  mealQuality: null,
  activityMinutes: null,
  activitySteps: null,
};
const noPlan = { events: 0, eventsOver: 0, goals: 0, goalsMet: 0 };

describe('daily scores', () => {
  it('are null, never invented, where the day has nothing to score', () => {
    expect(scores(empty, noPlan)).toEqual({ endurance: null, appraisal: null, sleep: null, workout: null, nutrition: null, productivity: null });
  });

  it('follow the documented formulas', () => {
    const day = { ...empty, steps: 6500, activeMinutes: 20, sleepMinutes: 420, mealQuality: 72.4, activitySteps: 8000, activityMinutes: 15 };
    expect(scores(day, { events: 3, eventsOver: 1, goals: 1, goalsMet: 1 })).toEqual({
      endurance: 80, // the larger of 6,500 and 8,000 steps, of 10,000
      sleep: 88, // 420 of 480 minutes
      workout: 67, // 20 of 30 active minutes
      nutrition: 72,
      productivity: 50, // 2 of 4 done
      appraisal: 71, // (80 + 88 + 67 + 72 + 50) / 5 = 71.4
    });
    // A wearable sleep score wins over minutes; everything caps at 100.
    expect(scores({ ...empty, sleepScore: 91, sleepMinutes: 600, steps: 25_000 }, noPlan)).toMatchObject({ sleep: 91, endurance: 100, appraisal: 96 });
  });

  it('has a consistent sample: appraisal is the mean of the other five', () => {
    const { appraisal, ...five } = SAMPLE;
    const values = Object.values(five) as number[];
    expect(appraisal).toBe(Math.round(values.reduce((a, b) => a + b, 0) / values.length));
  });

  it('feeds goals from the right source', () => {
    const day = { ...empty, steps: 4000, activitySteps: 6000, sleepMinutes: 405, calories: 1234.6, protein: 80.2, activeMinutes: 50, activityMinutes: 20 };
    expect(measured(GoalMetric.STEPS, day)).toEqual({ value: 6000, source: 'activity' });
    expect(measured(GoalMetric.SLEEP_HOURS, day)).toEqual({ value: 6.8, source: 'wearable' });
    expect(measured(GoalMetric.ACTIVE_MINUTES, day)).toEqual({ value: 50, source: 'wearable' });
    expect(measured(GoalMetric.CALORIES, day)).toEqual({ value: 1235, source: 'diary' });
    expect(measured(GoalMetric.PROTEIN, day)).toEqual({ value: 80, source: 'diary' });
    expect(measured(GoalMetric.WATER, day)).toBeNull();
    expect(measured(null, day)).toBeNull();
    expect(measured(GoalMetric.STEPS, empty)).toBeNull();
  });
});
