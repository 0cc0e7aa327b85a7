// The bundles `npm start` runs: built from a scratch workspace in a temporary checkout (its
// own node_modules linked to this one's), run with plain Node, rebuilt only when an input
// changed, and a bundle that cannot be built is reported, not thrown.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServiceEntry } from '../subgraphs/kit/src/registry.js';
import { bundleServices } from './service-bundles.js';

const repoNodeModules = fileURLToPath(new URL('../node_modules', import.meta.url));
let root: string;
const service: ServiceEntry = { kind: 'sfu', name: 'scratch', workspace: 'services/scratch', package: '@scratch/scratch', port: 1, healthPath: '/health' };
const outDir = () => join(root, 'bundles');
const write = (file: string, text: string) => writeFileSync(join(root, service.workspace, file), text);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pulse-bundles-'));
  symlinkSync(repoNodeModules, join(root, 'node_modules'));
  mkdirSync(join(root, service.workspace, 'src/templates'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  write('src/templates/greeting.txt', 'hello');
  write(
    'src/read.ts',
    `import { readFileSync } from 'node:fs';\nexport const greeting = (): string => readFileSync(new URL('./templates/greeting.txt', import.meta.url), 'utf8');\n`,
  );
  // An npm package stays an import (resolved from node_modules at run time); two classes of
  // one name keep it (the ORM and the GraphQL types are named after classes).
  write('src/other.ts', 'export class Post {}\n');
  write(
    'src/main.ts',
    `import { z } from 'zod';\nimport { greeting } from './read.js';\nimport { Post as Other } from './other.js';\nclass Post {}\n` +
      `console.log(JSON.stringify({ greeting: greeting(), parsed: z.string().parse('ok'), names: [Post.name, Other.name] }));\n`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('builds a bundle Node runs as the sources ran, with each file reading beside itself', async () => {
  const bundle = (await bundleServices(root, [service], outDir())).get('scratch')!;
  expect(bundle).toMatchObject({ built: true });
  expect(bundle.why).toBeUndefined();
  expect(JSON.parse(execFileSync(process.execPath, [bundle.file!], { encoding: 'utf8' }))).toEqual({ greeting: 'hello', parsed: 'ok', names: ['Post', 'Post'] });
});

it('reuses the bundle until one of its inputs changes', async () => {
  expect((await bundleServices(root, [service], outDir())).get('scratch')).toMatchObject({ built: false });
  write('src/read.ts', `export const greeting = (): string => 'changed';\n`);
  const rebuilt = (await bundleServices(root, [service], outDir())).get('scratch')!;
  expect(rebuilt).toMatchObject({ built: true });
  expect(JSON.parse(execFileSync(process.execPath, [rebuilt.file!], { encoding: 'utf8' })).greeting).toBe('changed');
});

it('reports why a bundle cannot be built instead of throwing', async () => {
  write('src/main.ts', `import { nothing } from 'no-such-package-anywhere';\nconsole.log(nothing);\n`);
  const failed = (await bundleServices(root, [service], outDir())).get('scratch')!;
  expect(failed.file).toBeUndefined();
  expect(failed.why).toContain('no-such-package-anywhere');
});
