// Hybrid retrieval over the knowledge base and the member's own passages: BM25 (bm25.ts) for
// shared terms and sentence-embedding cosine (embeddings.ts) for shared meaning, each scaled to
// 0-1 and mixed. When the encoder cannot load, retrieval is BM25 alone and `mode` says so.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Bm25Index } from './bm25.js';
import { cosine, embed } from './embeddings.js';
import { HealthSource, type PassageSource, type RetrievedPassage } from './entities.js';
import { KNOWLEDGE, knowledgeEmbeddings } from './knowledge/index.js';
import { memberPassages } from './member-passages.js';

export const ALL_SOURCES = Object.values(HealthSource);
export const DEFAULT_RESULTS = 5;

/** How much of the score comes from keywords; the rest is meaning. */
const KEYWORD_WEIGHT = 0.45;
/** Below this a passage is noise for the question, whatever else is there. */
const MIN_SCORE = 0.2;

export interface Retrieval {
  passages: RetrievedPassage[];
  /** 'hybrid': keywords and embeddings; 'keyword': the encoder could not run here, BM25 only. */
  mode: 'hybrid' | 'keyword';
}

interface Candidate {
  text: string;
  source: PassageSource;
  embedding: ArrayLike<number> | null;
}

export async function retrieve(
  em: EntityManager,
  schema: string,
  ownerId: string,
  query: string,
  sources: readonly HealthSource[] = ALL_SOURCES,
  limit = DEFAULT_RESULTS,
): Promise<Retrieval> {
  const kinds = sources.length ? sources : ALL_SOURCES;
  const candidates: Candidate[] = [];
  if (kinds.includes(HealthSource.KNOWLEDGE)) {
    const vectors = await knowledgeEmbeddings();
    KNOWLEDGE.forEach((k, i) =>
      candidates.push({
        text: k.text,
        source: { kind: HealthSource.KNOWLEDGE, id: k.id, title: `${k.title} (${k.publisher})`, url: k.url },
        embedding: vectors?.[i] ?? null,
      }),
    );
  }
  for (const p of await memberPassages(em, schema, ownerId, kinds)) {
    candidates.push({ text: p.text, source: { kind: p.kind, id: p.sourceId, title: p.title, url: p.url }, embedding: p.embedding });
  }
  if (!candidates.length) return { passages: [], mode: 'hybrid' };

  const keyword = new Bm25Index(candidates.map((c) => `${c.source.title} ${c.text}`)).scores(query);
  const top = Math.max(...keyword);
  const [queryVector] = (await embed([query], ownerId)) ?? [];
  const mode = queryVector ? 'hybrid' : 'keyword';
  const scored = candidates.map((c, i) => {
    const words = top > 0 ? keyword[i] / top : 0;
    const meaning = queryVector && c.embedding ? Math.max(0, cosine(queryVector, c.embedding)) : 0;
    const score = mode === 'hybrid' ? KEYWORD_WEIGHT * words + (1 - KEYWORD_WEIGHT) * meaning : words;
    return { text: c.text, source: c.source, score: Math.round(score * 1000) / 1000 };
  });
  scored.sort((a, b) => b.score - a.score);
  return { passages: scored.filter((s) => s.score >= MIN_SCORE).slice(0, limit), mode };
}
