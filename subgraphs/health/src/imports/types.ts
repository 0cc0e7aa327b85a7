// What an export parser hands to the job that stores it. The parsers are pure (no database):
// the import job gives them a sink that writes wearable_days and heart_rate_samples, the tests
// give them one that collects, the bench one that writes to a scratch schema.

/**
 * One member-day: wearable_days' columns in camelCase, as wearables/store.ts' DayRow names
 * them (upsertDays takes these rows as they are; the owner and provider are the job's).
 * `null` means "this export says nothing about it": a sink must leave that column as it is.
 * A day may be handed over more than once during an import; a later row for the same day
 * carries the running totals so far and replaces the earlier one column by column.
 */
export interface DayRow {
  /** The member's local date (YYYY-MM-DD) taken from each record's own UTC offset. */
  day: string;
  steps: number | null;
  /** Active energy, kcal. */
  calories: number | null;
  distanceKm: number | null;
  activeMinutes: number | null;
  /** Mean of the day's heart-rate readings, bpm. */
  heartRate: number | null;
  restingHeartRate: number | null;
  /** Percent (97, not 0.97). */
  bloodOxygen: number | null;
  sleepScore: number | null;
  sleepMinutes: number | null;
  readinessScore: number | null;
  strain: number | null;
  hrvMs: number | null;
}

export interface HeartRateSample {
  /** Start of the minute (UTC instant). */
  at: Date;
  bpm: number;
}

/** A workout the export lists; the import job stores its route file as an activity (imports/routes.ts). */
export interface ExportWorkout {
  activityType: string;
  startedAt: Date;
  endedAt: Date;
  durationMinutes: number | null;
  distanceKm: number | null;
  energyKcal: number | null;
  /** Path of the GPX route inside the zip (`apple_health_export/workout-routes/...`), when there is one. */
  routeFile: string | null;
}

export interface HealthImportSink {
  days(rows: DayRow[]): Promise<void>;
  /** Minute samples in batches (at most `batchSize`); the parser reads nothing more until this settles. */
  heartRate(samples: HeartRateSample[]): Promise<void>;
  /** 0..1, bytes of the export read so far over its size; called at most once per percent. */
  progress(fraction: number): void;
  workouts?(workouts: ExportWorkout[]): Promise<void>;
}

export interface ImportSummary {
  /** Records of the kept types that were counted. */
  records: number;
  days: number;
  heartRateSamples: number;
  workouts: number;
  /** GPX route files found in the zip. */
  routeFiles: string[];
  bytes: number;
}

export interface ImportOptions {
  /** Minute heart-rate samples per sink call (default 5,000). */
  batchSize?: number;
  /** Days are handed over when the record type changes, at most once per this many records (default 20,000), and at the end. */
  flushEveryRecords?: number;
}

/** The file is not a complete, readable export; `byte` is where reading stopped. Days handed over before it stay. */
export class ExportFileError extends Error {
  constructor(
    message: string,
    readonly byte: number,
  ) {
    super(message);
    this.name = 'ExportFileError';
  }
}
