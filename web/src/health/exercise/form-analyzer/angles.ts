// Joint angles from MediaPipe's 33 pose landmarks (the BlazePose topology). The analyzer
// measures three angles, on one side of the body (the one the camera sees better):
//
// - knee: the angle at the knee between the thigh (knee -> hip) and the shin (knee -> ankle);
//   180 is a straight leg, about 90 is a thigh parallel to a vertical shin.
// - hip: the angle at the hip between the torso (hip -> shoulder) and the thigh (hip -> knee);
//   180 is standing straight, smaller is folded forward.
// - back: the torso's angle against the horizontal, measured in the image plane from the
//   hip to the shoulder, 0-180 degrees: 90 is upright, under 90 leans towards the image's
//   right, over 90 towards its left, 0 and 180 are lying flat. It is not a joint angle: it is
//   how far the torso leans, which is what the spec's "back outside 80-100" and "back outside
//   70-110" bands (symmetric around upright) read.
//
// Normalized landmarks have x in widths and y in heights of the frame, so a frame that is not
// square distorts angles unless x is scaled by the aspect ratio (width / height); world
// landmarks (metres) need no scaling. y grows downwards in both, as in the image.

export interface Landmark {
  x: number;
  y: number;
  z?: number;
  /** 0-1, how likely the landmark is visible (MediaPipe's `visibility`). */
  visibility?: number;
}

/** BlazePose landmark indices the analyzer reads. */
export const POSE_LANDMARK = {
  leftShoulder: 11,
  rightShoulder: 12,
  leftHip: 23,
  rightHip: 24,
  leftKnee: 25,
  rightKnee: 26,
  leftAnkle: 27,
  rightAnkle: 28,
} as const;

const SIDES = {
  left: { shoulder: POSE_LANDMARK.leftShoulder, hip: POSE_LANDMARK.leftHip, knee: POSE_LANDMARK.leftKnee, ankle: POSE_LANDMARK.leftAnkle },
  right: { shoulder: POSE_LANDMARK.rightShoulder, hip: POSE_LANDMARK.rightHip, knee: POSE_LANDMARK.rightKnee, ankle: POSE_LANDMARK.rightAnkle },
} as const;

export type BodySide = keyof typeof SIDES;

export interface BodyAngles {
  knee: number;
  hip: number;
  back: number;
  /** The side measured. */
  side: BodySide;
  /** The lowest visibility of the four landmarks measured (1 when the model gave none). */
  visibility: number;
}

export interface AngleOptions {
  /** Frame width / height, for normalized landmarks of a frame that is not square. Default 1. */
  aspectRatio?: number;
  /** Use z as well (world landmarks). Normalized landmarks' z is a rough depth: off by default. */
  useDepth?: boolean;
}

const DEGREES = 180 / Math.PI;

/**
 * The angle at `vertex` between the rays to `a` and to `c`, in degrees (0-180). Points are 2D
 * or 3D (a missing z is 0). NaN when a ray has no length (two landmarks on top of each other).
 */
export function jointAngle(a: Landmark, vertex: Landmark, c: Landmark): number {
  const ux = a.x - vertex.x;
  const uy = a.y - vertex.y;
  const uz = (a.z ?? 0) - (vertex.z ?? 0);
  const vx = c.x - vertex.x;
  const vy = c.y - vertex.y;
  const vz = (c.z ?? 0) - (vertex.z ?? 0);
  const lengths = Math.hypot(ux, uy, uz) * Math.hypot(vx, vy, vz);
  if (lengths === 0) return NaN;
  // Clamped: rounding can put the cosine a hair outside [-1, 1], and acos would answer NaN.
  const cosine = Math.min(1, Math.max(-1, (ux * vx + uy * vy + uz * vz) / lengths));
  return Math.acos(cosine) * DEGREES;
}

/** The torso's angle against the horizontal (see the top of this file): 90 is upright. NaN when hip and shoulder coincide. */
export function torsoAngle(hip: Landmark, shoulder: Landmark): number {
  const dx = shoulder.x - hip.x;
  const up = hip.y - shoulder.y; // y grows downwards: a shoulder above the hip has a smaller y
  if (dx === 0 && up === 0) return NaN;
  // atan2 of |up| keeps 0-180 whichever way up the landmarks are; the sign of dx says the side of the lean.
  return Math.atan2(Math.abs(up), dx) * DEGREES;
}

function sideVisibility(landmarks: readonly Landmark[], side: BodySide): number {
  const s = SIDES[side];
  return Math.min(...[s.shoulder, s.hip, s.knee, s.ankle].map((i) => landmarks[i].visibility ?? 1));
}

/**
 * Knee, hip and back angles of one pose (33 landmarks), on the side whose least visible
 * landmark is more visible (left on a tie). Null when the pose is not a whole BlazePose pose or
 * an angle cannot be measured.
 */
export function bodyAngles(landmarks: readonly Landmark[], options: AngleOptions = {}): BodyAngles | null {
  if (landmarks.length < 33) return null;
  const aspect = options.aspectRatio ?? 1;
  const left = sideVisibility(landmarks, 'left');
  const right = sideVisibility(landmarks, 'right');
  const side: BodySide = right > left ? 'right' : 'left';
  const at = (i: number): Landmark => {
    const p = landmarks[i];
    return { x: p.x * aspect, y: p.y, z: options.useDepth ? (p.z ?? 0) * aspect : 0 };
  };
  const s = SIDES[side];
  const shoulder = at(s.shoulder);
  const hip = at(s.hip);
  const knee = at(s.knee);
  const ankle = at(s.ankle);
  const angles = { knee: jointAngle(hip, knee, ankle), hip: jointAngle(shoulder, hip, knee), back: torsoAngle(hip, shoulder) };
  if (![angles.knee, angles.hip, angles.back].every(Number.isFinite)) return null;
  return { ...angles, side, visibility: side === 'left' ? left : right };
}
