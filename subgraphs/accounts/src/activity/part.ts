// Activity: which members were active on which day (UTC), recorded as accounts sees them signed
// in, for the admin dashboard's active members (active-days.ts).
import type { SubgraphPart } from '@pulse/kit';
import { activityMigrations } from './migrations.js';
import { eraseActiveDays, exportActiveDays, recordActive } from './active-days.js';
import { ActiveMembersByDayResolver } from './operations/active-members-by-day.js';

export const activity: SubgraphPart = {
  name: 'activity',
  resolvers: [ActiveMembersByDayResolver],
  migrations: activityMigrations,
  seen: recordActive,
  // The days a member used the app are theirs: in their archive, and gone with the account.
  memberData: { export: exportActiveDays, erase: eraseActiveDays },
};
