// Joint angles from landmarks: the angle at a vertex in 2D and 3D, the torso against the
// horizontal (upright reads 90), and knee, hip and back from a whole 33-landmark pose on the
// better-seen side, with the frame's aspect ratio taken into account.
import { describe, expect, it } from 'vitest';
import { POSE_LANDMARK, bodyAngles, jointAngle, torsoAngle, type Landmark } from './angles';

const p = (x: number, y: number, z?: number): Landmark => ({ x, y, z });

describe('jointAngle', () => {
  it('measures the angle at the vertex in degrees, in 2D and 3D', () => {
    expect(jointAngle(p(0, 1), p(0, 0), p(1, 0))).toBeCloseTo(90);
    expect(jointAngle(p(-1, 0), p(0, 0), p(1, 0))).toBeCloseTo(180);
    expect(jointAngle(p(1, 0), p(0, 0), p(1, 0))).toBeCloseTo(0);
    expect(jointAngle(p(1, 0), p(0, 0), p(1, 1))).toBeCloseTo(45);
    // Only depth separates the rays: 2D would read 0.
    expect(jointAngle(p(1, 0, 0), p(0, 0, 0), p(0, 0, 1))).toBeCloseTo(90);
  });

  it('answers NaN for a ray of no length', () => {
    expect(jointAngle(p(0, 0), p(0, 0), p(1, 0))).toBeNaN();
  });
});

describe('torsoAngle', () => {
  it('reads 90 upright, under 90 leaning to the image right, over 90 to the left (y grows downwards)', () => {
    expect(torsoAngle(p(0.5, 0.6), p(0.5, 0.3))).toBeCloseTo(90);
    expect(torsoAngle(p(0.5, 0.6), p(0.8, 0.3))).toBeCloseTo(45);
    expect(torsoAngle(p(0.5, 0.6), p(0.2, 0.3))).toBeCloseTo(135);
    expect(torsoAngle(p(0.5, 0.6), p(0.8, 0.6))).toBeCloseTo(0);
    expect(torsoAngle(p(0.5, 0.6), p(0.5, 0.6))).toBeNaN();
  });
});

/** A side view pose: every landmark at the frame's centre but the four measured on each side. */
function pose(side: Partial<Record<keyof typeof POSE_LANDMARK, Landmark>>): Landmark[] {
  const landmarks: Landmark[] = Array.from({ length: 33 }, () => ({ x: 0.5, y: 0.5, visibility: 0.9 }));
  for (const [name, landmark] of Object.entries(side)) landmarks[POSE_LANDMARK[name as keyof typeof POSE_LANDMARK]] = landmark;
  return landmarks;
}

const standing = (visibility: number, dx = 0) => ({ shoulder: { x: 0.5 + dx, y: 0.2, visibility }, hip: { x: 0.5 + dx, y: 0.5, visibility } });

describe('bodyAngles', () => {
  it('reads a standing pose as straight knee and hip and an upright back', () => {
    const s = standing(0.9);
    const angles = bodyAngles(
      pose({
        leftShoulder: s.shoulder,
        leftHip: s.hip,
        leftKnee: { x: 0.5, y: 0.7, visibility: 0.9 },
        leftAnkle: { x: 0.5, y: 0.9, visibility: 0.9 },
        rightShoulder: s.shoulder,
        rightHip: s.hip,
        rightKnee: { x: 0.5, y: 0.7, visibility: 0.9 },
        rightAnkle: { x: 0.5, y: 0.9, visibility: 0.9 },
      }),
    );
    expect(angles).toMatchObject({ side: 'left', visibility: 0.9 });
    expect(angles!.knee).toBeCloseTo(180);
    expect(angles!.hip).toBeCloseTo(180);
    expect(angles!.back).toBeCloseTo(90);
  });

  it('measures the side whose least visible landmark is better seen', () => {
    // Left: a squat bottom (thigh horizontal, shin vertical) but one landmark barely seen.
    // Right: standing, well seen.
    const landmarks = pose({
      leftShoulder: { x: 0.4, y: 0.3, visibility: 0.95 },
      leftHip: { x: 0.4, y: 0.6, visibility: 0.95 },
      leftKnee: { x: 0.6, y: 0.6, visibility: 0.95 },
      leftAnkle: { x: 0.6, y: 0.8, visibility: 0.1 },
      rightShoulder: { x: 0.5, y: 0.2, visibility: 0.7 },
      rightHip: { x: 0.5, y: 0.5, visibility: 0.7 },
      rightKnee: { x: 0.5, y: 0.7, visibility: 0.7 },
      rightAnkle: { x: 0.5, y: 0.9, visibility: 0.7 },
    });
    const right = bodyAngles(landmarks)!;
    expect(right.side).toBe('right');
    expect(right.visibility).toBe(0.7);
    expect(right.knee).toBeCloseTo(180);

    landmarks[POSE_LANDMARK.leftAnkle].visibility = 0.95;
    const left = bodyAngles(landmarks)!;
    expect(left.side).toBe('left');
    expect(left.knee).toBeCloseTo(90);
    expect(left.hip).toBeCloseTo(90);
    expect(left.back).toBeCloseTo(90);
  });

  it('corrects normalized coordinates by the aspect ratio', () => {
    // In a 16:9 frame, a shin 0.1 widths right and 0.1 heights down is not at 45 degrees.
    const landmarks = pose({
      leftShoulder: { x: 0.5, y: 0.1 },
      leftHip: { x: 0.5, y: 0.4 },
      leftKnee: { x: 0.5, y: 0.6 },
      leftAnkle: { x: 0.6, y: 0.7 },
    });
    for (const l of landmarks) l.visibility = undefined;
    expect(bodyAngles(landmarks)!.knee).toBeCloseTo(135);
    const wide = bodyAngles(landmarks, { aspectRatio: 16 / 9 })!;
    expect(wide.knee).toBeCloseTo(180 - (Math.atan2(0.1 * (16 / 9), 0.1) * 180) / Math.PI);
    expect(wide.visibility).toBe(1);
  });

  it('uses depth only when asked', () => {
    const landmarks = pose({
      leftShoulder: { x: 0.5, y: 0.2, z: 0 },
      leftHip: { x: 0.5, y: 0.5, z: 0 },
      leftKnee: { x: 0.5, y: 0.5, z: -0.2 },
      leftAnkle: { x: 0.5, y: 0.7, z: -0.2 },
    });
    expect(bodyAngles(landmarks, { useDepth: true })!.knee).toBeCloseTo(90);
    // Flattened, hip and knee coincide: no knee angle, no reading.
    expect(bodyAngles(landmarks)).toBeNull();
  });

  it('answers null for anything but a whole pose', () => {
    expect(bodyAngles([])).toBeNull();
    expect(bodyAngles(pose({}).slice(0, 32))).toBeNull();
  });
});
