import { describe, expect, it } from 'vitest';
import { Bm25Index, stem, tokenize } from './bm25.js';

describe('tokenize', () => {
  it('lowercases, drops stopwords and stems, keeping numbers and single letters', () => {
    expect(tokenize('How many Steps should I walk in 2 days?')).toEqual(['step', 'walk', '2', 'day']);
    expect(tokenize('Vitamin D and B12')).toEqual(['vitamin', 'd', 'b12']);
  });

  it('brings word forms together', () => {
    expect(stem('walking')).toBe(stem('walks'));
    expect(stem('walked')).toBe('walk');
    expect(stem('calories')).toBe('calory');
    expect(stem('run')).toBe('run');
  });
});

describe('Bm25Index', () => {
  const docs = [
    'Adults need seven or more hours of sleep each night.',
    'Magnesium is found in nuts, seeds and leafy greens.',
    'Brisk walking for 150 minutes a week counts as moderate activity.',
    'Sleep sleep sleep sleep: a document that repeats one word many times without saying much else about anything.',
  ];
  const index = new Bm25Index(docs);

  it('scores documents sharing no term with the query at zero', () => {
    const scores = index.scores('magnesium');
    expect(scores[1]).toBeGreaterThan(0);
    expect([scores[0], scores[2], scores[3]]).toEqual([0, 0, 0]);
  });

  it('ranks the document with the rarer matching terms first', () => {
    const scores = index.scores('how many hours of sleep do adults need');
    expect(scores.indexOf(Math.max(...scores))).toBe(0);
  });

  it('saturates repeated terms and normalises length (k1, b)', () => {
    const scores = index.scores('sleep');
    // Four repetitions in a long document do not beat one in a short one by four times.
    expect(scores[3] / scores[0]).toBeLessThan(2);
  });

  it('handles an empty corpus and an empty query', () => {
    expect(new Bm25Index([]).scores('sleep')).toEqual([]);
    expect(index.scores('the and of')).toEqual([0, 0, 0, 0]);
  });
});
