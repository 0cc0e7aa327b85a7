// The assistant's reply when no chat model is configured. Never an invented answer, but an
// answer all the same:
//   1. A question about the member's own figures ("How much protein did I eat today?") gets a
//      sentence computed from their rows (own-data/): "You ate 54 g of protein today; your goal
//      is 50 g."
//   2. Then at most three passages, each numbered and cited, and only those close enough to the
//      question: at least RELATIVE of the best passage's score and at least ABSOLUTE, so a
//      protein question does not list salt because both are about food. For a question about
//      the member's own data, the passages are the guidance the figure is measured against (the
//      knowledge base, searched by the metric's topic: "how much protein do adults need"); the
//      member's rows are already in the sentence. Any other question searches everything.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HealthSource, type PassageSource, type RetrievedPassage } from './entities.js';
import { answerFromData, type AnswerContext } from './own-data/answer.js';
import { parseDataQuestion, type Metric } from './own-data/question.js';
import { retrieve } from './retrieval.js';

export const RETRIEVED_LABEL = 'Retrieved passages (no assistant is configured)';
export const NOTHING_RETRIEVED = 'Nothing in the knowledge base or your health data matches this question.';
export const MAX_PASSAGES = 3;
/** A passage scoring under this share of the best one is beside the point. */
export const RELATIVE = 0.75;
/** Under this a passage is noise, however the others score. */
export const ABSOLUTE = 0.35;
const CANDIDATES = 8;
const REPLY_MAX_LENGTH = 20_000;

/** What the knowledge base is searched for when a question is about one of the member's figures. */
function topicOf(metric: Metric): string {
  switch (metric.kind) {
    case 'nutrient':
      return {
        protein: 'how much protein do adults need a day',
        calories: 'how many calories do adults need a day',
        carbs: 'carbohydrates grains whole grains a day',
        fats: 'dietary fats oils unsaturated fats',
        fiber: 'how much fiber a day',
        sugar: 'added sugars limit a day',
        saturatedFat: 'saturated fat limit',
        sodiumMg: 'sodium salt limit a day',
      }[metric.nutrient];
    case 'day':
      return {
        steps: 'how many steps a day',
        sleep: 'how many hours of sleep do adults need',
        restingHeartRate: 'normal resting heart rate',
        heartRate: 'target heart rate during exercise',
        activeMinutes: 'how much aerobic activity do adults need a week',
        caloriesBurned: 'how many calories do adults need a day',
        distance: 'how much aerobic activity do adults need a week',
        bloodOxygen: 'blood oxygen level pulse oximeter',
      }[metric.metric];
    case 'activity':
      return 'how much aerobic activity do adults need a week';
    case 'meals':
      return 'healthy eating pattern';
  }
}

/** At most `max` passages, each close enough to the question (see RELATIVE and ABSOLUTE). */
export function relevantPassages(passages: RetrievedPassage[], max = MAX_PASSAGES): RetrievedPassage[] {
  const best = passages[0]?.score ?? 0;
  const floor = Math.max(ABSOLUTE, best * RELATIVE);
  return passages.filter((p) => p.score >= floor).slice(0, max);
}

export interface OfflineReply {
  content: string;
  citations: PassageSource[];
  /** The sentences computed from the member's data (empty when the question is not about it). */
  answer: string[];
  passages: RetrievedPassage[];
}

export async function offlineReply(em: EntityManager, schema: string, ownerId: string, question: string, ctx: AnswerContext): Promise<OfflineReply> {
  const data = parseDataQuestion(question);
  const answer = data ? (await answerFromData(em, schema, ownerId, data, ctx)).sentences : [];
  let passages: RetrievedPassage[];
  if (data) {
    // One search per metric asked about (at most three), merged best first, each passage once.
    const found = new Map<string, RetrievedPassage>();
    for (const metric of data.metrics) {
      const { passages: some } = await retrieve(em, schema, ownerId, topicOf(metric), [HealthSource.KNOWLEDGE], CANDIDATES);
      for (const p of relevantPassages(some, MAX_PASSAGES)) if (!found.has(p.source.id)) found.set(p.source.id, p);
    }
    passages = [...found.values()].sort((a, b) => b.score - a.score).slice(0, MAX_PASSAGES);
  } else {
    passages = relevantPassages((await retrieve(em, schema, ownerId, question, undefined, CANDIDATES)).passages);
  }
  return { content: replyText(answer, passages), citations: passages.map((p) => p.source), answer, passages };
}

/** The label (so REST clients know no model wrote it), the computed answer, then the numbered passages with their sources. */
export function replyText(answer: string[], passages: RetrievedPassage[]): string {
  const parts = [RETRIEVED_LABEL];
  if (answer.length) parts.push(answer.join(' '));
  if (passages.length)
    parts.push(...passages.map((p, i) => `[${i + 1}] ${p.source.title}\n${p.text}${p.source.url?.startsWith('http') ? `\nSource: ${p.source.url}` : ''}`));
  else if (!answer.length) parts.push(NOTHING_RETRIEVED);
  return parts.join('\n\n').slice(0, REPLY_MAX_LENGTH);
}
