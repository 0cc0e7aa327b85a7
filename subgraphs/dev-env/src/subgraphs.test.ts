// The dev-env finds each subgraph through its registry entry alone: the package's `subgraph`
// export, whose name must be the entry's.
import { describe, expect, it } from 'vitest';
import { SUBGRAPHS, type SubgraphEntry } from '@pulse/kit/registry';
import { loadSubgraph } from './subgraphs.js';

describe('loadSubgraph', () => {
  it("loads every registry subgraph's definition from its package", async () => {
    const defs = await Promise.all(SUBGRAPHS.map(loadSubgraph));
    expect(defs.map((d) => d.name)).toEqual(SUBGRAPHS.map((s) => s.name));
    for (const def of defs) expect(def.migrations.length).toBeGreaterThan(0);
  });

  it('says which package lacks the export, or names another subgraph', async () => {
    const accounts = SUBGRAPHS.find((s) => s.name === 'accounts')!;
    const kit: SubgraphEntry = { ...accounts, name: 'kit', workspace: 'subgraphs/kit', package: '@pulse/kit' };
    await expect(loadSubgraph(kit)).rejects.toThrow('@pulse/kit does not export "subgraph" (its SubgraphDefinition)');
    await expect(loadSubgraph({ ...accounts, name: 'people' })).rejects.toThrow('@pulse/accounts exports the subgraph "accounts", but its registry entry is "people"');
  });
});
