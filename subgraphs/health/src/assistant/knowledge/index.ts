// The knowledge base with its embeddings, computed once per process on first use (81 short
// passages: about a second with the WASM encoder) and kept in memory: every member searches the
// same passages, so they are neither stored per member nor recomputed per question.
import { embed } from '../embeddings.js';
import { KNOWLEDGE, type KnowledgePassage } from './passages.js';

export { KNOWLEDGE, type KnowledgePassage };

let vectors: Promise<Float32Array[] | null> | undefined;

/** One unit vector per passage of KNOWLEDGE, in order; null when the encoder cannot run here. */
export function knowledgeEmbeddings(): Promise<Float32Array[] | null> {
  vectors ??= embed(KNOWLEDGE.map((k) => `${k.title}. ${k.text}`)).catch(() => null);
  return vectors;
}
