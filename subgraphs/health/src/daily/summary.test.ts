import { describe, expect, it } from 'vitest';
import type { DayData } from './day-data.js';
import { GoalMetric } from './entities.js';
import { measured } from './goal.js';
import { coverage, explain, scores } from './summary.js';

const empty: DayData = {
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
const noPlan = { events: 0, eventsOver: 0, goals: 0, goalsMet: 0 };

describe('daily scores', () => {
  it('are null, never invented, where the day has nothing to score', () => {
    expect(scores(empty, noPlan)).toEqual({ endurance: null, appraisal: null, sleep: null, workout: null, nutrition: null, productivity: null });
  });

  it('follow the documented formulas', () => {
    // A full day's eating: 2,000 kcal, 50 g protein and 28 g fiber cover the day's needs.
    const day = {
      ...empty,
      steps: 6500,
      activeMinutes: 20,
      sleepMinutes: 420,
      mealCount: 3,
      calories: 2000,
      protein: 60,
      fiber: 30,
      mealQuality: 72.4,
      activitySteps: 8000,
      activityMinutes: 15,
    };
    expect(scores(day, { events: 3, eventsOver: 1, goals: 1, goalsMet: 1 })).toEqual({
      endurance: 80, // the larger of 6,500 and 8,000 steps, of 10,000
      sleep: 88, // 420 of 480 minutes
      workout: 67, // 20 of 30 active minutes
      nutrition: 72, // quality 72.4 x coverage 1
      productivity: 50, // 2 of 4 done
      appraisal: 71, // (80 + 88 + 67 + 72 + 50) / 5 = 71.4
    });
    // A wearable sleep score wins over minutes; everything caps at 100.
    expect(scores({ ...empty, sleepScore: 91, sleepMinutes: 600, steps: 25_000 }, noPlan)).toMatchObject({ sleep: 91, endurance: 100, appraisal: 96 });
  });

  it('does not give one good lunch a nutrition of 100: the meals count by how much of the day they cover', () => {
    // Chicken and rice (SR28): 508 kcal, 48.6 g protein, 0.8 g fiber, quality 100.
    const lunch = { ...empty, mealCount: 1, calories: 508, protein: 48.6, fiber: 0.8, mealQuality: 100 };
    // coverage = (508/2000 + 48.6/50 + 0.8/28) / 3 = (0.254 + 0.972 + 0.029) / 3 = 0.418
    expect(coverage(lunch)).toBeCloseTo(0.418, 3);
    expect(scores(lunch, noPlan).nutrition).toBe(42);
    // The same quality over a whole day's needs scores 100; eating far past them falls again.
    expect(scores({ ...lunch, mealCount: 3, calories: 2100, protein: 90, fiber: 30 }, noPlan).nutrition).toBe(100);
    expect(coverage({ calories: 3000, protein: 50, fiber: 28 })).toBeCloseTo((0.7 + 1 + 1) / 3, 5); // 150% of the calories
    expect(coverage({ calories: 5000, protein: 50, fiber: 28 })).toBeCloseTo(2 / 3, 5); // 250%: the calorie share is 0
    expect(coverage({ calories: null, protein: null, fiber: null })).toBe(0);
  });

  it("explains each score: what it measures, the day's data it used, how to raise it", () => {
    const plan = { events: 2, eventsOver: 1, goals: 1, goalsMet: 0 };
    const day = { ...empty, steps: 6500, activitySteps: 8000, sleepScore: 82, mealCount: 1, calories: 508, protein: 48.6, fiber: 0.8, mealQuality: 100 };
    const lines = explain(day, plan, scores(day, plan));
    expect(lines.map((l) => l.label)).toEqual(['Endurance', 'Appraisal', 'Sleep', 'Workout', 'Nutrition', 'Productivity']);
    const by = Object.fromEntries(lines.map((l) => [l.key, l]));
    expect(by.endurance.data).toBe('8,000 steps today, from your activities.');
    expect(by.sleep.data).toBe('Sleep score 82 from your wearable.');
    expect(by.workout.data).toBe('No active minutes recorded today.');
    expect(by.nutrition.data).toBe('1 meal logged: 508 kcal, 49 g protein, 1 g fiber; mean meal quality 100/100.');
    expect(by.nutrition.measures).toContain('One meal covers only part of a day.');
    expect(by.productivity.data).toBe('1 of 2 events over; 0 of 1 goal met.');
    expect(by.appraisal.data).toBe('The mean of endurance, sleep, nutrition, productivity. Scores with no data are left out, not counted as 0.');
    for (const line of lines) for (const text of [line.measures, line.data, line.raise]) expect(text.length).toBeGreaterThan(10);
    // A day with nothing says so, score by score.
    const none = Object.fromEntries(explain(empty, noPlan, scores(empty, noPlan)).map((l) => [l.key, l.data]));
    expect(none).toMatchObject({ nutrition: 'No meals logged today.', appraisal: 'No other score has data today.' });
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
