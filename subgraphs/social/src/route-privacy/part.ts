// Route privacy (docs/route-privacy.md): privacy zones, hidden route ends and who sees pace and
// heart rate, applied by social to every route it serves to someone other than the author.
import type { SubgraphPart } from '@pulse/kit';
import { PrivacyZone, RoutePrivacy } from './entities.js';
import { routePrivacyMigrations } from './migrations.js';
import { RoutePrivacyResolver } from './operations/route-privacy-settings.js';
import { RoutePrivacyFieldsResolver } from './fields.js';
import { routePrivacyMemberData } from './member-data.js';

export const routePrivacy: SubgraphPart = {
  name: 'route-privacy',
  resolvers: [RoutePrivacyResolver, RoutePrivacyFieldsResolver],
  entities: [RoutePrivacy],
  migrations: routePrivacyMigrations,
  memberData: routePrivacyMemberData,
  orphanedTypes: [PrivacyZone],
};
