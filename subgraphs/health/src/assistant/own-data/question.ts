// Is a question about the member's own figures, and which ones? With no chat model, the
// assistant answers such a question with a sentence computed from the member's rows
// (own-data/answer.ts) before any passage: "How much protein did I eat today?" -> "You ate 54 g
// of protein today; your goal is 50 g." A plain rule set, not a model: it recognises a metric
// (protein, steps, sleep...) and a period (today, yesterday, last night, this week), and only
// when the question is about the member ("did I", "my", a period), so "How much protein do I
// need?" stays a question for the knowledge base.

export type Nutrient = 'protein' | 'calories' | 'carbs' | 'fats' | 'fiber' | 'sugar' | 'saturatedFat' | 'sodiumMg';
export type DayMetric = 'steps' | 'sleep' | 'restingHeartRate' | 'heartRate' | 'activeMinutes' | 'caloriesBurned' | 'distance' | 'bloodOxygen';
export type ActivityKind = 'run' | 'ride' | 'walk' | 'hike' | 'swim' | 'any';

export type Metric = { kind: 'nutrient'; nutrient: Nutrient } | { kind: 'day'; metric: DayMetric } | { kind: 'activity'; activity: ActivityKind } | { kind: 'meals' };

/** today / yesterday: one local day; week: the last 7 days up to today. */
export type Period = 'today' | 'yesterday' | 'week';

export interface DataQuestion {
  metrics: Metric[];
  period: Period;
  /** The period was not said: each metric's natural one (today; last night for sleep). */
  periodImplied: boolean;
}

const NUTRIENTS: [RegExp, Nutrient][] = [
  [/\bprotein/, 'protein'],
  [/\b(carbs?|carbohydrates?)\b/, 'carbs'],
  [/\bsaturated fat/, 'saturatedFat'],
  [/\b(fats?|fatty)\b(?! burn)/, 'fats'],
  [/\bfib(er|re)\b/, 'fiber'],
  [/\bsugars?\b/, 'sugar'],
  [/\b(sodium|salt)\b/, 'sodiumMg'],
];

const ACTIVITIES: [RegExp, ActivityKind][] = [
  [/\b(run|runs|ran|running|jog|jogged|jogging)\b/, 'run'],
  [/\b(ride|rides|rode|cycl(e|ed|ing)|bike|biked|biking)\b/, 'ride'],
  [/\b(hike|hiked|hiking)\b/, 'hike'],
  [/\b(swim|swam|swimming)\b/, 'swim'],
  [/\b(workouts?|activities|activity|exercised?)\b/, 'any'],
];

/** The question speaks of the member's own record, not of what people in general should do. */
function aboutMe(q: string): boolean {
  const period = /\b(today|yesterday|last night|this week|past week|last week|last 7 days|past 7 days|so far)\b/.test(q);
  const past = /\b(did|have|had|was|were) i\b|\bi('ve| have)? (ate|eaten|slept|walked|ran|burn(ed|t)|logged|had)\b/.test(q);
  // "Is coffee bad for my sleep?", "Should I eat more protein?": advice about a topic, not a figure.
  if (/^(is|are|can|could|should|does|do|will|would|why)\b/.test(q) && !period && !past) return false;
  if (/\b(today|yesterday|last night|this week|past week|last week|last 7 days|past 7 days|so far)\b/.test(q)) return true;
  if (/\b(did|have|had|was|were|am) i\b|\bi('ve| have)? (ate|eaten|eat today|slept|sleep last|walked|walk today|ran|run today|burn(ed|t)|logged|had)\b/.test(q))
    return true;
  return /\bmy (steps|sleep|protein|calories|intake|meals?|diet|food|heart rate|resting heart rate|pulse|runs?|activity|activities|workouts?|distance|blood oxygen|spo2|active minutes|sodium|sugar|fiber|fibre|carbs|fat)\b/.test(
    q,
  );
}

function periodOf(q: string): { period: Period; implied: boolean } {
  if (/\b(this week|past week|last week|last 7 days|past 7 days|last seven days|per day this week|a day this week)\b/.test(q)) return { period: 'week', implied: false };
  if (/\byesterday\b/.test(q)) return { period: 'yesterday', implied: false };
  if (/\b(today|so far|last night|tonight)\b/.test(q)) return { period: 'today', implied: false };
  return { period: 'today', implied: true };
}

export function parseDataQuestion(text: string): DataQuestion | null {
  const q = text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
  if (!aboutMe(q)) return null;
  const eating = /\b(eat|ate|eaten|eating|intake|consume[ds]?|food|meals?|diet|diary|logged)\b/.test(q);
  const nutrients = NUTRIENTS.filter(([pattern]) => pattern.test(q)).map(([, n]) => n);
  // "fat" inside "saturated fat" is that nutrient alone.
  const metrics: Metric[] = nutrients.filter((n) => !(n === 'fats' && nutrients.includes('saturatedFat'))).map((nutrient) => ({ kind: 'nutrient', nutrient }) as const);
  const calories = /\b(calories|kcal|cals)\b/.test(q);
  if (calories && /\b(burn|burned|burnt|burning|expend|spent|active energy)\b/.test(q)) metrics.push({ kind: 'day', metric: 'caloriesBurned' });
  else if (calories) metrics.push({ kind: 'nutrient', nutrient: 'calories' });
  if (/\bsteps?\b|\bhow (much|far) did i walk\b/.test(q)) metrics.push({ kind: 'day', metric: 'steps' });
  if (/\b(sleep|slept|asleep)\b/.test(q)) metrics.push({ kind: 'day', metric: 'sleep' });
  if (/\bresting (heart rate|hr|pulse)\b/.test(q)) metrics.push({ kind: 'day', metric: 'restingHeartRate' });
  else if (/\b(heart rate|pulse|bpm)\b/.test(q)) metrics.push({ kind: 'day', metric: 'heartRate' });
  if (/\b(blood oxygen|spo2|oxygen saturation)\b/.test(q)) metrics.push({ kind: 'day', metric: 'bloodOxygen' });
  if (/\bactive minutes\b|\bminutes of (activity|exercise)\b/.test(q)) metrics.push({ kind: 'day', metric: 'activeMinutes' });
  const activity = ACTIVITIES.find(([pattern]) => pattern.test(q));
  if (activity && !metrics.some((m) => m.kind === 'day' && m.metric === 'activeMinutes')) metrics.push({ kind: 'activity', activity: activity[1] });
  if (!metrics.length && /\bwhat did i (eat|have)\b|\bmy meals\b|\bwhat('s| is) in my (food )?diary\b/.test(q)) metrics.push({ kind: 'meals' });
  if (!metrics.length && eating && /\bhow much\b/.test(q)) metrics.push({ kind: 'meals' });
  if (!metrics.length) return null;
  const { period, implied } = periodOf(q);
  return { metrics: metrics.slice(0, 3), period, periodImplied: implied };
}
