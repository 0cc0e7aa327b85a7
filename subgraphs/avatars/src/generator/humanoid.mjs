// The offline avatar generator: a procedural humanoid made of boxes on a real skeleton (one
// SkinnedMesh, 15 bones, each vertex bound rigidly to its limb's bone), shaped by what the
// prompt says (avatar-shape.ts reads it: height, build, colours), exported as GLB by three's
// GLTFExporter, with glTF animations sampled at the asked frame rate. Plain JavaScript so a
// worker thread (generate-worker.mjs) can load it without a TypeScript loader; typed by
// humanoid.d.mts.
import * as THREE from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

// Node 20 has Blob but no FileReader, which GLTFExporter uses to read its Blob back.
if (typeof globalThis.FileReader === 'undefined') {
  globalThis.FileReader = class FileReader {
    result = null;
    onload = null;
    onloadend = null;
    onerror = null;
    readAsArrayBuffer(blob) {
      blob.arrayBuffer().then(
        (buffer) => {
          this.result = buffer;
          this.onload?.({ target: this });
          this.onloadend?.({ target: this });
        },
        (error) => this.onerror?.(error),
      );
    }
    readAsDataURL(blob) {
      blob.arrayBuffer().then((buffer) => {
        this.result = `data:${blob.type || 'application/octet-stream'};base64,${Buffer.from(buffer).toString('base64')}`;
        this.onload?.({ target: this });
        this.onloadend?.({ target: this });
      });
    }
  };
}

/** The animations every offline avatar can play (the library's ids). */
export const ANIMATIONS = ['idle', 'walk', 'run', 'squat', 'wave'];

const BUILDS = {
  slim: { width: 0.85, limb: 0.82 },
  average: { width: 1, limb: 1 },
  athletic: { width: 1.08, limb: 1.1 },
  muscular: { width: 1.2, limb: 1.3 },
  heavy: { width: 1.35, limb: 1.25 },
};

/** Proportions of a 1.7 m body (metres, offsets from the parent bone), scaled to the asked height: the soles at 0, the top of the head at the height. */
function skeletonLayout(height) {
  const k = height / 1.7;
  return {
    hips: [0, 0.92 * k, 0],
    spine: [0, 0.12 * k, 0],
    chest: [0, 0.2 * k, 0],
    neck: [0, 0.18 * k, 0],
    head: [0, 0.07 * k, 0],
    shoulder: [0.2 * k, 0.14 * k, 0],
    upperArm: [0, -0.3 * k, 0],
    lowerArm: [0, -0.26 * k, 0],
    upperLeg: [0.1 * k, -0.05 * k, 0],
    lowerLeg: [0, -0.4 * k, 0],
    foot: [0, -0.39 * k, 0],
  };
}

function bone(name, offset, parent) {
  const b = new THREE.Bone();
  b.name = name;
  b.position.set(offset[0], offset[1], offset[2]);
  parent?.add(b);
  return b;
}

function buildSkeleton(height) {
  const l = skeletonLayout(height);
  const hips = bone('Hips', l.hips);
  const spine = bone('Spine', l.spine, hips);
  const chest = bone('Chest', l.chest, spine);
  const neck = bone('Neck', l.neck, chest);
  const head = bone('Head', l.head, neck);
  const bones = [hips, spine, chest, neck, head];
  for (const [side, sign] of [
    ['Left', 1],
    ['Right', -1],
  ]) {
    const upperArm = bone(`${side}UpperArm`, [sign * l.shoulder[0], l.shoulder[1], 0], chest);
    const lowerArm = bone(`${side}LowerArm`, l.upperArm, upperArm);
    const hand = bone(`${side}Hand`, l.lowerArm, lowerArm);
    const upperLeg = bone(`${side}UpperLeg`, [sign * l.upperLeg[0], l.upperLeg[1], 0], hips);
    const lowerLeg = bone(`${side}LowerLeg`, l.lowerLeg, upperLeg);
    const foot = bone(`${side}Foot`, l.foot, lowerLeg);
    bones.push(upperArm, lowerArm, hand, upperLeg, lowerLeg, foot);
  }
  return bones;
}

const colour = (hex) => new THREE.Color(hex);

/**
 * A box from `from` to `to` (world points on the bone chain, metres), `w` wide and `d` deep,
 * bound entirely to bone `index`, coloured `rgb`.
 */
function limb(from, to, w, d, index, rgb) {
  const length = from.distanceTo(to);
  const geometry = new THREE.BoxGeometry(w, length, d, 1, 2, 1);
  const mid = from.clone().add(to).multiplyScalar(0.5);
  const direction = to.clone().sub(from).normalize();
  const quaternion = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction);
  geometry.applyMatrix4(new THREE.Matrix4().compose(mid, quaternion, new THREE.Vector3(1, 1, 1)));
  const count = geometry.attributes.position.count;
  const skinIndex = new Uint16Array(count * 4);
  const skinWeight = new Float32Array(count * 4);
  const colours = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    skinIndex[i * 4] = index;
    skinWeight[i * 4] = 1;
    colours.set([rgb.r, rgb.g, rgb.b], i * 3);
  }
  geometry.setAttribute('skinIndex', new THREE.Uint16BufferAttribute(skinIndex, 4));
  geometry.setAttribute('skinWeight', new THREE.Float32BufferAttribute(skinWeight, 4));
  geometry.setAttribute('color', new THREE.Float32BufferAttribute(colours, 3));
  geometry.deleteAttribute('uv');
  return geometry;
}

/**
 * The humanoid as a scene: `shape` is { heightMeters, build, skin, shirt, trousers } (colours
 * as '#rrggbb'). `rigged` false gives the same body as one plain mesh (what generation
 * answers before rigging).
 */
export function buildHumanoid(shape, rigged = true) {
  const height = shape.heightMeters;
  const build = BUILDS[shape.build] ?? BUILDS.average;
  const k = height / 1.7;
  const bones = buildSkeleton(height);
  const root = bones[0];
  root.updateMatrixWorld(true);
  const at = (name) => bones.find((b) => b.name === name).getWorldPosition(new THREE.Vector3());
  const idx = (name) => bones.findIndex((b) => b.name === name);
  const skin = colour(shape.skin);
  const shirt = colour(shape.shirt);
  const trousers = colour(shape.trousers);
  const w = build.width * k;
  const m = build.limb * k;
  const parts = [
    limb(at('Hips').add(new THREE.Vector3(0, -0.08 * k, 0)), at('Spine'), 0.34 * w, 0.2 * w, idx('Hips'), trousers),
    limb(at('Spine'), at('Chest'), 0.32 * w, 0.19 * w, idx('Spine'), shirt),
    limb(at('Chest'), at('Neck'), 0.4 * w, 0.22 * w, idx('Chest'), shirt),
    limb(at('Neck'), at('Head'), 0.09 * k, 0.09 * k, idx('Neck'), skin),
    limb(at('Head'), at('Head').add(new THREE.Vector3(0, 0.21 * k, 0)), 0.19 * k, 0.22 * k, idx('Head'), skin),
  ];
  for (const side of ['Left', 'Right']) {
    const hand = at(`${side}Hand`);
    const foot = at(`${side}Foot`);
    parts.push(
      limb(at(`${side}UpperArm`), at(`${side}LowerArm`), 0.1 * m, 0.1 * m, idx(`${side}UpperArm`), shirt),
      limb(at(`${side}LowerArm`), hand, 0.08 * m, 0.08 * m, idx(`${side}LowerArm`), skin),
      limb(hand, hand.clone().add(new THREE.Vector3(0, -0.16 * k, 0)), 0.07 * k, 0.04 * k, idx(`${side}Hand`), skin),
      limb(at(`${side}UpperLeg`), at(`${side}LowerLeg`), 0.15 * m, 0.15 * m, idx(`${side}UpperLeg`), trousers),
      limb(at(`${side}LowerLeg`), foot, 0.11 * m, 0.11 * m, idx(`${side}LowerLeg`), trousers),
      limb(
        foot.clone().add(new THREE.Vector3(0, 0, 0.05 * k)),
        foot.clone().add(new THREE.Vector3(0, -0.08 * k, 0.05 * k)),
        0.1 * k,
        0.24 * k,
        idx(`${side}Foot`),
        colour('#2b2b2b'),
      ),
    );
  }
  const geometry = mergeGeometries(parts);
  geometry.computeVertexNormals();
  const material = new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.8, metalness: 0 });
  const scene = new THREE.Scene();
  scene.name = 'Avatar';
  if (!rigged) {
    geometry.deleteAttribute('skinIndex');
    geometry.deleteAttribute('skinWeight');
    const mesh = new THREE.Mesh(geometry, material);
    mesh.name = 'Body';
    scene.add(mesh);
    return { scene, bones: [] };
  }
  const mesh = new THREE.SkinnedMesh(geometry, material);
  mesh.name = 'Body';
  const skeleton = new THREE.Skeleton(bones);
  mesh.add(root);
  mesh.bind(skeleton);
  scene.add(mesh);
  return { scene, bones };
}

const TAU = Math.PI * 2;
const euler = (x, y, z) => new THREE.Quaternion().setFromEuler(new THREE.Euler(x, y, z));

/**
 * Poses of one cycle at phase p (0-1): bone name -> rotation (x, y, z radians), plus the hips'
 * height offset. Legs swing about x; arms hang at the sides.
 */
const MOTIONS = {
  idle: { seconds: 2, pose: (p) => ({ Chest: [0.03 * Math.sin(TAU * p), 0, 0], Head: [0, 0.1 * Math.sin(TAU * p), 0], hipsY: 0.005 * Math.sin(TAU * p) }) },
  walk: { seconds: 1.1, pose: (p) => gait(p, 0.45, 0.5, 0.02) },
  run: { seconds: 0.7, pose: (p) => gait(p, 0.8, 1.1, 0.05, 0.3) },
  squat: {
    seconds: 2.4,
    pose: (p) => {
      const d = (1 - Math.cos(TAU * p)) / 2; // 0 standing -> 1 at the bottom
      return {
        LeftUpperLeg: [-1.5 * d, 0, 0],
        RightUpperLeg: [-1.5 * d, 0, 0],
        LeftLowerLeg: [2.1 * d, 0, 0],
        RightLowerLeg: [2.1 * d, 0, 0],
        LeftFoot: [-0.6 * d, 0, 0],
        RightFoot: [-0.6 * d, 0, 0],
        Spine: [0.45 * d, 0, 0],
        LeftUpperArm: [-1.3 * d, 0, 0],
        RightUpperArm: [-1.3 * d, 0, 0],
        hipsY: -0.4 * d,
      };
    },
  },
  wave: {
    seconds: 1.6,
    pose: (p) => ({ RightUpperArm: [0, 0, -2.6], RightLowerArm: [0, 0, -0.4 - 0.45 * Math.sin(TAU * 2 * p)], Head: [0, -0.15, 0] }),
  },
};

function gait(p, legSwing, armSwing, bounce, lean = 0.05) {
  const s = Math.sin(TAU * p);
  const bend = (phase) => Math.max(0, Math.sin(TAU * phase));
  return {
    LeftUpperLeg: [-legSwing * s, 0, 0],
    RightUpperLeg: [legSwing * s, 0, 0],
    LeftLowerLeg: [legSwing * 1.4 * bend(p), 0, 0],
    RightLowerLeg: [legSwing * 1.4 * bend(p + 0.5), 0, 0],
    LeftUpperArm: [armSwing * s, 0, 0],
    RightUpperArm: [-armSwing * s, 0, 0],
    LeftLowerArm: [-0.3 - 0.3 * armSwing, 0, 0],
    RightLowerArm: [-0.3 - 0.3 * armSwing, 0, 0],
    Spine: [lean, 0, 0],
    hipsY: bounce * Math.abs(Math.cos(TAU * p)),
  };
}

/** One library animation as a glTF-ready clip, sampled at `fps` frames per second over one cycle. */
export function animationClip(id, bones, fps) {
  const motion = MOTIONS[id];
  if (!motion) throw new Error(`Unknown animation ${id}`);
  const frames = Math.max(2, Math.round(motion.seconds * fps) + 1);
  const times = Array.from({ length: frames }, (_, i) => i / fps);
  const poses = times.map((_, i) => motion.pose(i / (frames - 1)));
  const tracks = [];
  for (const b of bones) {
    if (!poses.some((pose) => pose[b.name])) continue;
    const values = poses.flatMap((pose) => euler(...(pose[b.name] ?? [0, 0, 0])).toArray());
    tracks.push(new THREE.QuaternionKeyframeTrack(`${b.name}.quaternion`, times, values));
  }
  const hips = bones[0];
  if (hips && poses.some((pose) => pose.hipsY)) {
    const base = hips.position;
    const values = poses.flatMap((pose) => [base.x, base.y + (pose.hipsY ?? 0) * (base.y / 0.92), base.z]);
    tracks.push(new THREE.VectorKeyframeTrack('Hips.position', times, values));
  }
  return new THREE.AnimationClip(id, times[times.length - 1], tracks);
}

/** The scene as GLB bytes. */
export function exportGlb(scene, animations = []) {
  return new Promise((resolve, reject) => {
    new GLTFExporter().parse(scene, (glb) => resolve(new Uint8Array(glb)), reject, { binary: true, animations, onlyVisible: true });
  });
}

/**
 * What a task makes: `kind` 'model' (unrigged body), 'rigged' (body on its skeleton, with the
 * animations named in `animations`), or 'animation' (rigged, one animation). Answers GLB bytes.
 */
export async function generateGlb({ shape, kind, animations = [], fps = 30 }) {
  const { scene, bones } = buildHumanoid(shape, kind !== 'model');
  const clips = kind === 'model' ? [] : animations.map((id) => animationClip(id, bones, fps));
  return exportGlb(scene, clips);
}
