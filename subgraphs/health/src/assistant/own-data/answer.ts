// The sentence that answers a question about the member's own figures, computed from their rows
// (never from a model): the food diary (health.meals), the wearable days (health.wearable_days,
// the largest value among devices, as the daily summary counts them), activities and goals.
// Read with SQL by the documented columns, like member-passages.ts; a table that is not there
// (a capability not deployed) answers "no data", never an error.
//
// "Today" is the member's local day in the time zone the question came with (the web sends the
// browser's; REST clients get UTC), from the service clock.
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, localDate, startOfLocalDay } from '@pulse/kit/dates';
import { createLogger } from '@pulse/kit';
import { DIARY_TARGETS } from '../../meals/operations/food-diary.js';
import type { ActivityKind, DataQuestion, DayMetric, Metric, Nutrient, Period } from './question.js';

const log = createLogger('assistant-own-data');

export interface DataAnswer {
  /** One sentence per metric asked about, in the order asked. */
  sentences: string[];
}

export interface AnswerContext {
  now: Date;
  timezone: string;
}

type Row = Record<string, unknown>;

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'string' ? Number(v.replace(/[^\d.-]/g, '')) : Number(v);
  return Number.isFinite(n) ? n : null;
};
const fmt = (v: number, digits = 0) => v.toLocaleString('en-US', { maximumFractionDigits: digits });
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;

async function rows(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  try {
    return await em.getConnection().execute<Row[]>(sql, params);
  } catch (error) {
    // Another capability's table missing or with other columns: no data from it, not a failed reply.
    log.warn('own data could not be read', { error: String(error) });
    return [];
  }
}

interface Days {
  first: string;
  last: string;
  /** How the sentence names the period: "today", "yesterday (2026-11-26)", "over the last 7 days". */
  words: string;
  count: number;
}

function daysOf(period: Period, ctx: AnswerContext): Days {
  const today = localDate(ctx.timezone, ctx.now);
  if (period === 'yesterday') {
    const day = addDays(today, -1);
    return { first: day, last: day, words: `yesterday (${day})`, count: 1 };
  }
  if (period === 'week') return { first: addDays(today, -6), last: today, words: 'over the last 7 days', count: 7 };
  return { first: today, last: today, words: 'today', count: 1 };
}

const NUTRIENT_WORDS: Record<Nutrient, { name: string; unit: string; limit: boolean }> = {
  protein: { name: 'protein', unit: 'g', limit: false },
  calories: { name: '', unit: 'kcal', limit: false },
  carbs: { name: 'carbohydrates', unit: 'g', limit: false },
  fats: { name: 'fat', unit: 'g', limit: false },
  fiber: { name: 'fiber', unit: 'g', limit: false },
  sugar: { name: 'sugar', unit: 'g', limit: true },
  saturatedFat: { name: 'saturated fat', unit: 'g', limit: true },
  sodiumMg: { name: 'sodium', unit: 'mg', limit: true },
};

/** The member's own goal for a metric (daily goals' `metric` column), when they set one. */
async function goalOf(em: EntityManager, schema: string, ownerId: string, metric: string): Promise<number | null> {
  const [goal] = await rows(em, `SELECT target FROM "${schema}".goals WHERE owner_id = ? AND metric = ? ORDER BY created_at DESC LIMIT 1`, [ownerId, metric]);
  return num(goal?.target);
}

async function nutrientSentence(em: EntityManager, schema: string, ownerId: string, nutrient: Nutrient, days: Days): Promise<string> {
  const meals = await rows(em, `SELECT nutrition FROM "${schema}".meals WHERE owner_id = ? AND logged_on BETWEEN ?::date AND ?::date`, [ownerId, days.first, days.last]);
  const words = NUTRIENT_WORDS[nutrient];
  const amount = (value: number) => (words.name ? `${fmt(value)} ${words.unit} of ${words.name}` : `${fmt(value)} ${words.unit}`);
  const goalMetric = nutrient === 'protein' || nutrient === 'calories' ? nutrient : null;
  const own = goalMetric ? await goalOf(em, schema, ownerId, goalMetric) : null;
  const goal = own ?? DIARY_TARGETS[nutrient];
  const goalWords = `${words.limit ? 'the daily limit' : 'your goal'} is ${fmt(goal)} ${words.unit}${days.count > 1 ? ' a day' : ''}`;
  if (!meals.length) return `Your food diary has no meals ${days.words}: ${amount(0)} so far; ${goalWords}.`;
  const total = meals.reduce((sum, m) => sum + (num((m.nutrition as Row | null)?.[nutrient] as unknown) ?? 0), 0);
  const total1 = Math.round(total * 10) / 10;
  if (days.count > 1) return `You ate ${amount(total1)} ${days.words}, ${amount(Math.round((total / days.count) * 10) / 10)} a day on average; ${goalWords}.`;
  return `You ate ${amount(total1)} ${days.words}; ${goalWords}.`;
}

async function mealsSentence(em: EntityManager, schema: string, ownerId: string, days: Days): Promise<string> {
  const meals = await rows(
    em,
    `SELECT name, nutrition, logged_on FROM "${schema}".meals WHERE owner_id = ? AND logged_on BETWEEN ?::date AND ?::date ORDER BY eaten_at, id LIMIT 20`,
    [ownerId, days.first, days.last],
  );
  if (!meals.length) return `You have no meals in your food diary ${days.words}.`;
  const list = meals.map((m) => {
    const kcal = num((m.nutrition as Row | null)?.calories as unknown);
    return `${String(m.name)}${kcal !== null ? ` (${fmt(kcal)} kcal)` : ''}`;
  });
  const kcal = meals.reduce((sum, m) => sum + (num((m.nutrition as Row | null)?.calories as unknown) ?? 0), 0);
  return `You logged ${meals.length} meal${meals.length === 1 ? '' : 's'} ${days.words}: ${list.join(', ')}; ${fmt(kcal)} kcal in all.`;
}

const DAY_COLUMNS: Record<DayMetric, { column: string; goal?: string }> = {
  steps: { column: 'steps', goal: 'steps' },
  sleep: { column: 'sleep_minutes', goal: 'sleep_hours' },
  restingHeartRate: { column: 'resting_heart_rate' },
  heartRate: { column: 'heart_rate' },
  activeMinutes: { column: 'active_minutes', goal: 'active_minutes' },
  caloriesBurned: { column: 'calories' },
  distance: { column: 'distance_km' },
  bloodOxygen: { column: 'blood_oxygen' },
};

/** One value per day: the largest among the member's devices (an iPhone and a watch count one walk once). */
async function dayValues(em: EntityManager, schema: string, ownerId: string, metric: DayMetric, days: Days): Promise<{ day: string; value: number }[]> {
  const column = DAY_COLUMNS[metric].column;
  const found = await rows(
    em,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, max(${column}) AS value FROM "${schema}".wearable_days
      WHERE owner_id = ? AND day BETWEEN ?::date AND ?::date AND ${column} IS NOT NULL GROUP BY day ORDER BY day`,
    [ownerId, days.first, days.last],
  );
  return found.map((r) => ({ day: String(r.day), value: num(r.value) ?? 0 }));
}

async function daySentence(em: EntityManager, schema: string, ownerId: string, metric: DayMetric, days: Days, sleepWords: boolean): Promise<string> {
  const values = await dayValues(em, schema, ownerId, metric, days);
  const goalMetric = DAY_COLUMNS[metric].goal;
  const goal = goalMetric ? await goalOf(em, schema, ownerId, goalMetric) : null;
  const goalText = (unit: (v: number) => string) => (goal !== null ? `; your goal is ${unit(goal)}` : '');
  // Sleep is stored on the morning one wakes up: "today's" sleep is last night's.
  const when = metric === 'sleep' && days.count === 1 && sleepWords ? (days.words === 'today' ? 'last night' : `the night ending ${days.first}`) : days.words;
  if (!values.length) {
    const what: Record<DayMetric, string> = {
      steps: 'steps',
      sleep: 'sleep',
      restingHeartRate: 'resting heart rate',
      heartRate: 'heart rate',
      activeMinutes: 'active minutes',
      caloriesBurned: 'calories burned',
      distance: 'distance',
      bloodOxygen: 'blood oxygen',
    };
    return `Your devices and imports have no ${what[metric]} for ${when.replace(/^over /, '')}.`;
  }
  const total = values.reduce((sum, v) => sum + v.value, 0);
  const mean = total / values.length;
  const several = days.count > 1;
  const recorded = several ? ` (${values.length} of 7 days recorded)` : '';
  switch (metric) {
    case 'steps':
      return several
        ? `You walked ${fmt(total)} steps ${days.words}, ${fmt(mean)} a day on average${recorded}${goalText((v) => `${fmt(v)} a day`)}.`
        : `You walked ${fmt(total)} steps ${when}${goalText((v) => fmt(v))}.`;
    case 'sleep':
      return several
        ? `You slept ${hours(mean)} a night on average ${days.words}${recorded.replace('days', 'nights')}${goalText((v) => `${fmt(v, 1)} h`)}.`
        : `You slept ${hours(total)} ${when}${goalText((v) => `${fmt(v, 1)} h`)}.`;
    case 'restingHeartRate':
      return `Your resting heart rate was ${fmt(mean)} bpm ${several ? `on average ${days.words}${recorded}` : when}.`;
    case 'heartRate':
      return `Your average heart rate was ${fmt(mean)} bpm ${several ? `${days.words}${recorded}` : when}.`;
    case 'activeMinutes':
      return several
        ? `You had ${fmt(total)} active minutes ${days.words}, ${fmt(mean)} a day on average${recorded}${goalText((v) => `${fmt(v)} a day`)}.`
        : `You had ${fmt(total)} active minutes ${when}${goalText((v) => fmt(v))}.`;
    case 'caloriesBurned':
      return several ? `You burned ${fmt(total)} kcal ${days.words}, ${fmt(mean)} a day on average${recorded}.` : `You burned ${fmt(total)} kcal ${when}.`;
    case 'distance':
      return `You covered ${fmt(total, 1)} km ${several ? days.words : when}${recorded}.`;
    case 'bloodOxygen':
      return `Your blood oxygen was ${fmt(mean, 1)}% ${several ? `on average ${days.words}${recorded}` : when}.`;
  }
}

const ACTIVITY_TYPES: Record<ActivityKind, { pattern: string; one: string; many: string; verb: string }> = {
  run: { pattern: '(run|jog)', one: 'run', many: 'runs', verb: 'ran' },
  ride: { pattern: '(cycl|ride|bik)', one: 'ride', many: 'rides', verb: 'rode' },
  walk: { pattern: 'walk', one: 'walk', many: 'walks', verb: 'walked' },
  hike: { pattern: 'hik', one: 'hike', many: 'hikes', verb: 'hiked' },
  swim: { pattern: 'swim', one: 'swim', many: 'swims', verb: 'swam' },
  any: { pattern: '.', one: 'activity', many: 'activities', verb: 'covered' },
};

async function activitySentence(em: EntityManager, schema: string, ownerId: string, kind: ActivityKind, days: Days, ctx: AnswerContext): Promise<string> {
  const type = ACTIVITY_TYPES[kind];
  const from = startOfLocalDay(ctx.timezone, days.first);
  const to = startOfLocalDay(ctx.timezone, addDays(days.last, 1));
  const found = await rows(em, `SELECT distance_km, duration_s FROM "${schema}".activities WHERE owner_id = ? AND started_at >= ? AND started_at < ? AND type ~* ?`, [
    ownerId,
    from,
    to,
    type.pattern,
  ]);
  if (!found.length) return `You have no ${type.many} recorded ${days.words}.`;
  const km = found.reduce((sum, a) => sum + (num(a.distance_km) ?? 0), 0);
  const seconds = found.reduce((sum, a) => sum + (num(a.duration_s) ?? 0), 0);
  const count = `${found.length} ${found.length === 1 ? type.one : type.many}`;
  return `You ${type.verb} ${fmt(km, 1)} km in ${count} ${days.words}${seconds > 0 ? `, ${hours(seconds / 60)} in all` : ''}.`;
}

/** The sentences answering a question about the member's own data (parseDataQuestion decided it is one). */
export async function answerFromData(em: EntityManager, schema: string, ownerId: string, question: DataQuestion, ctx: AnswerContext): Promise<DataAnswer> {
  const sentences: string[] = [];
  for (const metric of question.metrics as Metric[]) {
    const days = daysOf(question.period, ctx);
    switch (metric.kind) {
      case 'nutrient':
        sentences.push(await nutrientSentence(em, schema, ownerId, metric.nutrient, days));
        break;
      case 'meals':
        sentences.push(await mealsSentence(em, schema, ownerId, days));
        break;
      case 'day':
        sentences.push(await daySentence(em, schema, ownerId, metric.metric, days, true));
        break;
      case 'activity':
        sentences.push(await activitySentence(em, schema, ownerId, metric.activity, question.periodImplied ? daysOf('week', ctx) : days, ctx));
        break;
    }
  }
  return { sentences };
}
