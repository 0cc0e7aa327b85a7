// Getting the assistant's retrieval ready before the first question: the sentence encoder and
// the knowledge base's embeddings cost seconds of CPU once per process (25 s on a busy 2-core
// machine), which a member's first question used to pay. The health subgraph starts this at boot
// (part.ts, in the background, never on a request); `assistantStatus` reports it so the page
// can say the assistant is getting ready, and asking for the status starts it where boot did not
// (tests do not warm every stack they start). How and where embeddings are computed is
// embeddings.ts' business: this only asks for them and remembers how that went.
import { createLogger } from '@pulse/kit';
import { knowledgeEmbeddings } from './knowledge/index.js';

const log = createLogger('assistant');

export type Readiness = 'loading' | 'ready' | 'keywords-only';

let state: Readiness | 'idle' = 'idle';
let warming: Promise<void> | undefined;

/** Starts loading the encoder and the knowledge base's embeddings, once; never rejects. */
export function warmUp(): Promise<void> {
  warming ??= (async () => {
    state = 'loading';
    const started = Date.now();
    try {
      const vectors = await knowledgeEmbeddings();
      state = vectors ? 'ready' : 'keywords-only';
    } catch (error) {
      state = 'keywords-only';
      log.warn('assistant warm-up failed; retrieval uses keywords only', { error: String(error) });
    }
    log.info('assistant retrieval ready', { state, ms: Date.now() - started });
  })();
  return warming;
}

/** Where the warm-up is; a process that has not started it yet is about to (the caller starts it). */
export function readiness(): Readiness {
  return state === 'idle' ? 'loading' : state;
}
