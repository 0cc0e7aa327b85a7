// REST tables are found by the registry's service names: a subgraph's `./rest` export (a
// throw-away workspace under .data/ here, not linked by npm), and a clear error for a
// `rest: true` entry that has neither.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBGRAPHS, type SubgraphEntry } from '@pulse/kit/registry';
import { restTableOf, restTablesOf } from './service-routes.js';

const pathsOf = async (services: readonly SubgraphEntry[]) => (await restTablesOf(services)).flatMap((t) => t.routes);

const scratch = `.data/rest-tables-${randomBytes(4).toString('hex')}`;
const root = new URL('../../../', import.meta.url);

function workspace(name: string, files: Record<string, string>): SubgraphEntry {
  const dir = `${scratch}/${name}`;
  for (const [path, text] of Object.entries(files)) {
    const url = new URL(`${dir}/${path}`, root);
    mkdirSync(new URL('.', url), { recursive: true });
    writeFileSync(url, text);
  }
  return { kind: 'subgraph', name, workspace: dir, package: `@pulse/${name}`, port: 0, database: false, rest: true };
}

let withTable: SubgraphEntry;
let withoutRoutes: SubgraphEntry;
let withNothing: SubgraphEntry;

beforeAll(() => {
  const manifest = (name: string) => JSON.stringify({ name: `@pulse/${name}`, type: 'module', exports: { '.': './src/index.ts', './rest': './src/rest.ts' } });
  withTable = workspace('tabled', {
    'package.json': manifest('tabled'),
    'src/rest.ts': `export const restTable = { service: 'tabled', routes: [{ method: 'get', path: '/tabled' }] };\n`,
  });
  withoutRoutes = workspace('untabled', { 'package.json': manifest('untabled'), 'src/rest.ts': 'export const other = 1;\n' });
  withNothing = workspace('bare', { 'package.json': JSON.stringify({ name: '@pulse/bare', type: 'module', exports: { '.': './src/index.ts' } }) });
});

afterAll(() => rmSync(new URL(scratch, root), { recursive: true, force: true }));

describe('REST tables by service', () => {
  it('mounts every rest: true subgraph of the registry, in registry order', async () => {
    const routes = await pathsOf(SUBGRAPHS);
    const index = (method: string, path: string) => routes.findIndex((r) => r.method === method && r.path === path);
    for (const [method, path] of [
      ['post', '/auth/login'],
      ['get', '/conversations'],
      ['get', '/posts/:id'],
    ])
      expect(index(method, path), path).toBeGreaterThanOrEqual(0);
    // accounts before messaging before social, as the registry lists them.
    expect(index('post', '/auth/login')).toBeLessThan(index('get', '/conversations'));
    expect(index('get', '/conversations')).toBeLessThan(index('get', '/posts/:id'));
  });

  it("takes a subgraph's own ./rest table when its package exports one", async () => {
    expect((await restTableOf(withTable)).routes.map((r) => r.path)).toEqual(['/tabled']);
    expect((await pathsOf([...SUBGRAPHS, withTable])).at(-1)?.path).toBe('/tabled');
  });

  it('refuses a table that is not there', async () => {
    await expect(restTableOf(withoutRoutes)).rejects.toThrow('@pulse/untabled/rest does not export "restTable"');
    await expect(restTableOf(withNothing)).rejects.toThrow('bare is registered with rest: true, but @pulse/bare exports no "./rest" table');
    // rest: false is never looked up.
    expect(await restTablesOf([{ ...withNothing, rest: false }])).toEqual([]);
  });
});
