// The kd-tree against the obvious answer: for random points (the poles and the
// antimeridian included) its nearest is the brute-force nearest by great-circle distance.
import { describe, expect, it } from 'vitest';
import { SphereKdTree } from './kd-tree.js';

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

describe('SphereKdTree', () => {
  it('finds the same nearest point as a linear scan', () => {
    const next = random(42);
    const n = 5000;
    const lats = Array.from({ length: n }, () => Math.asin(2 * next() - 1) * (180 / Math.PI));
    const lngs = Array.from({ length: n }, () => next() * 360 - 180);
    const tree = new SphereKdTree(lats, lngs);
    expect(tree.size).toBe(n);
    const queries: [number, number][] = [
      [90, 0],
      [-90, 0],
      [0, 180],
      [0, -180],
      [12.5, 179.999],
      [-45, -179.999],
    ];
    for (let i = 0; i < 500; i++) queries.push([next() * 180 - 90, next() * 360 - 180]);
    for (const [lat, lng] of queries) {
      let best = -1;
      let bestKm = Infinity;
      for (let i = 0; i < n; i++) {
        const km = haversineKm(lat, lng, lats[i], lngs[i]);
        if (km < bestKm) [best, bestKm] = [i, km];
      }
      const found = tree.nearest(lat, lng)!;
      expect(found.distanceKm).toBeCloseTo(bestKm, 6);
      expect(haversineKm(lat, lng, lats[found.index], lngs[found.index])).toBeCloseTo(bestKm, 6);
      if (found.index !== best) expect(Math.abs(found.distanceKm - bestKm)).toBeLessThan(1e-6);
    }
  });

  it('crosses the antimeridian: a point just east of it is nearest to one just west of it', () => {
    const tree = new SphereKdTree([0, 0, 10], [179.9, 170, -170]);
    expect(tree.nearest(0, -179.9)!.index).toBe(0);
    expect(tree.nearest(0, -179.9)!.distanceKm).toBeCloseTo(haversineKm(0, -179.9, 0, 179.9), 6);
  });

  it('answers null when empty and handles duplicates', () => {
    expect(new SphereKdTree([], []).nearest(0, 0)).toBeNull();
    const same = new SphereKdTree([1, 1, 1, 1], [2, 2, 2, 2]);
    expect(same.nearest(1, 2)!.distanceKm).toBeCloseTo(0, 9);
  });
});
