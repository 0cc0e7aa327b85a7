// The subgraphs the dev-env runs: the registry's entries, each loaded from its package by
// name. Nothing here names a subgraph, so a new registry entry is booted without editing
// the dev-env.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SubgraphDefinition } from '@pulse/kit';
import type { SubgraphEntry } from '@pulse/kit/registry';

/** The name under which every subgraph package's index exports its SubgraphDefinition. */
export const SUBGRAPH_EXPORT = 'subgraph';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The file a workspace's package.json names as its "." export. */
function workspaceEntryFile(entry: SubgraphEntry): string {
  const dir = resolve(REPO_ROOT, entry.workspace);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown; main?: string };
  const dot = typeof manifest.exports === 'string' ? manifest.exports : (manifest.exports as Record<string, unknown> | undefined)?.['.'];
  const file = typeof dot === 'string' ? dot : (dot as { import?: string; default?: string } | undefined)?.import ?? (dot as { default?: string } | undefined)?.default ?? manifest.main;
  if (!file) throw new Error(`${entry.workspace}/package.json has no "." export`);
  return join(dir, file);
}

/**
 * Imports a subgraph's package by name. A workspace npm has not linked yet (a folder added
 * since the last `npm install`, or a test's throw-away subgraph) is imported from its folder.
 */
async function importSubgraphPackage(entry: SubgraphEntry): Promise<Record<string, unknown>> {
  const linked = existsSync(join(REPO_ROOT, 'node_modules', entry.package, 'package.json'));
  return (await import(linked ? entry.package : pathToFileURL(workspaceEntryFile(entry)).href)) as Record<string, unknown>;
}

export async function loadSubgraph(entry: SubgraphEntry): Promise<SubgraphDefinition> {
  const mod = await importSubgraphPackage(entry);
  const def = mod[SUBGRAPH_EXPORT] as SubgraphDefinition | undefined;
  if (!def) throw new Error(`${entry.package} does not export "${SUBGRAPH_EXPORT}" (its SubgraphDefinition)`);
  if (def.name !== entry.name) throw new Error(`${entry.package} exports the subgraph "${def.name}", but its registry entry is "${entry.name}"`);
  return def;
}
