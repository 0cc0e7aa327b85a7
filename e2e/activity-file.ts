// The run the browser tests import: a right turn, written by dev-env's GPX writer.
import type { FixturePoint } from '@pulse/dev-env/gpx';

export { gpxFile } from '@pulse/dev-env/gpx';

// 4 steps north then 4 east (0.001° each), 30 s apart, climbing 10 -> 30 m.
export const track: FixturePoint[] = [
  ...[10, 14, 18, 22, 26].map((elevation, i) => ({ latitude: 37.77 + i * 0.001, longitude: -122.45, elevation, at: i * 30 })),
  ...[1, 2, 3, 4].map((i) => ({ latitude: 37.774, longitude: -122.45 + i * 0.001, elevation: 26 + i, at: (4 + i) * 30 })),
];
