// The app registry (issue 25, docs/developer-platform.md): developers' OAuth clients, which the
// OAuth server (../oauth/) reads its clients from.
import type { SubgraphPart } from '@pulse/kit';
import { DeveloperAppRow } from './entities.js';
import { developerAppsMigrations } from './migrations.js';
import { DeveloperAppsResolver } from './apps.js';
import { developerAppsMemberData } from './member-data.js';

export const developerApps: SubgraphPart = {
  name: 'developer-apps',
  resolvers: [DeveloperAppsResolver],
  entities: [DeveloperAppRow],
  migrations: developerAppsMigrations,
  memberData: developerAppsMemberData,
};
