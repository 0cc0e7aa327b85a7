import { describe, expect, it } from 'vitest';
import { mercator, projectRoute } from './route-projection';

describe('route drawing', () => {
  it('projects with Web Mercator', () => {
    expect(mercator({ latitude: 0, longitude: 0 })).toEqual([0.5, 0.5]);
    const [x, y] = mercator({ latitude: 60, longitude: 90 });
    expect(x).toBeCloseTo(0.75);
    // Mercator stretches northwards: 60° N is much further from the equator than 60/180.
    expect(0.5 - y).toBeGreaterThan(60 / 360);
  });

  it('fits the route inside the padding, centred, start first and end last', () => {
    const coords = [
      { latitude: 37.77, longitude: -122.45 },
      { latitude: 37.78, longitude: -122.43 },
      { latitude: 37.8, longitude: -122.41 },
    ];
    const route = projectRoute(coords, 400, 300, 50)!;
    for (const [x, y] of route.points) {
      expect(x).toBeGreaterThanOrEqual(49.9);
      expect(x).toBeLessThanOrEqual(350.1);
      expect(y).toBeGreaterThanOrEqual(49.9);
      expect(y).toBeLessThanOrEqual(250.1);
    }
    // The longer side touches the padding.
    const xs = route.points.map((p) => p[0]);
    const ys = route.points.map((p) => p[1]);
    expect(Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys))).toBeGreaterThan(199);
    expect(route.start).toEqual(route.points[0]);
    expect(route.end).toEqual(route.points[2]);
    // North is up: the northernmost point is the highest on screen.
    expect(route.end[1]).toBeLessThan(route.start[1]);
    expect(route.path.startsWith('M')).toBe(true);
    expect(route.path.split('L')).toHaveLength(3);
  });

  it('never zooms closer than zoom 15, and centres a single point', () => {
    const tiny = projectRoute(
      [
        { latitude: 10, longitude: 10 },
        { latitude: 10.000001, longitude: 10.000001 },
      ],
      400,
      300,
    )!;
    const span = Math.abs(tiny.points[1][0] - tiny.points[0][0]);
    expect(span).toBeLessThan(1);
    const single = projectRoute([{ latitude: 10, longitude: 10 }], 400, 300)!;
    expect(single.start).toEqual([200, 150]);
    expect(projectRoute([], 400, 300)).toBeNull();
  });
});
