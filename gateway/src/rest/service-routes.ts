// Each subgraph the registry marks `rest: true` has one REST route table, found by its name.
// A subgraph that exports its own table (`<package>/rest`, its `routes`) is served from
// there; until a subgraph does, its table is the gateway's route arrays below. The tables
// are mounted in registry order, so a service's fixed paths keep their place before another
// service's parameterised ones.
import type { SubgraphEntry } from '@pulse/kit/registry';
import { importServiceModule, serviceExports } from '@pulse/kit/service-modules';
import type { RestRoute } from './router.js';
import { authRoutes } from './auth-routes.js';
import { userRoutes } from './user-routes.js';
import { messagingRoutes } from './messaging-routes.js';
import { callRoutes } from './call-routes.js';
import { socialRoutes } from './social-routes.js';

/** The tables still kept in the gateway, by service name. */
const GATEWAY_TABLES: Record<string, RestRoute[]> = {
  accounts: [...authRoutes, ...userRoutes],
  messaging: [...messagingRoutes, ...callRoutes],
  social: socialRoutes,
};

/** The export of `<package>/rest` that holds the service's table. */
export const REST_TABLE_EXPORT = 'routes';

/** The service's own table, when its package exports one. */
async function ownTable(entry: SubgraphEntry): Promise<RestRoute[] | undefined> {
  // Read from its package.json, so a missing table is never a swallowed import error.
  if (!serviceExports(entry, './rest')) return undefined;
  const table = (await importServiceModule(entry, './rest'))[REST_TABLE_EXPORT];
  if (!Array.isArray(table)) throw new Error(`${entry.package}/rest does not export "${REST_TABLE_EXPORT}" (its REST route table)`);
  return table as RestRoute[];
}

/** One service's REST table: its own export, else the gateway's. */
export async function restTableOf(entry: SubgraphEntry): Promise<RestRoute[]> {
  const table = (await ownTable(entry)) ?? GATEWAY_TABLES[entry.name];
  if (!table) throw new Error(`${entry.name} is registered with rest: true, but ${entry.package} exports no "./rest" table and the gateway has none`);
  return table;
}

/** Every REST route of these services, in their order. */
export async function restRoutesOf(services: readonly SubgraphEntry[]): Promise<RestRoute[]> {
  const tables = await Promise.all(services.filter((s) => s.rest).map(restTableOf));
  return tables.flat();
}
