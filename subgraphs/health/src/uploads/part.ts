// Uploads: the files health operations read (meal photos, activity files, health exports).
import type { SubgraphPart } from '@pulse/kit';
import { HealthUpload } from './entities.js';
import { uploadMigrations } from './migrations.js';
import { uploadRoutes } from './upload-route.js';
import { uploadMemberData } from './member-data.js';

export const uploads: SubgraphPart = {
  name: 'uploads',
  resolvers: [],
  entities: [HealthUpload],
  migrations: uploadMigrations,
  routes: uploadRoutes,
  memberData: uploadMemberData,
};
