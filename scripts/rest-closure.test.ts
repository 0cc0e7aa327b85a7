// The gateway loads every `@pulse/<name>/rest` at run time, so each REST table's import closure
// is code the gateway runs: it may hold constants, input declarations and generated documents,
// never an entity, a resolver, a provider, migrations or jobs. The walker itself is tested on a
// scratch subgraph first, so a walker that stopped following imports could not pass the real check.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBGRAPHS, type SubgraphEntry } from '@pulse/kit/registry';
import { closureViolations, describeViolation, restClosure, restClosures } from './rest-closure.js';

/**
 * Health's ceiling. Today 17 files, 878 lines outside rest.generated.ts (it was 33 files and
 * 3,445 lines when assistant/rest.ts took its bounds from the operation files); the room left is
 * for the input declarations REST rows take their bodies through. Raise it only for such files.
 */
const HEALTH_MAX_FILES = 28;
const HEALTH_MAX_HANDWRITTEN_LINES = 1_400;

describe('the walker', () => {
  const root = mkdtempSync(join(tmpdir(), 'rest-closure-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const entry: SubgraphEntry = { kind: 'subgraph', name: 'scratch', workspace: 'subgraphs/scratch', package: '@pulse/scratch', port: 4999, database: true, rest: true };
  const write = (path: string, text: string) => {
    const file = join(root, entry.workspace, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write('package.json', JSON.stringify({ name: '@pulse/scratch', exports: { '.': './src/index.ts', './rest': './src/rest.ts', './limits': './src/limits.ts' } }));
  write(
    'src/rest.ts',
    [
      "import { z } from 'zod';",
      "import { defineRoute } from '@pulse/kit/rest';",
      "import { MAX } from './meals/rest.js';",
      "import type { Meal } from './meals/entities.js';",
      "import { type MealRow, type MealKind } from './meals/entities.js';",
      "export type { Goal } from './goals/entities.js';",
      "export { type GoalRow } from './goals/entities.js';",
      "export * from './wearables/rest.js';",
      "export { SIZE } from '@pulse/scratch/limits';",
      "export { plans } from './plans/rest.js';",
      'export const routes = [defineRoute, z, MAX];',
      '',
    ].join('\n'),
  );
  write('src/meals/rest.ts', "import { LIMIT } from './operations/analyze-meal.js';\nexport const MAX = LIMIT;\n");
  write(
    'src/meals/operations/analyze-meal.ts',
    "import { Resolver } from 'type-graphql';\nimport { Meal } from '../entities.js';\n@Resolver()\nexport class AnalyzeMeal {}\nexport const LIMIT = 5;\n",
  );
  write('src/meals/entities.ts', "import { Entity } from '@mikro-orm/core';\n@Entity()\nexport class Meal {}\n");
  write('src/goals/entities.ts', "import { EntitySchema } from '@mikro-orm/core';\nexport const Goal = new EntitySchema({ name: 'Goal', properties: {} });\n");
  write('src/plans/rest.ts', "import { Plan } from './entities.js';\nexport const plans = [Plan];\n");
  write('src/plans/entities.ts', "import { EntitySchema } from '@mikro-orm/core';\nexport const Plan = new EntitySchema({ name: 'Plan', properties: {} });\n");
  write('src/wearables/rest.ts', "export const load = () => import('./vendor.js');\nexport { sync } from './sync-job.js';\n");
  write('src/wearables/vendor.ts', "export const ask = () => fetch('https://vendor.example');\n");
  write('src/wearables/sync-job.ts', 'export const sync = 1;\n');
  write('src/limits.ts', "import './migrations.js';\nimport { tip } from './providers/tips.js';\nexport const SIZE = tip;\n");
  write('src/migrations.ts', 'export const migrations = [];\n');
  write('src/providers/tips.ts', "export const tip = 'drink water';\n");

  it('follows static imports, re-exports, dynamic imports and its own package, and skips type-only imports', () => {
    const closure = restClosure(entry, root);
    expect(closure.files.map((f) => f.path).sort()).toEqual(
      [
        'rest.ts',
        'meals/rest.ts',
        'meals/operations/analyze-meal.ts',
        'meals/entities.ts',
        'wearables/rest.ts',
        'wearables/vendor.ts',
        'wearables/sync-job.ts',
        'limits.ts',
        'migrations.ts',
        'providers/tips.ts',
        'plans/rest.ts',
        'plans/entities.ts',
      ].sort(),
    );
    // goals/entities.ts is reached by type-only imports and re-exports alone: it vanishes at run time.
    expect(closure.files.some((f) => f.path.startsWith('goals/'))).toBe(false);
    expect(closure.packages).toEqual(['@mikro-orm/core', '@pulse/kit/rest', 'type-graphql', 'zod']);
  });

  it('names the chain to each forbidden file, stopping at the first one on a path', () => {
    const described = closureViolations(restClosure(entry, root)).map((v) => describeViolation('scratch', v));
    expect(described.sort()).toEqual(
      [
        'scratch: rest.ts -> meals/rest.ts -> meals/operations/analyze-meal.ts (meals/operations/analyze-meal.ts declares a resolver (@Resolver))',
        'scratch: rest.ts -> wearables/rest.ts -> wearables/vendor.ts (wearables/vendor.ts calls an outside service (fetch))',
        'scratch: rest.ts -> wearables/rest.ts -> wearables/sync-job.ts (wearables/sync-job.ts holds jobs)',
        'scratch: rest.ts -> limits.ts -> migrations.ts (migrations.ts holds migrations)',
        'scratch: rest.ts -> limits.ts -> providers/tips.ts (providers/tips.ts is an outside-service adapter (providers/))',
        'scratch: rest.ts -> plans/rest.ts -> plans/entities.ts (plans/entities.ts defines a MikroORM EntitySchema)',
      ].sort(),
    );
  });
});

describe('the REST tables the gateway imports', () => {
  const closures = restClosures();

  it('covers every subgraph the registry marks rest: true', () => {
    expect(closures.map((c) => c.subgraph)).toEqual(SUBGRAPHS.filter((s) => s.rest).map((s) => s.name));
    expect(closures.length).toBeGreaterThan(0);
  });

  it.each(closures.map((c) => [c.subgraph, c] as const))('%s: reaches no entity, resolver, provider, migration or job', (name, closure) => {
    console.info(`${name}: @pulse/${name}/rest loads ${closure.files.length} files, ${closure.lines} lines (${closure.handwrittenLines} outside generated files)`);
    // The generated documents are always there: a walker that read nothing would pass too easily.
    expect(closure.files.map((f) => f.path)).toContain('rest.generated.ts');
    const violations = closureViolations(closure).map((v) => describeViolation(name, v));
    expect(violations, `the REST table imports service code; take the constants from a small file both sides import:\n${violations.join('\n')}`).toEqual([]);
  });

  it(`health's closure stays at most ${HEALTH_MAX_FILES} files and ${HEALTH_MAX_HANDWRITTEN_LINES} lines outside generated files`, () => {
    const health = closures.find((c) => c.subgraph === 'health');
    expect(health).toBeDefined();
    // Each capability's rows are joined by health's rest.ts: the walk must reach all of them.
    expect(health!.files.filter((f) => f.path.endsWith('/rest.ts')).length).toBeGreaterThanOrEqual(6);
    const listing = health!.files.map((f) => `${String(f.lines).padStart(6)}  ${f.path}`).join('\n');
    expect(health!.files.length, listing).toBeLessThanOrEqual(HEALTH_MAX_FILES);
    expect(health!.handwrittenLines, listing).toBeLessThanOrEqual(HEALTH_MAX_HANDWRITTEN_LINES);
  });
});
