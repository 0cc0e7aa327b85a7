// The offline assistant (no chat model) on a real database with one member's meals, wearable
// days, runs and a steps goal: 20 questions, each with the sentence it must answer from the
// member's data (or none, for general questions) and the passages it must and must not cite.
// Every reply cites at most three passages, each numbered in the text with its source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type RunningSubgraph } from '@pulse/kit';
import { addDays, localDate } from '@pulse/kit/dates';
import { startTestSubgraph, testConfig, type TestDatabase } from '@pulse/dev-env';
import { configSpec } from '../config.js';
import { health } from '../index.js';
import { MAX_PASSAGES, NOTHING_RETRIEVED, offlineReply, RETRIEVED_LABEL } from './offline-reply.js';
import { parseDataQuestion } from './own-data/question.js';

let subgraph: RunningSubgraph & { database: TestDatabase };
const owner = newId();
const timezone = 'Europe/Berlin';
// Noon UTC: the same local day in Berlin, so "today" in the rows and in the answer agree.
const now = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const today = localDate(timezone, now);
const yesterday = addDays(today, -1);

async function exec(sql: string, params: unknown[] = []): Promise<void> {
  await subgraph.services.orm.em.getConnection().execute(sql, params);
}

beforeAll(async () => {
  subgraph = await startTestSubgraph(health, { config: testConfig(configSpec) });
  const meal = (name: string, day: string, nutrition: Record<string, number>) =>
    exec(
      `INSERT INTO health.meals (id, owner_id, name, nutrition, quality_score, grade, eaten_at, logged_on) VALUES (?, ?, ?, ?::jsonb, 80, 'B', ?::date + time '12:00', ?::date)`,
      [newId(), owner, name, JSON.stringify({ servingSize: '1 serving', carbs: 30, fats: 10, fiber: 4, sugar: 6, saturatedFat: 2, ...nutrition }), day, day],
    );
  await meal('Oatmeal with milk', today, { calories: 350, protein: 14, sodiumMg: 120 });
  await meal('Chicken salad', today, { calories: 520, protein: 40, sodiumMg: 900 });
  await meal('Pasta', yesterday, { calories: 700, protein: 20, sodiumMg: 600 });
  const day = (provider: string, date: string, columns: Record<string, number>) =>
    exec(
      `INSERT INTO health.wearable_days (owner_id, provider, day, ${Object.keys(columns).join(', ')}, last_updated) VALUES (?, ?, ?::date, ${Object.keys(columns)
        .map(() => '?')
        .join(', ')}, now())`,
      [owner, provider, date, ...Object.values(columns)],
    );
  // Sleep is stored on the morning one wakes up; two devices count the larger figure.
  await day('apple-watch', today, { steps: 8432, sleep_minutes: 480 });
  await day('oura', today, { sleep_minutes: 470, sleep_score: 81, resting_heart_rate: 54, active_minutes: 35 });
  await day('apple-watch', yesterday, { steps: 10250, sleep_minutes: 400 });
  const run = (daysAgo: number, km: number, seconds: number) =>
    exec(`INSERT INTO health.activities (id, owner_id, source, type, started_at, duration_s, distance_km, created_at) VALUES (?, ?, 'gpx', 'running', ?, ?, ?, now())`, [
      newId(),
      owner,
      new Date(now.getTime() - daysAgo * 86_400_000 - 3_600_000),
      seconds,
      km,
    ]);
  await run(1, 5.2, 1800);
  await run(3, 8, 2880);
  await run(20, 12, 4000);
  await exec(`INSERT INTO health.goals (id, owner_id, name, current, target, unit, metric) VALUES (?, ?, 'Daily Steps', 0, 10000, 'steps', 'steps')`, [newId(), owner]);
}, 120_000);

afterAll(async () => {
  await subgraph?.stop();
});

interface Case {
  question: string;
  /** The sentence computed from the member's data, exactly; null: a general question, no such sentence. */
  answer: string | null;
  cites: string[];
  never: string[];
}

const CASES: Case[] = [
  {
    question: 'How much protein did I eat today?',
    answer: 'You ate 54 g of protein today; your goal is 50 g.',
    cites: ['nutrient-protein'],
    never: ['diet-who-salt', 'diet-sodium', 'diet-fruit-vegetables-amounts'],
  },
  {
    question: 'How many calories did I eat today?',
    answer: 'You ate 870 kcal today; your goal is 2,000 kcal.',
    cites: ['diet-calories'],
    never: ['diet-fiber', 'diet-who-salt', 'diet-fruit-vegetables-amounts'],
  },
  {
    question: 'How much sodium did I have today?',
    answer: 'You ate 1,020 mg of sodium today; the daily limit is 2,300 mg.',
    cites: ['diet-sodium'],
    never: ['nutrient-protein', 'diet-fiber'],
  },
  {
    question: 'How much protein did I eat yesterday?',
    answer: `You ate 20 g of protein yesterday (${yesterday}); your goal is 50 g.`,
    cites: ['nutrient-protein'],
    never: ['diet-who-salt', 'diet-sodium'],
  },
  {
    question: 'What did I eat today?',
    answer: 'You logged 2 meals today: Oatmeal with milk (350 kcal), Chicken salad (520 kcal); 870 kcal in all.',
    cites: ['diet-healthy-pattern'],
    never: ['sleep-how-much-adults', 'activity-steps'],
  },
  {
    question: 'How did I sleep last night?',
    answer: 'You slept 8 h 0 min last night.',
    cites: ['sleep-how-much-adults'],
    never: ['diet-weight-loss', 'sleep-melatonin'],
  },
  {
    question: 'How many steps did I walk today?',
    answer: 'You walked 8,432 steps today; your goal is 10,000.',
    cites: ['activity-steps'],
    never: ['injury-arthritis', 'diet-food-safety'],
  },
  {
    question: 'How many steps did I take yesterday?',
    answer: `You walked 10,250 steps yesterday (${yesterday}); your goal is 10,000.`,
    cites: ['activity-steps'],
    never: ['injury-arthritis', 'sleep-how-much-adults'],
  },
  {
    question: 'What was my resting heart rate today?',
    answer: 'Your resting heart rate was 54 bpm today.',
    cites: ['vitals-resting-heart-rate'],
    never: ['sleep-caffeine', 'injury-back-pain'],
  },
  {
    question: 'How far did I run this week?',
    answer: 'You ran 13.2 km in 2 runs over the last 7 days, 1 h 18 min in all.',
    cites: ['activity-adults-aerobic'],
    never: ['diet-fruit-vegetables-amounts', 'diet-seafood'],
  },
  {
    question: 'How many active minutes did I get today?',
    answer: 'You had 35 active minutes today.',
    cites: ['activity-adults-aerobic'],
    never: ['diet-calories', 'sleep-how-much-adults'],
  },
  {
    question: 'How much protein do adults need?',
    answer: null,
    cites: ['nutrient-protein'],
    never: ['diet-who-salt', 'diet-sodium'],
  },
  {
    question: 'How many hours of sleep do adults need?',
    answer: null,
    cites: ['sleep-how-much-adults'],
    never: ['activity-adults-aerobic', 'sleep-caffeine'],
  },
  {
    question: 'How much vitamin D do adults need?',
    answer: null,
    cites: ['nutrient-vitamin-d'],
    never: ['diet-who-salt', 'sleep-how-much-adults'],
  },
  {
    question: 'Tips to sleep better',
    answer: null,
    cites: ['sleep-habits'],
    never: ['sleep-apnea', 'sleep-risks', 'diet-weight-loss'],
  },
  {
    question: 'Is coffee bad for my sleep?',
    answer: null,
    cites: ['sleep-caffeine'],
    never: ['diet-water', 'sleep-apnea'],
  },
  {
    question: 'How much salt is too much?',
    answer: null,
    cites: ['diet-who-salt'],
    never: ['nutrient-protein', 'diet-seafood'],
  },
  {
    question: 'What is a normal resting heart rate?',
    answer: null,
    cites: ['vitals-resting-heart-rate'],
    never: ['sleep-caffeine', 'injury-back-pain', 'vitals-blood-pressure'],
  },
  {
    question: 'My knee hurts when I run',
    answer: null,
    cites: ['injury-knee-pain'],
    never: ['injury-back-pain', 'activity-adults-strength', 'injury-arthritis'],
  },
  {
    question: 'How much water should I drink?',
    answer: null,
    cites: ['diet-water'],
    never: ['diet-alcohol', 'diet-older-adults'],
  },
];

describe('the offline assistant answers', () => {
  it('holds 20 questions', () => {
    expect(CASES).toHaveLength(20);
  });

  it.each(CASES)(
    '$question',
    async ({ question, answer, cites, never }) => {
      const reply = await offlineReply(subgraph.services.orm.em.fork(), subgraph.services.schema, owner, question, { now, timezone });
      const ids = reply.citations.map((c) => c.id);
      const why = JSON.stringify(reply.passages.map((p) => [p.source.id, p.score]));
      expect(reply.answer.join(' ')).toBe(answer ?? '');
      expect(ids.length, why).toBeLessThanOrEqual(MAX_PASSAGES);
      for (const id of cites) expect(ids, why).toContain(id);
      for (const id of never) expect(ids, why).not.toContain(id);
      // The text: the label, the computed sentence first, then each passage numbered with its source.
      const [label, ...rest] = reply.content.split('\n\n');
      expect(label).toBe(RETRIEVED_LABEL);
      if (answer) expect(rest[0]).toBe(answer);
      reply.citations.forEach((c, i) => {
        expect(reply.content).toContain(`[${i + 1}] ${c.title}\n`);
        if (c.url?.startsWith('http')) expect(reply.content).toContain(`Source: ${c.url}`);
      });
    },
    120_000,
  );

  it('says nothing matches a question the base does not cover, and cites nothing', async () => {
    const reply = await offlineReply(subgraph.services.orm.em.fork(), subgraph.services.schema, owner, 'qwzx blorft', { now, timezone });
    expect(reply.citations).toEqual([]);
    expect(reply.content).toBe(`${RETRIEVED_LABEL}\n\n${NOTHING_RETRIEVED}`);
  }, 120_000);

  it('answers a member with no data with no figure of another member’s', async () => {
    const reply = await offlineReply(subgraph.services.orm.em.fork(), subgraph.services.schema, newId(), 'How much protein did I eat today?', { now, timezone });
    expect(reply.answer).toEqual(['Your food diary has no meals today: 0 g of protein so far; your goal is 50 g.']);
    const sleep = await offlineReply(subgraph.services.orm.em.fork(), subgraph.services.schema, newId(), 'How did I sleep this week?', { now, timezone });
    expect(sleep.answer).toEqual(['Your devices and imports have no sleep for the last 7 days.']);
  }, 120_000);
});

describe('which questions are about the member’s own data', () => {
  it.each([
    ['How much protein did I eat today?', true],
    ['how many steps have I done so far', true],
    ['What was my average sleep this week?', true],
    ['How much protein do I need?', false],
    ['How much protein should adults eat?', false],
    ['Is running bad for the knees?', false],
    ['Is coffee bad for my sleep?', false],
    ['Did I sleep enough last night?', true],
  ])('%s -> %s', (question, mine) => {
    expect(parseDataQuestion(question) !== null).toBe(mine);
  });
});
