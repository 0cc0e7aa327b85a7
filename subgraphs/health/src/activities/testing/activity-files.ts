// Small real activity files for tests: GPX 1.1 and TCX v2 as devices write them, and FIT
// encoded with fit-file-parser's own encoder (real FIT binary: header, definition and data
// messages, CRC). The numbers are chosen so distance and climb can be worked out by hand; a
// point's heartRate is written where each format keeps it (TCX HeartRateBpm, FIT heart_rate).
import { FitBaseType, FitEncoder } from 'fit-file-parser';
import { FIXTURE_START, fixtureTime as iso, gpxFile, type FixturePoint } from '@pulse/dev-env/gpx';

export { FIXTURE_START, gpxFile, type FixturePoint };

/**
 * A straight run due north along the meridian from Golden Gate Park: each step adds 0.001° of
 * latitude (111.2 m on the haversine sphere of radius 6371.0088 km) and takes 30 s.
 */
export function northwardRun(steps: number, elevations?: number[]): FixturePoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({
    latitude: 37.77 + i * 0.001,
    longitude: -122.45,
    elevation: elevations?.[i],
    at: i * 30,
  }));
}

export function tcxFile(points: FixturePoint[], opts: { sport?: string; calories?: number } = {}): string {
  const pts = points
    .map(
      (p) =>
        `<Trackpoint><Time>${iso(p.at)}</Time><Position><LatitudeDegrees>${p.latitude}</LatitudeDegrees><LongitudeDegrees>${p.longitude}</LongitudeDegrees></Position>${
          p.elevation !== undefined ? `<AltitudeMeters>${p.elevation}</AltitudeMeters>` : ''
        }${p.heartRate !== undefined ? `<HeartRateBpm><Value>${p.heartRate}</Value></HeartRateBpm>` : ''}</Trackpoint>`,
    )
    .join('\n');
  const last = points[points.length - 1]?.at ?? 0;
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
<Activities>
<Activity Sport="${opts.sport ?? 'Biking'}">
<Id>${iso(0)}</Id>
<Lap StartTime="${iso(0)}">
<TotalTimeSeconds>${last}</TotalTimeSeconds>
${opts.calories !== undefined ? `<Calories>${opts.calories}</Calories>` : ''}
<Track>
${pts}
</Track>
</Lap>
</Activity>
</Activities>
</TrainingCenterDatabase>
`;
}

/** A FIT session's own heart rate summary (some watches write it without per-record samples). */
export interface FitSessionHeartRate {
  average: number;
  max: number;
}

const semicircles = (deg: number) => Math.round((deg * 2 ** 31) / 180);
// FIT profile numbers: file_id 0, session 18, record 20; sport 1 running, 2 cycling.
const SPORT_NUMBER: Record<string, number> = { running: 1, cycling: 2, walking: 11 };

export function fitFile(points: FixturePoint[], opts: { sport?: string; calories?: number; strides?: number; sessionHeartRate?: FitSessionHeartRate } = {}): Uint8Array {
  const fit = new FitEncoder();
  const time = (seconds: number) => FitEncoder.toFitTimestamp(new Date(FIXTURE_START.getTime() + seconds * 1000));
  fit.writeMessage(0, [
    { number: 0, size: 1, baseType: FitBaseType.Enum, value: 4 }, // type: activity
    { number: 4, size: 4, baseType: FitBaseType.Uint32, value: time(0) },
  ]);
  for (const p of points) {
    fit.writeMessage(
      20,
      [
        { number: 253, size: 4, baseType: FitBaseType.Uint32, value: time(p.at) },
        { number: 0, size: 4, baseType: FitBaseType.Sint32, value: semicircles(p.latitude) },
        { number: 1, size: 4, baseType: FitBaseType.Sint32, value: semicircles(p.longitude) },
        // altitude: scale 5, offset 500 (metres)
        ...(p.elevation !== undefined ? [{ number: 2, size: 2, baseType: FitBaseType.Uint16, value: Math.round((p.elevation + 500) * 5) }] : []),
        // heart_rate: bpm
        ...(p.heartRate !== undefined ? [{ number: 3, size: 1, baseType: FitBaseType.Uint8, value: p.heartRate }] : []),
      ],
      1,
    );
  }
  fit.writeMessage(
    18,
    [
      { number: 5, size: 1, baseType: FitBaseType.Enum, value: SPORT_NUMBER[opts.sport ?? 'running'] ?? 0 },
      ...(opts.calories !== undefined ? [{ number: 11, size: 2, baseType: FitBaseType.Uint16, value: opts.calories }] : []),
      ...(opts.strides !== undefined ? [{ number: 10, size: 4, baseType: FitBaseType.Uint32, value: opts.strides }] : []),
      // avg_heart_rate 16, max_heart_rate 17 (bpm)
      ...(opts.sessionHeartRate
        ? [
            { number: 16, size: 1, baseType: FitBaseType.Uint8, value: opts.sessionHeartRate.average },
            { number: 17, size: 1, baseType: FitBaseType.Uint8, value: opts.sessionHeartRate.max },
          ]
        : []),
    ],
    2,
  );
  return fit.close();
}
