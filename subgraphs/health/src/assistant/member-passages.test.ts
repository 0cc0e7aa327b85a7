// A search reuses what earlier searches computed (each text's BM25 term counts, the embeddings
// it read from health_passages) so that it holds the request thread for a few ms (issue 18).
// What it answers must be what a search computed from nothing answers, and it must still follow
// the member's edits and deletions: a renamed meal is found by its new name with its new text,
// a deleted one is gone, from the answer and from the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type RunningSubgraph } from '@pulse/kit';
import { recordSql, startTestSubgraph, testConfig, type TestDatabase } from '@pulse/dev-env';
import { configSpec } from '../config.js';
import { health } from '../index.js';
import { forgetTermCounts } from './bm25.js';
import { embeddingEvents } from './embeddings.js';
import { HealthSource } from './entities.js';
import { forgetRememberedEmbeddings } from './member-passages.js';
import { retrieve } from './retrieval.js';

let subgraph: RunningSubgraph & { database: TestDatabase };
const owner = newId();
const salmon = newId();
const porridge = newId();
const SOURCES = [HealthSource.KNOWLEDGE, HealthSource.MEALS, HealthSource.WEARABLES];

async function exec(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return subgraph.services.orm.em.getConnection().execute(sql, params);
}

const search = (query: string) => retrieve(subgraph.services.orm.em.fork(), subgraph.services.schema, owner, query, SOURCES, 20);

/** The same search with nothing remembered: every text tokenized and every embedding read from the store again. */
async function fromNothing(query: string) {
  forgetTermCounts();
  forgetRememberedEmbeddings();
  return search(query);
}

/** Texts the encoder is asked to embed for this member while `run` runs (the question is one). */
async function embeddedFor<T>(run: () => Promise<T>): Promise<{ result: T; texts: number }> {
  let texts = 0;
  const count = (who: string, n: number) => (texts += who === owner ? n : 0);
  embeddingEvents.on('batch', count);
  try {
    return { result: await run(), texts };
  } finally {
    embeddingEvents.off('batch', count);
  }
}

beforeAll(async () => {
  subgraph = await startTestSubgraph(health, { config: testConfig(configSpec) });
  const meal = (id: string, name: string, description: string) =>
    exec(
      `INSERT INTO health.meals (id, owner_id, name, description, nutrition, quality_score, grade, eaten_at, logged_on) VALUES (?, ?, ?, ?, ?::jsonb, 80, 'B', now(), current_date)`,
      [id, owner, name, description, JSON.stringify({ calories: 600, protein: 35, carbs: 50, fats: 20 })],
    );
  await meal(salmon, 'Salmon bowl', 'Grilled salmon with rice and avocado');
  await meal(porridge, 'Porridge', 'Oats with milk and blueberries');
  for (const [provider, days] of [
    ['oura', 0],
    ['oura', 1],
    ['garmin', 2],
  ] as const) {
    await exec(`INSERT INTO health.wearable_days (owner_id, provider, day, steps, sleep_minutes, last_updated) VALUES (?, ?, current_date - ?::int, ?, ?, now())`, [
      owner,
      provider,
      days,
      8000 + days * 700,
      420 - days * 15,
    ]);
  }
}, 120_000);

afterAll(async () => {
  await subgraph?.stop();
});

describe('what a search reads', () => {
  it('describes an activity without reading its track (up to 20,000 points a row)', async () => {
    const run = newId();
    const track = Array.from({ length: 2_000 }, (_, i) => ({ latitude: 51.5 + i / 1e5, longitude: -0.1, elevation: 20, time: null }));
    await exec(
      `INSERT INTO health.activities (id, owner_id, type, source, started_at, duration_s, distance_km, coordinates, created_at) VALUES (?, ?, 'run', 'gpx', now(), 1800, 5.2, ?::jsonb, now())`,
      [run, owner, JSON.stringify(track)],
    );
    const recording = recordSql();
    try {
      const found = await retrieve(subgraph.services.orm.em.fork(), subgraph.services.schema, owner, 'my run', [HealthSource.ACTIVITIES], 5);
      expect(found.passages.find((p) => p.source.id === run)?.text).toContain('5.2 km');
    } finally {
      recording.stop();
    }
    const reads = recording.statements.filter((sql) => /from "health"\.activities/i.test(sql));
    expect(reads.length).toBeGreaterThan(0);
    for (const sql of reads) expect(sql).not.toMatch(/\*|coordinates/);
    await exec(`DELETE FROM health.activities WHERE id = ?`, [run]);
  }, 120_000);
});

describe('a search that reuses earlier work', () => {
  it('answers the same passages with the same scores as one computed from nothing, and embeds nothing again', async () => {
    const first = await search('how did I sleep');
    expect(first.mode).toBe('hybrid');
    expect(first.passages.some((p) => p.source.kind === HealthSource.WEARABLES)).toBe(true);
    for (const query of ['how did I sleep', 'salmon for lunch', 'oats and blueberries breakfast', 'how many steps should I walk']) {
      const { result: again, texts } = await embeddedFor(() => search(query));
      // The question alone.
      expect(texts, query).toBe(1);
      expect(again, query).toEqual(await fromNothing(query));
      expect(again.passages.length, query).toBeGreaterThan(0);
    }
  }, 120_000);

  it('follows an edited meal: found by its new name with its new text, embedded again, the same as from nothing', async () => {
    await search('salmon for lunch');
    await exec(`UPDATE health.meals SET name = 'Tofu stir fry', description = 'Tofu with broccoli and noodles' WHERE id = ?`, [salmon]);
    const { result: edited, texts } = await embeddedFor(() => search('tofu stir fry'));
    // The question and the one edited meal, not the member's other passages.
    expect(texts).toBe(2);
    const meal = edited.passages.find((p) => p.source.id === salmon);
    expect(meal?.text).toContain('Tofu stir fry. Tofu with broccoli and noodles');
    expect(meal?.source.title).toMatch(/^Your meal: Tofu stir fry /);
    expect(edited.passages.some((p) => p.text.includes('Salmon bowl'))).toBe(false);
    expect(edited).toEqual(await fromNothing('tofu stir fry'));
    const [row] = await exec(`SELECT text FROM health.health_passages WHERE owner_id = ? AND source_id = ?`, [owner, salmon]);
    expect(row.text).toContain('Tofu stir fry');
  }, 120_000);

  it('follows a deleted meal: gone from the answer and from the store', async () => {
    expect((await search('oats and blueberries breakfast')).passages.some((p) => p.source.id === porridge)).toBe(true);
    await exec(`DELETE FROM health.meals WHERE id = ?`, [porridge]);
    const after = await search('oats and blueberries breakfast');
    expect(after.passages.some((p) => p.source.id === porridge)).toBe(false);
    expect(await exec(`SELECT 1 FROM health.health_passages WHERE owner_id = ? AND source_id = ?`, [owner, porridge])).toEqual([]);
    expect(after).toEqual(await fromNothing('oats and blueberries breakfast'));
  }, 120_000);

  it('embeds again a passage whose stored row was deleted behind its back, rather than trusting what it remembers', async () => {
    await search('how did I sleep');
    await exec(`DELETE FROM health.health_passages WHERE owner_id = ? AND source_kind = 'wearables'`, [owner]);
    const { result, texts } = await embeddedFor(() => search('how did I sleep'));
    // The question, three days and the week's averages.
    expect(texts).toBe(5);
    const [row] = await exec(`SELECT count(*)::int AS n FROM health.health_passages WHERE owner_id = ? AND source_kind = 'wearables' AND embedding IS NOT NULL`, [owner]);
    expect(row.n).toBe(4);
    expect(result).toEqual(await fromNothing('how did I sleep'));
  }, 120_000);
});
