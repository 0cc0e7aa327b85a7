import { loadTypeDefs, type SdlFirstSubgraph, type SubgraphDefinition } from '@pulse/kit';
import { postEntities } from './posts/entities.js';
import { postMigrations } from './posts/migrations.js';
import { followEntities } from './follows/entities.js';
import { followMigrations } from './follows/migrations.js';
import { notificationEntities } from './notifications/entities.js';
import { notificationMigrations } from './notifications/migrations.js';
import { resolvers } from './resolvers.js';
import { mediaRoutes } from './media/media-routes.js';
import { startScheduledPublisher } from './posts/scheduled-publisher.js';

export const socialSchemaFile = new URL('./schema.graphql', import.meta.url);

export const social: SubgraphDefinition = {
  name: 'social',
  typeDefs: loadTypeDefs(socialSchemaFile),
  resolvers: resolvers as SdlFirstSubgraph['resolvers'],
  entities: [...postEntities, ...followEntities, ...notificationEntities],
  // Applied in name order: posts use 01xx, follows 02xx, notifications 03xx.
  migrations: [...postMigrations, ...followMigrations, ...notificationMigrations],
  routes: mediaRoutes,
  // Scheduled posts go out at their time, also after a restart (the posts table is the queue).
  background: startScheduledPublisher,
};

export const subgraph = social;
