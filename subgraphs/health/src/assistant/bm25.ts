// Okapi BM25 over short passages: the keyword half of the assistant's retrieval. Sentence
// embeddings (embeddings.ts) find passages that mean the same in other words; BM25 finds the
// ones that share the member's exact terms ("magnesium", "HRV"), where a small 512-d encoder
// is weak. ~80 lines of our own: the corpora are a few hundred passages, so an index is a map.

/** Common English words that carry no topic; without them a question's "how" and "the" would rank. */
const STOPWORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being both but by can could did do does doing down during each for from ' +
    'had has have having he her here hers him his how i if in into is it its just me more most my no nor not now of off on once only or other our ' +
    'out over own same she should so some such than that the their them then there these they this those through to too under until up very was ' +
    'we were what when where which while who whom why will with would you your yours get got much many really'
  ).split(' '),
);

/** A light suffix stemmer: enough that "walks", "walking" and "walked" meet, without a dictionary. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  for (const [suffix, min] of [
    ['ingly', 4],
    ['ing', 4],
    ['edly', 4],
    ['ies', 3],
    ['ied', 3],
    ['ed', 4],
    ['es', 4],
    ['ly', 4],
    ['s', 3],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= min) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' || suffix === 'ied' ? `${base}y` : base;
    }
  }
  return word;
}

/** Lowercased word stems, stopwords dropped; digits and single letters kept ("150 minutes", "b12", "vitamin d"). */
export function tokenize(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => !STOPWORDS.has(w)).map(stem);
}

/**
 * Each text's term counts, kept: a search indexes the same ~80 knowledge passages and the same
 * member passages again and again, and tokenizing them all was most of a search's BM25 time on
 * the request thread (issue 18). Keyed by the text itself, so an edited passage is tokenized
 * afresh; the counts are shared between indexes and never modified. Bounded: emptied when full.
 */
const termCountsOf = new Map<string, ReadonlyMap<string, number>>();
const MAX_REMEMBERED_TEXTS = 20_000;

function termCounts(text: string): ReadonlyMap<string, number> {
  let counts = termCountsOf.get(text);
  if (!counts) {
    const fresh = new Map<string, number>();
    for (const token of tokenize(text)) fresh.set(token, (fresh.get(token) ?? 0) + 1);
    if (termCountsOf.size >= MAX_REMEMBERED_TEXTS) termCountsOf.clear();
    termCountsOf.set(text, fresh);
    counts = fresh;
  }
  return counts;
}

/** Forgets every text's term counts (tests compare a search with one computed from nothing). */
export function forgetTermCounts(): void {
  termCountsOf.clear();
}

export interface Bm25Options {
  /** Term-frequency saturation. */
  k1?: number;
  /** Length normalisation (0: none, 1: full). */
  b?: number;
}

/** An index over a fixed list of documents; scores are in the documents' order. */
export class Bm25Index {
  private readonly docs: ReadonlyMap<string, number>[];
  private readonly lengths: number[];
  private readonly avgLength: number;
  private readonly docFreq = new Map<string, number>();
  private readonly k1: number;
  private readonly b: number;

  constructor(texts: readonly string[], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.docs = texts.map((text) => {
      const counts = termCounts(text);
      for (const term of counts.keys()) this.docFreq.set(term, (this.docFreq.get(term) ?? 0) + 1);
      return counts;
    });
    this.lengths = this.docs.map((counts) => [...counts.values()].reduce((a, n) => a + n, 0));
    this.avgLength = this.lengths.reduce((a, n) => a + n, 0) / Math.max(1, this.lengths.length) || 1;
  }

  get size(): number {
    return this.docs.length;
  }

  /** Inverse document frequency, the +1 variant (never negative for terms in most documents). */
  private idf(term: string): number {
    const n = this.docFreq.get(term) ?? 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  /** One score per document (0 for documents sharing no term with the query). */
  scores(query: string): number[] {
    const terms = [...new Set(tokenize(query))];
    return this.docs.map((counts, i) => {
      let score = 0;
      for (const term of terms) {
        const tf = counts.get(term);
        if (!tf) continue;
        const norm = 1 - this.b + (this.b * this.lengths[i]) / this.avgLength;
        score += this.idf(term) * ((tf * (this.k1 + 1)) / (tf + this.k1 * norm));
      }
      return score;
    });
  }
}
