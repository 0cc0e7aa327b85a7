// The wearables model: a connection (one per member and device) and its sync jobs are both
// tables and GraphQL types; days and minute samples are written in bulk by store.ts and read
// into the plain types below. The key itself never leaves the table: only keyHint is a field.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WearableDataType, WearableProvider } from './devices.js';

export enum WearableMode {
  LIVE = 'live',
  SANDBOX = 'sandbox',
  IMPORT = 'import',
}
registerEnumType(WearableMode, {
  name: 'WearableMode',
  description: "LIVE: the vendor's web API; SANDBOX: generated sample data (test_{device}_12345); IMPORT: export files (Apple, Samsung).",
});

export enum ConnectionStatus {
  CONNECTED = 'connected',
  FAILED = 'failed',
}
registerEnumType(ConnectionStatus, { name: 'WearableConnectionStatus' });

export enum SyncJobState {
  QUEUED = 'queued',
  RUNNING = 'running',
  DONE = 'done',
  FAILED = 'failed',
}
registerEnumType(SyncJobState, { name: 'SyncJobState' });

export type SyncJobKind = 'sync' | 'apple-import' | 'samsung-import';

@Entity({ tableName: 'wearable_connections' })
@ObjectType('WearableConnection', { description: "A member's connected device. The API key is never answered, only its last four characters." })
export class WearableConnection {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => WearableProvider)
  provider!: WearableProvider;

  @Property({ type: 'string' })
  @Field(() => WearableMode)
  mode!: WearableMode;

  @Property({ type: 'blob', fieldName: 'key_cipher' })
  keyCipher!: Buffer;

  @Property({ type: 'string', fieldName: 'key_hint' })
  @Field(() => String, { description: 'The last four characters of the key.' })
  keyHint!: string;

  @Property({ type: 'string' })
  @Field(() => ConnectionStatus)
  status: ConnectionStatus = ConnectionStatus.CONNECTED;

  @Property({ type: 'Date', fieldName: 'last_synced_at', nullable: true })
  @Field(() => Date, { nullable: true })
  lastSyncedAt: Date | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}

@Entity({ tableName: 'sync_jobs' })
@ObjectType('SyncJob', { description: 'One sync (or export import) of one device: its progress survives restarts.' })
export class SyncJob {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'connection_id' })
  connectionId!: string;

  @Property({ type: 'string' })
  @Field(() => WearableProvider)
  provider!: WearableProvider;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'sync, apple-import or samsung-import.' })
  kind: SyncJobKind = 'sync';

  @Property({ type: 'string[]', fieldName: 'data_types', columnType: 'text[]' })
  @Field(() => [WearableDataType], { description: 'What this job writes; empty: everything.' })
  dataTypes: WearableDataType[] = [];

  @Property({ type: 'string' })
  @Field(() => SyncJobState)
  state: SyncJobState = SyncJobState.QUEUED;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: '0-100.' })
  progress = 0;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Days and samples written so far.' })
  records = 0;

  /** The first day not yet written: a job re-delivered after a crash starts here. */
  @Property({ type: 'string', fieldName: 'resume_from', columnType: 'date', nullable: true })
  resumeFrom: string | null = null;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'FAILED: why, shown as it is. DONE: what the job skipped, if anything (an import’s unreadable workout routes); null when nothing was.',
  })
  error: string | null = null;

  @Property({ type: 'string', fieldName: 'boss_id', nullable: true })
  bossId: string | null = null;

  /** Imports: the uploaded export's key. */
  @Property({ type: 'string', fieldName: 'file_key', nullable: true })
  fileKey: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'finished_at', nullable: true })
  @Field(() => Date, { nullable: true })
  finishedAt: Date | null = null;
}

@ObjectType('WearableMetrics', {
  description:
    "One day's metrics (spec: steps, calories, distance, activeMinutes, heartRate, bloodOxygen, sleepScore, readinessScore, lastUpdated). Null: the device does not measure it, or it was not asked for.",
})
export class WearableMetrics {
  @Field(() => Int, { nullable: true }) steps!: number | null;
  @Field(() => Int, { nullable: true, description: 'kcal.' }) calories!: number | null;
  @Field(() => Float, { nullable: true, description: 'km.' }) distance!: number | null;
  @Field(() => Int, { nullable: true }) activeMinutes!: number | null;
  @Field(() => Int, { nullable: true, description: 'Average bpm.' }) heartRate!: number | null;
  @Field(() => Int, { nullable: true }) restingHeartRate!: number | null;
  @Field(() => Float, { nullable: true, description: 'SpO2 %.' }) bloodOxygen!: number | null;
  @Field(() => Int, { nullable: true }) sleepScore!: number | null;
  @Field(() => Int, { nullable: true }) sleepMinutes!: number | null;
  @Field(() => Int, { nullable: true, description: 'Readiness / recovery, 0-100.' }) readinessScore!: number | null;
  @Field(() => Float, { nullable: true, description: 'Whoop day strain, 0-21.' }) strain!: number | null;
  @Field(() => Float, { nullable: true, description: 'Heart-rate variability (RMSSD), ms.' }) hrvMs!: number | null;
  @Field(() => Date) lastUpdated!: Date;
}

@ObjectType('WearableRecord', { description: "One device's day (spec: id, provider, date, data)." })
export class WearableRecord {
  @Field(() => ID) id!: string;
  @Field(() => WearableProvider) provider!: WearableProvider;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => WearableMetrics) data!: WearableMetrics;
}

@ObjectType('HeartRateSample')
export class HeartRateSample {
  @Field(() => Date) at!: Date;
  @Field(() => Int) bpm!: number;
}

export const wearableEntities = [WearableConnection, SyncJob];
