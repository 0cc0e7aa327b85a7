// The imports capability's durable job queue (kit's jobs.ts); its worker is import-job.ts.
import { jobQueue } from '@pulse/kit';
import type { SyncJobData } from '../wearables/queues.js';

/** Six hours for one delivery: an export can be gigabytes. */
export const healthImportQueue = jobQueue<SyncJobData>('health-import', { expireInSeconds: 6 * 3600 });
