// The simplifier's cost is held to n log n by counting its work, not by a clock: for the
// inputs that made Douglas-Peucker quadratic (one position repeated, as in the probe of issue
// 18: 8,000 points stalled another member 2.5 s) and for the shapes that make any simplifier
// work hardest (a zigzag where every point matters, a line where none does, a slow arc, a
// random walk), the steps stay under c·n·log2(n), and the answer is still right: both ends
// kept, the budget met, nothing that draws dropped.
import { describe, expect, it } from 'vitest';
import { simplify, type SimplifyWork, type TrackPoint } from './route-math.js';

const at = (latitude: number, longitude: number): TrackPoint => ({ latitude, longitude, elevation: null, time: null });
/** Heap comparisons and offsets per point and level: about 3 measured (below); 8 leaves room, n² would not fit. */
const C = 8;
const bound = (n: number) => C * n * Math.log2(n);

function counted(points: TrackPoint[], maxPoints = 20_000): { out: TrackPoint[]; work: SimplifyWork } {
  const work = { steps: 0 };
  return { out: simplify(points, maxPoints, undefined, work), work };
}

const N = 100_000;
let seed = 11;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
const walk: TrackPoint[] = [at(37, -122)];
for (let i = 1; i < N; i++) walk.push(at(walk[i - 1].latitude + random() * 0.0002, walk[i - 1].longitude + random() * 0.0002));

const WORST: Record<string, TrackPoint[]> = {
  'one position repeated': Array.from({ length: N }, () => at(37.77, -122.45)),
  'two positions in turn': Array.from({ length: N }, (_, i) => at(37.77 + (i % 2) * 0.001, -122.45)),
  'a straight line': Array.from({ length: N }, (_, i) => at(37 + i * 1e-6, -122)),
  'a slow arc': Array.from({ length: N }, (_, i) => at(37 + Math.sin((i / N) * Math.PI) * 0.1, -122 + Math.cos((i / N) * Math.PI) * 0.1)),
  'a sawtooth where every point matters': Array.from({ length: N }, (_, i) => at(37 + i * 1e-5, -122 + (i % 2) * 0.001)),
  'a random walk': walk,
};

describe('simplify', () => {
  for (const [name, points] of Object.entries(WORST)) {
    it(`stays within ${C}·n·log2(n) steps for ${name} (n = ${N.toLocaleString('en')})`, () => {
      const { out, work } = counted(points);
      // 13·10⁶ here; Douglas-Peucker's worst case was about n²/2 offsets, 5·10⁹.
      expect(work.steps).toBeLessThanOrEqual(bound(N));
      expect(out.length).toBeLessThanOrEqual(20_000);
      expect(out[0]).toBe(points[0]);
      expect(out[out.length - 1]).toBe(points[points.length - 1]);
    });
  }

  it('grows as n log n: ten times the points cost at most about eleven times the steps', () => {
    const line = (n: number) => Array.from({ length: n }, (_, i) => at(37 + i * 1e-6 + (i % 3) * 1e-4, -122 + (i % 2) * 1e-4));
    const small = counted(line(10_000), 1_000).work.steps;
    const large = counted(line(100_000), 10_000).work.steps;
    expect(large / small).toBeLessThanOrEqual(10 * (Math.log2(100_000) / Math.log2(10_000)) * 1.1);
  });

  it('keeps what draws: a repeated position is one point, a corner stays, a straight run is its two ends', () => {
    const still = Array.from({ length: 1000 }, () => at(37.77, -122.45));
    expect(simplify(still, 20_000)).toEqual([still[0], still[999]]);
    // Out 500 m east, then 500 m north, each leg with a point every ~1 m and each point sent three times.
    const leg = (from: TrackPoint, dLat: number, dLon: number) =>
      Array.from({ length: 500 }, (_, i) => at(from.latitude + (dLat * (i + 1)) / 500, from.longitude + (dLon * (i + 1)) / 500));
    const start = at(37.77, -122.45);
    const east = leg(start, 0, 0.0057);
    const north = leg(east[east.length - 1], 0.0045, 0);
    const track = [start, ...east, ...north].flatMap((p) => [p, { ...p }, { ...p }]);
    const out = simplify(track, 20_000);
    expect(out.map((p) => [p.latitude, p.longitude])).toEqual([
      [start.latitude, start.longitude],
      [east[499].latitude, east[499].longitude],
      [north[499].latitude, north[499].longitude],
    ]);
  });

  it('meets a budget by keeping the most significant points: a zigzag cut to 101 points keeps both ends', () => {
    const zigzag = Array.from({ length: 5_001 }, (_, i) => at(37 + i * 1e-4, -122 + (i % 2) * (1 + i / 5000) * 1e-3));
    const out = simplify(zigzag, 101);
    expect(out).toHaveLength(101);
    expect(out[0]).toBe(zigzag[0]);
    expect(out[100]).toBe(zigzag[5000]);
  });
});
