// Every image uploaded for a post is screened in the background as soon as it is stored
// (kit's screenImage: off this thread, members taking turns), so that by the time the member
// presses Post its verdict is usually in. The verdict lives in media_screenings (scores or a
// failure), so any process can read it and a restart loses nothing: an image whose verdict is
// missing or still pending when a post is published is screened then (or its running screening
// awaited), for at most SCREENING_PUBLISH_WAIT_MS. Videos are not screened (docs/image-screening.md).
import { createLogger, createStorage, type Storage, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { isSuspicious, screenImage, ScreeningFailedError, type ScreeningScores } from '@pulse/kit/media/screening';
import type { StoredMedia } from '@pulse/kit/media';
import type { Media } from '../posts/content-types.js';

const log = createLogger('social.screening');

/** What one image of a post came to. `scores` null: it could not be classified in time or at all. */
export interface ImageVerdict {
  /** The storage key, e.g. p-c0123...png (the moderation flag's media id). */
  id: string;
  url: string;
  scores: ScreeningScores | null;
  failure?: 'TIMEOUT' | 'FAILED';
}

type Outcome = { scores: ScreeningScores } | { failure: 'TIMEOUT' | 'FAILED' };

/** Screenings running in this process, by key: publishing awaits these rather than starting another. */
const running = new Map<string, Promise<Outcome>>();

const table = (services: SubgraphServices) => `"${services.schema}".media_screenings`;

async function readStored(storage: Storage, key: string): Promise<Uint8Array> {
  const object = await storage.get(key);
  if (!object) throw new Error('the file is gone');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Classifies one stored image in the member's turn and records the outcome; never rejects. */
function screenStored(services: SubgraphServices, storage: Storage, userId: string, key: string): Promise<Outcome> {
  const known = running.get(key);
  if (known) return known;
  const outcome = screenImage(userId, () => readStored(storage, key), services.config.social.screening)
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
          `UPDATE ${table(services)} SET status = ?, scores = ?, failure = ?, updated_at = ? WHERE key = ?`,
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
 * Right after an upload is stored: a PENDING row for each image (before the upload answers, so
 * a post made with it finds the row), then their classification in the background.
 */
export async function screenUploadedImages(services: SubgraphServices, storage: Storage, userId: string, stored: StoredMedia[]): Promise<void> {
  const images = stored.filter((m) => m.kind === 'IMAGE');
  if (!images.length) return;
  const now = services.clock.now();
  await services.orm.em.fork().execute(
    `INSERT INTO ${table(services)} (key, user_id, status, created_at, updated_at) VALUES ${images.map(() => `(?, ?, 'PENDING', ?, ?)`).join(', ')}
     ON CONFLICT (key) DO NOTHING`,
    images.flatMap((m) => [m.key, userId, now, now]),
  );
  for (const image of images) void screenStored(services, storage, userId, image.key);
}

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

let storageOf = new WeakMap<SubgraphServices, Storage>();
function storageFor(services: SubgraphServices): Storage {
  let storage = storageOf.get(services);
  if (!storage) storageOf.set(services, (storage = createStorage(services.config)));
  return storage;
}
/** Tests that swap storage directories between stacks of one process. */
export function forgetScreeningStorage(): void {
  storageOf = new WeakMap();
}

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The verdicts of a post's images, for publishing it: what is recorded, else the running (or a
 * new) screening awaited for at most publishWaitMs. `wait: false` (the scheduled publisher,
 * which holds row locks) takes what is recorded and counts the rest as not in time.
 */
export async function imageVerdicts(ctx: Pick<SubgraphContext, 'services' | 'em'>, userId: string, medias: readonly Media[], wait = true): Promise<ImageVerdict[]> {
  const images = medias.filter((m) => m.type.startsWith('image/')).map((m) => ({ id: keyOf(m.url), url: m.url }));
  if (!images.length) return [];
  const { services } = ctx;
  const rows = await ctx.em.execute<{ key: string; user_id: string; status: string; scores: ScreeningScores | null; failure: 'TIMEOUT' | 'FAILED' | null }[]>(
    `SELECT key, user_id, status, scores, failure FROM ${table(services)} WHERE key IN (${images.map(() => '?').join(', ')})`,
    images.map((i) => i.id),
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const settings = services.config.social.screening;
  // Real time, not services.clock: the bound is on real work (a classification), not a rule of the product.
  const deadline = Date.now() + settings.publishWaitMs;
  const verdicts: ImageVerdict[] = [];
  for (const image of images) {
    const row = byKey.get(image.id);
    if (row?.status === 'DONE' && row.scores) verdicts.push({ ...image, scores: row.scores });
    else if (row?.status === 'FAILED') verdicts.push({ ...image, scores: null, failure: row.failure ?? 'FAILED' });
    else if (!wait) verdicts.push({ ...image, scores: null, failure: 'TIMEOUT' });
    else {
      // Pending here or in another process, or never recorded (uploaded before screening
      // existed): this process screens it now if it is not already, and waits its bound.
      if (!row)
        await ctx.em.execute(
          `INSERT INTO ${table(services)} (key, user_id, status, created_at, updated_at) VALUES (?, ?, 'PENDING', ?, ?) ON CONFLICT (key) DO NOTHING`,
          [image.id, userId, services.clock.now(), services.clock.now()],
        );
      const outcome = await waitAtMost(screenStored(services, storageFor(services), row?.user_id ?? userId, image.id), Math.max(0, deadline - Date.now()));
      if (!outcome) verdicts.push({ ...image, scores: null, failure: 'TIMEOUT' });
      else verdicts.push('scores' in outcome ? { ...image, scores: outcome.scores } : { ...image, scores: null, failure: outcome.failure });
    }
  }
  return verdicts;
}

/** Whether a post with these images is held: one suspicious, or one without a verdict (fail closed). */
export function mustHold(ctx: Pick<SubgraphContext, 'services'>, verdicts: readonly ImageVerdict[]): boolean {
  const settings = ctx.services.config.social.screening;
  return verdicts.some((v) => !v.scores || isSuspicious(v.scores, settings));
}

/** Before publishing: the verdicts of the post's images and whether they hold it. */
export async function screenForPublication(
  ctx: Pick<SubgraphContext, 'services' | 'em'>,
  userId: string,
  medias: readonly Media[],
): Promise<{ hold: boolean; verdicts: ImageVerdict[] }> {
  const verdicts = await imageVerdicts(ctx, userId, medias);
  return { hold: mustHold(ctx, verdicts), verdicts };
}
