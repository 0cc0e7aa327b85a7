// Profile pictures (and banners, issue 24: the same path, one pending row per slot) are screened
// before other members see them (issue 23 item 3,
// docs/image-screening.md). Every stored picture is classified in the background as soon as it
// is stored (kit's media/screening verdicts.ts, shared with social and events), its verdict kept in
// profile_image_screenings. A picture a member chooses (updateProfile(image:)) becomes their
// picture at once when its verdict is clean; until then it is their *pending* picture
// (pending_profile_images): they see it as "Under review", everyone else keeps the previous one.
// Suspicious, or not classifiable (fail closed, as social): it is held, and the
// accounts.moderation_flags row the moderation queue reads is written in the same transaction.
// A moderator releases it (it becomes the picture) or removes it (moderation.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, createStorage, enqueueEvent, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import {
  imageVerdicts,
  isSuspicious,
  recordedOutcome,
  verdictFrom,
  writeScreeningFlag,
  type ScreeningFailure,
  type ScreeningOutcome,
  type ScreeningScores,
} from '@pulse/kit/media/screening';
import { ownImageKey, resolveProfileImage } from './profile-images.js';

const log = createLogger('accounts.screening');

export type Outcome = ScreeningOutcome;

/** What a chosen picture is for: the profile picture (`users.image`) or the banner (`users.banner`); each waits and is held on its own. */
export type PictureSlot = 'IMAGE' | 'BANNER';
export const SLOT_COLUMN: Record<PictureSlot, 'image' | 'banner'> = { IMAGE: 'image', BANNER: 'banner' };

interface VerdictRow {
  status: 'PENDING' | 'DONE' | 'FAILED';
  scores: ScreeningScores | null;
  failure: ScreeningFailure | null;
}

/** Raw SQL inside a transaction (or outside one). */
export const sqlIn =
  (em: EntityManager) =>
  <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

const clean = (services: SubgraphServices, outcome: Outcome) => 'scores' in outcome && !isSuspicious(outcome.scores, services.config.profileImageScreening);

/** Each verdict, once recorded, settles the pending picture waiting for it. */
const verdicts = imageVerdicts({
  table: (services) => `"${services.schema}".profile_image_screenings`,
  config: (services) => services.config.profileImageScreening,
  storage: (services) => createStorage(services.config),
  log,
  noun: 'profile picture',
  afterRecord: (services, key) => settlePending(services, key),
});

/** Right after a picture is stored (its profile_images row written): its PENDING verdict row, then its classification in the background. */
export async function screenStoredPicture(services: SubgraphServices, em: EntityManager, userId: string, key: string): Promise<void> {
  await verdicts.recordPending(em, services, userId, [key]);
  void verdicts.screenStored(services, userId, key);
}

/** The verdict of a picture: recorded, else its running (or a new) screening awaited for at most SCREENING_PUBLISH_WAIT_MS; undefined when not in time. */
async function verdictOf(services: SubgraphServices, em: EntityManager, userId: string, key: string): Promise<Outcome | undefined> {
  const s = services.schema;
  const [row] = await sqlIn(em)<VerdictRow>(`SELECT status, scores, failure FROM "${s}".profile_image_screenings WHERE key = ?`, [key]);
  const recorded = recordedOutcome(row);
  if (recorded) return recorded;
  // A picture stored before screening existed has no row: it is screened now.
  if (!row) await screenStoredPicture(services, em, userId, key);
  return verdicts.awaitScreening(services, userId, key, services.config.profileImageScreening.publishWaitMs);
}

/** Tells the member's screens and everyone's cached profile that the picture changed (as updateProfile does). */
export function announcePicture(em: EntityManager, userId: string): void {
  enqueueEvent(em, 'userUpdated', { public: true }, { id: userId });
  enqueueEvent(em, 'accountEvent', { userIds: [userId] }, { kind: 'PROFILE_UPDATED', user: { id: userId } });
}

/** Holds the member's pending picture for a moderator: in one transaction, the pending row marked held and the moderation flag written. */
async function hold(
  tx: EntityManager,
  services: SubgraphServices,
  userId: string,
  key: string,
  url: string,
  outcome: Outcome,
  at: Date,
  slot: PictureSlot,
): Promise<void> {
  const run = sqlIn(tx);
  const s = services.schema;
  await run(
    `INSERT INTO "${s}".pending_profile_images (user_id, slot, key, url, held, created_at) VALUES (?, ?, ?, ?, true, ?)
     ON CONFLICT (user_id, slot) DO UPDATE SET key = excluded.key, url = excluded.url, held = true, created_at = excluded.created_at`,
    [userId, slot, key, url, at],
  );
  // No unique index on the content: a member may be held again for another picture.
  await writeScreeningFlag(tx, s, {
    contentKind: 'PROFILE_IMAGE',
    contentId: userId,
    authorId: userId,
    verdicts: [verdictFrom({ id: key, url }, outcome)],
    at,
    onePerContent: false,
  });
}

/**
 * A verdict came in: the member whose pending picture it is (not held yet) gets it as their
 * picture when clean, or has it held and flagged. Locked, so the background screening and the
 * member choosing another picture at the same moment settle it once.
 */
export async function settlePending(services: SubgraphServices, key: string): Promise<void> {
  const s = services.schema;
  await (services.orm.em.fork() as EntityManager).transactional(async (tx) => {
    const run = sqlIn(tx);
    const [pending] = await run<{ user_id: string; url: string; slot: PictureSlot }>(
      `SELECT user_id, url, slot FROM "${s}".pending_profile_images WHERE key = ? AND NOT held FOR UPDATE`,
      [key],
    );
    if (!pending) return;
    const [row] = await run<VerdictRow>(`SELECT status, scores, failure FROM "${s}".profile_image_screenings WHERE key = ?`, [key]);
    const outcome = recordedOutcome(row);
    if (!outcome) return;
    const now = services.clock.now();
    if (clean(services, outcome)) {
      await run(`UPDATE "${s}".users SET ${SLOT_COLUMN[pending.slot]} = ?, updated_at = ? WHERE id = ?`, [pending.url, now, pending.user_id]);
      await run(`DELETE FROM "${s}".pending_profile_images WHERE user_id = ? AND slot = ?`, [pending.user_id, pending.slot]);
      announcePicture(tx, pending.user_id);
    } else await hold(tx, services, pending.user_id, key, pending.url, outcome, now, pending.slot);
  });
}

async function dropPending(services: SubgraphServices, em: EntityManager, userId: string, slot: PictureSlot): Promise<void> {
  await em.execute(`DELETE FROM "${services.schema}".pending_profile_images WHERE user_id = ? AND slot = ?`, [userId, slot]);
}

/**
 * updateProfile(image:): what the member's `image` becomes. null clears it (and a pending one);
 * their current picture keeps it (and drops a pending one: they went back). Another picture of
 * theirs becomes it only with a clean verdict, awaited for at most SCREENING_PUBLISH_WAIT_MS;
 * otherwise `image` stays as it is and the new one is pending, held (and flagged) when its
 * verdict is suspicious or failed, or settled by the background screening when it comes later.
 */
export async function chooseProfileImage(
  ctx: SubgraphContext,
  userId: string,
  value: string | null,
  current: string | null,
  slot: PictureSlot = 'IMAGE',
): Promise<string | null> {
  const { services } = ctx;
  const em = services.orm.em.fork() as EntityManager;
  if (value === null) {
    await dropPending(services, em, userId, slot);
    return null;
  }
  const url = await resolveProfileImage(ctx, userId, value, current);
  if (url === current) {
    await dropPending(services, em, userId, slot);
    return current;
  }
  const key = ownImageKey(url)!;
  const [pending] = await sqlIn(em)<{ key: string }>(`SELECT key FROM "${services.schema}".pending_profile_images WHERE user_id = ? AND slot = ?`, [userId, slot]);
  // Already waiting or held (a form sending the whole profile back): nothing changes.
  if (pending?.key === key) return current;
  const outcome = await verdictOf(services, em, userId, key);
  if (outcome && clean(services, outcome)) {
    await dropPending(services, em, userId, slot);
    return url;
  }
  const now = services.clock.now();
  if (outcome) await em.transactional((tx) => hold(tx, services, userId, key, url, outcome, now, slot));
  else {
    await em.execute(
      `INSERT INTO "${services.schema}".pending_profile_images (user_id, slot, key, url, held, created_at) VALUES (?, ?, ?, ?, false, ?)
       ON CONFLICT (user_id, slot) DO UPDATE SET key = excluded.key, url = excluded.url, held = false, created_at = excluded.created_at`,
      [userId, slot, key, url, now],
    );
    // The verdict may have been recorded between the wait and this row: settle it now.
    await settlePending(services, key);
  }
  return current;
}

/** The member's picture waiting for or held by screening, or null. */
export async function pendingPictureOf(ctx: SubgraphContext, userId: string, slot: PictureSlot = 'IMAGE'): Promise<{ url: string; held: boolean } | null> {
  const [row] = await sqlIn(ctx.em as EntityManager)<{ url: string; held: boolean }>(
    `SELECT url, held FROM "${ctx.services.schema}".pending_profile_images WHERE user_id = ? AND slot = ?`,
    [userId, slot],
  );
  return row ?? null;
}

/**
 * At start: pending pictures whose screening was running in a process that stopped are screened
 * again (their verdict row still PENDING), so none waits forever. The answer stops it.
 */
export function resumePendingScreenings(services: SubgraphServices): () => Promise<void> {
  const pass = services.orm.em
    .fork()
    .execute<{ user_id: string; key: string; status: string | null }[]>(
      `SELECT p.user_id, p.key, v.status FROM "${services.schema}".pending_profile_images p
         LEFT JOIN "${services.schema}".profile_image_screenings v ON v.key = p.key
        WHERE NOT p.held`,
    )
    .then(async (rows) => {
      for (const row of rows) {
        // Classified before the stop but not settled: settled now; otherwise classified again (which settles it).
        if (row.status === 'DONE' || row.status === 'FAILED') await settlePending(services, row.key);
        else await screenStoredPicture(services, services.orm.em.fork() as EntityManager, row.user_id, row.key);
      }
    })
    .catch((error: unknown) => log.error('resuming profile picture screenings failed', { error: String(error) }));
  return async () => {
    await pass;
  };
}
