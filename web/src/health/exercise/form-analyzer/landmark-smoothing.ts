// The spec's smoothing strength (0.5): each landmark the analyzer measures is
// strength × its previous smoothed position + (1 - strength) × where the model now puts it, so
// one jittery frame moves a joint half as far. A frame with no pose starts again from scratch.
import type { Landmark } from './angles';

export const SMOOTHING_STRENGTH = 0.5;

export class LandmarkSmoother {
  private previous: Landmark[] | null = null;

  constructor(readonly strength = SMOOTHING_STRENGTH) {}

  /** The smoothed pose (null in, null out: the next pose is not blended with a lost one). */
  next(landmarks: readonly Landmark[] | null): Landmark[] | null {
    if (!landmarks) return (this.previous = null);
    const s = this.strength;
    const before = this.previous;
    const blend = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? b : s * a + (1 - s) * b);
    this.previous = landmarks.map((p, i) => {
      const q = before?.[i];
      if (!q) return { ...p };
      return { x: s * q.x + (1 - s) * p.x, y: s * q.y + (1 - s) * p.y, z: blend(q.z, p.z), visibility: blend(q.visibility, p.visibility) };
    });
    return this.previous;
  }

  reset(): void {
    this.previous = null;
  }
}
