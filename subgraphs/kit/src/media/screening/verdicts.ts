// The verdict of a stored image, the part every subgraph that screens uploads shares (social's
// post media, events' covers and product photos, accounts' profile pictures): each one keeps one
// verdict row per stored image in its own table (written PENDING when the image is stored,
// completed by the background classification with scores or a failure), so any process can read
// it and a restart loses nothing. What a verdict *does* (hold a post, hold a cover, settle a
// pending picture) is the subgraph's own; this file is only the verdict. docs/image-screening.md.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import type { Storage } from '../../storage.js';
import type { SubgraphServices } from '../../subgraph.js';
import { screenImage, ScreeningFailedError, type ScreeningScores } from './image-screening.js';
import type { ScreeningSettings } from './screening-config.js';

export type ScreeningFailure = 'TIMEOUT' | 'FAILED';

/** What one classification came to. */
export type ScreeningOutcome = { scores: ScreeningScores } | { failure: ScreeningFailure };

/** What one image came to, as a moderation flag's `details.media` entry names it. `scores` null: it could not be classified in time or at all. */
export interface ImageVerdict {
  /** The storage key (the moderation flag's media id). */
  id: string;
  url: string;
  scores: ScreeningScores | null;
  failure?: ScreeningFailure;
}

/** The columns of a verdict row that say what it came to. */
export interface VerdictColumns {
  /** PENDING, DONE or FAILED. */
  status: string;
  scores: ScreeningScores | null;
  failure: ScreeningFailure | null;
}

/** The outcome a verdict row records, or undefined while it is pending (or there is no row). */
export function recordedOutcome(row: VerdictColumns | undefined): ScreeningOutcome | undefined {
  if (row?.status === 'DONE' && row.scores) return { scores: row.scores };
  if (row?.status === 'FAILED') return { failure: row.failure ?? 'FAILED' };
  return undefined;
}

/** The verdict of `image` from its outcome; no outcome (not in time): TIMEOUT, which holds it (fail closed). */
export function verdictFrom(image: { id: string; url: string }, outcome: ScreeningOutcome | undefined): ImageVerdict {
  if (!outcome) return { ...image, scores: null, failure: 'TIMEOUT' };
  return 'scores' in outcome ? { ...image, scores: outcome.scores } : { ...image, scores: null, failure: outcome.failure };
}

/** A moderation flag's `details.media` entry (docs/image-screening.md, the flags contract). */
export const flaggedMedia = (verdict: ImageVerdict) => ({
  id: verdict.id,
  url: verdict.url,
  scores: verdict.scores,
  ...(verdict.failure ? { failure: verdict.failure } : {}),
});

async function readStored(storage: Storage, key: string): Promise<Uint8Array> {
  const object = await storage.get(key);
  if (!object) throw new Error('the file is gone');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface ImageVerdictsOptions {
  /** The verdict table, schema-qualified (its columns: key, user_id, status, scores, failure, created_at, updated_at). */
  table: (services: SubgraphServices) => string;
  config: (services: SubgraphServices) => ScreeningSettings;
  /** Where the stored images are read from. */
  storage: (services: SubgraphServices) => Storage;
  log: Logger;
  /** What the log lines call the image ('image', 'profile picture'). */
  noun?: string;
  /** Run after a verdict is recorded (accounts settles the pending picture waiting for it); a failure is logged as the recording's. */
  afterRecord?: (services: SubgraphServices, key: string) => Promise<void>;
}

export interface ImageVerdicts {
  /**
   * Classifies one stored image in the uploader's turn and records the outcome; never rejects.
   * One screening per key per process: a second call gets the running one. `storage` overrides
   * the configured one (the upload that just stored the file).
   */
  screenStored(services: SubgraphServices, userId: string, key: string, storage?: Storage): Promise<ScreeningOutcome>;
  /** The PENDING rows of images just stored (or named without one); a row already there stays. */
  recordPending(em: Pick<EntityManager, 'execute'>, services: SubgraphServices, userId: string, keys: readonly string[]): Promise<void>;
  /**
   * The running (or a new) screening of a key, awaited for at most `ms`; undefined when not in
   * time. Real time, not services.clock: the bound is on real work (a classification), not a
   * rule of the product.
   */
  awaitScreening(services: SubgraphServices, userId: string, key: string, ms: number): Promise<ScreeningOutcome | undefined>;
}

export function imageVerdicts(options: ImageVerdictsOptions): ImageVerdicts {
  const noun = options.noun ?? 'image';
  /** Screenings running in this process, by key: whoever needs a verdict awaits these rather than starting another. */
  const running = new Map<string, Promise<ScreeningOutcome>>();

  function screenStored(services: SubgraphServices, userId: string, key: string, storage?: Storage): Promise<ScreeningOutcome> {
    const known = running.get(key);
    if (known) return known;
    const from = storage ?? options.storage(services);
    const outcome = screenImage(userId, () => readStored(from, key), options.config(services))
      .then(
        (scores): ScreeningOutcome => ({ scores }),
        (error: unknown): ScreeningOutcome => {
          options.log.warn(`${noun} screening failed`, { key, error: String(error) });
          return { failure: error instanceof ScreeningFailedError ? error.reason : 'FAILED' };
        },
      )
      .then(async (result) => {
        const now = services.clock.now();
        try {
          await services.orm.em
            .fork()
            .execute(
              `UPDATE ${options.table(services)} SET status = ?, scores = ?, failure = ?, updated_at = ? WHERE key = ?`,
              'scores' in result ? ['DONE', JSON.stringify(result.scores), null, now, key] : ['FAILED', null, result.failure, now, key],
            );
          await options.afterRecord?.(services, key);
        } catch (error) {
          options.log.error(`recording ${noun === 'image' ? 'an image' : `a ${noun}`} verdict failed`, { key, error: String(error) });
        }
        return result;
      })
      .finally(() => running.delete(key));
    running.set(key, outcome);
    return outcome;
  }

  async function recordPending(em: Pick<EntityManager, 'execute'>, services: SubgraphServices, userId: string, keys: readonly string[]): Promise<void> {
    if (!keys.length) return;
    const now = services.clock.now();
    await em.execute(
      `INSERT INTO ${options.table(services)} (key, user_id, status, created_at, updated_at) VALUES ${keys.map(() => `(?, ?, 'PENDING', ?, ?)`).join(', ')} ON CONFLICT (key) DO NOTHING`,
      keys.flatMap((key) => [key, userId, now, now]),
    );
  }

  const awaitScreening = (services: SubgraphServices, userId: string, key: string, ms: number) => waitAtMost(screenStored(services, userId, key), Math.max(0, ms));

  return { screenStored, recordPending, awaitScreening };
}
