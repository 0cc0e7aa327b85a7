// The subgraphs the dev-env runs: the registry's entries, each loaded from its package.
// Nothing here names a subgraph, so a new registry entry is booted without editing the
// dev-env.
import type { SubgraphDefinition } from '@pulse/kit';
import type { SubgraphEntry } from '@pulse/kit/registry';
import { importServiceExport } from '@pulse/kit/service-modules';

/** The name under which every subgraph package's index exports its SubgraphDefinition. */
export const SUBGRAPH_EXPORT = 'subgraph';

export async function loadSubgraph(entry: SubgraphEntry): Promise<SubgraphDefinition> {
  const def = (await importServiceExport(entry, '.', SUBGRAPH_EXPORT, 'its SubgraphDefinition')) as SubgraphDefinition;
  if (def.name !== entry.name) throw new Error(`${entry.package} exports the subgraph "${def.name}", but its registry entry is "${entry.name}"`);
  return def;
}
