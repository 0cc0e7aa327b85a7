// Every image uploaded for a post is screened in the background as soon as it is stored, so that
// by the time the member presses Post its verdict is usually in. The verdict (kit's
// media/screening verdicts.ts: its row in media_screenings, the screening running per key) is
// shared with the other screening subgraphs; what is social's own is here: which of a post's
// media are screened (images; videos are not, docs/image-screening.md) and when publishing holds
// it. An image whose verdict is missing or still pending when a post is published is screened
// then (or its running screening awaited), for at most SCREENING_PUBLISH_WAIT_MS.
import { createLogger, createStorage, type Storage, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import {
  imageVerdicts as verdictsIn,
  isSuspicious,
  recordedOutcome,
  verdictFrom,
  type ImageVerdict,
  type ScreeningFailure,
  type ScreeningScores,
} from '@pulse/kit/media/screening';
import type { StoredMedia } from '@pulse/kit/media';
import type { Media } from '../posts/content-types.js';

export type { ImageVerdict } from '@pulse/kit/media/screening';

const table = (services: SubgraphServices) => `"${services.schema}".media_screenings`;

const storageOf = new WeakMap<SubgraphServices, Storage>();
function storageFor(services: SubgraphServices): Storage {
  let storage = storageOf.get(services);
  if (!storage) storageOf.set(services, (storage = createStorage(services.config)));
  return storage;
}

const verdicts = verdictsIn({ table, config: (services) => services.config.social.screening, storage: storageFor, log: createLogger('social.screening') });

/**
 * Right after an upload is stored: a PENDING row for each image (before the upload answers, so
 * a post made with it finds the row), then their classification in the background.
 */
export async function screenUploadedImages(services: SubgraphServices, storage: Storage, userId: string, stored: StoredMedia[]): Promise<void> {
  const images = stored.filter((m) => m.kind === 'IMAGE');
  if (!images.length) return;
  await verdicts.recordPending(
    services.orm.em.fork(),
    services,
    userId,
    images.map((m) => m.key),
  );
  for (const image of images) void verdicts.screenStored(services, userId, image.key, storage);
}

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The verdicts of a post's images, for publishing it: what is recorded, else the running (or a
 * new) screening awaited for at most publishWaitMs. `wait: false` (the scheduled publisher,
 * which holds row locks) takes what is recorded and counts the rest as not in time.
 */
export async function imageVerdicts(ctx: Pick<SubgraphContext, 'services' | 'em'>, userId: string, medias: readonly Media[], wait = true): Promise<ImageVerdict[]> {
  const images = medias.filter((m) => m.type.startsWith('image/')).map((m) => ({ id: keyOf(m.url), url: m.url }));
  if (!images.length) return [];
  const { services } = ctx;
  const rows = await ctx.em.execute<{ key: string; user_id: string; status: string; scores: ScreeningScores | null; failure: ScreeningFailure | null }[]>(
    `SELECT key, user_id, status, scores, failure FROM ${table(services)} WHERE key IN (${images.map(() => '?').join(', ')})`,
    images.map((i) => i.id),
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  // Real time, not services.clock: the bound is on real work (a classification), not a rule of the product.
  const deadline = Date.now() + services.config.social.screening.publishWaitMs;
  const found: ImageVerdict[] = [];
  for (const image of images) {
    const row = byKey.get(image.id);
    const recorded = recordedOutcome(row);
    if (recorded || !wait) found.push(verdictFrom(image, recorded));
    else {
      // Pending here or in another process, or never recorded (uploaded before screening
      // existed): this process screens it now if it is not already, and waits its bound.
      if (!row) await verdicts.recordPending(ctx.em, services, userId, [image.id]);
      found.push(verdictFrom(image, await verdicts.awaitScreening(services, row?.user_id ?? userId, image.id, deadline - Date.now())));
    }
  }
  return found;
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
