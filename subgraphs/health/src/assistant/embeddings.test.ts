// The sentence encoder must run with no network at all (RULES: nothing may download at run
// time): its thread, with every way Node could reach out refused, loads and answers
// 512-dimension unit vectors whose cosines make sense. It runs off the request thread, and a
// member's long embedding (a first search: hundreds of passages) takes turns with everyone
// else's by batches, so another member's question waits for one batch, not for the whole job.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_BATCH, EMBEDDING_DIMENSIONS, cosine, embed, embeddingEvents, encoderFailure } from './embeddings.js';

type Answer = { id?: number; vectors?: Float32Array[]; attempts?: string[]; loaded?: number };

describe('sentence embeddings (Universal Sentence Encoder lite from the npm package)', () => {
  it('load and embed offline on their thread, with no network call', async () => {
    const worker = new Worker(new URL('./testing/offline-embedding-worker.mjs', import.meta.url));
    try {
      const answer = (predicate: (a: Answer) => boolean) =>
        new Promise<Answer>((resolve, reject) => {
          const listener = (a: Answer) => {
            if (!predicate(a)) return;
            worker.off('message', listener);
            resolve(a);
          };
          worker.on('message', listener);
          worker.once('error', reject);
        });
      const embedded = answer((a) => a.id === 1);
      worker.postMessage({
        id: 1,
        texts: ['How much sleep do adults need?', 'Adults need seven or more hours of sleep a night.', 'Magnesium is found in nuts and seeds.'],
      });
      const { vectors } = await embedded;
      const tried = answer((a) => Array.isArray(a.attempts));
      worker.postMessage({ attempts: true });
      expect((await tried).attempts).toEqual([]);
      expect(vectors).toHaveLength(3);
      const [question, sleep, magnesium] = vectors!;
      expect(question).toHaveLength(EMBEDDING_DIMENSIONS);
      expect(cosine(question, question)).toBeCloseTo(1, 4);
      expect(cosine(question, sleep)).toBeGreaterThan(cosine(question, magnesium) + 0.2);
    } finally {
      await worker.terminate();
    }
  }, 120_000);

  it('answer the same vectors through embed(), off the request thread', async () => {
    const vectors = await embed(['How much sleep do adults need?', 'Adults need seven or more hours of sleep a night.', 'Magnesium is found in nuts and seeds.'], 'ann');
    expect(encoderFailure()).toBeUndefined();
    const [question, sleep, magnesium] = vectors!;
    expect(question).toBeInstanceOf(Float32Array);
    expect(cosine(question, question)).toBeCloseTo(1, 4);
    expect(cosine(question, sleep)).toBeGreaterThan(cosine(question, magnesium) + 0.2);
    expect(await embed([], 'ann')).toEqual([]);
  }, 120_000);

  it("takes turns by batch: another member's question goes after one batch of a long job, not after the job", async () => {
    const turns: string[] = [];
    const finished: string[] = [];
    const onBatch = (owner: string) => turns.push(owner);
    embeddingEvents.on('batch', onBatch);
    try {
      const long = Array.from({ length: EMBEDDING_BATCH * 6 }, (_, i) => `Passage ${i} about meals, sleep and steps.`);
      // The first batch of the long job is in the worker when the other member asks.
      const firstBatch = new Promise<void>((resolve) => embeddingEvents.once('batch', () => resolve()));
      const job = embed(long, 'long-member').then((v) => (finished.push('long-member'), v));
      await firstBatch;
      const question = embed(['How did I sleep this week?'], 'other-member').then((v) => (finished.push('other-member'), v));
      const [all, one] = await Promise.all([job, question]);
      expect(all).toHaveLength(long.length);
      expect(one).toHaveLength(1);
      expect(turns).toEqual(['long-member', 'other-member', 'long-member', 'long-member', 'long-member', 'long-member', 'long-member']);
      expect(finished).toEqual(['other-member', 'long-member']);
      // Same texts, same vectors, whatever the turns.
      const [again] = (await embed([long[EMBEDDING_BATCH * 5]], 'another'))!;
      expect(cosine(again, all![EMBEDDING_BATCH * 5])).toBeCloseTo(1, 4);
    } finally {
      embeddingEvents.off('batch', onBatch);
    }
  }, 120_000);
});
