// Imports: Apple Health and Samsung Health exports (no web API; their data arrives as files),
// read as streams by a durable job into the wearables tables. docs/health-design.md sections 3-4.
import type { SubgraphPart } from '@pulse/kit';
import { ImportHealthExportResolver } from './operations/import-health-export.js';
import { healthImportWorker } from './import-job.js';

export const imports: SubgraphPart = {
  name: 'imports',
  resolvers: [ImportHealthExportResolver],
  jobs: [healthImportWorker],
};
