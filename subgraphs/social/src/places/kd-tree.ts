// A static 3-d tree over points on the unit sphere. Nearest by straight-line (chord)
// distance between unit vectors is nearest by great-circle distance too, and working in
// 3-d has no seam at the antimeridian and no squeeze at the poles, which a lat/lng grid has.
// Built once: the points are reordered so every subtree is a contiguous slice with its
// splitting point in the middle (no node objects, three Float64Arrays and an index).

export interface NearestResult {
  /** The index of the point as it was given. */
  index: number;
  /** Great-circle distance in kilometres. */
  distanceKm: number;
}

const EARTH_RADIUS_KM = 6371.0088;

export function toUnitVector(lat: number, lng: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

export class SphereKdTree {
  private readonly xyz: Float64Array[];
  /** order[k] = original index of the point stored at position k. */
  private readonly order: Int32Array;

  constructor(lats: ArrayLike<number>, lngs: ArrayLike<number>) {
    const n = lats.length;
    const coords = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
    this.order = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const [x, y, z] = toUnitVector(lats[i], lngs[i]);
      coords[0][i] = x;
      coords[1][i] = y;
      coords[2][i] = z;
      this.order[i] = i;
    }
    this.xyz = coords;
    this.build(0, n, 0);
  }

  get size(): number {
    return this.order.length;
  }

  private swap(a: number, b: number): void {
    for (const axis of this.xyz) {
      const t = axis[a];
      axis[a] = axis[b];
      axis[b] = t;
    }
    const t = this.order[a];
    this.order[a] = this.order[b];
    this.order[b] = t;
  }

  /** Quickselect: puts the k-th smallest (by axis) at k, smaller before, larger after, within [lo, hi). */
  private select(lo: number, hi: number, k: number, axis: number): void {
    const values = this.xyz[axis];
    let left = lo;
    let right = hi - 1;
    while (right > left) {
      // Median of three as the pivot keeps sorted input (the data is ordered by country) fast.
      const mid = (left + right) >> 1;
      if (values[mid] < values[left]) this.swap(mid, left);
      if (values[right] < values[left]) this.swap(right, left);
      if (values[mid] < values[right]) this.swap(mid, right);
      const pivot = values[right];
      let store = left;
      for (let i = left; i < right; i++) {
        if (values[i] < pivot) this.swap(i, store++);
      }
      this.swap(store, right);
      if (store === k) return;
      if (store < k) left = store + 1;
      else right = store - 1;
    }
  }

  private build(lo: number, hi: number, depth: number): void {
    if (hi - lo <= 1) return;
    const axis = depth % 3;
    const mid = (lo + hi) >> 1;
    this.select(lo, hi, mid, axis);
    this.build(lo, mid, depth + 1);
    this.build(mid + 1, hi, depth + 1);
  }

  nearest(lat: number, lng: number): NearestResult | null {
    if (!this.order.length) return null;
    const q = toUnitVector(lat, lng);
    let best = -1;
    let bestD2 = Infinity;
    const [xs, ys, zs] = this.xyz;
    const visit = (lo: number, hi: number, depth: number): void => {
      if (hi <= lo) return;
      const mid = (lo + hi) >> 1;
      const dx = xs[mid] - q[0];
      const dy = ys[mid] - q[1];
      const dz = zs[mid] - q[2];
      const d2 = dx * dx + dy * dy + dz * dz;
      if (d2 < bestD2) {
        bestD2 = d2;
        best = mid;
      }
      const axis = depth % 3;
      const diff = q[axis] - this.xyz[axis][mid];
      // The side holding the query first; the other only if the splitting plane is closer than the best so far.
      const [near, far] =
        diff < 0
          ? [
              [lo, mid],
              [mid + 1, hi],
            ]
          : [
              [mid + 1, hi],
              [lo, mid],
            ];
      visit(near[0], near[1], depth + 1);
      if (diff * diff < bestD2) visit(far[0], far[1], depth + 1);
    };
    visit(0, this.order.length, 0);
    const chord = Math.sqrt(bestD2);
    return { index: this.order[best], distanceKm: 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2)) };
  }
}
