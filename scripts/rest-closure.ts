// What the gateway loads when it imports a subgraph's REST table (`@pulse/<name>/rest`): the
// run-time import closure of that entry through the subgraph's own files. A REST table is
// method, path, body rule and a typed document, so its closure should be constants, input
// declarations and generated documents; an entity, a resolver, a provider, migrations or jobs
// in it mean the gateway runs service code (and its packages) it never calls.
// `npx tsx scripts/rest-closure.ts` prints each subgraph's closure; rest-closure.test.ts guards it.
//
// Imports are read from the syntax tree, not resolved by a bundler: the question is which of
// the subgraph's files are reached, and packages (kit, zod, graphql...) are leaves. Type-only
// imports are skipped because they vanish at run time (`import type`, or every name marked
// `type`); an import whose names are used only as types is still counted, which errs on the
// strict side (write it as `import type`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SUBGRAPHS, type SubgraphEntry } from '@pulse/kit/registry';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type ForbiddenKind = 'entity' | 'resolver' | 'provider' | 'migrations' | 'jobs';

export interface ClosureFile {
  /** Relative to the subgraph's `src/`, `/`-separated (how chains are written). */
  path: string;
  lines: number;
  generated: boolean;
  /** Why this file may not be in a REST closure; empty when it may. */
  forbidden: { kind: ForbiddenKind; why: string }[];
  /** The files it imports at run time, as closure paths. */
  imports: string[];
}

export interface RestClosure {
  subgraph: string;
  entry: string;
  files: ClosureFile[];
  /** Packages the closure imports (leaves: not walked). */
  packages: string[];
  lines: number;
  /** Lines outside generated files (`*.generated.ts`), i.e. code someone wrote. */
  handwrittenLines: number;
}

export interface ClosureViolation {
  file: string;
  kind: ForbiddenKind;
  why: string;
  /** From the REST entry to the file: `rest.ts -> meals/rest.ts -> meals/operations/analyze-meal.ts`. */
  chain: string[];
}

interface Reference {
  specifier: string;
}

/** The import specifiers of a module that survive compilation, and what the module declares. */
function readModule(text: string, fileName: string): { references: Reference[]; declares: { kind: ForbiddenKind; why: string }[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const references: Reference[] = [];
  const declares: { kind: ForbiddenKind; why: string }[] = [];
  const declare = (kind: ForbiddenKind, why: string) => {
    if (!declares.some((d) => d.kind === kind && d.why === why)) declares.push({ kind, why });
  };
  const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      // `import { type A, type B } from` is elided whole (verbatimModuleSyntax is off).
      const onlyTypes = clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      if (onlyTypes) continue;
      const specifier = literal(statement.moduleSpecifier);
      if (specifier) references.push({ specifier });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)) continue;
      const specifier = literal(statement.moduleSpecifier);
      if (specifier) references.push({ specifier });
    } else if (ts.isImportEqualsDeclaration(statement) && !statement.isTypeOnly && ts.isExternalModuleReference(statement.moduleReference)) {
      const specifier = literal(statement.moduleReference.expression);
      if (specifier) references.push({ specifier });
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // `import('x')` and `require('x')` load at run time too, only later.
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) {
        const specifier = literal(node.arguments[0]);
        if (specifier) references.push({ specifier });
      }
      if (ts.isIdentifier(callee) && callee.text === 'defineEntity') declare('entity', 'defines a MikroORM entity (defineEntity)');
      if (ts.isIdentifier(callee) && callee.text === 'fetch') declare('provider', 'calls an outside service (fetch)');
    }
    if (ts.isDecorator(node)) {
      const call = node.expression;
      const name = ts.isCallExpression(call) && ts.isIdentifier(call.expression) ? call.expression.text : ts.isIdentifier(call) ? call.text : undefined;
      if (name === 'Entity') declare('entity', 'declares an entity (@Entity)');
      if (name === 'Resolver') declare('resolver', 'declares a resolver (@Resolver)');
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'EntitySchema') {
      declare('entity', 'defines a MikroORM EntitySchema');
    }
    if (ts.isClassDeclaration(node)) {
      for (const clause of node.heritageClauses ?? []) {
        for (const type of clause.types) {
          if (ts.isIdentifier(type.expression) && type.expression.text === 'Migration') declare('migrations', 'declares a migration (extends Migration)');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  for (const { specifier } of references) {
    if (specifier === 'pg-boss') declare('jobs', 'runs jobs (imports pg-boss)');
    if (specifier === '@mikro-orm/migrations') declare('migrations', 'runs migrations (imports @mikro-orm/migrations)');
  }
  return { references, declares };
}

/** What a file's place in the subgraph says about it (`providers/`, `migrations.ts`, `jobs.ts`, `sync-job.ts`). */
function forbiddenByPath(path: string): { kind: ForbiddenKind; why: string }[] {
  const segments = path.split('/');
  const base = segments[segments.length - 1].replace(/\.[cm]?[jt]sx?$/, '');
  const folders = segments.slice(0, -1);
  const found: { kind: ForbiddenKind; why: string }[] = [];
  if (folders.includes('providers') || base === 'providers') found.push({ kind: 'provider', why: 'is an outside-service adapter (providers/)' });
  if (folders.includes('migrations') || /^migrations?$/.test(base)) found.push({ kind: 'migrations', why: 'holds migrations' });
  if (folders.includes('jobs') || /^(.+-)?jobs?$/.test(base)) found.push({ kind: 'jobs', why: 'holds jobs' });
  return found;
}

/** The file a relative specifier names: TypeScript's `.js` -> `.ts` mapping, or a folder's index. */
function resolveFile(fromFile: string, specifier: string): string | undefined {
  const target = resolve(dirname(fromFile), specifier.split('?')[0]);
  const stem = target.replace(/\.[cm]?js$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, target, join(target, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** The file a package export names (`./rest` -> `./src/rest.ts`), from the workspace's package.json. */
function exportFile(workspaceDir: string, subpath: string): string | undefined {
  const manifest = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as { exports?: Record<string, string | { import?: string; default?: string }> };
  const target = manifest.exports?.[subpath];
  const path = typeof target === 'string' ? target : (target?.import ?? target?.default);
  return path ? resolve(workspaceDir, path) : undefined;
}

const countLines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The run-time import closure of one subgraph's `./rest` export. */
export function restClosure(entry: SubgraphEntry, root = ROOT): RestClosure {
  const entryFile = exportFile(join(root, entry.workspace), './rest');
  if (!entryFile || !existsSync(entryFile)) throw new Error(`${entry.package} has rest: true in the registry but no ./rest export on disk`);
  return importClosure(entry, entryFile, root);
}

/** The run-time import closure of one file of a subgraph (its REST table, or an input declaration it would take). */
export function importClosure(entry: SubgraphEntry, entryFile: string, root = ROOT): RestClosure {
  const workspaceDir = join(root, entry.workspace);
  const srcDir = join(workspaceDir, 'src');
  const nameOf = (file: string) => relative(srcDir, file).split(sep).join('/');

  const files = new Map<string, ClosureFile>();
  const packages = new Set<string>();
  const queue = [entryFile];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const path = nameOf(file);
    if (files.has(path)) continue;
    const text = readFileSync(file, 'utf8');
    const isCode = /\.[cm]?tsx?$/.test(file);
    const { references, declares } = isCode ? readModule(text, file) : { references: [], declares: [] };
    // One reason per kind: a `providers/` file that calls fetch is one provider, not two.
    const forbidden = [...forbiddenByPath(path), ...declares].filter((f, i, all) => all.findIndex((g) => g.kind === f.kind) === i);
    const record: ClosureFile = { path, lines: countLines(text), generated: /\.generated\.[cm]?tsx?$/.test(file), forbidden, imports: [] };
    files.set(path, record);
    for (const { specifier } of references) {
      let target: string | undefined;
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        target = resolveFile(file, specifier);
        if (!target) throw new Error(`${entry.name}: ${path} imports ${specifier}, which is not on disk`);
      } else {
        // The subgraph importing itself by package name is still its own code; other packages are leaves.
        const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(specifier);
        if (match && match[1] === entry.package) target = exportFile(workspaceDir, match[2] ? `.${match[2]}` : '.');
        else {
          packages.add(specifier);
          continue;
        }
        if (!target) throw new Error(`${entry.name}: ${path} imports ${specifier}, which ${entry.package} does not export`);
      }
      const targetPath = nameOf(target);
      if (targetPath.startsWith('..')) throw new Error(`${entry.name}: ${path} imports ${specifier}, outside the subgraph's src/`);
      if (!record.imports.includes(targetPath)) record.imports.push(targetPath);
      queue.push(target);
    }
  }
  const list = [...files.values()];
  return {
    subgraph: entry.name,
    entry: nameOf(entryFile),
    files: list,
    packages: [...packages].sort(),
    lines: list.reduce((sum, f) => sum + f.lines, 0),
    handwrittenLines: list.filter((f) => !f.generated).reduce((sum, f) => sum + f.lines, 0),
  };
}

/**
 * Every forbidden file the closure reaches, each with its shortest chain from the entry. A file
 * reached only through another forbidden file is left out: fixing the first one removes it.
 */
export function closureViolations(closure: RestClosure): ClosureViolation[] {
  const byPath = new Map(closure.files.map((f) => [f.path, f]));
  const parent = new Map<string, string | undefined>([[closure.entry, undefined]]);
  const queue = [closure.entry];
  const violations: ClosureViolation[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const file = byPath.get(path)!;
    if (file.forbidden.length > 0) {
      const chain: string[] = [];
      for (let at: string | undefined = path; at !== undefined; at = parent.get(at)) chain.unshift(at);
      for (const f of file.forbidden) violations.push({ file: path, kind: f.kind, why: f.why, chain });
      continue;
    }
    for (const next of file.imports) {
      if (parent.has(next)) continue;
      parent.set(next, path);
      queue.push(next);
    }
  }
  return violations;
}

export function describeViolation(subgraph: string, v: ClosureViolation): string {
  return `${subgraph}: ${v.chain.join(' -> ')} (${v.file} ${v.why})`;
}

/** The REST closure of every subgraph the registry marks `rest: true`. */
export function restClosures(root = ROOT): RestClosure[] {
  return SUBGRAPHS.filter((s) => s.rest).map((s) => restClosure(s, root));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const closure of restClosures()) {
    const violations = closureViolations(closure);
    console.log(
      `${closure.subgraph.padEnd(10)} ${String(closure.files.length).padStart(3)} files ${String(closure.lines).padStart(6)} lines (${closure.handwrittenLines} outside generated files); packages: ${closure.packages.join(', ')}`,
    );
    if (process.argv.includes('--files'))
      for (const f of closure.files)
        console.log(`           ${String(f.lines).padStart(6)}  ${f.path}${f.forbidden.length ? `  [${f.forbidden.map((x) => x.kind).join(', ')}]` : ''}`);
    for (const v of violations) console.log(`  forbidden: ${describeViolation(closure.subgraph, v)}`);
  }
}
