// @ts-check
// The import boundaries between workspaces, as one ESLint rule (`pulse/boundaries`).
// Plain JavaScript because eslint.config.js loads it without a TypeScript loader.
//
// A rule of our own rather than a resolver-based plugin: the boundaries are about which
// workspace a specifier names, which is known from the text alone (`@pulse/<name>/<entry>`,
// or a relative path resolved against the importing file). So it needs no module resolver,
// costs nothing per file, and still reports imports of modules that do not exist yet (a
// package entry another branch is adding). scripts/lint-boundaries.test.ts keeps every
// boundary below honest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Top-level folders that are workspaces of their own kind (the kind is the folder name). */
const PROCESS_FOLDERS = new Set(['gateway', 'sfu', 'web', 'schema']);
/** Top-level folders of tools around the product: they may import any workspace's public code. */
const TOOLING_FOLDERS = new Set(['scripts', 'bench', 'e2e', 'fuzz']);

/**
 * @typedef {'kit' | 'dev-env' | 'subgraph' | 'gateway' | 'sfu' | 'web' | 'schema' | 'tooling'} Kind
 * @typedef {{ id: string, kind: Kind, inner: string }} Place  `inner`: the path inside the workspace ('' when unknown)
 * @typedef {Place & { entry?: string }} Target  `entry`: the package subpath, for `@pulse/<name>/<entry>`
 */

/** @param {string} name  a folder under subgraphs/ @returns {Kind} */
function subgraphsFolderKind(name) {
  if (name === 'kit') return 'kit';
  if (name === 'dev-env') return 'dev-env';
  return 'subgraph';
}

/** The workspace a path (relative to the repository root, `/`-separated) belongs to. @param {string} rel @returns {Place} */
function placeOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'subgraphs' && parts.length > 2) {
    return { id: `subgraphs/${parts[1]}`, kind: subgraphsFolderKind(parts[1]), inner: parts.slice(2).join('/') };
  }
  if (parts.length > 1 && PROCESS_FOLDERS.has(parts[0])) {
    return { id: parts[0], kind: /** @type {Kind} */ (parts[0]), inner: parts.slice(1).join('/') };
  }
  if (parts.length > 1 && TOOLING_FOLDERS.has(parts[0])) return { id: parts[0], kind: 'tooling', inner: parts.slice(1).join('/') };
  return { id: '.', kind: 'tooling', inner: rel };
}

/** `@pulse/<name>` -> workspace folder, read from the workspaces' package.json files. */
const PACKAGE_FOLDERS = (() => {
  /** @type {Map<string, string>} */
  const folders = new Map();
  const candidates = [...PROCESS_FOLDERS];
  if (existsSync(join(ROOT, 'subgraphs'))) {
    for (const name of readdirSync(join(ROOT, 'subgraphs'))) candidates.push(`subgraphs/${name}`);
  }
  for (const folder of candidates) {
    const manifest = join(ROOT, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof name === 'string') folders.set(name, folder);
  }
  return folders;
})();

/**
 * The place a specifier names, or undefined for a third-party package.
 * @param {string} specifier @param {string} importerAbs @returns {Target | undefined}
 */
function targetOf(specifier, importerAbs) {
  const bare = specifier.split('?')[0];
  if (bare.startsWith('.') || bare.startsWith('/')) {
    const rel = relative(ROOT, resolve(dirname(importerAbs), bare))
      .split(sep)
      .join('/');
    if (rel.startsWith('..')) return { id: 'outside', kind: 'tooling', inner: rel };
    return placeOf(rel);
  }
  const match = /^@pulse\/([^/]+)(?:\/(.*))?$/.exec(bare);
  if (!match) return undefined;
  // A package not on disk yet is a new subgraph (every new service is one): subgraphs/<name>.
  const folder = PACKAGE_FOLDERS.get(`@pulse/${match[1]}`) ?? `subgraphs/${match[1]}`;
  return { ...placeOf(`${folder}/`), inner: '', entry: match[2] ?? '' };
}

/** A test helper module: a `testing/` folder or a `testing.ts` file, by path or by package entry. @param {Target} target */
function isTesting(target) {
  const segments = [...target.inner.split('/'), ...(target.entry ?? '').split('/')];
  return segments.some((s) => s === 'testing' || /^testing\.[cm]?[jt]sx?$/.test(s));
}

/** The SDL files codegen reads: the composed schema and each subgraph's generated schema. @param {Target} target */
function isGeneratedSchema(target) {
  if (!target.inner.endsWith('.graphql')) return false;
  return target.kind === 'schema' || (target.kind === 'subgraph' && target.inner === 'src/schema.graphql');
}

/** A subgraph's REST table or one of its helpers (`<capability>/rest.ts`, `src/rest/...`): the gateway loads it. @param {Place} from */
function isRestTable(from) {
  if (from.kind !== 'subgraph' || /\.test\.[cm]?[jt]sx?$/.test(from.inner)) return false;
  return /(^|\/)rest\.[cm]?[jt]sx?$/.test(from.inner) || /(^|\/)rest\//.test(from.inner);
}

/** A file only the running service needs, named by where it lives: operations, entities, providers, migrations, jobs, parts. @param {Target} to */
function isServiceCode(to) {
  const segments = to.inner.split('/');
  const base = (segments.pop() ?? '').replace(/\.[cm]?[jt]sx?$/, '');
  if (segments.some((s) => ['operations', 'entities', 'providers', 'migrations', 'jobs', 'resolvers'].includes(s))) return true;
  if (['entities', 'migrations', 'migration', 'jobs', 'resolvers', 'part', 'module'].includes(base) || base.endsWith('-job')) return true;
  return to.inner === 'src/index.ts' || to.inner === 'src/index.js' || to.inner === 'src/main.ts' || to.inner === 'src/main.js';
}

/**
 * A subgraph's rows of the authz matrix (`src/authz.ts`, `src/<capability>/authz.ts`): test code
 * that speaks GraphQL documents only. @param {Place} place
 */
function isAuthzRows(place) {
  return place.kind === 'subgraph' && /^src\/(?:.+\/)?authz\.[cm]?[jt]s$/.test(place.inner);
}

/** Code of the gateway that only tests run: test files and the authz matrix's runner. @param {Place} place */
function isGatewayTestCode(place) {
  return place.kind === 'gateway' && (/\.test\.[cm]?[jt]sx?$/.test(place.inner) || place.inner.startsWith('src/authz/'));
}

/**
 * The boundaries, each a question about one import (from a place to a target in another
 * workspace) and the message when the answer is yes. A workspace may always import itself,
 * except where a boundary is marked `within` (it asks only about imports inside one workspace)
 * or `inside` (it asks about those too); type-only imports inside one workspace pass every
 * boundary, since they vanish at run time.
 * @type {Array<{ id: string, within?: boolean, inside?: boolean, breaks: (from: Place, to: Target) => boolean, message: string }>}
 */
export const BOUNDARIES = [
  {
    id: 'rest',
    within: true,
    breaks: (from, to) => isRestTable(from) && isServiceCode(to),
    message:
      'the gateway loads REST tables, so a REST file imports constants, input declarations and generated documents, not {{target}} (operations, entities, providers, migrations, jobs): move the constant into a small file both import',
  },
  {
    id: 'authz',
    inside: true,
    breaks: (from, to) => isAuthzRows(from) && !(to.kind === 'kit' && to.entry === 'authz') && !(to.id === from.id && isAuthzRows(to)),
    message:
      "a subgraph's authz rows speak GraphQL documents only: they import @pulse/kit/authz and the subgraph's other authz.ts files, not {{target}} (its resolvers, entities or anything else)",
  },
  {
    id: 'testing',
    breaks: (from, to) => from.kind !== 'dev-env' && isTesting(to),
    message: "imports another workspace's test helpers ({{target}}): take them from @pulse/dev-env, the one place that may",
  },
  {
    id: 'subgraph',
    breaks: (from, to) => from.kind === 'subgraph' && to.kind !== 'kit' && to.kind !== 'dev-env',
    message: 'a subgraph imports only @pulse/kit and @pulse/dev-env, not {{target}}: reach another service through federation entities or the bus',
  },
  {
    id: 'kit',
    breaks: (from) => from.kind === 'kit',
    message: 'kit is shared by every service and imports none of them ({{target}}): move the code into kit or pass it in',
  },
  {
    id: 'gateway',
    breaks: (from, to) =>
      from.kind === 'gateway' &&
      to.kind !== 'kit' &&
      to.kind !== 'dev-env' &&
      !(to.kind === 'subgraph' && (to.entry === 'rest' || (to.entry === 'authz' && isGatewayTestCode(from)))),
    message:
      "the gateway imports only @pulse/kit, a subgraph's REST table (@pulse/<name>/rest) and, in tests and the authz matrix's runner, its authz rows (@pulse/<name>/authz), not {{target}}",
  },
  {
    id: 'sfu',
    breaks: (from, to) => from.kind === 'sfu' && to.kind !== 'kit',
    message: 'the media server imports only @pulse/kit, not {{target}}',
  },
  {
    id: 'web',
    breaks: (from, to) => from.kind === 'web' && !isGeneratedSchema(to),
    message: 'the web client imports no server or tooling code ({{target}}), only the generated schema files',
  },
];

/**
 * `import type`, `export type`, or every name marked `type` (TypeScript's parser sets the kinds).
 * @param {any} node @param {'importKind' | 'exportKind'} kind
 */
function isTypeOnly(node, kind) {
  if (node[kind] === 'type') return true;
  const specifiers = /** @type {any[]} */ (node.specifiers ?? []);
  return specifiers.length > 0 && specifiers.every((s) => s[kind] === 'type');
}

/** @type {import('eslint').Rule.RuleModule} */
const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the imports between workspaces inside the platform boundaries' },
    schema: [],
    messages: Object.fromEntries(BOUNDARIES.map((b) => [b.id, b.message])),
  },
  create(context) {
    const importerAbs = context.filename;
    const importerRel = relative(ROOT, importerAbs).split(sep).join('/');
    if (importerRel.startsWith('..')) return {};
    const from = placeOf(importerRel);

    /** @param {import('estree').Node | null | undefined} source @param {boolean} [typeOnly] */
    function check(source, typeOnly = false) {
      if (!source) return;
      /** @type {string | undefined} */
      let specifier;
      if (source.type === 'Literal' && typeof source.value === 'string') specifier = source.value;
      else if (source.type === 'TemplateLiteral' && source.expressions.length === 0) specifier = source.quasis[0].value.cooked ?? undefined;
      if (specifier === undefined) return;
      const to = targetOf(specifier, importerAbs);
      if (!to) return;
      const within = to.id === from.id;
      if (within && typeOnly) return;
      // Reported once, by the first boundary it breaks (the list goes from most to least specific).
      const broken = BOUNDARIES.find((b) => (within ? b.within || b.inside : !b.within) && b.breaks(from, to));
      if (broken) context.report({ node: source, messageId: broken.id, data: { target: specifier } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, isTypeOnly(node, 'importKind')),
      ExportAllDeclaration: (node) => check(node.source, isTypeOnly(node, 'exportKind')),
      ExportNamedDeclaration: (node) => check(node.source, isTypeOnly(node, 'exportKind')),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(/** @type {any} */ (node.arguments[0]));
      },
      // `import('x').T` and `import x = require('x')` in TypeScript.
      /** @param {any} node */
      TSImportType: (node) => check(node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument)),
      /** @param {any} node */
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

export const boundariesPlugin = { meta: { name: 'pulse' }, rules: { boundaries: boundariesRule } };
