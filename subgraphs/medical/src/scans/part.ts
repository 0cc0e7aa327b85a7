// Scans: a member's medical scans (DICOM), uploaded by signed URL, read on the server off the
// request thread, grouped into a viewer's manifest, with the patient tags encrypted and every
// read in an access log. Owner only, admins included. docs/medical.md.
import type { SubgraphPart } from '@pulse/kit';
import { medicalEntities, MedicalPatient, MedicalTag, MedicalViewingPreset } from './entities.js';
import { medicalMediaRoutes } from './media-routes.js';
import { scanMemberData } from './member-data.js';
import { scanMigrations } from './migrations.js';
import { AccessLogResolver } from './operations/access-log-query.js';
import { CreateScanResolver } from './operations/create-scan.js';
import { DeleteScanResolver } from './operations/delete-scan.js';
import { ManifestResolver } from './operations/manifest.js';
import { ScanFieldsResolver, ScanQueriesResolver } from './operations/scan-queries.js';
import { UploadUrlResolver } from './operations/upload-url.js';

export const scans: SubgraphPart = {
  name: 'scans',
  resolvers: [UploadUrlResolver, CreateScanResolver, ScanQueriesResolver, ScanFieldsResolver, ManifestResolver, AccessLogResolver, DeleteScanResolver],
  orphanedTypes: [MedicalPatient, MedicalTag, MedicalViewingPreset],
  entities: medicalEntities,
  migrations: scanMigrations,
  routes: medicalMediaRoutes,
  memberData: scanMemberData,
};
