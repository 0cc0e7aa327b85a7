// `npm start` runs each service from one prebuilt JavaScript file instead of transpiling its
// TypeScript under tsx at every boot: a killed service then answers again in a few seconds
// rather than 8-14 (docs/decisions.md). esbuild bundles the workspace packages (@pulse/*) and
// leaves every npm package outside, loaded by Node from node_modules (a CommonJS one by the
// path of its file: npmPackagesOutside). A bundle is rebuilt only when one of the files it was
// made of (or a package.json, the lock file, a tsconfig, the esbuild version or these options)
// changed: the hash of them is kept beside it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, version as esbuildVersion, type Plugin } from 'esbuild';
import { MAIN_FILE, SUBGRAPHS, type ServiceEntry } from '../subgraphs/kit/src/registry.js';

/** Bump when the options below change, so existing bundles are rebuilt. */
const FORMAT = 6;
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/;
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js' } as const;
const RESOLVING = Symbol('resolving');

/** Where `npm start` keeps the bundles (git-ignored with node_modules; they name this checkout's files, so they stay with it). */
export const bundleDirOf = (root: string): string => join(root, 'node_modules/.cache/pulse-start');

export interface ServiceBundle {
  /** The bundle to run, or undefined when it could not be built (then `why`). */
  file?: string;
  why?: string;
  /** Whether this call built it (false: the cached one was current). */
  built: boolean;
}

interface Manifest {
  key: string;
  inputs: string[];
}

/**
 * Workspace manifests, the lock file (an upgrade may move a package's main file, which a
 * bundle names) and compiler settings: they change how sources resolve and compile without
 * being inputs themselves.
 */
function settingsFiles(root: string, services: readonly ServiceEntry[]): string[] {
  const workspaces = ['subgraphs/kit', ...services.map((s) => s.workspace)];
  const files = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'];
  for (const workspace of new Set(workspaces)) files.push(join(workspace, 'package.json'), join(workspace, 'tsconfig.json'));
  return files.filter((file) => existsSync(join(root, file)));
}

function hashOf(root: string, files: readonly string[], extra: string): string {
  const hash = createHash('sha256').update(`${FORMAT} ${esbuildVersion} ${root} ${extra}\n`);
  for (const file of [...files].sort()) {
    hash.update(`${file}\n`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('(missing)');
    }
  }
  return hash.digest('hex');
}

/**
 * Each source keeps its own `import.meta.url` (a bundle has one for all of them): the files
 * read beside a source (schema.graphql, the gateway's docs page and web/dist, the supergraph,
 * health's parse worker) are found where they are, as under tsx.
 */
function ownImportMetaUrl(): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(build) {
      build.onLoad({ filter: SOURCE }, (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const url = JSON.stringify(pathToFileURL(args.path).href);
        return {
          contents: text.replaceAll('import.meta.url', url),
          loader: LOADERS[extname(args.path) as keyof typeof LOADERS],
          resolveDir: resolve(args.path, '..'),
        };
      });
    },
  };
}

/** Whether Node loads this file as CommonJS: `.cjs`, or `.js` under a package.json without `"type": "module"`. */
function isCommonJs(file: string, typeOfDir: Map<string, string | undefined>): boolean {
  if (file.endsWith('.cjs') || file.endsWith('.json') || file.endsWith('.node')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (!typeOfDir.has(dir)) {
      const manifest = join(dir, 'package.json');
      typeOfDir.set(dir, existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type ?? 'commonjs') : undefined);
    }
    const type = typeOfDir.get(dir);
    if (type !== undefined) return type !== 'module';
    if (dirname(dir) === dir) return true;
  }
}

/**
 * Workspace packages go into the bundle; npm packages stay outside, loaded by Node from the
 * repository's node_modules at run time. One that esbuild would find elsewhere (a copy nested
 * in a workspace) would load differently from the bundle's folder: that fails the build.
 *
 * A CommonJS package is loaded with `require` of the very file an `import` would load (the
 * same module instance): an ESM `import` of CommonJS first reads and scans the file for its
 * export names, a third of a subgraph's boot. ES modules stay imports.
 */
function npmPackagesOutside(root: string): Plugin {
  return {
    name: 'npm-packages-outside',
    setup(build) {
      // As esbuild reports paths: through symbolic links.
      const nodeModules = realpathSync(join(root, 'node_modules')) + sep;
      const typeOfDir = new Map<string, string | undefined>();
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || args.path.startsWith('@pulse/')) return undefined;
        if (isBuiltin(args.path)) return { external: true };
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (found.errors.length) return { errors: found.errors };
        if (!found.path.startsWith(nodeModules)) {
          return { errors: [{ text: `${args.path} resolves to ${relative(root, found.path)}, not under the root node_modules the bundle imports it from` }] };
        }
        if (isCommonJs(found.path, typeOfDir)) return { path: found.path, namespace: 'pulse-require' };
        // A package with both builds: its CommonJS one, which the packages that require it load too.
        const required = await build.resolve(args.path, { kind: 'require-call', resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (!required.errors.length && required.path.startsWith(nodeModules) && isCommonJs(required.path, typeOfDir))
          return { path: required.path, namespace: 'pulse-require' };
        return { external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'pulse-require' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
      build.onResolve({ filter: /.*/, namespace: 'pulse-require' }, (args) => ({ path: args.path, external: true }));
    },
  };
}

/**
 * The gateway imports each subgraph's REST table by its registry entry at run time
 * (`importServiceModule`), which Node cannot do for TypeScript: its bundle carries the tables
 * and hands them to kit before the gateway's own code runs (modules run in import order).
 */
function entryOf(root: string, service: ServiceEntry): string {
  const main = `import ${JSON.stringify(join(root, service.workspace, MAIN_FILE))};\n`;
  return service.kind === 'gateway' ? `import ${JSON.stringify(PROVIDE)};\n${main}` : main;
}

const PROVIDE = 'pulse:provide-service-modules';

function provideServiceModulesPlugin(root: string): Plugin {
  return {
    name: 'provide-service-modules',
    setup(build) {
      build.onResolve({ filter: /^pulse:provide-service-modules$/ }, () => ({ path: PROVIDE, namespace: 'pulse' }));
      build.onLoad({ filter: /.*/, namespace: 'pulse' }, () => {
        const tables = SUBGRAPHS.filter((s) => s.rest);
        return {
          contents: [
            `import { provideServiceModules } from '@pulse/kit/service-modules';`,
            ...tables.map((s, i) => `import * as rest${i} from '${s.package}/rest';`),
            `provideServiceModules({ ${tables.map((s, i) => `'${s.package}/rest': rest${i}`).join(', ')} });`,
          ].join('\n'),
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}

/** Builds (or finds current) the bundle of every service, in `outDir/<name>.mjs`. Never throws: a service whose bundle fails gets `why`. */
export async function bundleServices(root: string, services: readonly ServiceEntry[], outDir: string): Promise<Map<string, ServiceBundle>> {
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (error) {
    return new Map(services.map((service) => [service.name, { why: `${outDir}: ${(error as Error).message}`, built: false }]));
  }
  const settings = settingsFiles(root, services);
  const results = await Promise.all(
    services.map(async (service): Promise<[string, ServiceBundle]> => {
      const file = join(outDir, `${service.name}.mjs`);
      const manifestFile = join(outDir, `${service.name}.json`);
      const extra = `${service.name} ${service.kind}`;
      try {
        if (existsSync(file) && existsSync(manifestFile)) {
          const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
          if (manifest.key === hashOf(root, [...manifest.inputs, ...settings], extra)) return [service.name, { file, built: false }];
        }
        const result = await build({
          stdin: { contents: entryOf(root, service), resolveDir: root, sourcefile: `${service.name}-entry.js`, loader: 'js' },
          outfile: file,
          absWorkingDir: root,
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          // MikroORM and type-graphql name entities and GraphQL types after their classes; a
          // bundle would rename two classes of one name apart (Post, Post2).
          keepNames: true,
          sourcemap: 'linked',
          metafile: true,
          logLevel: 'silent',
          // Resolve as Node does (no `module` condition or field), so a package is the file Node would load.
          conditions: [],
          mainFields: ['main'],
          // `require` for the CommonJS packages (npmPackagesOutside); the paths it takes are absolute.
          banner: { js: `import { createRequire as __pulseCreateRequire } from 'node:module'; const require = __pulseCreateRequire(import.meta.url);` },
          plugins: [provideServiceModulesPlugin(root), npmPackagesOutside(root), ownImportMetaUrl()],
        });
        const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':'));
        writeFileSync(manifestFile, JSON.stringify({ key: hashOf(root, [...inputs, ...settings], extra), inputs } satisfies Manifest));
        return [service.name, { file, built: true }];
      } catch (error) {
        const errors = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors;
        const why = errors?.length
          ? errors
              .slice(0, 3)
              .map((e) => (e.location ? `${e.location.file}:${e.location.line}: ${e.text}` : e.text))
              .join('; ')
          : error instanceof Error
            ? error.message
            : String(error);
        return [service.name, { why, built: false }];
      }
    }),
  );
  return new Map(results);
}
