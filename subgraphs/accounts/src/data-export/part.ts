// Data export (issue 23 item 5, docs/member-data.md): a member asks for a copy of all their
// data; a durable job gathers every subgraph's share into one zip in private storage, announced
// by a notification, downloadable by a signed short-lived link, deleted after EXPORT_RETENTION_HOURS.
import type { SubgraphPart } from '@pulse/kit';
import { dataExportMigrations } from './migrations.js';
import { DataExportResolver } from './operations/data-exports.js';
import { dataExportWorker } from './job.js';
import { exportDownloadRoutes } from './download.js';
import { startExportExpirySweep } from './sweep.js';
import { dataExportMemberData } from './member-data.js';

export const dataExport: SubgraphPart = {
  name: 'data-export',
  resolvers: [DataExportResolver],
  migrations: dataExportMigrations,
  jobs: [dataExportWorker],
  // Before profile-images': it answers /media/u-export-* keys and passes the others on.
  routes: exportDownloadRoutes,
  background: startExportExpirySweep,
  memberData: dataExportMemberData,
};
