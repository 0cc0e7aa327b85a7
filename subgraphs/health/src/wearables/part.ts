// Wearables: connected devices (sandbox, live vendor APIs, export imports), their daily
// records and minute heart rate, and the durable sync jobs that fill them. docs/health-design.md.
import type { SubgraphPart } from '@pulse/kit';
import { wearableEntities } from './entities.js';
import { wearableMigrations } from './migrations.js';
import { ConnectWearableResolver } from './operations/connect-wearable.js';
import { DisconnectWearableResolver } from './operations/disconnect-wearable.js';
import { HeartRateResolver } from './operations/heart-rate.js';
import { SyncJobProgressResolver } from './operations/sync-job-progress.js';
import { SyncJobResolver } from './operations/sync-job.js';
import { SyncWearablesResolver } from './operations/sync-wearables.js';
import { WearableConnectionsResolver } from './operations/wearable-connections.js';
import { WearableDataResolver } from './operations/wearable-data.js';
import { wearableSyncAllWorker, wearableSyncWorker } from './sync-job.js';
import { wearableMemberData } from './member-data.js';

export const wearables: SubgraphPart = {
  name: 'wearables',
  resolvers: [
    WearableConnectionsResolver,
    WearableDataResolver,
    HeartRateResolver,
    SyncJobResolver,
    ConnectWearableResolver,
    DisconnectWearableResolver,
    SyncWearablesResolver,
    SyncJobProgressResolver,
  ],
  entities: wearableEntities,
  migrations: wearableMigrations,
  // A sync of one device, and the 6-hourly sync of every live one.
  jobs: [wearableSyncWorker, wearableSyncAllWorker],
  memberData: wearableMemberData,
};
