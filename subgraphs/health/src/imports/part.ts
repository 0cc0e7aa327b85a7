// Imports: Apple Health and Samsung Health exports (no web API; their data arrives as files),
// read as streams by a durable job into the wearables tables. docs/health-design.md sections 3-4.
import type { HealthModule } from '../module.js';
import { ImportHealthExportResolver } from './operations/import-health-export.js';
// Registers the health-import worker with jobs.ts (started by the wearables module).
import './import-job.js';

export const imports: HealthModule = {
  name: 'imports',
  resolvers: [ImportHealthExportResolver],
};
