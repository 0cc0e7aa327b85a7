// The wearables capability's durable job queues (kit's jobs.ts): declared apart from their
// workers so the store and the operations that enqueue do not import the workers.
import { jobQueue, type JobQueue } from '@pulse/kit';

/** Every job that runs a sync_jobs row names it (store.ts runs the row). */
export interface SyncJobData {
  syncJobId: string;
}

/** One connection's sync; its worker is wearables/sync-job.ts. An hour is far past a 90-day backfill. */
export const wearableSyncQueue: JobQueue<SyncJobData> = jobQueue<SyncJobData>('wearable-sync', { expireInSeconds: 3600 });

/** The 6-hourly schedule: queues a sync of every live connection. */
export const wearableSyncAllQueue = jobQueue<Record<string, never>>('wearable-sync-all', { expireInSeconds: 600 });
