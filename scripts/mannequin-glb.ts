// Writes web/public/Mannequin.glb, the creation form's live preview (spec section 2: "a live
// preview of a default mannequin model (model file /Mannequin.glb)"), with the avatars' own
// offline generator: the default body (1.7 m, average build, neutral colours) on its skeleton,
// idling at 30 fps. Checked in (about 44 KB); scripts/mannequin-glb.test.ts fails when it is
// not what this writes. Run: npx tsx scripts/mannequin-glb.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateGlb } from '../subgraphs/avatars/src/generator/humanoid.mjs';

export const MANNEQUIN_PATH = 'web/public/Mannequin.glb';

/** A mannequin, not a person: grey skin and clothes a shade apart. */
export const MANNEQUIN_SHAPE = { heightMeters: 1.7, build: 'average', skin: '#b8bcc2', shirt: '#8a9099', trousers: '#5f6670' };

export function mannequinGlb(): Promise<Uint8Array> {
  return generateGlb({ shape: MANNEQUIN_SHAPE, kind: 'rigged', animations: ['idle'], fps: 30 });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const glb = await mannequinGlb();
  writeFileSync(MANNEQUIN_PATH, glb);
  console.log(`wrote ${MANNEQUIN_PATH} (${glb.length} bytes)`);
}
