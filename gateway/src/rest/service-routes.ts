// Each subgraph the registry marks `rest: true` has one REST route table: `<package>/rest`
// exports it as `restTable` (route declarations and typed documents only, no service code).
// The gateway finds the tables through the registry, so it names no service and imports no
// subgraph's source; they are mounted in registry order, so a service's fixed paths keep their
// place before another service's parameterised ones.
import type { RestTable } from '@pulse/kit/rest';
import type { SubgraphEntry } from '@pulse/kit/registry';
import { importServiceModule, serviceExports } from '@pulse/kit/service-modules';

/** The export of `<package>/rest` that holds the service's table. */
export const REST_TABLE_EXPORT = 'restTable';

function isRestTable(value: unknown): value is RestTable {
  return typeof value === 'object' && value !== null && Array.isArray((value as RestTable).routes);
}

/** One service's REST table. */
export async function restTableOf(entry: SubgraphEntry): Promise<RestTable> {
  // Read from its package.json, so a missing table is never a swallowed import error.
  if (!serviceExports(entry, './rest')) throw new Error(`${entry.name} is registered with rest: true, but ${entry.package} exports no "./rest" table`);
  const table = (await importServiceModule(entry, './rest'))[REST_TABLE_EXPORT];
  if (!isRestTable(table)) throw new Error(`${entry.package}/rest does not export "${REST_TABLE_EXPORT}" (its REST route table)`);
  return table;
}

/** The tables of these services that have one, in their order. */
export async function restTablesOf(services: readonly SubgraphEntry[]): Promise<RestTable[]> {
  return Promise.all(services.filter((s) => s.rest).map(restTableOf));
}
