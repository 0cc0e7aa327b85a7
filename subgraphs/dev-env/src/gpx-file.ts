// A GPX 1.1 file as a watch writes it (one track, one segment), for tests that import runs:
// health's own tests (activities/testing/activity-files.ts builds TCX and FIT beside it) and the
// browser tests. One writer, so a route's numbers mean the same file everywhere.

export interface FixturePoint {
  latitude: number;
  longitude: number;
  elevation?: number;
  /** Seconds after the start. */
  at: number;
  /** Beats per minute, written as Garmin's TrackPointExtension (gpxtpx:hr) in GPX, HeartRateBpm in TCX, heart_rate in FIT. */
  heartRate?: number;
}

export const FIXTURE_START = new Date('2026-05-01T07:00:00Z');

/** A point's time as the file writes it: `at` seconds after FIXTURE_START. */
export const fixtureTime = (seconds: number) => new Date(FIXTURE_START.getTime() + seconds * 1000).toISOString();

export function gpxFile(points: FixturePoint[], sport = 'running'): string {
  const pts = points
    .map(
      (p) =>
        `      <trkpt lat="${p.latitude}" lon="${p.longitude}">${p.elevation !== undefined ? `<ele>${p.elevation}</ele>` : ''}<time>${fixtureTime(p.at)}</time>${
          p.heartRate !== undefined ? `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${p.heartRate}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>` : ''
        }</trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Pulse tests" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
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
