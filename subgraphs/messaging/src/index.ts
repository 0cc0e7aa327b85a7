import { loadTypeDefs, type SdlFirstSubgraph, type SubgraphDefinition } from '@pulse/kit';
import { entities } from './entities.js';
import { migrations } from './migrations.js';
import { resolvers } from './resolvers.js';
import { mediaRoutes } from './media/media-routes.js';
import { callEntities } from './calls/entities.js';
import { startRingSweeper } from './calls/ring-timeout.js';
import { callInternalRoutes } from './calls/internal-routes.js';

export const messagingSchemaFile = new URL('./schema.graphql', import.meta.url);

export const messaging: SubgraphDefinition = {
  name: 'messaging',
  typeDefs: loadTypeDefs(messagingSchemaFile),
  resolvers: resolvers as SdlFirstSubgraph['resolvers'],
  entities: [...entities, ...callEntities],
  migrations,
  routes: (app, services) => {
    mediaRoutes(app, services);
    callInternalRoutes(app, services);
  },
  // Ringing calls past CALL_RING_TIMEOUT_SECONDS become MISSED even when nobody reads them.
  background: startRingSweeper,
};

export const subgraph = messaging;
