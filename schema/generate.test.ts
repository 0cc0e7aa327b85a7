import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSubgraphSdl } from './generate.js';

describe('generated subgraph SDL', () => {
  it('each code-first subgraph\'s schema.graphql is what its code prints (run `npm run schema` when this fails)', async () => {
    const generated = await generateSubgraphSdl();
    expect(generated.some((g) => g.sdl !== undefined)).toBe(true);
    for (const { name, file, sdl } of generated) {
      if (sdl === undefined) continue;
      expect(readFileSync(file, 'utf8'), `${name}'s schema.graphql`).toBe(sdl);
    }
  });
});
