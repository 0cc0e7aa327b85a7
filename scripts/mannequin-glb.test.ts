// web/public/Mannequin.glb is what scripts/mannequin-glb.ts writes (run it when this fails):
// a valid glTF 2.0 binary with a skeleton and its idle animation, small enough to check in.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readGlb } from '../subgraphs/avatars/src/avatars/glb.js';
import { MANNEQUIN_PATH, mannequinGlb } from './mannequin-glb.js';

describe('Mannequin.glb', () => {
  it('is the generator’s mannequin, rigged, with its idle animation (run `npx tsx scripts/mannequin-glb.ts` when this fails)', async () => {
    const committed = readFileSync(MANNEQUIN_PATH);
    expect(readGlb(committed)).toEqual({ animations: 1, skins: 1 });
    expect(committed.length).toBeLessThan(300 * 1024);
    expect(Buffer.from(await mannequinGlb()).equals(committed)).toBe(true);
  });
});
