// Loading a registry service's package (or one of its subpath exports, such as `./rest`) by
// its registry entry, so the loaders never name a service. A package is imported by its name;
// a workspace npm has not linked yet (a folder added since the last `npm install`, or a
// test's throw-away subgraph) is imported from the file its package.json exports.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServiceEntry } from './registry.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Exports = string | Record<string, string | { import?: string; default?: string }> | undefined;

function manifestOf(entry: ServiceEntry): { exports?: Exports; main?: string } | undefined {
  const file = join(resolve(REPO_ROOT, entry.workspace), 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { exports?: Exports; main?: string }) : undefined;
}

/** The file the workspace's package.json exports at `subpath` ('.' or './rest'), if any. */
function exportedFile(entry: ServiceEntry, subpath: string): string | undefined {
  const manifest = manifestOf(entry);
  if (!manifest) return undefined;
  const { exports } = manifest;
  const target = typeof exports === 'string' || exports === undefined ? (subpath === '.' ? (exports ?? manifest.main) : undefined) : exports[subpath];
  const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
  return file ? join(resolve(REPO_ROOT, entry.workspace), file) : undefined;
}

/** Whether the service's package.json declares this export (read, so a missing one is never a swallowed import error). */
export function serviceExports(entry: ServiceEntry, subpath: string): boolean {
  return exportedFile(entry, subpath) !== undefined;
}

/** Modules a bundled process carries (npm start's gateway bundle holds the REST tables), by import specifier. */
const provided = new Map<string, Record<string, unknown>>();

/**
 * Hands over modules by their specifier (`@pulse/social/rest`): a bundle cannot import a
 * service's TypeScript at run time, so it imports the tables statically and provides them.
 */
export function provideServiceModules(modules: Record<string, Record<string, unknown>>): void {
  for (const [specifier, module] of Object.entries(modules)) provided.set(specifier, module);
}

export async function importServiceModule(entry: ServiceEntry, subpath = '.'): Promise<Record<string, unknown>> {
  const specifier = subpath === '.' ? entry.package : `${entry.package}/${subpath.replace(/^\.\//, '')}`;
  const given = provided.get(specifier);
  if (given) return given;
  const linked = existsSync(join(REPO_ROOT, 'node_modules', entry.package, 'package.json'));
  if (linked) return (await import(specifier)) as Record<string, unknown>;
  const file = exportedFile(entry, subpath);
  if (!file) throw new Error(`${entry.package} (${entry.workspace}) exports no "${subpath}"`);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** One named export of the service's module at `subpath`; a clear error when it is missing. */
export async function importServiceExport(entry: ServiceEntry, subpath: string, name: string, what?: string): Promise<unknown> {
  const value = (await importServiceModule(entry, subpath))[name];
  if (value === undefined) throw new Error(`${entry.package}${subpath === '.' ? '' : subpath.slice(1)} does not export "${name}"${what ? ` (${what})` : ''}`);
  return value;
}
