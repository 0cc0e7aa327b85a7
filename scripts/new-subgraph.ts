// `npm run new:subgraph -- <name> [--dir <folder>]`: writes a minimal subgraph workspace in the
// platform's shape (an index.ts listing one capability part; src/items/: its part.ts, an entity
// that is table and GraphQL type, one operation per file with its input rules, its migrations;
// a REST row and its authz rows; a thin main) from scripts/subgraph-template/, prints its SDL
// into src/schema.graphql, generates its REST table's typed documents, and prints the registry
// entry to add. README: "Adding a subgraph".
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'graphql';
import { generate } from '@graphql-codegen/cli';
import { GATEWAY, SFU, SUBGRAPHS, type SubgraphEntry } from '../subgraphs/kit/src/registry.js';
import { compose } from '../schema/compose.js';
import { readSubgraphs } from '../schema/subgraphs.js';
import { subgraphDocuments } from '../codegen.js';

const TEMPLATE_DIR = fileURLToPath(new URL('./subgraph-template/', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Also a PostgreSQL schema, an environment-variable prefix and a GraphQL name prefix. */
const NAME = /^[a-z][a-z0-9]{1,30}$/;

export class NewSubgraphError extends Error {}

function pascal(name: string): string {
  return name[0].toUpperCase() + name.slice(1);
}

function templateFiles(dir = TEMPLATE_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? templateFiles(join(dir, e.name)) : e.name.endsWith('.tmpl') ? [join(dir, e.name)] : [],
  );
}

/** The port after the subgraphs' highest that no service uses. */
export function nextFreePort(): number {
  const used = new Set([GATEWAY.port, SFU.port, ...SUBGRAPHS.map((s) => s.port)]);
  let port = Math.max(...SUBGRAPHS.map((s) => s.port)) + 1;
  while (used.has(port)) port++;
  return port;
}

/** The registry entry of a subgraph written to `dir` (relative to the repository root). */
export function registryEntryFor(name: string, dir: string, port = nextFreePort()): SubgraphEntry {
  return { kind: 'subgraph', name, workspace: relative(REPO_ROOT, resolve(REPO_ROOT, dir)), package: `@pulse/${name}`, port, database: true, rest: true };
}

/** Writes the template for `name` into `dir` (which must not exist yet); returns the files written. */
export function writeSubgraph(name: string, dir: string): string[] {
  if (!NAME.test(name)) throw new NewSubgraphError(`"${name}" is not a subgraph name: 2-31 lowercase letters and digits, starting with a letter`);
  if (SUBGRAPHS.some((s) => s.name === name) || name === GATEWAY.name || name === SFU.name || name === 'kit' || name === 'platform') {
    throw new NewSubgraphError(`"${name}" is taken`);
  }
  const target = resolve(REPO_ROOT, dir);
  if (existsSync(target)) throw new NewSubgraphError(`${relative(REPO_ROOT, target)} already exists`);
  const written: string[] = [];
  for (const file of templateFiles()) {
    const out = join(target, relative(TEMPLATE_DIR, file).replace(/\.tmpl$/, ''));
    // Its own tsconfig (legacy decorators) also applies where the root one does not reach.
    const root = relative(target, REPO_ROOT).split('\\').join('/');
    const text = readFileSync(file, 'utf8').replaceAll('__name__', name).replaceAll('__Name__', pascal(name)).replaceAll('__root__', root);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    written.push(out);
  }
  return written;
}

/** Prints the new subgraph's SDL from its code into its src/schema.graphql (what `npm run schema` keeps up to date). */
export async function writeSubgraphSdl(dir: string): Promise<string> {
  const { subgraphSdl } = await import('../subgraphs/kit/src/index.js');
  const target = resolve(REPO_ROOT, dir);
  const mod = (await import(pathToFileURL(join(target, 'src/index.ts')).href)) as { subgraph: Parameters<typeof subgraphSdl>[0] };
  const sdl = await subgraphSdl(mod.subgraph);
  writeFileSync(join(target, 'src/schema.graphql'), sdl);
  return sdl;
}

/**
 * Generates the REST table's typed documents (src/rest.generated.ts) of the subgraph written to
 * `dir`, against the registry's supergraph composed with it: what `npm run schema` and
 * `npm run codegen` do once its entry is in the registry, done now so that the new workspace
 * runs and typechecks from the start. Returns the file written.
 */
export async function writeSubgraphRestDocuments(entry: SubgraphEntry): Promise<string> {
  const sdl = readFileSync(join(REPO_ROOT, entry.workspace, 'src/schema.graphql'), 'utf8');
  const { apiSdl } = compose([...readSubgraphs(), { name: entry.name, url: `http://${entry.name}/graphql`, typeDefs: parse(sdl) }]);
  const scratch = mkdtempSync(join(tmpdir(), 'pulse-new-subgraph-'));
  try {
    const schema = join(scratch, 'api.graphql');
    writeFileSync(schema, apiSdl);
    const [file] = await generate({ schema, generates: subgraphDocuments([entry], REPO_ROOT), cwd: REPO_ROOT, silent: true }, false);
    if (!file) throw new NewSubgraphError(`${entry.workspace} has no rest.graphql to generate documents from`);
    const out = join(REPO_ROOT, file.filename);
    writeFileSync(out, file.content);
    return out;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name, flag, folder] = process.argv.slice(2);
  if (!name || (flag !== undefined && (flag !== '--dir' || !folder))) {
    console.error('usage: npm run new:subgraph -- <name> [--dir <folder>]   (default folder: subgraphs/<name>)');
    process.exit(2);
  }
  try {
    const dir = folder ?? `subgraphs/${name}`;
    writeSubgraph(name, dir);
    await writeSubgraphSdl(dir);
    const entry = registryEntryFor(name, dir);
    await writeSubgraphRestDocuments(entry);
    console.log(`wrote ${dir}. Next (README, "Adding a subgraph"):
  1. add its entry to SUBGRAPHS in subgraphs/kit/src/registry.ts:
       { ${Object.entries(entry)
         .map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v}'` : v}`)
         .join(', ')} },
  2. npm install            (links @pulse/${name})
  3. npm run schema         (composes the supergraph with it)
  4. npm run codegen        (its REST table's typed documents, against that supergraph)
  5. npm run gen:deploy     (its docker-compose service and port)
Its authz rows (src/authz.ts) and REST table (src/rest.ts) are found through the entry.`);
  } catch (error) {
    if (!(error instanceof NewSubgraphError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
