// Apple workout routes → activities. An Apple export.zip holds each outdoor workout's GPS track
// as apple_health_export/workout-routes/route_<date>.gpx, named by the workout's
// <FileReference> in export.xml. After the records, the import job reads each referenced file
// through the zip's directory (yauzl: only that entry's bytes) and stores it as an activity of
// the member with source `apple-watch` (the device, as activities' source column names it),
// built by activities' own activityFrom from activities' own GPX reader (on its worker). Imports never post:
// a route post is the member's own act (the activity list offers it).
//
// Re-import: the key is the route file's path inside the zip plus the workout's start, unique
// per member (activities migration 0302), and rows are inserted with `on conflict do nothing`:
// the same export imported twice, or a re-delivered job, stores each workout once.
//
// Bounded: a route file over the activity upload limit (50 MB) is not read. A route file that
// is missing, too large or not a readable GPX track is skipped and counted; it never fails the
// import (the days are what the member asked for). The job reports the skipped files in its
// `error` text while its state is DONE (see routeNote).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { activityFrom } from '../activities/build-activity.js';
import { activitiesChanged } from '../device-changes.js';
import { Activity } from '../activities/entities.js';
import { ActivityFileError } from '../activities/formats.js';
import { readRouteOffThread } from '../activities/parse-off-thread.js';
import { ACTIVITY_MAX_BYTES } from '../uploads/purposes.js';
import type { WearableProvider } from '../wearables/devices.js';
import type { ExportWorkout } from './types.js';
import { openZip, sniff } from './zip.js';

export interface RouteSkip {
  file: string;
  reason: string;
}

export interface RouteResult {
  /** Activities stored by this run (a re-import stores none). */
  stored: number;
  /** Activities that were already there from an earlier import of the same workouts. */
  existing: number;
  skipped: RouteSkip[];
}

/** "over 50 MB" (the activity upload limit; tests pass a smaller one). */
export const tooLarge = (maxBytes: number) => (maxBytes >= 1024 * 1024 ? `over ${Math.floor(maxBytes / 1024 / 1024)} MB` : `over ${maxBytes} bytes`);
export const ROUTE_MISSING = 'not in the zip';

/** The stable re-import key of a workout's route. */
export const exportKeyOf = (routeFile: string, startedAt: Date) => `${routeFile}@${startedAt.toISOString()}`;

/** A file's bytes, refusing more than `max` (yauzl also checks the entry's declared size). */
async function readBounded(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      throw new ActivityFileError(tooLarge(max));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Stores the routes of `workouts` (those with a routeFile) found in the zip at `path`. A bare
 * export.xml has no route files: nothing to do, nothing skipped.
 */
export async function importWorkoutRoutes(
  em: EntityManager,
  ownerId: string,
  provider: WearableProvider,
  path: string,
  size: number,
  workouts: readonly ExportWorkout[],
  options: { checkpoint?: () => Promise<void>; maxBytes?: number } = {},
): Promise<RouteResult> {
  const { checkpoint = async () => {}, maxBytes = ACTIVITY_MAX_BYTES } = options;
  const result: RouteResult = { stored: 0, existing: 0, skipped: [] };
  const withRoutes = workouts.filter((w) => w.routeFile);
  if (withRoutes.length === 0 || (await sniff(path)) !== 'zip') return result;
  const zip = await openZip(path, size);
  try {
    const entries = new Map(zip.entries.map((e) => [e.fileName, e]));
    for (const workout of withRoutes) {
      await checkpoint();
      const file = workout.routeFile!;
      const exportKey = exportKeyOf(file, workout.startedAt);
      if (await em.count(Activity, { ownerId, exportKey })) {
        result.existing += 1;
        continue;
      }
      const entry = entries.get(file);
      if (!entry) {
        result.skipped.push({ file, reason: ROUTE_MISSING });
        continue;
      }
      if (entry.uncompressedSize > maxBytes) {
        result.skipped.push({ file, reason: tooLarge(maxBytes) });
        continue;
      }
      let activity: Activity;
      try {
        // Parsed and simplified on the activity parser's worker, as an uploaded file is (issue 18).
        const route = await readRouteOffThread({ bytes: await readBounded(await zip.stream(entry), maxBytes) });
        activity = activityFrom(ownerId, route, { type: workout.activityType.toLowerCase().slice(0, 50) || null, fileKey: null, source: provider });
        // A track without times: the workout's start, not the import time activityFrom would use.
        if (!route.timed) activity.startedAt = workout.startedAt;
      } catch (error) {
        // A GPX the reader refuses, or a zip entry that does not inflate (zlib, yauzl's size
        // checks): this route only. The file itself gone or unreadable is the job's failure.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EIO' || !(error instanceof Error)) throw error;
        result.skipped.push({ file, reason: error instanceof ActivityFileError ? error.message : `not a readable zip entry: ${error.message}` });
        continue;
      }
      activity.exportKey = exportKey;
      const inserted = await insertActivity(em, activity);
      if (inserted) result.stored += 1;
      else result.existing += 1;
    }
  } finally {
    zip.close();
  }
  return result;
}

/** Inserts unless the same (owner, export key) is there: a concurrent re-delivery keeps one. */
async function insertActivity(em: EntityManager, a: Activity): Promise<boolean> {
  // The activity and its activitiesChanged event (device-changes.ts) commit together.
  return em.transactional(async (tx) => {
    const inserted = await insertActivityRow(tx, a);
    if (inserted) activitiesChanged(tx, a.ownerId);
    return inserted;
  });
}

async function insertActivityRow(em: EntityManager, a: Activity): Promise<boolean> {
  const rows = await em
    .createQueryBuilder(Activity)
    .insert({
      id: a.id,
      ownerId: a.ownerId,
      source: a.source,
      type: a.type,
      startedAt: a.startedAt,
      duration: a.duration,
      distance: a.distance,
      averageSpeed: a.averageSpeed,
      elevationGain: a.elevationGain,
      pace: a.pace,
      steps: a.steps,
      calories: a.calories,
      coordinates: a.coordinates,
      fileKey: null,
      exportKey: a.exportKey,
      createdAt: a.createdAt,
    })
    .onConflict()
    .ignore()
    .execute('run');
  return (rows as { affectedRows?: number }).affectedRows !== 0;
}

/** The job's text when routes were skipped (null when none were): which, and why. */
export function routeNote(result: RouteResult): string | null {
  if (result.skipped.length === 0) return null;
  const n = result.skipped.length;
  const list = result.skipped
    .slice(0, 3)
    .map((s) => `${s.file.replace(/^.*\//, '')} (${s.reason})`)
    .join('; ');
  const more = n > 3 ? `; and ${n - 3} more` : '';
  return `Imported; ${n} workout route${n === 1 ? '' : 's'} could not be read and ${n === 1 ? 'was' : 'were'} skipped: ${list}${more}`;
}
