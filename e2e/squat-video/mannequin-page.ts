// Runs in Chromium (bundled by esbuild, e2e/browser.ts): renders a jointed mannequin with
// three.js, poses its knees, hips, back and arms from a clip (clips.ts), and encodes the frames
// at exactly 30 fps (VP8, WebCodecs) into a WebM written here.
//
// Not MediaRecorder: it stamps each frame with the wall clock, so on a busy machine a recording
// stalls (a held frame for most of a second) and its reps come out shallower and slower than
// the clip; two recordings of one clip differed. Frame i here is the pose at i / 30 s, always, and
// encoding runs faster than real time.
//
// The figure is seen from its side, turned 30° towards the camera (the pose detector finds a
// body by its face, which a pure profile hides): x is where it faces, y up, z across.
import * as THREE from 'three';
import { clipPose, clipSeconds, type SquatClip } from './clips';

const WIDTH = 640;
const HEIGHT = 480;
export const FPS = 30;

// Segment lengths (metres) of a 1.75 m figure.
const ANKLE_HEIGHT = 0.08;
const SHIN = 0.44;
const THIGH = 0.45;
const TORSO = 0.52;
const UPPER_ARM = 0.3;
const FOREARM = 0.27;
const HIP_HALF_WIDTH = 0.1;
/** Feet a little wider than the hips, so the far leg shows beside the near one. */
const STANCE_HALF_WIDTH = 0.16;
const SHOULDER_HALF_WIDTH = 0.19;
const DEG = Math.PI / 180;

const material = (color: number) => new THREE.MeshStandardMaterial({ color, roughness: 0.8 });
const SKIN = material(0xd9a07e);
const SHIRT = material(0x2f6fb5);
const PANTS = material(0x30323d);
const SHOES = material(0x1c1c1c);
const HAIR = material(0x3a2618);
const EYES = material(0x111111);

/** A capsule of fixed length laid between two points each frame. */
class Segment {
  readonly mesh: THREE.Mesh;
  constructor(
    scene: THREE.Scene,
    readonly length: number,
    radius: number,
    mat: THREE.Material,
  ) {
    this.mesh = new THREE.Mesh(new THREE.CapsuleGeometry(radius, Math.max(0.01, length), 6, 16), mat);
    scene.add(this.mesh);
  }
  between(from: THREE.Vector3, to: THREE.Vector3): void {
    this.mesh.position.copy(from).add(to).multiplyScalar(0.5);
    this.mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), to.clone().sub(from).normalize());
  }
}

/** A point `length` away from `from`, `angle` degrees from straight down towards +x (forward). */
const downFrom = (from: THREE.Vector3, length: number, angle: number) =>
  new THREE.Vector3(from.x + length * Math.sin(angle * DEG), from.y - length * Math.cos(angle * DEG), from.z);
/** The same, from straight up towards +x (forward) or -x (backward for a negative angle). */
const upFrom = (from: THREE.Vector3, length: number, angle: number) =>
  new THREE.Vector3(from.x + length * Math.sin(angle * DEG), from.y + length * Math.cos(angle * DEG), from.z);

function buildMannequin(scene: THREE.Scene) {
  const legs = [-1, 1].map(() => ({
    // Shorts: bare shins and knees, as a lifter in a gym (the detector places the knee and ankle surer).
    shin: new Segment(scene, SHIN, 0.05, SKIN),
    knee: new THREE.Mesh(new THREE.SphereGeometry(0.058, 16, 12), SKIN),
    thigh: new Segment(scene, THIGH - 0.12, 0.075, PANTS),
    foot: new Segment(scene, 0.17, 0.045, SHOES),
  }));
  const arms = [-1, 1].map(() => ({ upper: new Segment(scene, UPPER_ARM, 0.045, SHIRT), fore: new Segment(scene, FOREARM, 0.037, SKIN) }));
  legs.forEach((leg) => scene.add(leg.knee));
  const hands = [-1, 1].map(() => {
    const hand = new THREE.Mesh(new THREE.SphereGeometry(0.045, 16, 12), SKIN);
    scene.add(hand);
    return hand;
  });
  const torso = new Segment(scene, TORSO - 0.1, 0.15, SHIRT);
  const pelvis = new Segment(scene, 2 * HIP_HALF_WIDTH, 0.1, PANTS);
  const shoulders = new Segment(scene, 2 * SHOULDER_HALF_WIDTH - 0.08, 0.06, SHIRT);
  const neck = new Segment(scene, 0.06, 0.045, SKIN);
  const head = new THREE.Group();
  head.add(new THREE.Mesh(new THREE.SphereGeometry(0.105, 32, 24), SKIN));
  const hair = new THREE.Mesh(new THREE.SphereGeometry(0.11, 32, 24, 0, Math.PI * 2, 0, Math.PI / 2.2), HAIR);
  hair.rotation.z = 0.5; // towards the back of the head
  head.add(hair);
  for (const side of [-1, 1]) {
    const eye = new THREE.Mesh(new THREE.SphereGeometry(0.014, 12, 8), EYES);
    eye.position.set(0.092, 0.02, side * 0.038);
    head.add(eye);
    const ear = new THREE.Mesh(new THREE.SphereGeometry(0.025, 12, 8), SKIN);
    ear.position.set(-0.005, 0, side * 0.105);
    head.add(ear);
  }
  const nose = new THREE.Mesh(new THREE.ConeGeometry(0.018, 0.04, 12), SKIN);
  nose.rotation.z = -Math.PI / 2;
  nose.position.set(0.112, -0.01, 0);
  head.add(nose);
  const mouth = new THREE.Mesh(new THREE.BoxGeometry(0.01, 0.008, 0.04), material(0x8a3a3a));
  mouth.position.set(0.098, -0.05, 0);
  head.add(mouth);
  scene.add(head);

  return (knee: number, lean: number, depth: number) => {
    // The shin leans forward by 40% of the knee's bend, the thigh back by 60%.
    const bend = 180 - knee;
    const shinLean = 0.4 * bend;
    const thighBack = 0.6 * bend;
    let hipMid = new THREE.Vector3();
    legs.forEach((leg, i) => {
      const ankle = new THREE.Vector3(0, ANKLE_HEIGHT, (i ? 1 : -1) * STANCE_HALF_WIDTH);
      const kneeAt = upFrom(ankle, SHIN, shinLean);
      const hip = upFrom(kneeAt, THIGH, -thighBack).setZ((i ? 1 : -1) * HIP_HALF_WIDTH);
      leg.shin.between(ankle, kneeAt);
      leg.thigh.between(kneeAt.clone().lerp(hip, 0.2), hip);
      leg.knee.position.copy(kneeAt);
      leg.foot.between(new THREE.Vector3(-0.04, 0.045, ankle.z), new THREE.Vector3(0.17, 0.045, ankle.z * 1.3));
      hipMid = new THREE.Vector3(hip.x, hip.y, 0);
    });
    const hipLeft = hipMid.clone().setZ(-HIP_HALF_WIDTH);
    const hipRight = hipMid.clone().setZ(HIP_HALF_WIDTH);
    pelvis.between(hipLeft, hipRight);
    const shoulderMid = upFrom(hipMid, TORSO, lean);
    torso.between(upFrom(hipMid, 0.05, lean), upFrom(hipMid, TORSO - 0.05, lean));
    const shoulderPoints = [-1, 1].map((side) => shoulderMid.clone().setZ(side * SHOULDER_HALF_WIDTH));
    shoulders.between(shoulderPoints[0], shoulderPoints[1]);
    // Arms held out in front, as many squat: the hands stay clear of the legs.
    const armAngle = 80 + 10 * depth;
    arms.forEach((arm, i) => {
      const elbow = downFrom(shoulderPoints[i], UPPER_ARM, armAngle);
      arm.upper.between(shoulderPoints[i], elbow);
      const wrist = downFrom(elbow, FOREARM, armAngle + 5);
      arm.fore.between(elbow, wrist);
      hands[i].position.copy(downFrom(wrist, 0.07, armAngle + 5));
    });
    const neckTop = upFrom(shoulderMid, 0.1, lean);
    neck.between(upFrom(shoulderMid, 0.02, lean), neckTop);
    head.position.copy(upFrom(neckTop, 0.1, lean * 0.5));
    head.rotation.z = -lean * 0.5 * DEG;
  };
}

/**
 * Renders `clip` and answers it base64-encoded: a WebM (VP8), or MJPEG (JPEG frames one after
 * the other, what Chromium's fake camera plays with --use-file-for-fake-video-capture).
 */
async function recordClip(clip: SquatClip, format: 'webm' | 'mjpeg' = 'webm'): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  document.body.append(canvas);
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: format === 'mjpeg' });
  renderer.setSize(WIDTH, HEIGHT, false);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xdedbd4);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x8a8070, 1.6));
  const sun = new THREE.DirectionalLight(0xffffff, 1.8);
  sun.position.set(2, 4, 3);
  scene.add(sun);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(12, 12), material(0xa89f8c));
  floor.rotation.x = -Math.PI / 2;
  scene.add(floor);
  const camera = new THREE.PerspectiveCamera(40, WIDTH / HEIGHT, 0.1, 50);
  const yaw = 30 * DEG;
  camera.position.set(3.4 * Math.sin(yaw), 0.95, 3.4 * Math.cos(yaw));
  camera.lookAt(0, 0.85, 0);
  const pose = buildMannequin(scene);

  const draw = (seconds: number) => {
    const { knee, lean, depth } = clipPose(clip, seconds);
    pose(knee, lean, depth);
    renderer.render(scene, camera);
  };

  if (format === 'mjpeg') {
    const jpegs: Uint8Array[] = [];
    for (let i = 0; i < Math.round(clipSeconds(clip) * FPS); i++) {
      draw(i / FPS);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
      if (!blob) throw new Error('the canvas gave no JPEG');
      jpegs.push(new Uint8Array(await blob.arrayBuffer()));
    }
    renderer.dispose();
    canvas.remove();
    return base64(concat(jpegs));
  }

  // Frame i shows the pose at i / 30 s and carries that timestamp, whatever the time it took to draw.
  const chunks: { timestampMs: number; key: boolean; data: Uint8Array }[] = [];
  const failures: DOMException[] = [];
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ timestampMs: Math.round(chunk.timestamp / 1000), key: chunk.type === 'key', data });
    },
    error: (e) => failures.push(e),
  });
  encoder.configure({ codec: 'vp8', width: WIDTH, height: HEIGHT, bitrate: 2_000_000, framerate: FPS });
  const frames = Math.round(clipSeconds(clip) * FPS);
  for (let i = 0; i < frames; i++) {
    draw(i / FPS);
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / FPS), duration: Math.round(1e6 / FPS) });
    // A key frame every second: each cluster of the file starts with one, so seeking is cheap.
    encoder.encode(frame, { keyFrame: i % FPS === 0 });
    frame.close();
    while (encoder.encodeQueueSize > 4) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await encoder.flush();
  encoder.close();
  renderer.dispose();
  canvas.remove();
  if (failures.length) throw failures[0];
  return base64(webm(WIDTH, HEIGHT, (frames * 1000) / FPS, chunks));
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

// A minimal WebM (Matroska) writer: EBML header, Segment with Info (duration), one VP8 track,
// and a Cluster per key frame holding SimpleBlocks. Every size is written as an 8-byte number.
type Ebml = [id: number, content: Uint8Array | Ebml[]];

const idBytes = (id: number) => {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return out;
};
const uint = (n: number) => {
  const out: number[] = [];
  for (let v = n; out.length === 0 || v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return new Uint8Array(out);
};
const float64 = (n: number) => {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, n);
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);

function encodeEbml([id, content]: Ebml): Uint8Array {
  const body = content instanceof Uint8Array ? content : concat(content.map(encodeEbml));
  const size = new Uint8Array(8);
  size[0] = 0x01;
  let rest = body.length;
  for (let i = 7; i > 0; i--, rest = Math.floor(rest / 256)) size[i] = rest % 256;
  return concat([new Uint8Array(idBytes(id)), size, body]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function webm(width: number, height: number, durationMs: number, chunks: { timestampMs: number; key: boolean; data: Uint8Array }[]): Uint8Array {
  const clusters: Ebml[] = [];
  let cluster: { start: number; blocks: Ebml[] } | null = null;
  const close = () => cluster && clusters.push([0x1f43b675, [[0xe7, uint(cluster.start)], ...cluster.blocks]]);
  for (const chunk of chunks) {
    if (chunk.key || !cluster) {
      close();
      cluster = { start: chunk.timestampMs, blocks: [] };
    }
    const relative = chunk.timestampMs - cluster.start;
    const header = new Uint8Array([0x81, (relative >> 8) & 0xff, relative & 0xff, chunk.key ? 0x80 : 0x00]);
    cluster.blocks.push([0xa3, concat([header, chunk.data])]);
  }
  close();
  const header: Ebml = [
    0x1a45dfa3,
    [
      [0x4286, uint(1)],
      [0x42f7, uint(1)],
      [0x42f2, uint(4)],
      [0x42f3, uint(8)],
      [0x4282, text('webm')],
      [0x4287, uint(2)],
      [0x4285, uint(2)],
    ],
  ];
  const segment: Ebml = [
    0x18538067,
    [
      [
        0x1549a966,
        [
          [0x2ad7b1, uint(1_000_000)],
          [0x4d80, text('pulse squat-video')],
          [0x5741, text('pulse squat-video')],
          [0x4489, float64(durationMs)],
        ],
      ],
      [
        0x1654ae6b,
        [
          [
            0xae,
            [
              [0xd7, uint(1)],
              [0x73c5, uint(1)],
              [0x83, uint(1)],
              [0x86, text('V_VP8')],
              [
                0xe0,
                [
                  [0xb0, uint(width)],
                  [0xba, uint(height)],
                ],
              ],
            ],
          ],
        ],
      ],
      ...clusters,
    ],
  ];
  return concat([encodeEbml(header), encodeEbml(segment)]);
}

(globalThis as { recordClip?: typeof recordClip }).recordClip = recordClip;
