// The offline generator makes real models: a GLB that passes our own check, a skeleton of 17
// bones skinning the body, the five library animations at 30 fps, a body as tall as asked,
// and what the prompt says about build and colours.
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generator/offline.js';
import { readGlb } from './glb.js';
import { shapeFromPrompt } from './shape.js';

interface Gltf {
  asset: { version: string };
  skins?: { joints: number[] }[];
  animations?: { name: string; samplers: { input: number }[] }[];
  accessors: { count: number; min?: number[]; max?: number[] }[];
  meshes: { primitives: { attributes: Record<string, number> }[] }[];
  nodes: { name?: string }[];
}

function jsonOf(glb: Uint8Array): Gltf {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + view.getUint32(12, true)))) as Gltf;
}

function heightOf(gltf: Gltf): number {
  const position = gltf.accessors[gltf.meshes[0].primitives[0].attributes.POSITION];
  return position.max![1] - position.min![1];
}

describe('offline generator', () => {
  it('makes a rigged GLB with the animation library at 30 fps', async () => {
    const glb = await generateOffline({
      shape: shapeFromPrompt('an athletic runner', 1.7),
      kind: 'rigged',
      animations: ['idle', 'walk', 'run', 'squat', 'wave'],
      fps: 30,
    });
    expect(readGlb(glb)).toEqual({ animations: 5, skins: 1 });
    const gltf = jsonOf(glb);
    expect(gltf.asset.version).toBe('2.0');
    expect(gltf.skins![0].joints).toHaveLength(17);
    expect(gltf.nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['Hips', 'Spine', 'Head', 'LeftUpperLeg', 'RightFoot', 'RightHand']));
    expect(gltf.meshes[0].primitives[0].attributes).toEqual(expect.objectContaining({ JOINTS_0: expect.any(Number), WEIGHTS_0: expect.any(Number) }));
    expect(gltf.animations!.map((a) => a.name)).toEqual(['idle', 'walk', 'run', 'squat', 'wave']);
    // 30 fps: a cycle's key times step by 1/30 s.
    const walkTimes = gltf.accessors[gltf.animations![1].samplers[0].input];
    expect(walkTimes.count).toBe(Math.round(1.1 * 30) + 1);
    expect(heightOf(gltf)).toBeGreaterThan(1.6);
    expect(heightOf(gltf)).toBeLessThan(1.8);
  });

  it('follows height_meters, and a still model has no skeleton; one animation at another frame rate', async () => {
    const tall = jsonOf(await generateOffline({ shape: shapeFromPrompt('a tall person', 2.1), kind: 'model' }));
    expect(tall.skins).toBeUndefined();
    expect(heightOf(tall)).toBeGreaterThan(2.0);
    const animated = await generateOffline({ shape: shapeFromPrompt('someone squatting', 1.6), kind: 'animation', animations: ['squat'], fps: 60 });
    const gltf = jsonOf(animated);
    expect(gltf.animations!.map((a) => a.name)).toEqual(['squat']);
    expect(gltf.accessors[gltf.animations![0].samplers[0].input].count).toBe(Math.round(2.4 * 60) + 1);
  });

  it('reads build and colours from the prompt', () => {
    expect(shapeFromPrompt('A muscular woman in a red shirt and black shorts with dark skin', 1.7)).toEqual({
      heightMeters: 1.7,
      build: 'muscular',
      skin: '#5c3a24',
      shirt: '#c53030',
      trousers: '#1a202c',
    });
    expect(shapeFromPrompt('slim runner, green jacket, blue jeans', 1.8)).toMatchObject({ build: 'slim', shirt: '#2f855a', trousers: '#2b6cb0' });
    expect(shapeFromPrompt('a friendly robot', 1.7)).toMatchObject({ build: 'average', shirt: '#2b6cb0' });
  });
});

describe('GLB check', () => {
  const valid = async () => generateOffline({ shape: shapeFromPrompt('x', 1.7), kind: 'model' });

  it('refuses what is not a glTF 2.0 binary', async () => {
    const glb = await valid();
    expect(readGlb(glb)).not.toBeNull();
    expect(readGlb(new TextEncoder().encode('hello world, not a model at all'))).toBeNull();
    const wrongVersion = glb.slice();
    new DataView(wrongVersion.buffer).setUint32(4, 1, true);
    expect(readGlb(wrongVersion)).toBeNull();
    expect(readGlb(glb.subarray(0, glb.length - 4))).toBeNull();
    const badChunk = glb.slice();
    new DataView(badChunk.buffer).setUint32(12, glb.length, true);
    expect(readGlb(badChunk)).toBeNull();
    const badJson = glb.slice();
    badJson[20] = 0x7b + 1;
    expect(readGlb(badJson)).toBeNull();
  });
});
