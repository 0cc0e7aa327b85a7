// Every image uploaded to events (POST /media, or a cover sent as a data URL) is screened in the
// background as soon as it is stored (kit's screenImage: off this thread, members taking turns),
// so that by the time an event or product names it its verdict is usually in. The verdict lives
// in events.media_screenings (scores or a failure), so any process can read it and a restart
// loses nothing: an image whose verdict is missing or still pending when it is first named is
// screened then (or its running screening awaited), for at most SCREENING_PUBLISH_WAIT_MS.
// Social's screening/image-verdicts.ts is the same design for post media.
import { createLogger, createStorage, type Storage, type SubgraphServices } from '@pulse/kit';
import { screenImage, ScreeningFailedError, type ScreeningScores } from '@pulse/kit/media/screening';

const log = createLogger('events.screening');

/** What one image came to. `scores` null: it could not be classified in time or at all. */
export interface ImageVerdict {
  /** The storage key, e.g. e-c0123...png (the moderation flag's media id and content id). */
  id: string;
  url: string;
  scores: ScreeningScores | null;
  failure?: 'TIMEOUT' | 'FAILED';
}

type Outcome = { scores: ScreeningScores } | { failure: 'TIMEOUT' | 'FAILED' };

/** Screenings running in this process, by key: naming an image awaits these rather than starting another. */
const running = new Map<string, Promise<Outcome>>();

export const screeningsTable = (services: SubgraphServices) => `"${services.schema}".media_screenings`;

async function readStored(storage: Storage, key: string): Promise<Uint8Array> {
  const object = await storage.get(key);
  if (!object) throw new Error('the file is gone');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Classifies one stored image in the member's turn and records the outcome; never rejects. */
function screenStored(services: SubgraphServices, userId: string, key: string): Promise<Outcome> {
  const known = running.get(key);
  if (known) return known;
  const outcome = screenImage(userId, () => readStored(storageFor(services), key), services.config.imageScreening)
    .then(
      (scores): Outcome => ({ scores }),
      (error: unknown): Outcome => {
        log.warn('image screening failed', { key, error: String(error) });
        return { failure: error instanceof ScreeningFailedError ? error.reason : 'FAILED' };
      },
    )
    .then(async (result) => {
      const now = services.clock.now();
      await services.orm.em
        .fork()
        .execute(
          `UPDATE ${screeningsTable(services)} SET status = ?, scores = ?, failure = ?, updated_at = ? WHERE key = ?`,
          'scores' in result ? ['DONE', JSON.stringify(result.scores), null, now, key] : ['FAILED', null, result.failure, now, key],
        )
        .catch((error: unknown) => log.error('recording an image verdict failed', { key, error: String(error) }));
      return result;
    })
    .finally(() => running.delete(key));
  running.set(key, outcome);
  return outcome;
}

/**
 * Right after an image is stored: its PENDING row (before the upload answers, so whatever names
 * it finds the row and its uploader), then its classification in the background.
 */
export async function screenUploadedImage(services: SubgraphServices, userId: string, key: string): Promise<void> {
  const now = services.clock.now();
  await services.orm.em
    .fork()
    .execute(`INSERT INTO ${screeningsTable(services)} (key, user_id, status, created_at, updated_at) VALUES (?, ?, 'PENDING', ?, ?) ON CONFLICT (key) DO NOTHING`, [
      key,
      userId,
      now,
      now,
    ]);
  void screenStored(services, userId, key);
}

const storageOf = new WeakMap<SubgraphServices, Storage>();
function storageFor(services: SubgraphServices): Storage {
  let storage = storageOf.get(services);
  if (!storage) storageOf.set(services, (storage = createStorage(services.config)));
  return storage;
}

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface ScreeningRow {
  key: string;
  user_id: string;
  status: 'PENDING' | 'DONE' | 'FAILED';
  scores: ScreeningScores | null;
  failure: 'TIMEOUT' | 'FAILED' | null;
  review: 'PUBLISHED' | 'HELD' | 'REMOVED' | null;
}

/**
 * The verdict of an image whose review is not decided yet: what is recorded, else the running
 * (or a new) screening awaited until `deadline` (real time, not services.clock: the bound is on
 * real work, a classification, not a rule of the product). Past it: TIMEOUT (fail closed).
 */
export async function verdictOf(services: SubgraphServices, row: ScreeningRow, url: string, deadline: number): Promise<ImageVerdict> {
  const image = { id: row.key, url };
  if (row.status === 'DONE' && row.scores) return { ...image, scores: row.scores };
  if (row.status === 'FAILED') return { ...image, scores: null, failure: row.failure ?? 'FAILED' };
  const outcome = await waitAtMost(screenStored(services, row.user_id, row.key), Math.max(0, deadline - Date.now()));
  if (!outcome) return { ...image, scores: null, failure: 'TIMEOUT' };
  return 'scores' in outcome ? { ...image, scores: outcome.scores } : { ...image, scores: null, failure: outcome.failure };
}
