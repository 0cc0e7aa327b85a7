// Every image uploaded to events (POST /media, or a cover sent as a data URL) is screened in the
// background as soon as it is stored, so that by the time an event or product names it its
// verdict is usually in. The verdict (kit's media/screening verdicts.ts: its row in
// events.media_screenings, the screening running per key) is shared with social's post media and
// accounts' profile pictures; what is events' own is the review column of that row (review.ts).
// An image whose verdict is missing or still pending when it is first named is screened then (or
// its running screening awaited), for at most SCREENING_PUBLISH_WAIT_MS.
import { createLogger, createStorage, type Storage, type SubgraphServices } from '@pulse/kit';
import { imageVerdicts, recordedOutcome, verdictFrom, type ImageVerdict, type ScreeningFailure, type ScreeningScores } from '@pulse/kit/media/screening';

export type { ImageVerdict } from '@pulse/kit/media/screening';

export const screeningsTable = (services: SubgraphServices) => `"${services.schema}".media_screenings`;

const storageOf = new WeakMap<SubgraphServices, Storage>();
function storageFor(services: SubgraphServices): Storage {
  let storage = storageOf.get(services);
  if (!storage) storageOf.set(services, (storage = createStorage(services.config)));
  return storage;
}

export const verdicts = imageVerdicts({
  table: screeningsTable,
  config: (services) => services.config.imageScreening,
  storage: storageFor,
  log: createLogger('events.screening'),
});

/**
 * Right after an image is stored: its PENDING row (before the upload answers, so whatever names
 * it finds the row and its uploader), then its classification in the background.
 */
export async function screenUploadedImage(services: SubgraphServices, userId: string, key: string): Promise<void> {
  await verdicts.recordPending(services.orm.em.fork(), services, userId, [key]);
  void verdicts.screenStored(services, userId, key);
}

export interface ScreeningRow {
  key: string;
  user_id: string;
  status: 'PENDING' | 'DONE' | 'FAILED';
  scores: ScreeningScores | null;
  failure: ScreeningFailure | null;
  review: 'PUBLISHED' | 'HELD' | 'REMOVED' | null;
}

/**
 * The verdict of an image whose review is not decided yet: what is recorded, else the running
 * (or a new) screening awaited until `deadline` (real time, not services.clock: the bound is on
 * real work, a classification, not a rule of the product). Past it: TIMEOUT (fail closed).
 */
export async function verdictOf(services: SubgraphServices, row: ScreeningRow, url: string, deadline: number): Promise<ImageVerdict> {
  const image = { id: row.key, url };
  return verdictFrom(image, recordedOutcome(row) ?? (await verdicts.awaitScreening(services, row.user_id, row.key, deadline - Date.now())));
}
