// Users: the member entity and the fields that depend on who asks, finding members, updating
// one's profile, suspension, roles, and the account events the gateway serves.
import type { SubgraphPart } from '@pulse/kit';
import { User } from './entities.js';
import { userMigrations } from './migrations.js';
import { userReferenceLoader, UserFieldsResolver } from './users.js';
import { UpdateProfileResolver } from './operations/update-profile.js';
import { FindUsersResolver } from './operations/find-users.js';
import { SuspensionResolver } from './operations/suspension.js';
import { SetUserRoleResolver } from './operations/set-user-role.js';
import { AccountSubscriptions } from './events.js';
import { AdminAccountsResolver } from './operations/admin-accounts.js';
import { SignupsByDayResolver } from './operations/signups-by-day.js';
import { startSuspensionEndSweep } from './suspension-end.js';
import { userMemberData } from './member-data.js';

export const users: SubgraphPart = {
  name: 'users',
  resolvers: [
    FindUsersResolver,
    UpdateProfileResolver,
    SuspensionResolver,
    SetUserRoleResolver,
    AdminAccountsResolver,
    SignupsByDayResolver,
    UserFieldsResolver,
    AccountSubscriptions,
  ],
  // Entity references from other subgraphs arrive in batches; the loader makes them one query.
  references: { User: (ref, ctx) => userReferenceLoader(ctx).load(ref.id) },
  entities: [User],
  migrations: userMigrations,
  // Timed suspensions end by themselves (suspension-end.ts).
  background: startSuspensionEndSweep,
  memberData: userMemberData,
};
