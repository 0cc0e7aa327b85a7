// Sessions: register, login, me, refresh and logout, the session rows behind each token, the
// password rules, and the devices a member signed in from before.
import type { SubgraphPart } from '@pulse/kit';
import { Session } from './entities.js';
import { sessionMigrations } from './migrations.js';
import { RegisterResolver } from './operations/register.js';
import { LoginResolver } from './operations/login.js';
import { SessionResolver } from './operations/session.js';
import { sessionMemberData } from './member-data.js';

export const sessions: SubgraphPart = {
  name: 'sessions',
  resolvers: [SessionResolver, RegisterResolver, LoginResolver],
  entities: [Session],
  migrations: sessionMigrations,
  memberData: sessionMemberData,
};
