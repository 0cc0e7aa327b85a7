// The wearable-sync job: one connection, from where it stopped (resume_from) or, on a first
// sync, 90 days back, to today. Days are fetched ten at a time (a vendor page), each day is
// upserted and then recorded as done, so a job re-delivered after a crash or a restart redoes
// at most one day; minute heart rate is kept for the last seven days. A key the vendor now
// refuses fails the job and marks the connection failed; an unreachable or rate-limiting
// vendor is retried by pg-boss with backoff. The 6-hourly schedule queues a sync of every live
// connection that has none running.
import type { SubgraphServices } from '@pulse/kit';
import { createLogger, jobWorker } from '@pulse/kit';
import { decryptSecret } from '../crypto.js';
import { wearableSyncAllQueue, wearableSyncQueue } from './queues.js';
import { isLive, PROVIDER_NAMES, WearableDataType } from './devices.js';
import { ConnectionStatus, WearableConnection, WearableMode, type SyncJob } from './entities.js';
import { vendorAdapter, VendorError, type VendorAdapter } from './providers/index.js';
import { addDays, daysBetween } from '@pulse/kit/dates';
import { sandboxDay, sandboxHeartRate } from './sandbox.js';
import { createSyncJob, insertHeartRate, JobFailedError, MemberFacingJobError, queueSyncJob, runTrackedJob, upsertDays, type DayRow, type JobProgress } from './store.js';

const log = createLogger('wearable-sync');
export const BACKFILL_DAYS = 90;
export const SYNC_STOPPED = 'The sync stopped with its process; it resumes where it stopped';
export const MINUTE_DAYS = 7;
const CHUNK_DAYS = 10;

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Which DayRow fields each requested data type writes (a type brings its companions). */
const FIELDS: Record<WearableDataType, (keyof DayRow)[]> = {
  steps: ['steps'],
  calories: ['calories'],
  distance: ['distanceKm'],
  activeMinutes: ['activeMinutes', 'strain'],
  heartRate: ['heartRate', 'restingHeartRate', 'hrvMs'],
  bloodOxygen: ['bloodOxygen'],
  sleepScore: ['sleepScore', 'sleepMinutes'],
  readinessScore: ['readinessScore'],
};

function only(types: WearableDataType[]): (row: DayRow) => DayRow {
  if (!types.length) return (row) => row;
  const keep = new Set<keyof DayRow>(['day', ...types.flatMap((t) => FIELDS[t])]);
  return (row) => Object.fromEntries(Object.entries(row).filter(([key]) => keep.has(key as keyof DayRow))) as DayRow;
}

function sandboxSource(ownerId: string, provider: WearableConnection['provider']): VendorAdapter {
  return {
    probe: async () => {},
    days: async (from, to) => daysBetween(from, to).map((day) => sandboxDay(ownerId, provider, day)),
    heartRate: async (day) => sandboxHeartRate(ownerId, provider, day),
  };
}

export async function syncConnection(services: SubgraphServices, job: SyncJob, progress: JobProgress, signal: AbortSignal): Promise<void> {
  const em = services.orm.em.fork();
  const connection = await em.findOne(WearableConnection, { id: job.connectionId });
  if (!connection) throw new JobFailedError('The device was disconnected');
  const settings = services.config.health;
  let source: VendorAdapter;
  if (connection.mode === WearableMode.SANDBOX) source = sandboxSource(connection.ownerId, connection.provider);
  else if (connection.mode === WearableMode.LIVE && isLive(connection.provider))
    source = vendorAdapter(connection.provider, settings, decryptSecret(settings.keySecret, connection.keyCipher), signal);
  else throw new JobFailedError(`${PROVIDER_NAMES[connection.provider]} data arrives through an export file`);

  const today = todayUtc();
  const first = connection.lastSyncedAt ? addDays(connection.lastSyncedAt.toISOString().slice(0, 10), -1) : addDays(today, -(BACKFILL_DAYS - 1));
  const days = daysBetween(job.resumeFrom && job.resumeFrom > first ? job.resumeFrom : first, today);
  const pick = only(job.dataTypes);
  const wantsMinutes = !job.dataTypes.length || job.dataTypes.includes(WearableDataType.HEART_RATE);
  const minutesFrom = addDays(today, -(MINUTE_DAYS - 1));
  let records = job.records;
  try {
    for (let start = 0; start < days.length; start += CHUNK_DAYS) {
      const chunk = days.slice(start, start + CHUNK_DAYS);
      if (signal.aborted) throw new MemberFacingJobError(SYNC_STOPPED);
      const rows = await source.days(chunk[0], chunk[chunk.length - 1]);
      for (const [i, day] of chunk.entries()) {
        if (signal.aborted) throw new MemberFacingJobError(SYNC_STOPPED);
        records += await upsertDays(em, connection.ownerId, connection.provider, rows.filter((r) => r.day === day).map(pick));
        if (wantsMinutes && day >= minutesFrom) {
          // Today's minutes stop at now: a sample from the future would be an invented one.
          const now = Date.now();
          const samples = (await source.heartRate(day)).filter((s) => s.at.getTime() <= now);
          records += await insertHeartRate(em, connection.ownerId, connection.provider, samples);
        }
        await progress.dayDone(addDays(day, 1));
        await progress.report({ progress: ((start + i + 1) / days.length) * 100, records });
      }
    }
  } catch (error) {
    if (error instanceof VendorError && error.kind === 'refused') {
      connection.status = ConnectionStatus.FAILED;
      await em.flush();
      throw new JobFailedError(`${PROVIDER_NAMES[connection.provider]} refused the key: connect the device again`);
    }
    // An unreachable or rate-limiting vendor: its message is written for the member; retried.
    if (error instanceof VendorError) throw new MemberFacingJobError(error.message);
    throw error;
  }
  await progress.report({ progress: 99, records }, true);
  connection.lastSyncedAt = new Date();
  connection.status = ConnectionStatus.CONNECTED;
  await em.flush();
}

export const wearableSyncWorker = jobWorker(wearableSyncQueue, (job, services) =>
  runTrackedJob(services, job.data.syncJobId, (row, progress) => syncConnection(services, row, progress, job.signal)),
);

export const wearableSyncAllWorker = jobWorker(
  wearableSyncAllQueue,
  async (_job, services) => {
    const em = services.orm.em.fork();
    const live = await em.find(WearableConnection, { mode: WearableMode.LIVE, status: ConnectionStatus.CONNECTED });
    for (const connection of live) {
      try {
        const job = await createSyncJob(em.fork(), { ownerId: connection.ownerId, connectionId: connection.id, provider: connection.provider, kind: 'sync' });
        await queueSyncJob(services, job);
      } catch (error) {
        // One already running is the point of the unique index; anything else is logged and the rest go on.
        if ((error as { extensions?: { code?: string } }).extensions?.code !== 'CONFLICT')
          log.warn('scheduled sync not queued', { connectionId: connection.id, error: String(error) });
      }
    }
  },
  { cron: '0 */6 * * *' },
);
