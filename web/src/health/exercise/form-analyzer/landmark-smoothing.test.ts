import { describe, expect, it } from 'vitest';
import { LandmarkSmoother, SMOOTHING_STRENGTH } from './landmark-smoothing';

describe('landmark smoothing', () => {
  it('uses the spec strength 0.5: a jump moves the smoothed landmark half way', () => {
    expect(SMOOTHING_STRENGTH).toBe(0.5);
    const smoother = new LandmarkSmoother();
    expect(smoother.next([{ x: 0, y: 0, z: 0, visibility: 1 }])).toEqual([{ x: 0, y: 0, z: 0, visibility: 1 }]);
    expect(smoother.next([{ x: 1, y: 0.5, z: 0.2, visibility: 0 }])).toEqual([{ x: 0.5, y: 0.25, z: 0.1, visibility: 0.5 }]);
    expect(smoother.next([{ x: 1, y: 0.5, z: 0.2, visibility: 0 }])).toEqual([{ x: 0.75, y: 0.375, z: 0.15000000000000002, visibility: 0.25 }]);
  });

  it('starts again after a frame with no pose', () => {
    const smoother = new LandmarkSmoother();
    smoother.next([{ x: 0, y: 0 }]);
    expect(smoother.next(null)).toBeNull();
    expect(smoother.next([{ x: 1, y: 1 }])).toEqual([{ x: 1, y: 1 }]);
  });
});
