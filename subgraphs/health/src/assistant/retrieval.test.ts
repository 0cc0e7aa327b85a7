// Retrieval over the knowledge base alone (no member data, so no database): the passage a
// member would want comes first for everyday questions, including ones that share few words
// with it, and every knowledge passage cites a public source.
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HealthSource } from './entities.js';
import { KNOWLEDGE } from './knowledge/index.js';
import { retrieve } from './retrieval.js';

const NO_DATABASE = undefined as unknown as EntityManager;
const knowledgeOnly = (query: string) => retrieve(NO_DATABASE, 'health', 'member', query, [HealthSource.KNOWLEDGE], 3);

describe('knowledge base', () => {
  it('has 60-150 passages with unique ids, a title, a publisher and a public https source', () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(60);
    expect(KNOWLEDGE.length).toBeLessThanOrEqual(150);
    expect(new Set(KNOWLEDGE.map((k) => k.id)).size).toBe(KNOWLEDGE.length);
    for (const k of KNOWLEDGE) {
      expect(k.url, k.id).toMatch(/^https:\/\/([a-z]+\.)*(cdc\.gov|nih\.gov|health\.gov|dietaryguidelines\.gov|who\.int|fda\.gov|medlineplus\.gov)\//);
      expect(k.text.length, k.id).toBeLessThanOrEqual(2000);
      expect(k.title && k.publisher, k.id).toBeTruthy();
    }
  });
});

describe('hybrid retrieval', () => {
  it.each([
    ['How many hours of sleep do I need?', 'sleep-how-much-adults'],
    ['how much exercise per week should an adult do', 'activity-adults-aerobic'],
    ['what foods have magnesium', 'nutrient-magnesium'],
    ['is coffee bad for my sleep', 'sleep-caffeine'],
    ['my ankle is sprained, what should I do', 'injury-sprains'],
    ['vitamin D dose', 'nutrient-vitamin-d'],
    ['how many steps a day', 'activity-steps'],
    ['my watch says my blood oxygen is 93', 'vitals-pulse-oximetry'],
    ['Tips to sleep better?', 'sleep-habits'],
    ['how much water should I drink', 'diet-water'],
    ['is it ok to run with knee pain', 'injury-knee-pain'],
  ])(
    'ranks the right passage first: %s',
    async (query, expected) => {
      const { passages, mode } = await knowledgeOnly(query);
      expect(mode).toBe('hybrid');
      expect(passages[0]?.source, JSON.stringify(passages.map((p) => [p.source.id, p.score]))).toMatchObject({ kind: HealthSource.KNOWLEDGE, id: expected });
      expect(passages[0].source.url).toMatch(/^https:/);
      expect(passages[0].score).toBeGreaterThan(0);
      expect(passages[0].score).toBeLessThanOrEqual(1);
    },
    120_000,
  );

  it('answers nothing for a question the base does not cover', async () => {
    const { passages } = await knowledgeOnly('qwzx blorft');
    expect(passages.every((p) => p.score < 0.5)).toBe(true);
  }, 120_000);
});
