import type { SubgraphDefinition } from '@pulse/kit';
import { User } from './entities/user.js';
import { Session } from './entities/session.js';
import { migrations } from './migrations.js';
import { userLoader, UserFieldsResolver } from './users.js';
import { RegisterResolver } from './operations/register.js';
import { LoginResolver } from './operations/login.js';
import { SessionResolver } from './operations/session.js';
import { UpdateProfileResolver } from './operations/update-profile.js';
import { FindUsersResolver } from './operations/find-users.js';
import { SuspensionResolver } from './operations/suspension.js';
import { AccountSubscriptions } from './events.js';
import { mediaRoutes } from './media/media-routes.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const accountsSchemaFile = new URL('./schema.graphql', import.meta.url);

export const accounts: SubgraphDefinition = {
  name: 'accounts',
  resolvers: [FindUsersResolver, SessionResolver, RegisterResolver, LoginResolver, UpdateProfileResolver, SuspensionResolver, UserFieldsResolver, AccountSubscriptions],
  // Entity references from other subgraphs arrive in batches; the loader makes them one query.
  references: { User: (ref, ctx) => userLoader(ctx).load(ref.id) },
  entities: [User, Session],
  migrations,
  routes: mediaRoutes,
};

export const subgraph = accounts;
