import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { generateSubgraphSdl } from './generate.js';

describe('generated subgraph SDL', () => {
  it("each subgraph's schema.graphql is what its code prints (run `npm run schema` when this fails)", async () => {
    const generated = await generateSubgraphSdl();
    expect(generated.map((g) => g.name)).toEqual(SUBGRAPHS.map((s) => s.name));
    for (const { name, file, sdl } of generated) {
      expect(readFileSync(file, 'utf8'), `${name}'s schema.graphql`).toBe(sdl);
    }
  });
});
