// Activities: GPX, TCX and FIT files imported as activities (route numbers and a simplified
// track), and, when the member asks, posted as route posts through social.
import type { SubgraphPart } from '@pulse/kit';
import { Activity, ActivityPoint } from './entities.js';
import { activityMigrations } from './migrations.js';
import { ImportActivityResolver } from './operations/import-activity.js';
import { MyActivitiesResolver } from './operations/my-activities.js';
import { ActivityFieldsResolver } from './fields.js';
import { activityMemberData } from './member-data.js';

export const activities: SubgraphPart = {
  name: 'activities',
  resolvers: [ImportActivityResolver, MyActivitiesResolver, ActivityFieldsResolver],
  entities: [Activity],
  migrations: activityMigrations,
  orphanedTypes: [ActivityPoint],
  memberData: activityMemberData,
};
