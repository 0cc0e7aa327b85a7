// Route data from a recorded track: what the route card shows (distance, duration, speed,
// pace, elevation gain) computed the same way for GPX, TCX and FIT, so one activity reads the
// same whichever device wrote it. docs/health-design.md section 4 (Activities).

export interface TrackPoint {
  latitude: number;
  longitude: number;
  /** Metres above sea level, when the device recorded it. */
  elevation: number | null;
  time: Date | null;
}

export interface RouteSummary {
  /** Kilometres along the track (haversine between consecutive points). */
  distanceKm: number;
  /** Seconds from the first timed point to the last; null without times. */
  durationS: number | null;
  /** km/h; null without a duration. */
  averageSpeed: number | null;
  /** Minutes per kilometre; null without a duration or a distance. */
  paceMinKm: number | null;
  /** Metres climbed, GPS noise below the hysteresis not counted; null without elevations. */
  elevationGainM: number | null;
  startedAt: Date | null;
}

const EARTH_RADIUS_KM = 6371.0088;
/** A rise counts once the track has climbed this far above its last low (GPS altitude wobbles by a few metres). */
export const ELEVATION_HYSTERESIS_M = 3;

const rad = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(a: Pick<TrackPoint, 'latitude' | 'longitude'>, b: Pick<TrackPoint, 'latitude' | 'longitude'>): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Sum of climbs, counted with hysteresis: the reference level moves only when the track has
 * gone at least `threshold` metres above it (a climb, added) or below it (a new low), so a
 * track wobbling by 1-2 m around a level adds nothing while a real 10 m hill adds 10.
 */
export function elevationGain(elevations: readonly number[], threshold = ELEVATION_HYSTERESIS_M): number {
  if (elevations.length === 0) return 0;
  let gain = 0;
  let reference = elevations[0];
  for (const e of elevations.slice(1)) {
    if (e - reference >= threshold) {
      gain += e - reference;
      reference = e;
    } else if (reference - e >= threshold) {
      reference = e;
    }
  }
  return gain;
}

export function summarise(points: readonly TrackPoint[]): RouteSummary {
  let distanceKm = 0;
  for (let i = 1; i < points.length; i++) distanceKm += haversineKm(points[i - 1], points[i]);
  const times = points.map((p) => p.time).filter((t): t is Date => t !== null && !Number.isNaN(t.getTime()));
  const durationS = times.length >= 2 ? Math.round((times[times.length - 1].getTime() - times[0].getTime()) / 1000) : null;
  const timed = durationS !== null && durationS > 0;
  const elevations = points.map((p) => p.elevation).filter((e): e is number => e !== null && Number.isFinite(e));
  return {
    distanceKm,
    durationS,
    averageSpeed: timed ? distanceKm / (durationS / 3600) : null,
    paceMinKm: timed && distanceKm > 0 ? durationS / 60 / distanceKm : null,
    elevationGainM: elevations.length >= 2 ? elevationGain(elevations) : null,
    startedAt: times[0] ?? null,
  };
}

/** Perpendicular distance (metres) of p from the segment a-b, on a local flat projection around a. */
function offsetMetres(p: TrackPoint, a: TrackPoint, b: TrackPoint): number {
  const kx = Math.cos(rad(a.latitude)) * 111_320;
  const ky = 110_540;
  const px = (p.longitude - a.longitude) * kx;
  const py = (p.latitude - a.latitude) * ky;
  const bx = (b.longitude - a.longitude) * kx;
  const by = (b.latitude - a.latitude) * ky;
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length2));
  return Math.hypot(px - t * bx, py - t * by);
}

/** The simplifier's own count of its steps (offsets measured, heap comparisons): tests hold it to n log n. */
export interface SimplifyWork {
  steps: number;
}

/**
 * A binary min-heap of point indices keyed by importance, with each index's place known so a
 * neighbour's new importance moves it in O(log n). Ties break on the index, so the same track
 * always simplifies to the same points.
 */
class ImportanceHeap {
  private readonly heap: Int32Array;
  private readonly at: Int32Array;
  private size = 0;
  constructor(
    n: number,
    readonly key: Float64Array,
    private readonly work: SimplifyWork,
  ) {
    this.heap = new Int32Array(n);
    this.at = new Int32Array(n).fill(-1);
  }
  get length() {
    return this.size;
  }
  peek(): number {
    return this.heap[0];
  }
  push(i: number): void {
    this.heap[this.size] = i;
    this.at[i] = this.size;
    this.up(this.size++);
  }
  pop(): number {
    const top = this.heap[0];
    this.at[top] = -1;
    const last = this.heap[--this.size];
    if (this.size > 0) {
      this.heap[0] = last;
      this.at[last] = 0;
      this.down(0);
    }
    return top;
  }
  update(i: number, key: number): void {
    const was = this.key[i];
    this.key[i] = key;
    if (this.at[i] === -1) return;
    if (key < was) this.up(this.at[i]);
    else this.down(this.at[i]);
  }
  private less(a: number, b: number): boolean {
    this.work.steps += 1;
    const x = this.heap[a];
    const y = this.heap[b];
    return this.key[x] < this.key[y] || (this.key[x] === this.key[y] && x < y);
  }
  private swap(a: number, b: number): void {
    const x = this.heap[a];
    const y = this.heap[b];
    this.heap[a] = y;
    this.heap[b] = x;
    this.at[y] = a;
    this.at[x] = b;
  }
  private up(k: number): void {
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!this.less(k, parent)) return;
      this.swap(k, parent);
      k = parent;
    }
  }
  private down(k: number): void {
    for (;;) {
      const l = 2 * k + 1;
      const r = l + 1;
      let least = k;
      if (l < this.size && this.less(l, least)) least = l;
      if (r < this.size && this.less(r, least)) least = r;
      if (least === k) return;
      this.swap(k, least);
      k = least;
    }
  }
}

/** Points simplified on this thread since it started: tests prove an import's track was simplified on the parse worker, not here. */
export const simplifiedHere = { points: 0 };

/** The design's tolerance: 2 m is below what a phone's GPS can tell apart. */
export const SIMPLIFY_TOLERANCE_M = 2;

/**
 * The track with points the eye cannot see removed, and, if it is still longer than
 * `maxPoints` (social's route maximum), only its `maxPoints` most important points. First and
 * last points are always kept (the card's start and end markers).
 *
 * Visvalingam-Whyatt with the offset (metres) of a point from the chord of its two current
 * neighbours as its importance, so the 2 m tolerance means what it meant for Douglas-Peucker:
 * the least important point goes first, its neighbours are measured again, until every point
 * left stands more than 2 m off its neighbours' line and the budget is met. A point removed
 * raises its neighbours to at least its own importance, so the order is the same whether the
 * loop stops at the tolerance or at the budget. With a heap this is O(n log n) for every
 * track; Douglas-Peucker was O(n²) for a track repeating one position (each split peeled off a
 * single point), which let one member's 0.3 MB GPX stall everyone for seconds (issue 18).
 * Repeated positions are dropped first in one linear pass: they draw nothing.
 */
export function simplify(points: readonly TrackPoint[], maxPoints: number, toleranceM = SIMPLIFY_TOLERANCE_M, work: SimplifyWork = { steps: 0 }): TrackPoint[] {
  simplifiedHere.points += points.length;
  if (points.length <= 2) return [...points];
  const kept = withoutRepeats(points, work);
  const n = kept.length;
  const limit = Math.max(2, maxPoints);
  if (n <= 2) return kept;
  const prev = new Int32Array(n).map((_, i) => i - 1);
  const next = new Int32Array(n).map((_, i) => i + 1);
  const importance = new Float64Array(n);
  importance[0] = importance[n - 1] = Infinity;
  const heap = new ImportanceHeap(n, importance, work);
  const measure = (i: number) => {
    work.steps += 1;
    return offsetMetres(kept[i], kept[prev[i]], kept[next[i]]);
  };
  for (let i = 1; i < n - 1; i++) {
    importance[i] = measure(i);
    heap.push(i);
  }
  let left = n;
  while (heap.length > 0) {
    const least = heap.peek();
    if (importance[least] > toleranceM && left <= limit) break;
    heap.pop();
    left -= 1;
    const before = prev[least];
    const after = next[least];
    next[before] = after;
    prev[after] = before;
    const floor = importance[least];
    if (before > 0) heap.update(before, Math.max(floor, measure(before)));
    if (after < n - 1) heap.update(after, Math.max(floor, measure(after)));
  }
  const out: TrackPoint[] = [];
  for (let i = 0; i < n; i = next[i]) out.push(kept[i]);
  return out;
}

/** The track with each run of one position kept once (its first point; the very last point stays the last). */
function withoutRepeats(points: readonly TrackPoint[], work: SimplifyWork): TrackPoint[] {
  const out: TrackPoint[] = [points[0]];
  for (let i = 1; i < points.length; i++) {
    work.steps += 1;
    const p = points[i];
    const last = out[out.length - 1];
    if (p.latitude !== last.latitude || p.longitude !== last.longitude) out.push(p);
    else if (i === points.length - 1 && out.length > 1) out[out.length - 1] = p;
  }
  // A track that never moves still has its two ends.
  if (out.length === 1) out.push(points[points.length - 1]);
  return out;
}
