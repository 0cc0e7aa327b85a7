// Every process's config spec, found through the service registry: each service's
// `<workspace>/src/config.ts` exports `configSpec`, and the start script has its own. The
// README's configuration table and the start script's up-front check read this list, so a
// new service's variables are documented and checked without being listed anywhere else.
import type { ConfigSpec } from '../subgraphs/kit/src/config.js';
import { GATEWAY, SFU, SUBGRAPHS } from '../subgraphs/kit/src/registry.js';
import { importServiceExport } from '../subgraphs/kit/src/service-modules.js';
import { configSpec as startConfig } from './start-config.js';

export async function serviceConfigSpecs(): Promise<ConfigSpec<unknown>[]> {
  const specs = await Promise.all(
    [...SUBGRAPHS, GATEWAY, SFU].map(async (service) => (await importServiceExport(service, './config', 'configSpec')) as ConfigSpec<unknown>),
  );
  return [...specs, startConfig];
}
