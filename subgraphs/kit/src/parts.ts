// The health subgraph is made of capabilities (meals, wearables, calendar...), each a folder
// with its own tables, migrations, operations and REST rows. A capability describes itself as
// a HealthModule; index.ts joins them into the one subgraph, so adding a capability touches
// one line there and nothing inside another capability.
import type express from 'express';
import type { OrmEntity, ReferenceResolvers, SqlMigration, SubgraphContext, SubgraphServices } from '@pulse/kit';

export interface HealthModule {
  name: string;
  // type-graphql's own parameter type for resolver classes.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: Function[];
  entities?: OrmEntity[];
  /** Named `<prefix>-...`: each capability has its own hundred (see index.ts), applied in name order. */
  migrations?: SqlMigration[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  orphanedTypes?: Function[];
  references?: ReferenceResolvers<SubgraphContext>;
  routes?: (app: express.Express, services: SubgraphServices) => void;
  background?: (services: SubgraphServices) => () => Promise<void>;
}
