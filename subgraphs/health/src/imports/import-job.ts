// The health-import job: an uploaded Apple Health or Samsung Health export read by the
// streaming parsers (apple.ts, samsung.ts, on a worker thread: read-off-thread.ts) into wearable_days and heart_rate_samples through
// wearables/store.ts, so imported days are stored exactly as synced ones are.
//
// Re-delivery after a crash or a restart reads the file again from the start: the parsers
// need the whole file for a day's totals (a day's steps are spread over the file), and every
// write is idempotent (days are upserted with their running totals, minutes are `on conflict
// do nothing`), so a second pass only rewrites the same numbers. A file that is not a
// complete export fails the job at once (retrying cannot mend it) with the member's words for
// it (member-message.ts: what happened to the file and how to make a new export; the parser's
// own message, e.g. "it ends inside <Record> at byte N", goes to the log); the days written
// before stay.
//
// Apple workouts with a route: after the records, each route's GPX is read from the zip and
// stored as an activity (imports/routes.ts; idempotent on re-import). An unreadable route is
// skipped, never the import's failure: the job is DONE and its `error` text names the skipped
// files ("Imported; 1 workout route could not be read and was skipped: route_….gpx (…)").
import { stat } from 'node:fs/promises';
import { createLogger, createStorage, jobWorker, LocalDiskStorage, type SubgraphServices } from '@pulse/kit';
import { healthImportQueue } from './queue.js';
import { WearableConnection } from '../wearables/entities.js';
import { insertHeartRate, JobFailedError, MemberFacingJobError, runTrackedJob, upsertDays, type JobProgress } from '../wearables/store.js';
import type { SyncJob } from '../wearables/entities.js';
import { WearableProvider } from '../wearables/devices.js';
import { readExportOffThread } from './read-off-thread.js';
import { importWorkoutRoutes, routeNote } from './routes.js';
import { ExportFileError, type ExportWorkout, type HealthImportSink } from './types.js';
import { memberImportMessage } from './member-message.js';

const log = createLogger('health-import');

export const STOPPED = 'The import stopped with its process; it starts again from the beginning of the file';
export const FILE_GONE = 'The export file is no longer there: upload it again';

export async function runImport(services: SubgraphServices, job: SyncJob, progress: JobProgress, signal: AbortSignal): Promise<{ note: string | null }> {
  if (!job.fileKey) throw new JobFailedError(FILE_GONE);
  const storage = createStorage(services.config);
  if (!(storage instanceof LocalDiskStorage)) throw new JobFailedError('Health imports need local storage');
  const path = storage.pathOf(job.fileKey);
  const em = services.orm.em.fork();
  let records = 0;
  let fraction = 0;
  const workouts: ExportWorkout[] = [];
  const checkpoint = async () => {
    // Between writes: a stopping process hands the job back to pg-boss (retried elsewhere).
    if (signal.aborted) throw new MemberFacingJobError(STOPPED);
    await progress.report({ progress: fraction * 100, records });
  };
  const sink: HealthImportSink = {
    async days(rows) {
      if (signal.aborted) throw new MemberFacingJobError(STOPPED);
      records += await upsertDays(em, job.ownerId, job.provider, rows);
      await checkpoint();
    },
    async heartRate(samples) {
      if (signal.aborted) throw new MemberFacingJobError(STOPPED);
      records += await insertHeartRate(em, job.ownerId, job.provider, samples);
      await checkpoint();
    },
    progress(f) {
      fraction = f;
    },
    // A workout is a few numbers: even years of them are kept until the records are in.
    async workouts(list) {
      workouts.push(...list.filter((w) => w.routeFile));
    },
  };
  try {
    // The reading runs on a worker thread (read-off-thread.ts); the sink's writes run here.
    await readExportOffThread(job.provider === WearableProvider.SAMSUNG ? 'samsung' : 'apple', job.ownerId, path, sink);
  } catch (error) {
    if (error instanceof ExportFileError) {
      // The parser's words (offsets, the zip library's) are for us; the member reads what to do.
      log.info('export not imported', { jobId: job.id, provider: job.provider, reason: error.message });
      throw new JobFailedError(memberImportMessage(error, job.provider));
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new JobFailedError(FILE_GONE);
    throw error;
  }
  let note: string | null = null;
  if (workouts.length > 0) {
    const { size } = await stat(path).catch(() => {
      throw new JobFailedError(FILE_GONE);
    });
    const routes = await importWorkoutRoutes(em, job.ownerId, job.provider, path, size, workouts, {
      checkpoint: async () => {
        if (signal.aborted) throw new MemberFacingJobError(STOPPED);
      },
    });
    note = routeNote(routes);
  }
  await progress.report({ progress: 99, records }, true);
  const connection = await em.findOne(WearableConnection, { id: job.connectionId });
  if (connection) {
    connection.lastSyncedAt = new Date();
    await em.flush();
  }
  return { note };
}

export const healthImportWorker = jobWorker(healthImportQueue, (job, services) =>
  runTrackedJob(services, job.data.syncJobId, (row, progress) => runImport(services, row, progress, job.signal)),
);
