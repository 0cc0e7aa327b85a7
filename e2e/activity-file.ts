// The GPX file the browser tests import: a short run as a watch writes it.

export interface Point {
  latitude: number;
  longitude: number;
  elevation: number;
  at: number;
}

// A right turn: 4 steps north then 4 east (0.001° each), 30 s apart, climbing 10 -> 30 m.
export const track: Point[] = [
  ...[10, 14, 18, 22, 26].map((elevation, i) => ({ latitude: 37.77 + i * 0.001, longitude: -122.45, elevation, at: i * 30 })),
  ...[1, 2, 3, 4].map((i) => ({ latitude: 37.774, longitude: -122.45 + i * 0.001, elevation: 26 + i, at: (4 + i) * 30 })),
];

/** A GPX 1.1 file as a watch writes it: one track, one segment, a point every 30 s. */
export function gpxFile(points: Point[], sport = 'running'): string {
  const at = (seconds: number) => new Date(Date.UTC(2026, 4, 1, 7) + seconds * 1000).toISOString();
  const pts = points.map((p) => `      <trkpt lat="${p.latitude}" lon="${p.longitude}"><ele>${p.elevation}</ele><time>${at(p.at)}</time></trkpt>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Pulse tests" xmlns="http://www.topografix.com/GPX/1/1">
  <trk>
    <name>Morning run</name>
    <type>${sport}</type>
    <trkseg>
${pts}
    </trkseg>
  </trk>
</gpx>
`;
}
