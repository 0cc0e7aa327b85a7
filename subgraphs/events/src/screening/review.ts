// The hold (issue 23 item 3, docs/image-screening.md "Events images"): when an event's cover or
// a product's images are set (created or updated), each image whose review is not decided yet
// gets it: PUBLISHED when its verdict is clean, HELD when it is suspicious, failed or not in
// within SCREENING_PUBLISH_WAIT_MS (fail closed). A held image is shown to its uploader only
// (screening/image-fields.ts) and flagged for the moderation queue in the transaction that
// names it. A decided review stays: a published image named again elsewhere is not re-screened,
// a held one stays held until a moderator releases or removes it.
//
// Two steps, because the wait must not happen inside the naming transaction (it may hold an
// event's row lock for up to the wait): `reviewNamedImages` before it (reads and waits),
// `recordReview` in it (the review and the flag, exactly once per key whoever names it first).
import { BadUserInputError, type SubgraphContext } from '@pulse/kit';
import { isSuspicious, writeScreeningFlag } from '@pulse/kit/media/screening';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isEventImageUrl } from '../media/images.js';
import { screeningsTable, verdictOf, verdicts, type ImageVerdict, type ScreeningRow } from './image-verdicts.js';

/** An image that was removed by a moderator cannot be named again (its file is gone). */
export const IMAGE_REMOVED = 'This image was removed by a moderator';

export const keyOfImageUrl = (url: string) => url.slice('/media/'.length);

export interface ImageDecision {
  verdict: ImageVerdict;
  uploaderId: string;
  hold: boolean;
}

/** Decisions for the named images whose review is not decided yet (none: nothing to record). */
export type NamingReview = ImageDecision[];

/**
 * Before the naming transaction: the verdicts of the named "e-" images not reviewed yet. An image
 * never recorded (uploaded before screening existed, or a URL nothing was uploaded to) gets its
 * row now, the namer standing in for the unknown uploader, and is screened (a missing file
 * fails, which holds it). Refuses an image a moderator removed (`field` names the input).
 */
export async function reviewNamedImages(ctx: Pick<SubgraphContext, 'services' | 'em'>, urls: readonly string[], namerId: string, field: string): Promise<NamingReview> {
  const { services } = ctx;
  const keys = [...new Set(urls.filter(isEventImageUrl).map(keyOfImageUrl))];
  if (!keys.length) return [];
  const em = ctx.em.fork();
  const select = () =>
    em.execute<ScreeningRow[]>(
      `SELECT key, user_id, status, scores, failure, review FROM ${screeningsTable(services)} WHERE key IN (${keys.map(() => '?').join(', ')})`,
      keys,
    );
  let rows = await select();
  if (rows.some((r) => r.review === 'REMOVED')) throw new BadUserInputError(IMAGE_REMOVED, field);
  const missing = keys.filter((key) => !rows.some((r) => r.key === key));
  if (missing.length) {
    await verdicts.recordPending(em, services, namerId, missing);
    rows = await select();
  }
  const deadline = Date.now() + services.config.imageScreening.publishWaitMs;
  const decisions: NamingReview = [];
  for (const row of rows) {
    if (row.review) continue;
    const verdict = await verdictOf(services, row, `/media/${row.key}`, deadline);
    decisions.push({ verdict, uploaderId: row.user_id, hold: !verdict.scores || isSuspicious(verdict.scores, services.config.imageScreening) });
  }
  return decisions;
}

/**
 * In the naming transaction: each undecided image's review, and a flag for each one held. The
 * update only takes a row still undecided, so of two namings racing one decides and flags.
 */
export async function recordReview(em: EntityManager, ctx: Pick<SubgraphContext, 'services'>, review: NamingReview): Promise<void> {
  const { services } = ctx;
  const now = services.clock.now();
  for (const { verdict, uploaderId, hold } of review) {
    const taken = await em.execute<{ key: string }[]>(
      `UPDATE ${screeningsTable(services)} SET review = ?, updated_at = ? WHERE key = ? AND review IS NULL RETURNING key`,
      [hold ? 'HELD' : 'PUBLISHED', now, verdict.id],
    );
    if (!taken.length || !hold) continue;
    await writeScreeningFlag(em, services.schema, {
      contentKind: 'EVENT_IMAGE',
      contentId: verdict.id,
      authorId: uploaderId,
      verdicts: [verdict],
      at: now,
      onePerContent: true,
    });
  }
}
