import { loadTypeDefs, type SubgraphDefinition } from '@pulse/kit';
import { UserSchema } from './entities/user.js';
import { SessionSchema } from './entities/session.js';
import { migrations } from './migrations.js';
import { resolvers } from './resolvers.js';

export const accountsSchemaFile = new URL('./schema.graphql', import.meta.url);

export const accounts: SubgraphDefinition = {
  name: 'accounts',
  typeDefs: loadTypeDefs(accountsSchemaFile),
  resolvers: resolvers as SubgraphDefinition['resolvers'],
  entities: [UserSchema, SessionSchema],
  migrations,
};

/** The name every subgraph package exports its definition under (the dev-env loads it by the registry's package name). */
export const subgraph = accounts;
