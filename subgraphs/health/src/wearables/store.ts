// Writing wearable data and tracking the jobs that write it. Used by wearables' own sync job
// and by the Apple/Samsung importers (imports/), so every path stores days the same way.
//
//   upsertDays(db, ownerId, provider, rows: DayRow[]): Promise<number>
//     One row per (owner, provider, day). A metric left out (undefined/null) keeps what the day
//     already has, so an import of steps never erases a synced sleep score. Idempotent. Queues
//     the internal wearableDaysChanged event in the same statement (device-changes.ts).
//   insertHeartRate(db, ownerId, provider, samples: { at: Date; bpm: number }[]): Promise<number>
//     Minute samples, `on conflict do nothing` (batches of 5,000); answers how many were new.
//     `db` is a MikroORM EntityManager (ctx.em, services.orm.em.fork()) or a Knex instance.
//   ensureImportConnection(em, ownerId, 'apple-watch' | 'samsung'): Promise<WearableConnection>
//     The member's connection of that device, made (mode import, no key) when they have none, so
//     an export can be imported without the connect dialog; an existing one is kept as it is.
//   createSyncJob(em, { ownerId, connectionId, provider, kind, dataTypes?, fileKey? }): Promise<SyncJob>
//     The sync_jobs row (state queued); CONFLICT 'A sync of <Device> is already running' when
//     the connection has a queued or running job (a partial unique index decides).
//   queueSyncJob(services, job, queue = wearableSyncQueue): the durable job { syncJobId } for it.
//   runTrackedJob(services, syncJobId, work): marks the row running, hands `work` the row and a
//     JobProgress (report({ progress, records, resumeFrom }) at most once a second, published
//     as syncJobProgress), then done; a JobFailedError fails it for good (no retry), any other
//     error puts it back to queued and is rethrown so pg-boss retries (failed after 4 attempts).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { ConflictError, DEFAULT_JOB_RETRY_LIMIT, commitOrConflict, createLogger, enqueue, enqueueEvent, newId, type JobQueue, type SubgraphServices } from '@pulse/kit';
import { isCalendarDate, isInstantInRange } from '@pulse/kit/dates';
import { wearableSyncQueue, type SyncJobData } from './queues.js';
import { wearableDaysChangedSql } from '../device-changes.js';
import { PROVIDER_NAMES, type WearableDataType, type WearableProvider } from './devices.js';
import { SyncJob, SyncJobState, WearableConnection, type SyncJobKind } from './entities.js';

const log = createLogger('health.jobs');
const SCHEMA = '"health"';
const SAMPLE_BATCH = 5000;
/** pg-boss tries a job 1 + retryLimit times (both queues that run a row keep kit's default). */
const MAX_ATTEMPTS = 1 + DEFAULT_JOB_RETRY_LIMIT;
const PROGRESS_EVERY_MS = 1000;

export interface DayRow {
  /** YYYY-MM-DD, the member's day as the device reports it. */
  day: string;
  steps?: number | null;
  calories?: number | null;
  distanceKm?: number | null;
  activeMinutes?: number | null;
  heartRate?: number | null;
  restingHeartRate?: number | null;
  bloodOxygen?: number | null;
  sleepScore?: number | null;
  sleepMinutes?: number | null;
  readinessScore?: number | null;
  strain?: number | null;
  hrvMs?: number | null;
}

export interface HeartRatePoint {
  at: Date;
  bpm: number;
}

export type SqlDb = EntityManager | Knex;

async function run(db: SqlDb, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  if ('getConnection' in db) return db.getConnection().execute(sql, params, 'all');
  const result = (await db.raw(sql, params as Knex.RawBinding[])) as { rows: Record<string, unknown>[] };
  return result.rows;
}

const COLUMNS: [keyof DayRow, string, string][] = [
  ['steps', 'steps', 'integer'],
  ['calories', 'calories', 'integer'],
  ['distanceKm', 'distance_km', 'double precision'],
  ['activeMinutes', 'active_minutes', 'integer'],
  ['heartRate', 'heart_rate', 'integer'],
  ['restingHeartRate', 'resting_heart_rate', 'integer'],
  ['bloodOxygen', 'blood_oxygen', 'double precision'],
  ['sleepScore', 'sleep_score', 'integer'],
  ['sleepMinutes', 'sleep_minutes', 'integer'],
  ['readinessScore', 'readiness_score', 'integer'],
  ['strain', 'strain', 'double precision'],
  ['hrvMs', 'hrv_ms', 'double precision'],
];

const INTEGER = new Set(COLUMNS.filter(([, , type]) => type === 'integer').map(([key]) => key));
/** integer columns hold 32 bits; a double is bounded so a JSON number round-trips it exactly. */
const MAX_STORED = { integer: 2_147_483_647, double: 1e15 };

export async function upsertDays(db: SqlDb, ownerId: string, provider: WearableProvider, rows: readonly DayRow[]): Promise<number> {
  // A day no calendar has, or one outside the years 1-9999, and a count past an integer column
  // are what a broken or hostile file holds, never a device: skipped here, the last line before
  // PostgreSQL, so they cannot fail the write (and put its SQL in the job's error).
  const storable = rows.filter((row) => isCalendarDate(row.day));
  if (!storable.length) return 0;
  const records = storable.map((row) => {
    const record: Record<string, unknown> = { day: row.day };
    for (const [key, column] of COLUMNS) {
      const value = row[key];
      const number = typeof value !== 'number' || !Number.isFinite(value) ? null : INTEGER.has(key) ? Math.round(value) : value;
      record[column] = number !== null && Math.abs(number) > MAX_STORED[INTEGER.has(key) ? 'integer' : 'double'] ? null : number;
    }
    return record;
  });
  const names = COLUMNS.map(([, column]) => column);
  // One statement with its WEARABLE_DAYS_CHANGED outbox row (device-changes.ts): both commit or neither.
  const changed = wearableDaysChangedSql(SCHEMA, ownerId);
  await run(
    db,
    `WITH written AS (
       INSERT INTO ${SCHEMA}.wearable_days (owner_id, provider, day, ${names.join(', ')}, last_updated)
       SELECT ?, ?, r.day, ${names.map((n) => `r.${n}`).join(', ')}, now()
       FROM jsonb_to_recordset(?::jsonb) AS r(day date, ${COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', ')})
       ON CONFLICT (owner_id, provider, day) DO UPDATE SET
         ${names.map((n) => `${n} = COALESCE(EXCLUDED.${n}, wearable_days.${n})`).join(',\n         ')},
         last_updated = EXCLUDED.last_updated
       RETURNING 1
     )
     ${changed.sql}`,
    [ownerId, provider, JSON.stringify(records), ...changed.params],
  );
  return storable.length;
}

export async function insertHeartRate(db: SqlDb, ownerId: string, provider: WearableProvider, samples: readonly HeartRatePoint[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < samples.length; start += SAMPLE_BATCH) {
    const batch = samples
      .slice(start, start + SAMPLE_BATCH)
      .filter((s) => Number.isFinite(s.bpm) && s.bpm >= 20 && s.bpm <= 250 && isInstantInRange(s.at))
      .map((s) => ({ at: s.at.toISOString(), bpm: Math.round(s.bpm) }));
    if (!batch.length) continue;
    const rows = await run(
      db,
      `WITH added AS (
         INSERT INTO ${SCHEMA}.heart_rate_samples (owner_id, provider, at, bpm)
         SELECT ?, ?, r.at, r.bpm FROM jsonb_to_recordset(?::jsonb) AS r(at timestamptz, bpm smallint)
         ON CONFLICT DO NOTHING RETURNING 1
       ) SELECT count(*)::int AS n FROM added`,
      [ownerId, provider, JSON.stringify(batch)],
    );
    inserted += Number(rows[0]?.n ?? 0);
  }
  return inserted;
}

export async function ensureImportConnection(em: EntityManager, ownerId: string, provider: WearableProvider): Promise<WearableConnection> {
  const existing = await em.findOne(WearableConnection, { ownerId, provider });
  if (existing) return existing;
  // An export needs no key: the bytes are empty, and answers show no hint.
  await em.getConnection().execute(
    `INSERT INTO ${SCHEMA}.wearable_connections (id, owner_id, provider, mode, key_cipher, key_hint, status, created_at)
       VALUES (?, ?, ?, 'import', ''::bytea, '', 'connected', now()) ON CONFLICT (owner_id, provider) DO NOTHING`,
    [newId(), ownerId, provider],
  );
  return em.findOneOrFail(WearableConnection, { ownerId, provider }, { refresh: true });
}

export const alreadyRunning = (provider: WearableProvider) => `A sync of ${PROVIDER_NAMES[provider]} is already running`;

export async function createSyncJob(
  em: EntityManager,
  input: { ownerId: string; connectionId: string; provider: WearableProvider; kind: SyncJobKind; dataTypes?: WearableDataType[]; fileKey?: string | null },
): Promise<SyncJob> {
  // A job whose process died without failing it (killed, not stopped) would hold the index
  // forever: past pg-boss's expiry it is over.
  await em.getConnection().execute(
    `UPDATE ${SCHEMA}.sync_jobs SET state = 'failed', error = 'The job stopped responding', finished_at = now(), updated_at = now()
       WHERE connection_id = ? AND state IN ('queued', 'running')
         AND updated_at < now() - CASE WHEN kind = 'sync' THEN interval '1 hour' ELSE interval '6 hours' END`,
    [input.connectionId],
  );
  const job = em.create(SyncJob, {
    id: newId(),
    ownerId: input.ownerId,
    connectionId: input.connectionId,
    provider: input.provider,
    kind: input.kind,
    dataTypes: input.dataTypes ?? [],
    fileKey: input.fileKey ?? null,
    state: SyncJobState.QUEUED,
    progress: 0,
    records: 0,
    attempts: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await commitOrConflict(
    () => em.flush(),
    () => new ConflictError(alreadyRunning(input.provider), 'provider'),
  );
  return job;
}

/** Queues the pg-boss job that runs `job` (its id is the singleton key: one delivery at a time). */
export async function queueSyncJob(services: SubgraphServices, job: SyncJob, queue: JobQueue<SyncJobData> = wearableSyncQueue): Promise<void> {
  const bossId = await enqueue(services, queue, { syncJobId: job.id }, { singletonKey: job.id });
  if (bossId) await services.orm.em.fork().getConnection().execute(`UPDATE ${SCHEMA}.sync_jobs SET boss_id = ? WHERE id = ?`, [bossId, job.id]);
}

/**
 * An error whose message is written for the member ("Oura is limiting requests; try again
 * later"): the job's `error` shows it as it is. Any other error is the platform's (a failed
 * write, a bug): its text may hold SQL, an id or a stack, so the member reads JOB_WENT_WRONG
 * instead and the log keeps the real one (issue 18).
 */
export class MemberFacingJobError extends Error {}

/** A failure retrying cannot fix (a refused key, a corrupt file): the job fails at once. */
export class JobFailedError extends MemberFacingJobError {}

/** What a member reads for an error that is not theirs to read, by the job's kind. */
export const JOB_WENT_WRONG: Record<SyncJobKind, string> = {
  sync: 'Something went wrong on our side while saving the synced data. What was saved is kept; sync again later.',
  'apple-import': 'Something went wrong on our side while saving this import. The days saved so far are kept; upload the export again to finish it.',
  'samsung-import': 'Something went wrong on our side while saving this import. The days saved so far are kept; upload the export again to finish it.',
};

/** The job's `error` text for a thrown error: the member's words, never the platform's. */
export function jobErrorText(error: unknown, kind: SyncJobKind): string {
  return (error instanceof MemberFacingJobError ? error.message : JOB_WENT_WRONG[kind]).slice(0, 500);
}

/** Publishes that a job changed: the event carries ids only; subscribers re-read the job. */
function jobChanged(em: EntityManager, job: Pick<SyncJob, 'id' | 'ownerId'>): void {
  enqueueEvent(em, 'syncJobProgress', { userIds: [job.ownerId] }, { syncJobId: job.id, id: job.id });
}

async function writeJob(
  services: SubgraphServices,
  job: SyncJob,
  changes: Partial<Pick<SyncJob, 'state' | 'progress' | 'records' | 'resumeFrom' | 'error' | 'finishedAt' | 'attempts'>>,
): Promise<void> {
  Object.assign(job, changes, { updatedAt: new Date() });
  await services.orm.em.fork().transactional(async (em) => {
    const sets = Object.keys(changes).map((key) => `${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} = ?`);
    await em
      .getConnection()
      .execute(
        `UPDATE ${SCHEMA}.sync_jobs SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = ?`,
        [...Object.values(changes), job.id],
        'run',
        em.getTransactionContext(),
      );
    jobChanged(em, job);
  });
}

export class JobProgress {
  private last = 0;
  private pending: { progress: number; records: number; resumeFrom: string | null } | undefined;

  constructor(
    private readonly services: SubgraphServices,
    readonly job: SyncJob,
  ) {}

  /** Records where the job is; written (and published) at most once a second, unless `force`. */
  async report(state: { progress: number; records: number; resumeFrom?: string | null }, force = false): Promise<void> {
    this.pending = { progress: Math.max(0, Math.min(99, Math.floor(state.progress))), records: state.records, resumeFrom: state.resumeFrom ?? this.job.resumeFrom };
    if (!force && Date.now() - this.last < PROGRESS_EVERY_MS) return;
    await this.flush();
  }

  /** A day is written: the next delivery of this job starts after it (a small UPDATE, no event). */
  async dayDone(resumeFrom: string): Promise<void> {
    this.job.resumeFrom = resumeFrom;
    if (this.pending) this.pending.resumeFrom = resumeFrom;
    await this.services.orm.em.fork().getConnection().execute(`UPDATE ${SCHEMA}.sync_jobs SET resume_from = ? WHERE id = ?`, [resumeFrom, this.job.id]);
  }

  async flush(): Promise<void> {
    if (!this.pending) return;
    const pending = this.pending;
    this.pending = undefined;
    this.last = Date.now();
    await writeJob(this.services, this.job, pending);
  }
}

/**
 * `work` may answer a note: the job is DONE and the note is its `error` text, for what a
 * finished job skipped (an import's unreadable workout routes: imports/routes.ts).
 */
export async function runTrackedJob(
  services: SubgraphServices,
  syncJobId: string,
  work: (job: SyncJob, progress: JobProgress) => Promise<void | { note: string | null }>,
): Promise<void> {
  const job = await services.orm.em.fork().findOne(SyncJob, { id: syncJobId });
  // Deleted with its connection, or already over: a late re-delivery has nothing to do.
  if (!job || job.state === SyncJobState.DONE || job.state === SyncJobState.FAILED) return;
  await writeJob(services, job, { state: SyncJobState.RUNNING, attempts: job.attempts + 1, error: null });
  const progress = new JobProgress(services, job);
  try {
    const done = await work(job, progress);
    await progress.flush();
    await writeJob(services, job, { state: SyncJobState.DONE, progress: 100, finishedAt: new Date(), error: done?.note?.slice(0, 500) ?? null });
  } catch (error) {
    await progress.flush().catch(() => {});
    const message = jobErrorText(error, job.kind);
    if (!(error instanceof MemberFacingJobError))
      log.error('sync job failed', { syncJobId: job.id, kind: job.kind, attempt: job.attempts, error: String((error as Error)?.stack ?? error) });
    if (error instanceof JobFailedError || job.attempts >= MAX_ATTEMPTS) {
      await writeJob(services, job, { state: SyncJobState.FAILED, error: message, finishedAt: new Date() });
      return;
    }
    await writeJob(services, job, { state: SyncJobState.QUEUED, error: message });
    throw error;
  }
}
