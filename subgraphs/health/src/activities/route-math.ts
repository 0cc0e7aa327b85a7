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
  const [px, py] = [(p.longitude - a.longitude) * kx, (p.latitude - a.latitude) * ky];
  const [bx, by] = [(b.longitude - a.longitude) * kx, (b.latitude - a.latitude) * ky];
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length2));
  return Math.hypot(px - t * bx, py - t * by);
}

/**
 * Douglas-Peucker run to the end once: each point's significance is its offset from the
 * chord at the moment the algorithm would keep it (the ends are infinitely significant).
 * Keeping the points above a tolerance is plain Douglas-Peucker; keeping the N most
 * significant fits any maximum without running the algorithm again.
 */
function significance(points: readonly TrackPoint[]): Float64Array {
  const sig = new Float64Array(points.length);
  sig[0] = sig[points.length - 1] = Infinity;
  // An explicit stack: a 24 h track has ~100,000 points, deeper than recursion should go.
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstAt = -1;
    for (let i = first + 1; i < last; i++) {
      const d = offsetMetres(points[i], points[first], points[last]);
      if (d > worst) [worst, worstAt] = [d, i];
    }
    if (worstAt === -1) continue;
    // A point is never more significant than the one whose chord it was measured against.
    sig[worstAt] = Math.min(worst, Math.min(sig[first], sig[last]));
    stack.push([first, worstAt], [worstAt, last]);
  }
  return sig;
}

/** The design's tolerance: 2 m is below what a phone's GPS can tell apart. */
export const SIMPLIFY_TOLERANCE_M = 2;

/**
 * The track with points the eye cannot see removed (Douglas-Peucker at 2 m), and, if it is still
 * longer than `maxPoints` (social's route maximum), only its `maxPoints` most significant points. First and last points are always kept (the card's start and end markers).
 */
export function simplify(points: readonly TrackPoint[], maxPoints: number, toleranceM = SIMPLIFY_TOLERANCE_M): TrackPoint[] {
  if (points.length <= 2) return [...points];
  const sig = significance(points);
  let threshold = toleranceM;
  const limit = Math.max(2, maxPoints);
  const above = sig.filter((s) => s > threshold);
  if (above.length > limit) {
    // The limit-th largest significance: only points above it are kept (ties may drop a few more).
    const sorted = Float64Array.from(above).sort().reverse();
    threshold = Math.max(threshold, sorted[limit]);
  }
  return points.filter((_, i) => sig[i] > threshold);
}
